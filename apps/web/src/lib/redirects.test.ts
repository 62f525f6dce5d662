import { describe, expect, it } from 'vitest';
import {
  guardRedirect,
  loginPath,
  preferredLanguage,
  resolveRedirect,
  safeRedirectTarget,
  type RedirectContext,
} from './redirects.ts';
import { matchPath } from './routes.ts';
// The hub's routes join the table (the app loads them once logged in or on the way to a hub page).
import './hub-routes.ts';

const out: RedirectContext = { isLogged: false, publicPrefix: 'public' };
const inHub: RedirectContext = { isLogged: true, publicPrefix: 'public' };
const go = (pathname: string, ctx: RedirectContext = inHub, search = '', hash = '') =>
  resolveRedirect({ pathname, search, hash }, ctx);

describe('preferred language', () => {
  it('takes the locale cookie first', () => {
    expect(preferredLanguage('en', ['fr-CA'])).toBe('en');
  });
  it('else the first fr or en of the browser languages', () => {
    expect(preferredLanguage(null, ['de-DE', 'en-CA', 'fr'])).toBe('en');
    expect(preferredLanguage('xx', ['fr-CA'])).toBe('fr');
  });
  it('else fr', () => {
    expect(preferredLanguage(undefined, ['de', 'es'])).toBe('fr');
    expect(preferredLanguage()).toBe('fr');
  });
});

describe('root redirect', () => {
  it('sends / to the cookie language', () => {
    expect(go('/', { ...inHub, cookieLocale: 'en', browserLanguages: ['fr'] })).toBe('/en/hub/orders/');
  });
  it('sends / to the browser language without a cookie, to login when logged out', () => {
    expect(go('/', { ...out, browserLanguages: ['en-US'] })).toBe('/en/account/login/');
  });
  it('falls back to fr', () => {
    expect(go('/', { ...out, browserLanguages: ['es'] })).toBe('/fr/compte/connexion/');
  });
});

describe('path rules', () => {
  it('forces a trailing slash, keeping query and hash', () => {
    expect(go('/fr/guichet/campagnes', inHub, '?page=2', '#top')).toBe('/fr/guichet/campagnes/?page=2#top');
  });
  it('leaves a correct path alone', () => {
    expect(go('/fr/guichet/campagnes/')).toBeNull();
    expect(go('/en/account/login/', out, '?redirect=%2Fen%2Fhub%2F')).toBeNull();
    expect(go('/en/page/faq/', out)).toBeNull();
  });
  it('strips the public front prefix', () => {
    expect(go('/public/fr/compte/connexion/', out)).toBe('/fr/compte/connexion/');
    expect(go('/public/en/page/faq', out)).toBe('/en/page/faq/');
    expect(go('/public', { ...out, cookieLocale: 'en' })).toBe('/en/account/login/');
    expect(go('/portail/fr/page/faq/', { ...out, publicPrefix: 'portail' })).toBe('/fr/page/faq/');
    expect(go('/publicity/fr/', out)).toBe('/fr/compte/connexion/');
  });
  it('redirects a path of one language under the other prefix to its twin', () => {
    expect(go('/fr/hub/orders/')).toBe('/fr/guichet/campagnes/');
    expect(go('/en/guichet/campagnes/12/elements/3/ciblage/')).toBe(
      '/en/hub/orders/12/elements/3/targeting/',
    );
    expect(go('/en/compte/connexion/', out)).toBe('/en/account/login/');
    expect(go('/fr/hub/', inHub)).toBe('/fr/guichet/campagnes/');
  });
  it('sends the hub root to the campaign list', () => {
    expect(go('/fr/guichet/')).toBe('/fr/guichet/campagnes/');
    expect(go('/en/hub')).toBe('/en/hub/orders/');
  });
  it('sends unknown subpaths of a campaign to its edit page and of the profile to the profile', () => {
    expect(go('/fr/guichet/campagnes/42/quelque-chose/')).toBe('/fr/guichet/campagnes/42/');
    expect(go('/en/hub/orders/42/detail/')).toBe('/en/hub/orders/42/detail/order/');
    expect(go('/en/hub/profile/settings/deep/')).toBe('/en/hub/profile/');
  });
  it('sends promotions to the campaigns, and segment and pixel ids to their edit pages', () => {
    expect(go('/fr/guichet/finances/promotions/')).toBe('/fr/guichet/campagnes/');
    expect(go('/fr/guichet/audiences/55/')).toBe('/fr/guichet/audiences/55/edition/');
    expect(go('/en/hub/conversions/77')).toBe('/en/hub/conversions/77/edition/');
  });
  it('shows the 404 page for a non-numeric campaign id', () => {
    expect(go('/fr/guichet/campagnes/abc/')).toBe('/fr/404/');
    expect(go('/en/hub/orders/abc/elements/new/', out)).toBe('/en/404/');
    expect(go('/fr/hub/orders/abc/')).toBe('/fr/404/');
    expect(go('/fr/404/', out)).toBeNull();
  });
  it('sends unknown paths to the campaign list, or to login when logged out', () => {
    expect(go('/fr/nulle-part/')).toBe('/fr/guichet/campagnes/');
    expect(go('/en/nowhere/at/all', out)).toBe('/en/account/login/');
    expect(go('/en/hub/nowhere/')).toBe('/en/hub/orders/');
    expect(go('/wp-admin/', { ...out, cookieLocale: 'en' })).toBe('/en/account/login/');
  });
});

