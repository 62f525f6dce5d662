import { LANGUAGES, isLanguage, type Language } from '../lib/domain.ts';

/**
 * The route table (spec §2): one entry per screen, with the spec's name, its French path and its English path.
 * At runtime a route's name carries the language suffix (`hub.orders.fr`); navigation goes by name and params
 * (`pathFor`, `useNavigateTo`, `<LinkTo>`), never by hand-written paths.
 *
 * Patterns: `:param` is one segment, `:param?` an optional last segment, `*` any rest (redirect entries only).
 * Every path ends with a slash (spec §2 "Trailing slashes are forced").
 */

/** Who may see a screen: anyone, only logged-out users, logged-in users (hub), logged-in agency users. */
export type Area = 'public' | 'loggedOut' | 'hub' | 'agencies';

export interface RouteDef {
  readonly name: string;
  readonly fr: string;
  readonly en: string;
  readonly area: Area;
  /** The screen module under src/features: `orders/OrdersListPage` -> features/orders/screens/OrdersListPage.tsx. */
  readonly screen?: string;
  /** A redirect-only entry: where it goes, keeping the params (spec: "{segmentId} redirects to edit", ...). */
  readonly redirectTo?: string;
  /** Params that must be digits (spec: orderId is numeric); any other value leads to the 404 page. */
  readonly numeric?: readonly string[];
  /** Title and subtitle keys in the `titles` namespace (spec §2 "Page titles"). */
  readonly title?: string;
  readonly subtitle?: string;
  /** The reset pages need an e-mail held in the authentication state, else lost-password (spec §2). */
  readonly requiresAuthEmail?: boolean;
  /** Usable only when the current agency role is admin, else the agencies root (spec §2 "Agencies area"). */
  readonly agencyAdmin?: boolean;
}

const O = '/fr/guichet/campagnes/:orderId';
const OE = '/en/hub/orders/:orderId';
const LI = `${O}/elements/:lineItemId`;
const LIE = `${OE}/elements/:lineItemId`;
const ORDER_PARAMS = ['orderId'] as const;

