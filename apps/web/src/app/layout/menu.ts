import type { RouteName } from '../routes.ts';

/** The side menu of spec §2 "Layout and menu", with its visibility rules, as data. */

export type MenuIcon =
  'orders' | 'segments' | 'conversions' | 'finance' | 'profile' | 'admin' | 'review' | 'logout';

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
  agencyRole: string;
  viewingAs: boolean;
  agenciesDisabled: boolean;
  features: { personalizedSegments: boolean; conversionPixels: boolean };
}

/**
 * Spec §2: the conversion pixels entry's "visibility test is written so that it is effectively hidden". The
 * product keeps the entry (and its routes) but never shows it; this switch is that test's constant part.
 */
export const CONVERSION_PIXELS_MENU_SHOWN = false;

export function buildMenu(ctx: MenuContext): MenuEntry[] {
  const entries: (MenuEntry | false)[] = [
    { key: 'orders', label: 'menu.orders', icon: 'orders', route: 'hub.orders', activeFor: ['hub.orders'] },
    (ctx.features.personalizedSegments || ctx.isAdmin) && {
      key: 'segments',
      label: 'menu.segments',
      icon: 'segments',
      route: 'hub.segments.index',
      activeFor: ['hub.segments'],
    },
    CONVERSION_PIXELS_MENU_SHOWN &&
      ctx.features.conversionPixels &&
      ctx.isAdmin && {
        key: 'conversions',
        label: 'menu.conversions',
        icon: 'conversions',
        route: 'hub.conversions.index',
        activeFor: ['hub.conversions'],
      },
    {
      key: 'finance',
      label: 'menu.finance',
      icon: 'finance',
      activeFor: ['hub.finances', 'hub.invoices-list', 'hub.metrics-list'],
      children: [
        {
          key: 'paymentMethods',
          label: 'menu.paymentMethods',
          route: 'hub.finances-method',
          activeFor: ['hub.finances-method'],
        },
        {
          key: 'invoices',
          label: 'menu.invoices',
          route: 'hub.invoices-list',
          activeFor: ['hub.invoices-list'],
        },
        { key: 'metrics', label: 'menu.metrics', route: 'hub.metrics-list', activeFor: ['hub.metrics-list'] },
      ],
    },
    Boolean(ctx.isStaff) && {
      key: 'review',
      label: 'menu.review',
      icon: 'review',
      route: 'hub.review',
      activeFor: ['hub.review'],
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
