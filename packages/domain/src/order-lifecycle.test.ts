import { describe, expect, it } from 'vitest';
import type { LineItemStatus, OrderStatus } from './enums.ts';
import {
  allLineItemsComplete,
  applySubmissionStatus,
  canArchive,
  canDelete,
  canUnarchive,
  isEditable,
  isReadOnly,
  neverRan,
  pauseOrder,
  readyForApproval,
  resumeOrder,
  sentForApproval,
  type LifecycleLineItem,
} from './order-lifecycle.ts';

const size = (width: number, height: number) => ({ width, height });
const lineItem = (overrides: Partial<LifecycleLineItem> = {}): LifecycleLineItem => ({
  status: 'DRAFT',
  isArchived: false,
  creativePlaceholders: [{ size: size(300, 250) }, { size: size(728, 90) }],
  creatives: [
    { size: size(300, 250), approbation: 'APPROVED' },
    { size: size(728, 90), approbation: 'APPROVED' },
  ],
  ...overrides,
});
const order = (status: OrderStatus, lineItems: LifecycleLineItem[] = [lineItem()], isArchived = false) => ({
  status,
  isArchived,
  lineItems,
});

describe('ready for approval', () => {
  it('is ready when every placeholder has an approved creative size and the order is a draft', () => {
    expect(readyForApproval(order('DRAFT'))).toBe(true);
    expect(readyForApproval(order('DISAPPROVED'))).toBe(true);
  });

  it('is not ready without any placeholder', () => {
    expect(readyForApproval(order('DRAFT', [lineItem({ creativePlaceholders: [], creatives: [] })]))).toBe(
      false,
    );
  });

  it('is not ready with fewer distinct approved sizes than placeholders', () => {
    const oneApproved = lineItem({
      creatives: [
        { size: size(300, 250), approbation: 'APPROVED' },
        { size: size(300, 250), approbation: 'APPROVED' },
        { size: size(728, 90), approbation: 'IN_REVIEW' },
      ],
    });
    expect(readyForApproval(order('DRAFT', [oneApproved]))).toBe(false);
  });

  it('is ready with an approved native 300x250 creative on the native 1x1 placeholder', () => {
    const native = lineItem({
      creativePlaceholders: [{ size: size(1, 1) }],
      creatives: [{ size: size(300, 250), nativeStyleId: 3, approbation: 'APPROVED', status: 'ACTIVE' }],
    });
    expect(readyForApproval(order('DRAFT', [native]))).toBe(true);
  });

  it('does not count an approved creative taken off its line item (INACTIVE)', () => {
    const off = lineItem({
      creatives: [
        { size: size(300, 250), approbation: 'APPROVED', status: 'INACTIVE' },
        { size: size(728, 90), approbation: 'APPROVED' },
      ],
    });
    expect(readyForApproval(order('DRAFT', [off]))).toBe(false);
  });

  it('is not ready once sent', () => {
    expect(readyForApproval(order('PENDING_APPROVAL'))).toBe(false);
    expect(readyForApproval(order('APPROVED'))).toBe(false);
  });
});

describe('order states', () => {
  it('counts anything but a draft as sent for approval', () => {
    expect(sentForApproval({ status: 'DRAFT' })).toBe(false);
    expect(sentForApproval({ status: 'DISAPPROVED' })).toBe(true);
  });

  it('is editable while not pending, not archived and with no archived or completed line item', () => {
    expect(isEditable(order('DRAFT'))).toBe(true);
    expect(isEditable(order('PENDING_APPROVAL'))).toBe(false);
    expect(isEditable(order('DRAFT', [lineItem()], true))).toBe(false);
    expect(isEditable(order('DELIVERING', [lineItem({ status: 'COMPLETED' })]))).toBe(false);
    expect(isEditable(order('DRAFT', [lineItem({ isArchived: true })]))).toBe(false);
  });

  it('is read-only when cancelled, pending approval or completed', () => {
    const readOnly = (['CANCELLED', 'PENDING_APPROVAL', 'COMPLETED', 'DRAFT', 'DELIVERING'] as const).map(
      (status) => isReadOnly({ status }),
    );
    expect(readOnly).toEqual([true, true, true, false, false]);
  });

  it('counts line items complete when each is delivering, completed, or an archived draft', () => {
    const items = (...statuses: [LineItemStatus, boolean][]) =>
      statuses.map(([status, isArchived]) => lineItem({ status, isArchived }));
    expect(
      allLineItemsComplete(
        order('DELIVERING', items(['DELIVERING', false], ['COMPLETED', false], ['DRAFT', true])),
      ),
    ).toBe(true);
    expect(allLineItemsComplete(order('DELIVERING', items(['DELIVERING', false], ['DRAFT', false])))).toBe(
      false,
    );
    expect(allLineItemsComplete(order('DELIVERING', items(['READY', false])))).toBe(false);
  });

  it('counts line items complete when the order is archived', () => {
    expect(allLineItemsComplete(order('ARCHIVED', [lineItem({ status: 'READY' })], true))).toBe(true);
  });
});

