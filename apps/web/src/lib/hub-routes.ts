import { addRoutes, type RouteDef } from './routes.ts';

/**
 * The hub's and the agencies' routes (spec §2), but for the campaign list and the profile (routes.ts: the login
 * page links to them). Their screens' modules are listed beside them in app/hub-routes.ts, the chunk that loads
 * both once logged in, or on the way to one of them (issue 13 §1: the login page carries neither). Importing this
 * module adds them to the route table.
 */

const O = '/fr/guichet/campagnes/:orderId';
const OE = '/en/hub/orders/:orderId';
const LI = `${O}/elements/:lineItemId`;
const LIE = `${OE}/elements/:lineItemId`;
const ORDER_PARAMS = ['orderId'] as const;

// A table: one route per line reads best.
// prettier-ignore
export const HUB_ROUTES = [
  // Logged-in hub: guichet / hub. Its root goes to the campaign list.
  { name: 'hub', fr: '/fr/guichet/', en: '/en/hub/', area: 'hub', redirectTo: 'hub.orders' },
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

  // Profile; unknown subpaths go to the profile page (spec §2).
  { name: 'hub.profile.email', fr: '/fr/guichet/profil/courriel/', en: '/en/hub/profile/email/', area: 'hub', screen: 'profile/ProfileEmailPage', title: 'profile.title', subtitle: 'profile.email' },
  { name: 'hub.confirm-profile.email', fr: '/fr/guichet/profil/courriel/confirmation/:idConfirmation?/', en: '/en/hub/profile/email/confirmation/:idConfirmation?/', area: 'hub', screen: 'profile/ProfileEmailConfirmationPage', title: 'profile.title', subtitle: 'profile.emailConfirmation' },
  { name: 'hub.profile.password', fr: '/fr/guichet/profil/mot-de-passe/', en: '/en/hub/profile/password/', area: 'hub', screen: 'profile/ProfilePasswordPage', title: 'profile.title', subtitle: 'profile.password' },
  { name: 'hub.profile.personal-information', fr: '/fr/guichet/profil/information-personnelle/', en: '/en/hub/profile/personal-information/', area: 'hub', screen: 'profile/PersonalInformationPage', title: 'profile.title', subtitle: 'profile.personalInformation' },
  { name: 'hub.profile.company-information', fr: '/fr/guichet/profil/information-compagnie/', en: '/en/hub/profile/company-information/', area: 'hub', screen: 'profile/CompanyInformationPage', title: 'profile.title', subtitle: 'profile.companyInformation' },
  // The account's change history (issue 16).
  { name: 'hub.profile.history', fr: '/fr/guichet/profil/historique/', en: '/en/hub/profile/history/', area: 'hub', screen: 'profile/ProfileHistoryPage', title: 'profile.title', subtitle: 'profile.history' },
  { name: 'hub.profile.unknown', fr: '/fr/guichet/profil/*', en: '/en/hub/profile/*', area: 'hub', redirectTo: 'hub.profile' },

  // The account's team (issue 33): members, their roles, invitations; owners only (team.manage).
  { name: 'hub.team', fr: '/fr/guichet/equipe/', en: '/en/hub/team/', area: 'hub', screen: 'team/TeamPage', title: 'team.title', subtitle: 'team.subtitle' },

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
  // One campaign whole for staff, whatever its status (issue 31 §17: the queue's link to the full campaign).
  { name: 'hub.review.order', fr: '/fr/guichet/revision/campagnes/:orderId/', en: '/en/hub/review/orders/:orderId/', area: 'hub', numeric: ['orderId'], screen: 'review/ReviewOrderPage', title: 'review.title', subtitle: 'review.order' },
  // Promo codes staff hand out (admin; issue 14).
  { name: 'hub.admin-vouchers', fr: '/fr/guichet/codes-promotionnels/', en: '/en/hub/promo-codes/', area: 'hub', screen: 'vouchers/AdminVouchersPage', title: 'adminVouchers.title', subtitle: 'adminVouchers.subtitle' },

  // Platform administration (admin; issue 16): accounts, one account, every account's change history.
  { name: 'hub.admin-accounts', fr: '/fr/guichet/comptes/', en: '/en/hub/accounts/', area: 'hub', screen: 'admin/AccountsAdminPage', title: 'adminAccounts.title', subtitle: 'adminAccounts.subtitle' },
  // Agencies, made and listed by staff (admin; issue 31 §1): under Accounts, whose menu entry it lights up.
  { name: 'hub.admin-accounts.agencies', fr: '/fr/guichet/comptes/agences/', en: '/en/hub/accounts/agencies/', area: 'hub', screen: 'admin/StaffAgenciesPage', title: 'adminAccounts.title', subtitle: 'agencies.title' },
  { name: 'hub.admin-accounts.detail', fr: '/fr/guichet/comptes/:userId/', en: '/en/hub/accounts/:userId/', area: 'hub', numeric: ['userId'], screen: 'admin/AccountAdminPage', title: 'adminAccounts.title', subtitle: 'adminAccounts.account' },
  // Run billing now (admin; issue 28): a month billed at once, as the scheduled run and `npm run billing` do.
  { name: 'hub.admin-billing', fr: '/fr/guichet/facturation/', en: '/en/hub/billing/', area: 'hub', screen: 'admin/BillingRunPage', title: 'adminBilling.title', subtitle: 'adminBilling.subtitle' },

  // Any other path of the hub: the campaign list.
  { name: 'hub.unknown', fr: '/fr/guichet/*', en: '/en/hub/*', area: 'hub', redirectTo: 'hub.orders' },

  // Agencies: agences / agencies, with an admin child titled Administration.
  { name: 'agencies.index', fr: '/fr/agences/', en: '/en/agencies/', area: 'agencies', screen: 'agencies/AgenciesPage', title: 'agencies.title' },
  { name: 'agencies.admin', fr: '/fr/agences/admin/', en: '/en/agencies/admin/', area: 'agencies', screen: 'agencies/AgenciesAdminPage', title: 'agencies.title', subtitle: 'agencies.admin', agencyAdmin: true },
] as const satisfies readonly RouteDef[];

addRoutes(HUB_ROUTES);
