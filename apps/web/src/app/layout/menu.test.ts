import { describe, expect, it } from 'vitest';
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
    expect(keys(advertiser)).toEqual(['orders', 'segments', 'conversions', 'finance', 'profile', 'logout']);
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
      'profile',
      'logout',
    ]);
  });

  it('shows the accounts administration to admins only, after the promo codes (issue 16)', () => {
    expect(keys({ ...advertiser, isStaff: true, managesVouchers: true })).not.toContain('accounts');
    const admin = keys({ ...advertiser, isStaff: true, managesVouchers: true, managesAccounts: true });
    expect(admin.slice(admin.indexOf('vouchers'))).toEqual(['vouchers', 'accounts', 'profile', 'logout']);
  });

  it('shows "Run billing now" to admins only, after the accounts (issue 28)', () => {
    expect(keys({ ...advertiser, isStaff: true, managesAccounts: true })).not.toContain('billing');
    const admin = keys({ ...advertiser, isStaff: true, managesAccounts: true, runsBilling: true });
    expect(admin.slice(admin.indexOf('accounts'))).toEqual(['accounts', 'billing', 'profile', 'logout']);
  });

  it('lights an entry up on its own pages and its children', () => {
    const [orders] = buildMenu(advertiser);
    expect(isActive(orders, 'hub.orders')).toBe(true);
    expect(isActive(orders, 'hub.orders.targeting')).toBe(true);
    expect(isActive(orders, 'hub.finances')).toBe(false);
  });
});
