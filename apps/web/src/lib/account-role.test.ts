import { describe, expect, it } from 'vitest';
import type { TUserInfo } from '@portal/domain';
import { accountsCountOf, activeAccountOf, canLeaveAccount, canUse } from './account-role.ts';

const user = (extra: Record<string, unknown> = {}) =>
  ({ first_name: 'Ana', last_name: 'Lima', email: 'ana@example.test', user_id: '7', ...extra }) as TUserInfo;
const account = (role: string) => ({ id: 3, name: 'Acme', role, requireTwoFactor: false });

describe('the active account and its role (issue 33)', () => {
  it('reads the active account and the number of accounts of GET /user/', () => {
    expect(activeAccountOf(user({ account: account('BILLING') }))).toEqual(account('BILLING'));
    expect(activeAccountOf(user({ account: account('SUPERUSER') }))).toBeNull();
    expect(activeAccountOf(user())).toBeNull();
    expect(accountsCountOf(user({ accounts_count: 3 }))).toBe(3);
    expect(accountsCountOf(user())).toBe(1);
  });

  it("gives a member their role's capabilities (the domain's table)", () => {
    const billing = user({ account: account('BILLING') });
    expect(canUse(billing, false, 'finance.write')).toBe(true);
    expect(canUse(billing, false, 'campaigns.write')).toBe(false);
    expect(canUse(billing, false, 'team.manage')).toBe(false);
    const viewer = user({ account: account('VIEWER') });
    expect(canUse(viewer, false, 'card.read')).toBe(false);
    expect(canUse(viewer, false, 'campaigns.read')).toBe(true);
  });

  it("gives view-as the grant's rights, whatever the agency user's own role", () => {
    const viewer = user({ account: account('VIEWER') });
    expect(canUse(viewer, true, 'campaigns.write')).toBe(true);
    expect(canUse(viewer, true, 'team.manage')).toBe(false);
  });

  it('keeps everything while the user is not read yet or the answer names no account', () => {
    expect(canUse(undefined, false, 'team.manage')).toBe(true);
    expect(canUse(user(), false, 'card.read')).toBe(true);
  });

  it('lets a member leave an account they did not found, never their own nor under view-as', () => {
    expect(canLeaveAccount(user({ account: account('BILLING') }), false)).toBe(true);
    expect(canLeaveAccount(user({ account: { ...account('OWNER'), id: 7 } }), false)).toBe(false);
    expect(canLeaveAccount(user({ account: account('MANAGER') }), true)).toBe(false);
    expect(canLeaveAccount(user(), false)).toBe(false);
    expect(canLeaveAccount(undefined, false)).toBe(false);
  });
});
