import { calendarDate, type OrderStatus, type TAgencyClient } from '@portal/domain';
import { type OrdersDeps, listOrders } from '../orders/index.ts';
import { orderMetrics } from '../metrics/index.ts';
import { listAgencyGrants } from './store.ts';
import type { Membership } from './store.ts';

/**
 * The agency's page (issue 16): each client with an accepted grant, their campaigns counted by status and what they
 * spent this calendar month (platform time zone), read as the client's own list and metrics screens read them.
 */
export async function agencyClients(deps: OrdersDeps, agency: Membership): Promise<TAgencyClient[]> {
  const grants = (await listAgencyGrants(deps.db, agency.agencyId)).filter((g) => g.status === 'ACCEPTED');
  const today = calendarDate(deps.clock.now(), deps.config.TIMEZONE);
  const from = `${today.slice(0, 8)}01`;
  const clients: TAgencyClient[] = [];
  for (const grant of grants) {
    // An accepted grant names its client's account (invitations.ts binds it on acceptance).
    if (
      grant.clientId === null ||
      grant.email === null ||
      grant.firstName === null ||
      grant.lastName === null
    )
      continue;
    const [, orders] = await listOrders(deps, grant.clientId, {});
    const counts = new Map<OrderStatus, number>();
    for (const order of orders) counts.set(order.status, (counts.get(order.status) ?? 0) + 1);
    const rows = await orderMetrics(deps, grant.clientId, { from, to: today });
    clients.push({
      user_id: String(grant.clientId),
      email: grant.email,
      first_name: grant.firstName,
      last_name: grant.lastName,
      organisation: grant.organisation,
      campaigns: [...counts].map(([status, count]) => ({ status, count })),
      monthSpendCents: rows.reduce((sum, row) => sum + row.spendCents, 0),
      suspended: grant.clientSuspendedAt !== null,
    });
  }
  return clients;
}
