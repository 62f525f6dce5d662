import type { TBillingRun } from '@portal/domain';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** What `npm run billing` prints of a run, whoever ran it: this process or the portal holding the data folder. */
export function billingRunLines(run: TBillingRun): string[] {
  return [
    `billing ${run.period}: ${run.invoices.length} invoice(s), subtotal ${dollars(run.subtotalCents)} $, total ${dollars(run.totalCents)} $`,
    ...run.invoices.map(
      (invoice) =>
        `  ${invoice.number}  advertiser ${invoice.advertiserId}  ${invoice.impressions} impressions  ` +
        `subtotal ${dollars(invoice.subtotalCents)} $  total ${dollars(invoice.totalCents)} $`,
    ),
    `charged: ${run.charged.paid} paid, ${run.charged.defaulted} defaulted`,
    ...(run.released > 0 ? [`released the budget held for ${run.released} campaign(s) over`] : []),
  ];
}
