import { describe, expect, it } from 'vitest';
import type { TLineItem, TOrder } from '@portal/domain';
import {
  budgetOf,
  canModify,
  deliveryAction,
  deliveryOf,
  deliveryStatusOf,
  endActionsOf,
  flightOf,
  pausedForPayment,
} from './order-view.ts';

const lineItem = (over: Partial<TLineItem> = {}): TLineItem => ({
  id: 11,
  orderId: 1,
  name: 'Élément 1',
  startDateTime: '2030-06-10T04:00:00.000Z',
  endDateTime: '2030-06-30T03:59:59.000Z',
  units: 100_000,
  unitType: 'IMPRESSIONS',
  status: 'DRAFT',
  stats: { impressionsDelivered: 1200, clicksDelivered: 7 },
  creativePlaceholders: [{ size: { width: 300, height: 250 } }],
  creatives: [],
  frequencyCaps: [],
  isArchived: false,
  targeting: { geoTargeting: { targetedLocations: [], excludedLocations: [] }, customTargeting: [] },
  ...over,
});

const order = (over: Partial<TOrder> = {}): TOrder => ({
  id: 1,
  name: 'Printemps',
  cleanName: 'Printemps',
  notes: '',
  status: 'DRAFT',
  unitType: 'IMPRESSIONS',
  isArchived: false,
  lineItems: [lineItem()],
  ...over,
});

describe('what the campaign screens read off an order', () => {
  it('takes the budget from the order, else from its line items at 3 $ CPM', () => {
    expect(budgetOf(order({ totalBudget: 45_000 }))).toBe(45_000);
    expect(budgetOf(order())).toBe(30_000);
    expect(budgetOf(order({ lineItems: [] }))).toBe(0);
  });

  it('sums the delivery and the goal of the line items', () => {
    expect(deliveryOf(order({ lineItems: [lineItem(), lineItem({ id: 12 })] }))).toEqual({
      impressions: 2400,
      clicks: 14,
      goal: 200_000,
    });
  });

  it('takes the flight of the line items when the order has none', () => {
    expect(flightOf(order())).toEqual({ start: '2030-06-10T04:00:00.000Z', end: '2030-06-30T03:59:59.000Z' });
  });

  it('shows the delivery state of an approved order only', () => {
    expect(deliveryStatusOf(order({ status: 'APPROVED', lineItems: [lineItem({ status: 'READY' })] }))).toBe(
      'READY',
    );
    expect(
      deliveryStatusOf(
        order({ status: 'PENDING_APPROVAL', lineItems: [lineItem({ status: 'PENDING_APPROVAL' })] }),
      ),
    ).toBeUndefined();
  });

  it('offers pause on a ready or delivering campaign, resume on a paused one, nothing on a draft', () => {
    expect(deliveryAction(order({ lineItems: [lineItem({ status: 'READY' })] }))).toBe('pause');
    expect(deliveryAction(order({ lineItems: [lineItem({ status: 'DELIVERING' })] }))).toBe('pause');
    expect(deliveryAction(order({ lineItems: [lineItem({ status: 'PAUSED' })] }))).toBe('resume');
    expect(deliveryAction(order())).toBeUndefined();
  });

  it('offers no resume on a campaign paused for a declined payment: it resumes once the invoices are paid', () => {
    const held = order({ lineItems: [lineItem({ status: 'PAUSED', pauseReason: 'PAYMENT' })] });
    expect(pausedForPayment(held)).toBe(true);
    expect(deliveryAction(held)).toBeUndefined();
    expect(pausedForPayment(order({ lineItems: [lineItem({ status: 'PAUSED', pauseReason: null })] }))).toBe(
      false,
    );
  });

  it('lets the advertiser modify a draft or a refused campaign, not a pending, completed or archived one', () => {
    expect(canModify(order())).toBe(true);
    expect(canModify(order({ status: 'DISAPPROVED' }))).toBe(true);
    expect(canModify(order({ status: 'PENDING_APPROVAL' }))).toBe(false);
    expect(canModify(order({ status: 'COMPLETED' }))).toBe(false);
    expect(canModify(order({ isArchived: true }))).toBe(false);
    expect(canModify(order({ lineItems: [lineItem({ status: 'COMPLETED' })] }))).toBe(false);
  });
});

describe('what ends a campaign (issue 31 §6)', () => {
  const fresh = lineItem({ stats: { impressionsDelivered: 0, clicksDelivered: 0 } });
  it('offers to archive or delete a draft that never ran, and to restore or delete it once archived', () => {
    expect(endActionsOf(order({ lineItems: [fresh] }))).toEqual(['archive', 'delete']);
    expect(endActionsOf(order({ lineItems: [fresh], isArchived: true }))).toEqual(['unarchive', 'delete']);
  });
  it('offers only to archive a campaign that ran, and nothing once it is archived', () => {
    const ran = order({ status: 'APPROVED', lineItems: [lineItem({ status: 'DELIVERING' })] });
    expect(endActionsOf(ran)).toEqual(['archive']);
    expect(endActionsOf({ ...ran, isArchived: true })).toEqual([]);
  });
});
