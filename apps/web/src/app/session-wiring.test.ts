import { describe, expect, it } from 'vitest';
import { loginTargetFor } from './session-wiring.ts';
// A hub page shows only once the hub's routes are in the table (the root loader loads them).
import '../lib/hub-routes.ts';

describe('where a failed refresh sends the user (spec §4)', () => {
  it('to login, saying the session expired and remembering the full path of a protected page', () => {
    expect(loginTargetFor({ pathname: '/en/hub/orders/42/', search: '?tab=2', hash: '' })).toBe(
      '/en/account/login/?redirect=%2Fen%2Fhub%2Forders%2F42%2F%3Ftab%3D2&expired=1',
    );
  });

  it('to login in the language of the page, without a redirect from a page anyone may see', () => {
    expect(loginTargetFor({ pathname: '/fr/page/faq/', search: '' })).toBe('/fr/compte/connexion/?expired=1');
    expect(loginTargetFor({ pathname: '/fr/compte/inscription/', search: '' })).toBe(
      '/fr/compte/connexion/?expired=1',
    );
  });
});
