import { describe, expect, it } from 'vitest';
import { agencyRoleOf } from './session.ts';

describe('agency role', () => {
  it('is user unless agency was activated for the session (spec §4)', () => {
    expect(agencyRoleOf({ agency_role: 'admin' }, false)).toBe('user');
    expect(agencyRoleOf({ agency_role: 'Admin' }, true)).toBe('admin');
    expect(agencyRoleOf(undefined, true)).toBe('user');
  });
});