// A table: one route per line reads best.
// prettier-ignore
export const ROUTES = [
  // Logged-out area: compte / account.
  { name: 'account.login', fr: '/fr/compte/connexion/', en: '/en/account/login/', area: 'loggedOut', screen: 'accounts/LoginPage', title: 'account.login' },
  { name: 'account.forgot-password', fr: '/fr/compte/mot-de-passe-perdu/', en: '/en/account/forgot-password/', area: 'loggedOut', screen: 'accounts/ForgotPasswordPage', title: 'account.forgotPassword' },
  { name: 'account.reset-password', fr: '/fr/compte/reinitialiser-mot-de-passe/', en: '/en/account/reset-password/', area: 'loggedOut', screen: 'accounts/ResetPasswordPage', title: 'account.resetPassword', requiresAuthEmail: true },
  { name: 'account.reset-password-confirmation', fr: '/fr/compte/mot-de-passe-confirmation/', en: '/en/account/reset-password-confirmation/', area: 'loggedOut', screen: 'accounts/ResetPasswordConfirmationPage', title: 'account.resetPasswordConfirmation', requiresAuthEmail: true },
  { name: 'account.register', fr: '/fr/compte/inscription/', en: '/en/account/register/', area: 'loggedOut', screen: 'accounts/RegisterPage', title: 'account.register' },
  { name: 'account.confirmation', fr: '/fr/compte/confirmation/:email/:idConfirmation?/', en: '/en/account/confirmation/:email/:idConfirmation?/', area: 'loggedOut', screen: 'accounts/ConfirmationPage', title: 'account.confirmation' },

  // Logged-in hub: guichet / hub. Its root goes to the campaign list.
  { name: 'hub', fr: '/fr/guichet/', en: '/en/hub/', area: 'hub', redirectTo: 'hub.orders' },
  { name: 'hub.orders', fr: '/fr/guichet/campagnes/', en: '/en/hub/orders/', area: 'hub', screen: 'orders/OrdersListPage', title: 'orders.title', subtitle: 'orders.all' },
  { name: 'hub.orders.new', fr: '/fr/guichet/campagnes/nouveau/', en: '/en/hub/orders/new/', area: 'hub', screen: 'orders/NewOrderPage', title: 'orders.title', subtitle: 'orders.new' },
  { name: 'hub.orders.edit', fr: `${O}/`, en: `${OE}/`, area: 'hub', numeric: ORDER_PARAMS, screen: 'orders/OrderEditPage', title: 'orders.title', subtitle: 'orders.edit' },
  { name: 'hub.orders.detail', fr: `${O}/detail/campagne/`, en: `${OE}/detail/order/`, area: 'hub', numeric: ORDER_PARAMS, screen: 'orders/OrderDetailPage', title: 'orders.title', subtitle: 'orders.detail' },
  // "The detail is also the default": detail/ alone shows the campaign's detail.
  { name: 'hub.orders.detail.default', fr: `${O}/detail/`, en: `${OE}/detail/`, area: 'hub', numeric: ORDER_PARAMS, redirectTo: 'hub.orders.detail' },
  { name: 'hub.orders.lineItems.new', fr: `${O}/elements/nouveau/`, en: `${OE}/elements/new/`, area: 'hub', numeric: ORDER_PARAMS, screen: 'orders/LineItemNewPage', title: 'orders.title', subtitle: 'orders.lineItemNew' },
  { name: 'hub.orders.lineItems.edit', fr: `${LI}/`, en: `${LIE}/`, area: 'hub', numeric: ORDER_PARAMS, screen: 'orders/LineItemEditPage', title: 'orders.title', subtitle: 'orders.lineItemEdit' },
  { name: 'hub.orders.targeting', fr: `${LI}/ciblage/`, en: `${LIE}/targeting/`, area: 'hub', numeric: ORDER_PARAMS, screen: 'orders/TargetingPage', title: 'orders.title', subtitle: 'orders.targeting' },
  { name: 'hub.orders.creatives.new', fr: `${LI}/creatifs/nouveau/`, en: `${LIE}/creatives/new/`, area: 'hub', numeric: ORDER_PARAMS, screen: 'orders/CreativesNewPage', title: 'orders.title', subtitle: 'orders.creativesNew' },
  { name: 'hub.orders.creatives.edit', fr: `${LI}/creatifs/:creativeId/modifier/`, en: `${LIE}/creatives/:creativeId/edit/`, area: 'hub', numeric: [...ORDER_PARAMS, 'creativeId'], screen: 'orders/CreativeEditPage', title: 'orders.title', subtitle: 'orders.creativeEdit' },
  { name: 'hub.orders.creatives', fr: `${LI}/creatifs/`, en: `${LIE}/creatives/`, area: 'hub', numeric: ORDER_PARAMS, screen: 'orders/CreativesPage', title: 'orders.title', subtitle: 'orders.creatives' },
  { name: 'hub.orders.approval', fr: `${LI}/approbation/`, en: `${LIE}/approbation/`, area: 'hub', numeric: ORDER_PARAMS, screen: 'orders/ApprovalPage', title: 'orders.title', subtitle: 'orders.approval' },
  // Unknown subpaths of a campaign go to its edit page.
  { name: 'hub.orders.unknown', fr: `${O}/*`, en: `${OE}/*`, area: 'hub', numeric: ORDER_PARAMS, redirectTo: 'hub.orders.edit' },

  // Finance.
  { name: 'hub.finances', fr: '/fr/guichet/finances/', en: '/en/hub/finances/', area: 'hub', screen: 'finances/FinancesPage', title: 'finances.title' },
  { name: 'hub.finances-method', fr: '/fr/guichet/finances/methode-de-paiement/', en: '/en/hub/finances/payment-methods/', area: 'hub', screen: 'finances/PaymentMethodsPage', title: 'finances.title', subtitle: 'finances.paymentMethod' },
  { name: 'hub.invoices-list', fr: '/fr/guichet/finances/liste-de-factures/', en: '/en/hub/finances/list-invoices/', area: 'hub', screen: 'finances/InvoicesListPage', title: 'finances.title', subtitle: 'finances.invoices' },
  { name: 'hub.finances.promotions', fr: '/fr/guichet/finances/promotions/', en: '/en/hub/finances/promotions/', area: 'hub', redirectTo: 'hub.orders' },
  { name: 'hub.metrics-list', fr: '/fr/guichet/finances/liste-de-metriques/', en: '/en/hub/finances/list-of-metrics/', area: 'hub', screen: 'finances/MetricsListPage', title: 'finances.title', subtitle: 'finances.metrics' },

  // Profile; unknown subpaths go to the profile page.
  { name: 'hub.profile', fr: '/fr/guichet/profil/', en: '/en/hub/profile/', area: 'hub', screen: 'profile/ProfilePage', title: 'profile.title' },
  { name: 'hub.profile.email', fr: '/fr/guichet/profil/courriel/', en: '/en/hub/profile/email/', area: 'hub', screen: 'profile/ProfileEmailPage', title: 'profile.title', subtitle: 'profile.email' },
  { name: 'hub.confirm-profile.email', fr: '/fr/guichet/profil/courriel/confirmation/:idConfirmation?/', en: '/en/hub/profile/email/confirmation/:idConfirmation?/', area: 'hub', screen: 'profile/ProfileEmailConfirmationPage', title: 'profile.title', subtitle: 'profile.emailConfirmation' },
  { name: 'hub.profile.password', fr: '/fr/guichet/profil/mot-de-passe/', en: '/en/hub/profile/password/', area: 'hub', screen: 'profile/ProfilePasswordPage', title: 'profile.title', subtitle: 'profile.password' },
  { name: 'hub.profile.personal-information', fr: '/fr/guichet/profil/information-personnelle/', en: '/en/hub/profile/personal-information/', area: 'hub', screen: 'profile/PersonalInformationPage', title: 'profile.title', subtitle: 'profile.personalInformation' },
  { name: 'hub.profile.company-information', fr: '/fr/guichet/profil/information-compagnie/', en: '/en/hub/profile/company-information/', area: 'hub', screen: 'profile/CompanyInformationPage', title: 'profile.title', subtitle: 'profile.companyInformation' },
  // The account's change history (issue 16).
  { name: 'hub.profile.history', fr: '/fr/guichet/profil/historique/', en: '/en/hub/profile/history/', area: 'hub', screen: 'profile/ProfileHistoryPage', title: 'profile.title', subtitle: 'profile.history' },
  { name: 'hub.profile.unknown', fr: '/fr/guichet/profil/*', en: '/en/hub/profile/*', area: 'hub', redirectTo: 'hub.profile' },

  // Payment.
  { name: 'hub.payment', fr: '/fr/guichet/paiement/', en: '/en/hub/payment/', area: 'hub', screen: 'finances/PaymentPage', title: 'payment.title' },

  // Custom audiences (personalised segments).
  { name: 'hub.segments.index', fr: '/fr/guichet/audiences/', en: '/en/hub/segments/', area: 'hub', screen: 'segments/SegmentsListPage', title: 'segments.title', subtitle: 'segments.all' },
  { name: 'hub.segments.new', fr: '/fr/guichet/audiences/nouveau/', en: '/en/hub/segments/new/', area: 'hub', screen: 'segments/SegmentNewPage', title: 'segments.title', subtitle: 'segments.new' },
  { name: 'hub.segments.show', fr: '/fr/guichet/audiences/:segmentId/', en: '/en/hub/segments/:segmentId/', area: 'hub', redirectTo: 'hub.segments.edit' },
  { name: 'hub.segments.edit', fr: '/fr/guichet/audiences/:segmentId/edition/', en: '/en/hub/segments/:segmentId/edition/', area: 'hub', screen: 'segments/SegmentEditPage', title: 'segments.title', subtitle: 'segments.edit' },
  { name: 'hub.segments.tag', fr: '/fr/guichet/audiences/:segmentId/balise/', en: '/en/hub/segments/:segmentId/tag/', area: 'hub', screen: 'segments/SegmentTagPage', title: 'segments.title', subtitle: 'segments.tag' },

  // Conversion pixels.
  { name: 'hub.conversions.index', fr: '/fr/guichet/conversions/', en: '/en/hub/conversions/', area: 'hub', screen: 'conversions/ConversionsListPage', title: 'conversions.title', subtitle: 'conversions.all' },
  { name: 'hub.conversions.new', fr: '/fr/guichet/conversions/nouveau/', en: '/en/hub/conversions/new/', area: 'hub', screen: 'conversions/ConversionNewPage', title: 'conversions.title', subtitle: 'conversions.new' },
  { name: 'hub.conversions.show', fr: '/fr/guichet/conversions/:activityGroupId/', en: '/en/hub/conversions/:activityGroupId/', area: 'hub', redirectTo: 'hub.conversions.edit' },
  { name: 'hub.conversions.edit', fr: '/fr/guichet/conversions/:activityGroupId/edition/', en: '/en/hub/conversions/:activityGroupId/edition/', area: 'hub', screen: 'conversions/ConversionEditPage', title: 'conversions.title', subtitle: 'conversions.edit' },
  { name: 'hub.conversions.tag', fr: '/fr/guichet/conversions/:activityGroupId/balise/', en: '/en/hub/conversions/:activityGroupId/tag/', area: 'hub', screen: 'conversions/ConversionTagPage', title: 'conversions.title', subtitle: 'conversions.tag' },

  // Review queue of platform staff (editor or admin; issue 4): campaigns and creatives waiting for a decision.
  { name: 'hub.review', fr: '/fr/guichet/revision/', en: '/en/hub/review/', area: 'hub', screen: 'review/ReviewQueuePage', title: 'review.title', subtitle: 'review.queue' },
  // Promo codes staff hand out (admin; issue 14).
  { name: 'hub.admin-vouchers', fr: '/fr/guichet/codes-promotionnels/', en: '/en/hub/promo-codes/', area: 'hub', screen: 'vouchers/AdminVouchersPage', title: 'adminVouchers.title', subtitle: 'adminVouchers.subtitle' },

  // Platform administration (admin; issue 16): accounts, one account, every account's change history.
  { name: 'hub.admin-accounts', fr: '/fr/guichet/comptes/', en: '/en/hub/accounts/', area: 'hub', screen: 'admin/AccountsAdminPage', title: 'adminAccounts.title', subtitle: 'adminAccounts.subtitle' },
  { name: 'hub.admin-accounts.detail', fr: '/fr/guichet/comptes/:userId/', en: '/en/hub/accounts/:userId/', area: 'hub', numeric: ['userId'], screen: 'admin/AccountAdminPage', title: 'adminAccounts.title', subtitle: 'adminAccounts.account' },

  // Any other path of the hub: the campaign list.
  { name: 'hub.unknown', fr: '/fr/guichet/*', en: '/en/hub/*', area: 'hub', redirectTo: 'hub.orders' },

  // Agencies: agences / agencies, with an admin child titled Administration.
  { name: 'agencies.index', fr: '/fr/agences/', en: '/en/agencies/', area: 'agencies', screen: 'agencies/AgenciesPage', title: 'agencies.title' },
  { name: 'agencies.admin', fr: '/fr/agences/admin/', en: '/en/agencies/admin/', area: 'agencies', screen: 'agencies/AgenciesAdminPage', title: 'agencies.title', subtitle: 'agencies.admin', agencyAdmin: true },

  // Public screens.
  { name: 'preview.native', fr: '/fr/preview/native/', en: '/en/preview/native/', area: 'public', screen: 'preview/NativePreviewPage', title: 'preview.native' },
  { name: 'static-page', fr: '/fr/page/:slug/', en: '/en/page/:slug/', area: 'public', screen: 'pages/StaticPage' },
  { name: 'not-found', fr: '/fr/404/', en: '/en/404/', area: 'public', screen: 'pages/NotFoundPage', title: 'notFound.title' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];
export type Params = Record<string, string | number | undefined>;

const byName = new Map<string, RouteDef>(ROUTES.map((route) => [route.name, route]));

export function routeDef(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

/** The runtime id of a route: its name with the language suffix (`hub.orders.fr`). */
export function routeId(name: RouteName, lang: Language): string {
  return `${name}.${lang}`;
}

/** Splits a runtime id (`hub.orders.fr`) into its name and language. */
export function parseRouteId(id: string): { name: RouteName; lang: Language } | null {
  const dot = id.lastIndexOf('.');
  const name = id.slice(0, dot);
  const lang = id.slice(dot + 1);
  return dot > 0 && isLanguage(lang) && isRouteName(name) ? { name, lang } : null;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The path of a route in a language, with its params filled (encoded) and a trailing slash. */
export function pathFor(name: RouteName, lang: Language, params: Params = {}): string {
  const pattern = routeDef(name)[lang];
  const parts: string[] = [];
  for (const segment of segments(pattern)) {
    if (segment === '*') continue;
    if (!segment.startsWith(':')) {
      parts.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Route ${name} needs the param ${key}`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  return `/${parts.join('/')}/`;
}

export interface RouteMatch {
  name: RouteName;
  lang: Language;
  params: Record<string, string>;
}

/** Static segments weigh more than params, params more than optional ones; a splat weighs nothing. */
function matchPattern(
  pattern: string,
  parts: string[],
): { params: Record<string, string>; score: number } | null {
  const want = segments(pattern);
  const params: Record<string, string> = {};
  let score = 0;
  for (let i = 0; i < want.length; i++) {
    const segment = want[i];
    if (segment === '*') return parts.length > i ? { params, score } : null;
    const part = parts[i];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      if (part === undefined) {
        if (!optional) return null;
        continue;
      }
      try {
        params[key] = decodeURIComponent(part);
      } catch {
        return null;
      }
      score += optional ? 1 : 2;
    } else {
      if (part !== segment) return null;
      score += 3;
    }
  }
  return parts.length === want.length || (parts.length < want.length && want.at(-1)?.endsWith('?'))
    ? { params, score: score + 1 }
    : null;
}

/** The route a path shows, in the language of its pattern (trailing slash optional, no query). */
export function matchPath(pathname: string): RouteMatch | null {
  const parts = segments(pathname.split(/[?#]/)[0]);
  const lang = parts[0];
  if (!isLanguage(lang)) return null;
  let best: (RouteMatch & { score: number }) | null = null;
  for (const route of ROUTES) {
    const found = matchPattern(route[lang], parts);
    if (found && (!best || found.score > best.score))
      best = { name: route.name, lang, params: found.params, score: found.score };
  }
  return best && { name: best.name, lang: best.lang, params: best.params };
}

/** Whether a match's params satisfy its route's constraints (numeric ids). */
export function paramsValid(match: RouteMatch): boolean {
  const numeric: readonly string[] = routeDef(match.name).numeric ?? [];
  return numeric.every((key) => match.params[key] === undefined || /^\d+$/.test(match.params[key]));
}

/**
 * The same page in another language, with its params (the language switcher), or null when the path is not a
 * route of the table. `overrides` replaces params for the target language (a static page's translated slug).
 */
export function twin(pathname: string, lang: Language, overrides: Params = {}): string | null {
  const match = matchPath(pathname);
  if (!match) return null;
  return pathFor(match.name, lang, { ...match.params, ...overrides });
}

export function otherLanguage(lang: Language): Language {
  return LANGUAGES.find((l) => l !== lang) ?? lang;
}

/** The language of a path from its first segment, if it is fr or en. */
export function languageOf(pathname: string): Language | null {
  const first = segments(pathname)[0];
  return isLanguage(first) ? first : null;
}

/** The routes with a screen, each rendered by its own lazily loaded module. */
export const SCREEN_ROUTES = ROUTES.filter(
  (route): route is Extract<(typeof ROUTES)[number], { screen: string }> => 'screen' in route,
);

/** Footer links (spec §2): the language-specific slugs of the static pages. */
export const STATIC_PAGE_SLUGS = {
  terms: { fr: 'conditions-utilisation', en: 'terms-of-use' },
  privacy: { fr: 'politique-de-confidentialite', en: 'privacy-policy' },
  serviceContract: { fr: 'contrat-de-service', en: 'service-contract' },
  faq: { fr: 'faq', en: 'faq' },
} as const satisfies Record<string, Record<Language, string>>;
