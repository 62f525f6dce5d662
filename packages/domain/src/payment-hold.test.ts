import { describe, expect, it } from 'vitest';
import {
  campaignEnded,
  campaignsNeedingCard,
  isRunning,
  lineItemSpendCents,
  resumeByHandRefusal,
} from './payment-hold.ts';

describe('payment holds and spend to date (issue 14)', () => {
  it('counts READY and delivering line items as running, not paused or completed ones', () => {
    expect(['READY', 'DELIVERING', 'DELIVERY_EXTENDED'].every((s) => isRunning(s as never))).toBe(true);
    expect(isRunning('PAUSED')).toBe(false);
    expect(isRunning('COMPLETED')).toBe(false);
    expect(isRunning('PENDING_APPROVAL')).toBe(false);
  });

  it('prices delivery at 3 $ CPM rounded half up, never above the budget', () => {
    expect(lineItemSpendCents(0, 30_000)).toBe(0);
    expect(lineItemSpendCents(1, 30_000)).toBe(0);
    expect(lineItemSpendCents(2, 30_000)).toBe(1);
    expect(lineItemSpendCents(10_000, 30_000)).toBe(3000);
    expect(lineItemSpendCents(10_000, 2999)).toBe(2999);
  });

  it('says a campaign is over when archived or when every live line item completed', () => {
    const li = (status: 'COMPLETED' | 'DELIVERING', isArchived = false) => ({ status, isArchived });
    expect(campaignEnded({ isArchived: true, lineItems: [li('DELIVERING')] })).toBe(true);
    expect(campaignEnded({ isArchived: false, lineItems: [li('COMPLETED'), li('COMPLETED')] })).toBe(true);
    expect(campaignEnded({ isArchived: false, lineItems: [li('COMPLETED'), li('DELIVERING')] })).toBe(false);
    // An archived line item does not keep the campaign going.
    expect(campaignEnded({ isArchived: false, lineItems: [li('COMPLETED'), li('DELIVERING', true)] })).toBe(
      true,
    );
    expect(campaignEnded({ isArchived: false, lineItems: [] })).toBe(false);
  });

  it('lets a line item held for a payment or a suspension resume with its release only, never by hand', () => {
    expect(resumeByHandRefusal('PAYMENT')).toBe('CREDIT_STATUS_UNACCEPTABLE');
    expect(resumeByHandRefusal('SUSPENSION')).toBe('LINE_ITEM_HELD_FOR_SUSPENSION');
    expect(resumeByHandRefusal(null)).toBeNull();
  });

  it('names the campaigns that need the card: pending approval, ready or delivering, not archived (issue 31 §4)', () => {
    const order = (
      id: number,
      statuses: string[],
      opts: { archived?: boolean; archivedItem?: boolean } = {},
    ) => ({
      id,
      name: `Campaign ${id}`,
      isArchived: opts.archived ?? false,
      lineItems: statuses.map((status) => ({
        status: status as never,
        isArchived: opts.archivedItem ?? false,
      })),
    });
    const needing = campaignsNeedingCard([
      order(1, ['PENDING_APPROVAL']),
      order(2, ['READY']),
      order(3, ['DELIVERING', 'COMPLETED']),
      order(4, ['DELIVERY_EXTENDED']),
      order(5, ['DRAFT', 'PAUSED', 'COMPLETED', 'DISAPPROVED', 'PAUSED_INVENTORY_RELEASED']),
      order(6, ['DELIVERING'], { archived: true }),
      order(7, ['DELIVERING'], { archivedItem: true }),
    ]);
    expect(needing).toEqual([1, 2, 3, 4].map((id) => ({ id, name: `Campaign ${id}` })));
    expect(campaignsNeedingCard([])).toEqual([]);
    // Named as the advertiser typed it when the list has that name.
    expect(campaignsNeedingCard([{ ...order(8, ['READY']), name: '2-Soldes', cleanName: 'Soldes' }])).toEqual(
      [{ id: 8, name: 'Soldes' }],
    );
  });
});
