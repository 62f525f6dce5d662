import type { TeamCapability } from '@portal/domain';
import type { MenuIcon } from '../../components/icons.tsx';
import type { RouteName } from '../../lib/routes.ts';

/** The side menu of spec §2 "Layout and menu", with its visibility rules, as data. */

export interface MenuEntry {
  key: string;
  /** Key in the `layout` namespace. */
  label: string;
  icon?: MenuIcon;
  route?: RouteName;
  /** Routes whose pages also light this entry up (its children's pages, for instance). */
  activeFor?: readonly string[];
  children?: MenuEntry[];
  action?: 'logout';
}

export interface MenuContext {
  isAdmin: boolean;
  /** Platform staff (role editor or admin) review campaigns and creatives (architecture.md "Roles"). */
  isStaff?: boolean;
  /** Staff with role admin hand out promo codes (issue 14). */
  managesVouchers?: boolean;
  /** Staff with role admin manage accounts: roles, suspension, every account's history (issue 16). */
  managesAccounts?: boolean;
  /** Staff with role admin may run the billing of a month now (issue 28). */
  runsBilling?: boolean;
  agencyRole: string;
  viewingAs: boolean;
  agenciesDisabled: boolean;
  features: { personalizedSegments: boolean; conversionPixels: boolean };
  /**
   * What the member's role in the active account may do (issue 33: `can(role, capability)`, lib/account-role.ts):
   * an entry whose screen the role cannot open is not shown. Everything when absent.
   */
  can?: (capability: TeamCapability) => boolean;
}

export function buildMenu(ctx: MenuContext): MenuEntry[] {
  const can = ctx.can ?? (() => true);
  const campaigns = can('campaigns.read');
  const financeEntries: (MenuEntry | false)[] = [
    can('card.read') && {
      key: 'paymentMethods',
      label: 'menu.paymentMethods',
      route: 'hub.finances-method',
      activeFor: ['hub.finances-method'],
    },
    can('finance.read') && {
      key: 'invoices',
      label: 'menu.invoices',
      route: 'hub.invoices-list',
      activeFor: ['hub.invoices-list'],
    },
    can('metrics.read') && {
      key: 'metrics',
      label: 'menu.metrics',
      route: 'hub.metrics-list',
      activeFor: ['hub.metrics-list'],
    },
  ];
  const finance = financeEntries.filter((entry): entry is MenuEntry => Boolean(entry));
  const entries: (MenuEntry | false)[] = [
    campaigns && {
      key: 'orders',
      label: 'menu.orders',
      icon: 'orders',
      route: 'hub.orders',
      activeFor: ['hub.orders'],
    },
    campaigns &&
      (ctx.features.personalizedSegments || ctx.isAdmin) && {
        key: 'segments',
        label: 'menu.segments',
        icon: 'segments',
        route: 'hub.segments.index',
        activeFor: ['hub.segments'],
      },
    // Spec §2's "effectively hidden" entry is deliberately not reproduced (issue 15): the feature works, so its
    // flag alone shows it.
    campaigns &&
      ctx.features.conversionPixels && {
        key: 'conversions',
        label: 'menu.conversions',
        icon: 'conversions',
        route: 'hub.conversions.index',
        activeFor: ['hub.conversions'],
      },
    finance.length > 0 && {
      key: 'finance',
      label: 'menu.finance',
      icon: 'finance',
      activeFor: ['hub.finances', 'hub.invoices-list', 'hub.metrics-list'],
      children: finance,
    },
    Boolean(ctx.isStaff) && {
      key: 'review',
      label: 'menu.review',
      icon: 'review',
      route: 'hub.review',
      activeFor: ['hub.review'],
    },
    Boolean(ctx.managesVouchers) && {
      key: 'vouchers',
      label: 'menu.promoCodes',
      icon: 'promo',
      route: 'hub.admin-vouchers',
      activeFor: ['hub.admin-vouchers'],
    },
    Boolean(ctx.managesAccounts) && {
      key: 'accounts',
      label: 'menu.accounts',
      icon: 'accounts',
      route: 'hub.admin-accounts',
      activeFor: ['hub.admin-accounts'],
    },
    Boolean(ctx.runsBilling) && {
      key: 'billing',
      label: 'menu.billing',
      icon: 'billing',
      route: 'hub.admin-billing',
      activeFor: ['hub.admin-billing'],
    },
    // The account's team (issue 33): its owners only, never under view-as (a grant does not manage the team).
    !ctx.viewingAs &&
      can('team.manage') && {
        key: 'team',
        label: 'menu.team',
        icon: 'accounts',
        route: 'hub.team',
        activeFor: ['hub.team'],
      },
    !ctx.viewingAs && {
      key: 'profile',
      label: 'menu.profile',
      icon: 'profile',
      route: 'hub.profile',
      activeFor: ['hub.profile', 'hub.confirm-profile'],
    },
    ctx.agencyRole === 'admin' &&
      !ctx.agenciesDisabled && {
        key: 'admin',
        label: 'menu.admin',
        icon: 'admin',
        route: 'agencies.admin',
        activeFor: ['agencies'],
      },
    { key: 'logout', label: 'menu.logout', icon: 'logout', action: 'logout' },
  ];
  return entries.filter((entry): entry is MenuEntry => Boolean(entry));
}

/** Whether a menu entry is the current page's (a route name or the start of one, at a dot or dash). */
export function isActive(entry: MenuEntry, current: string | undefined): boolean {
  if (!current || !entry.activeFor) return false;
  return entry.activeFor.some((name) => current === name || current.startsWith(`${name}.`));
}