describe('pause, resume and submission effects', () => {
  const running = order('DELIVERING', [
    lineItem({ status: 'DELIVERING' }),
    lineItem({ status: 'DELIVERING' }),
  ]);

  it('pauses the first line item only, leaving the given order unchanged', () => {
    const paused = pauseOrder(running);
    expect(paused.lineItems.map((li) => li.status)).toEqual(['PAUSED', 'DELIVERING']);
    expect(running.lineItems[0].status).toBe('DELIVERING');
  });

  it('resumes the first line item to READY', () => {
    expect(resumeOrder(pauseOrder(running)).lineItems[0].status).toBe('READY');
  });

  it('leaves an order without line items as it is', () => {
    const empty = order('DRAFT', []);
    expect(pauseOrder(empty)).toBe(empty);
  });

  it('applies the submission status to the order and every line item', () => {
    const submitted = applySubmissionStatus(order('DRAFT', [lineItem(), lineItem()]), 'PENDING_APPROVAL');
    expect([submitted.status, ...submitted.lineItems.map((li) => li.status)]).toEqual([
      'PENDING_APPROVAL',
      'PENDING_APPROVAL',
      'PENDING_APPROVAL',
    ]);
  });
});

describe('archive, restore and delete (issue 31 §6)', () => {
  const ran = lineItem({ status: 'COMPLETED', stats: { impressionsDelivered: 1, clicksDelivered: 0 } });
  const clicked = lineItem({ stats: { impressionsDelivered: 0, clicksDelivered: 1 } });

  it('archives any campaign not archived yet, whatever its status', () => {
    for (const status of ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'DISAPPROVED', 'COMPLETED'] as const)
      expect(canArchive(order(status))).toBe(true);
    expect(canArchive(order('DRAFT', [lineItem()], true))).toBe(false);
  });

  it('says a campaign never approved, with nothing delivered, never ran, and nothing else', () => {
    expect(neverRan(order('DRAFT'))).toBe(true);
    expect(neverRan(order('PENDING_APPROVAL'))).toBe(true);
    expect(neverRan(order('DISAPPROVED'))).toBe(true);
    expect(neverRan(order('DRAFT', []))).toBe(true);
    for (const status of ['APPROVED', 'DELIVERING', 'PAUSED', 'COMPLETED'] as const)
      expect(neverRan(order(status)), status).toBe(false);
    // One impression or one click is a campaign that ran, whatever its status says.
    expect(neverRan(order('DRAFT', [lineItem(), ran]))).toBe(false);
    expect(neverRan(order('DISAPPROVED', [clicked]))).toBe(false);
  });

  it('deletes only a campaign that never ran, archived or not', () => {
    expect(canDelete(order('DRAFT'))).toBe(true);
    expect(canDelete(order('DISAPPROVED', [lineItem()], true))).toBe(true);
    expect(canDelete(order('PENDING_APPROVAL'))).toBe(true);
    expect(canDelete(order('APPROVED'))).toBe(false);
    expect(canDelete(order('COMPLETED', [ran], true))).toBe(false);
  });

  it('restores only an archived draft or refused campaign that never ran', () => {
    expect(canUnarchive(order('DRAFT', [lineItem()], true))).toBe(true);
    expect(canUnarchive(order('DISAPPROVED', [lineItem()], true))).toBe(true);
    expect(canUnarchive(order('DRAFT'))).toBe(false);
    expect(canUnarchive(order('PENDING_APPROVAL', [lineItem()], true))).toBe(false);
    expect(canUnarchive(order('APPROVED', [ran], true))).toBe(false);
  });
});
