/**
 * The vouchers feature's face: the promo codes panel the finance page shows (app/screens/finances/FinancesPage.tsx).
 * Its screen is reached through the route table (app/hub-routes.ts).
 */
export { PromoCodesPanel } from './components/PromoCodesPanel.tsx';