describe('guards', () => {
  it('sends a logged-out visitor of the hub to login with the full path', () => {
    expect(go('/fr/guichet/campagnes/42/', out, '?tab=2')).toBe(
      loginPath('fr', '/fr/guichet/campagnes/42/?tab=2'),
    );
    expect(loginPath('fr', '/fr/guichet/campagnes/42/?tab=2')).toBe(
      '/fr/compte/connexion/?redirect=%2Ffr%2Fguichet%2Fcampagnes%2F42%2F%3Ftab%3D2',
    );
  });
  it('says on the login address that a session expired, or that a suspension ended it (issue 31 §14)', () => {
    expect(loginPath('en', undefined, true)).toBe('/en/account/login/?expired=1');
    expect(loginPath('en', '/en/hub/orders/', 'suspended')).toBe(
      '/en/account/login/?redirect=%2Fen%2Fhub%2Forders%2F&expired=suspended',
    );
    expect(go('/fr/guichet/campagnes/', { ...out, sessionExpired: 'suspended' })).toBe(
      '/fr/compte/connexion/?redirect=%2Ffr%2Fguichet%2Fcampagnes%2F&expired=suspended',
    );
  });
  it('sends a logged-in visitor of the logged-out area to the campaign list', () => {
    expect(go('/en/account/register/')).toBe('/en/hub/orders/');
  });
  it('keeps the reset pages for a user whose e-mail is held, else sends to lost password', () => {
    expect(go('/fr/compte/reinitialiser-mot-de-passe/', out)).toBe('/fr/compte/mot-de-passe-perdu/');
    expect(go('/fr/compte/mot-de-passe-confirmation/', { ...out, authEmail: 'a@b.ca' })).toBeNull();
  });
  it('lets anyone see the public pages', () => {
    expect(go('/fr/page/faq/', inHub)).toBeNull();
    expect(go('/en/preview/native/', out)).toBeNull();
  });
  it('opens agencies.admin only to the agency role admin, when agencies are enabled', () => {
    const admin = matchPath('/fr/agences/admin/')!;
    expect(guardRedirect(admin, '/fr/agences/admin/', { ...inHub, agencyRole: 'user' })).toBe('/fr/agences/');
    expect(guardRedirect(admin, '/fr/agences/admin/', { ...inHub, agencyRole: 'admin' })).toBeNull();
    expect(
      guardRedirect(admin, '/fr/agences/admin/', { ...inHub, agencyRole: 'admin', agenciesDisabled: true }),
    ).toBe('/fr/guichet/campagnes/');
    expect(guardRedirect(admin, '/fr/agences/admin/', out)).toBe(loginPath('fr', '/fr/agences/admin/'));
  });
});

describe('login redirect target (spec §4)', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirectTarget('/fr/guichet/profil/?a=1#b')).toBe('/fr/guichet/profil/?a=1#b');
  });

  it('refuses anything that could leave the site, and nothing', () => {
    for (const value of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      'fr/guichet/',
      '',
      null,
    ]) {
      expect(safeRedirectTarget(value)).toBeNull();
    }
  });
});
