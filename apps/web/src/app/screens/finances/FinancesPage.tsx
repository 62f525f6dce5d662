import { FinancesPage, financesPageNamespaces } from '../../../features/finances/index.ts';
import { PromoCodesPanel } from '../../../features/vouchers/index.ts';

export const namespaces = [...financesPageNamespaces, 'vouchers'];

/** hub.finances: the finance page, with the promo codes panel below its three cards (issue 14). */
export function Component() {
  return <FinancesPage promoCodes={<PromoCodesPanel />} />;
}
