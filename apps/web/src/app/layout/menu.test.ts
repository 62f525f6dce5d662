import { describe, expect, it } from 'vitest';
import { can, type TeamRole } from '@portal/domain';
import { buildMenu, isActive, type MenuContext } from './menu.ts';

const advertiser: MenuContext = {
  isAdmin: false,
  agencyRole: 'user',
  viewingAs: false,
  agenciesDisabled: false,
  features: { personalizedSegments: true, conversionPixels: true },
};
const keys = (ctx: MenuContext) => buildMenu(ctx).map((entry) => entry.key);

describe('side menu', () => {
  it('shows the entries of an advertiser, in the spec order', () => {
    expect(keys(advertiser)).toEqual([
      'orders',
      'segments',
      'conversions',
      'finance',
      'team',
      'profile',
      'logout',
    ]);
  });

  it('gives Finance its three submenus', () => {
    const finance = buildMenu(advertiser).find((entry) => entry.key === 'finance');
    expect(finance?.children?.map((child) => child.route)).toEqual([
      'hub.finances-method',
      'hub.invoices-list',
      'hub.metrics-list',
    ]);
  });

  it('shows personalised segments when the flag is off only to an admin', () => {
    const off = { ...advertiser, features: { ...advertiser.features, personalizedSegments: false } };
    expect(keys(off)).not.toContain('segments');
    expect(keys({ ...off, isAdmin: true })).toContain('segments');
  });

  it('shows conversion pixels when their flag is on, to any advertiser (issue 15), and hides them when it is off', () => {
    expect(keys(advertiser)).toContain('conversions');
    const off = { ...advertiser, features: { ...advertiser.features, conversionPixels: false } };
    expect(keys(off)).not.toContain('conversions');
    expect(keys({ ...off, isAdmin: true })).not.toContain('conversions');
  });

  it('hides the profile while viewing as another user', () => {
    expect(keys({ ...advertiser, viewingAs: true })).not.toContain('profile');
  });

  it('shows Administrator only to the agency role admin', () => {
    expect(keys({ ...advertiser, agencyRole: 'admin' })).toContain('admin');
    expect(keys({ ...advertiser, agencyRole: 'manager' })).not.toContain('admin');
    expect(keys({ ...advertiser, agencyRole: 'admin', agenciesDisabled: true })).not.toContain('admin');
  });

  it('shows the review queue to platform staff only, before the profile', () => {
    expect(keys(advertiser)).not.toContain('review');
    expect(keys({ ...advertiser, isStaff: true })).toEqual([
      'orders',
      'segments',
      'conversions',
      'finance',
      'review',
      'team',
      'profile',
      'logout',
    ]);
  });

  it('shows the promo codes of staff to admins only, after the review queue', () => {
    expect(keys({ ...advertiser, isStaff: true })).not.toContain('vouchers');
    expect(keys({ ...advertiser, isStaff: true, managesVouchers: true })).toEqual([
      'orders',
      'segments',
      'conversions',
      'finance',
      'review',
      'vouchers',
      'team',
      'profile',
      'logout',
    ]);
  });

  it('shows the accounts administration to admins only, after the promo codes (issue 16)', () => {
    expect(keys({ ...advertiser, isStaff: true, managesVouchers: true })).not.toContain('accounts');
    const admin = keys({ ...advertiser, isStaff: true, managesVouchers: true, managesAccounts: true });
    expect(admin.slice(admin.indexOf('vouchers'))).toEqual([
      'vouchers',
      'accounts',
      'team',
      'profile',
      'logout',
    ]);
  });

  it('shows "Run billing now" to admins only, after the accounts (issue 28)', () => {
    expect(keys({ ...advertiser, isStaff: true, managesAccounts: true })).not.toContain('billing');
    const admin = keys({ ...advertiser, isStaff: true, managesAccounts: true, runsBilling: true });
    expect(admin.slice(admin.indexOf('accounts'))).toEqual([
      'accounts',
      'billing',
      'team',
      'profile',
      'logout',
    ]);
  });

  // Issue 33: the menu shows what the member's role in the active account can open (decision 0029's table).
  const as = (role: TeamRole, ctx: Partial<MenuContext> = {}) => ({
    ...advertiser,
    ...ctx,
    can: (capability: Parameters<typeof can>[1]) => can(role, capability),
  });
  const financeOf = (ctx: MenuContext) =>
    buildMenu(ctx)
      .find((entry) => entry.key === 'finance')
      ?.children?.map((child) => child.key);

  it('shows the team to owners only, never while viewing as a client', () => {
    expect(keys(as('OWNER'))).toContain('team');
    for (const role of ['MANAGER', 'BILLING', 'VIEWER'] as const)
      expect(keys(as(role))).not.toContain('team');
    expect(keys(as('OWNER', { viewingAs: true }))).not.toContain('team');
  });

  it('shows a billing member the campaigns, the finance (card included) and their profile, not the team', () => {
    expect(keys(as('BILLING'))).toEqual([
      'orders',
      'segments',
      'conversions',
      'finance',
      'profile',
      'logout',
    ]);
    expect(financeOf(as('BILLING'))).toEqual(['paymentMethods', 'invoices', 'metrics']);
  });

  it('hides the card from a viewer and the card and invoices from a manager', () => {
    expect(financeOf(as('VIEWER'))).toEqual(['invoices', 'metrics']);
    expect(financeOf(as('MANAGER'))).toEqual(['metrics']);
    expect(keys(as('MANAGER'))).toEqual([
      'orders',
      'segments',
      'conversions',
      'finance',
      'profile',
      'logout',
    ]);
  });

  it('hides Finance whole from a role that can open none of its pages', () => {
    expect(keys({ ...advertiser, can: () => false })).toEqual(['profile', 'logout']);
  });

  it('lights an entry up on its own pages and its children', () => {
    const [orders] = buildMenu(advertiser);
    expect(isActive(orders, 'hub.orders')).toBe(true);
    expect(isActive(orders, 'hub.orders.targeting')).toBe(true);
    expect(isActive(orders, 'hub.finances')).toBe(false);
  });
});
