/**
 * The finances feature's face: the finance page, which app/ composes with the vouchers' promo codes panel
 * (app/screens/finances/FinancesPage.tsx). Its other screens are reached through the route table (app/hub-routes.ts).
 */
export { FinancesPage, namespaces as financesPageNamespaces } from './screens/FinancesPage.tsx';
