import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_PLACEHOLDER_SIZE } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openDatabase } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { systemClock } from '../../../platform/clock.ts';
import { createAdServer, type AdLineItemInput, type AdServer, type AdOrderTypeRef } from '../index.ts';

let t: TestApp;
let ads: AdServer;
let standard: AdOrderTypeRef;
let native: AdOrderTypeRef;
let advertiser = 100;

beforeAll(async () => {
  t = await createTestApp();
  ads = t.app.adServer;
  const types = await ads.getOrderTypes();
  const ref = (name: string) => {
    const { typeId, customFieldId } = types.find((x) => x.name === name)!;
    return { typeId, customFieldId };
  };
  standard = ref('standard');
  native = ref('native');
});
afterAll(() => t.close());

const day = 24 * 3600_000;
const lineItem = (orderId: number, overrides: Partial<AdLineItemInput> = {}): AdLineItemInput => ({
  orderId,
  name: 'Élément 1',
  startDateTime: new Date(Date.now() + day).toISOString(),
  endDateTime: new Date(Date.now() + 30 * day).toISOString(),
  units: 50_000,
  creativePlaceholders: [{ size: { width: 300, height: 250 } }],
  frequencyCaps: [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }],
  targeting: {
    geoTargeting: {
      targetedLocations: [{ id: 20123, type: 'PROVINCE', countryCode: 'CA', name: 'Québec' }],
      excludedLocations: [],
    },
    customTargeting: [448100003],
  },
  ...overrides,
});
const image = (advertiserId: number, size = { width: 300, height: 250 }) => ({
  kind: 'IMAGE' as const,
  advertiserId,
  name: 'Bannière',
  destinationUrl: 'https://example.com/promo',
  size,
  asset: { fileName: 'c0ffee.png', url: '/creatives/c0ffee.png', mimeType: 'image/png', byteSize: 12_345 },
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A draft order with one line item, for one advertiser of its own. */
async function draftOrder(input: Partial<AdLineItemInput> = {}) {
  advertiser += 1;
  const order = await ads.createOrder({
    name: `${advertiser}-Campagne`,
    advertiserId: advertiser,
    type: standard,
  });
  const [li] = await ads.createLineItems([lineItem(order.id, input)]);
  return { order, lineItem: li!, advertiserId: advertiser };
}

describe('embedded ad server: a campaign from draft to approval', () => {
  it('creates an order, a line item, creatives and associations, then submits and approves, all persisted', async () => {
    const order = await ads.createOrder({
      name: '42-Rentrée',
      notes: 'Campagne de la rentrée',
      advertiserId: 42,
      type: standard,
    });
    expect(order).toMatchObject({ status: 'DRAFT', isArchived: false, advertiserId: 42, type: standard });

    const [li] = await ads.createLineItems([
      lineItem(order.id, {
        creativePlaceholders: [{ size: { width: 300, height: 250 } }, { size: { width: 728, height: 90 } }],
      }),
    ]);
    expect(li).toMatchObject({ orderId: order.id, status: 'DRAFT', units: 50_000, costPerUnitCents: 300 });
    expect(li!.stats).toEqual({ impressionsDelivered: 0, clicksDelivered: 0 });
    // The location is kept as the catalogue describes it.
    expect(li!.targeting.geoTargeting.targetedLocations[0]).toMatchObject({
      id: 20123,
      canonicalParentId: 2124,
      regionId: 'CA-QC',
    });

    const box = await ads.createCreative(image(42));
    const banner = await ads.createCreative(image(42, { width: 728, height: 90 }));
    expect(box).toMatchObject({ kind: 'IMAGE', approbation: 'IN_REVIEW', asset: { fileName: 'c0ffee.png' } });

    const links = await ads.createAssociations([
      { lineItemId: li!.id, creativeId: box.id },
      { lineItemId: li!.id, creativeId: banner.id },
    ]);
    expect(links.map((a) => a.status)).toEqual(['ACTIVE', 'ACTIVE']);
    await ads.setCreativeApprobation(box.id, 'APPROVED');
    await ads.setCreativeApprobation(banner.id, 'APPROVED');

    expect((await ads.performOrderAction(order.id, 'SUBMIT_FOR_APPROVAL')).status).toBe('PENDING_APPROVAL');
    expect((await ads.getLineItem(li!.id))?.status).toBe('PENDING_APPROVAL');
    const approved = await ads.performOrderAction(order.id, 'APPROVE');
    expect(approved.status).toBe('APPROVED');
    expect((await ads.getLineItemsByOrder(order.id)).map((x) => x.status)).toEqual(['READY']);

    // A second instance over the same database (another API process) reads the same state.
    const reloaded = createAdServer(t.app.database.db, t.app.config);
    expect(await reloaded.getOrder(order.id)).toEqual(await ads.getOrder(order.id));
    expect(await reloaded.getLineItemsByOrder(order.id)).toEqual(await ads.getLineItemsByOrder(order.id));
    expect(await reloaded.getCreatives([box.id, banner.id])).toEqual(
      await ads.getCreatives([box.id, banner.id]),
    );
    expect(await reloaded.getAssociations({ lineItemId: li!.id })).toEqual(links);
    expect((await reloaded.getCreative(box.id))?.approbation).toBe('APPROVED');
  });

  // Two embedded databases made on disk (initdb and every migration, twice): more than the default 30 s on a loaded
  // machine.
  it('keeps its state in the database across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adserver-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      const before = createAdServer(first.db, t.app.config, { clock: systemClock });
      const order = await before.createOrder({ name: '7-Hiver', advertiserId: 7, type: native });
      const [li] = await before.createLineItems([
        lineItem(order.id, {
          creativePlaceholders: [{ size: NATIVE_PLACEHOLDER_SIZE }],
          nativeFormatId: 11900001,
        }),
      ]);
      const creative = await before.createCreative({
        kind: 'NATIVE',
        advertiserId: 7,
        name: 'Native',
        destinationUrl: 'https://example.com',
        size: { width: 300, height: 250 },
        nativeStyleId: 7000001,
        nativeFormatId: 11900001,
        title: 'Un titre',
        text: 'Un texte',
        adContentTitle: 'Annonceur',
      });
      await before.createAssociations([{ lineItemId: li!.id, creativeId: creative.id }]);
      await before.performOrderAction(order.id, 'SUBMIT_FOR_APPROVAL');
      const state = {
        order: await before.getOrder(order.id),
        lineItems: await before.getLineItemsByOrder(order.id),
        creative: await before.getCreative(creative.id),
        associations: await before.getAssociations({ creativeId: creative.id }),
      };
      await first.close();

      const second = await openDatabase({ dataDir: dir });
      const after = createAdServer(second.db, t.app.config);
      expect({
        order: await after.getOrder(order.id),
        lineItems: await after.getLineItemsByOrder(order.id),
        creative: await after.getCreative(creative.id),
        associations: await after.getAssociations({ creativeId: creative.id }),
      }).toEqual(state);
      expect(state.order?.status).toBe('PENDING_APPROVAL');
      expect(state.creative).toMatchObject({
        kind: 'NATIVE',
        title: 'Un titre',
        prefixText: null,
        asset: null,
      });
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('embedded ad server: orders', () => {
  it('updates the name and notes of an order', async () => {
    const { order } = await draftOrder();
    const updated = await ads.updateOrder(order.id, { name: 'Nouveau nom', notes: 'Des notes' });
    expect(updated).toMatchObject({ name: 'Nouveau nom', notes: 'Des notes', status: 'DRAFT' });
    expect((await ads.getOrder(order.id))?.name).toBe('Nouveau nom');
  });

  it('refuses an unknown order type', async () => {
    const error = await refusal(
      ads.createOrder({ name: 'x', advertiserId: 1, type: { typeId: 1, customFieldId: 1 } }),
    );
    expect(error.code).toBe('InvalidParameterException');
    expect(error.fields).toEqual({ typeId: ['UNKNOWN_ORDER_TYPE'] });
  });

  it('answers NOT_FOUND (404) for unknown ids, and undefined when reading one', async () => {
    expect(await ads.getOrder(1)).toBeUndefined();
    expect(await ads.getLineItem(1)).toBeUndefined();
    expect(await ads.getCreative(1)).toBeUndefined();
    for (const attempt of [
      () => ads.updateOrder(1, { name: 'x' }),
      () => ads.performOrderAction(1, 'APPROVE'),
      () => ads.createLineItems([lineItem(1)]),
      () => ads.updateLineItem(1, { units: 2 }),
      () => ads.performLineItemAction([1], 'PAUSE'),
      () => ads.updateCreative(1, { name: 'x' }),
      () => ads.performAssociationAction([{ lineItemId: 1, creativeId: 1 }], 'ACTIVATE'),
    ]) {
      const error = await refusal(attempt());
      expect(error.code).toBe('NOT_FOUND');
      expect(error.status).toBe(404);
    }
  });

  it('approves only a pending order (ORDER_NOT_EDITABLE, 409)', async () => {
    const { order } = await draftOrder();
    const error = await refusal(ads.performOrderAction(order.id, 'APPROVE'));
    expect(error).toMatchObject({ code: 'ORDER_NOT_EDITABLE', status: 409 });
    expect((await ads.getOrder(order.id))?.status).toBe('DRAFT');
  });

  it('applies one of two concurrent approvals and refuses the other', async () => {
    const { order } = await draftOrder();
    await ads.performOrderAction(order.id, 'SUBMIT_FOR_APPROVAL');
    const results = await Promise.allSettled([
      ads.performOrderAction(order.id, 'APPROVE'),
      ads.performOrderAction(order.id, 'DISAPPROVE'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = results.filter((r) => r.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ code: 'ORDER_NOT_EDITABLE' });
    const final = (await ads.getOrder(order.id))!.status;
    const lineItemStatus = (await ads.getLineItemsByOrder(order.id))[0]!.status;
    expect([final, lineItemStatus]).toEqual(
      final === 'APPROVED' ? ['APPROVED', 'READY'] : ['DISAPPROVED', 'DISAPPROVED'],
    );
  });

  it('refuses to submit an order without line items', async () => {
    const order = await ads.createOrder({ name: 'vide', advertiserId: 1, type: standard });
    expect((await refusal(ads.performOrderAction(order.id, 'SUBMIT_FOR_APPROVAL'))).code).toBe(
      'ORDER_NOT_EDITABLE',
    );
  });

  it('disapproves an order and its line items; an edit brings the line item back to DRAFT for a resubmission', async () => {
    const { order, lineItem: li } = await draftOrder();
    await ads.performOrderAction(order.id, 'SUBMIT_FOR_APPROVAL');
    expect((await ads.performOrderAction(order.id, 'DISAPPROVE')).status).toBe('DISAPPROVED');
    expect((await ads.getLineItem(li.id))?.status).toBe('DISAPPROVED');
    expect((await ads.updateLineItem(li.id, { units: 60_000 })).status).toBe('DRAFT');
    expect((await ads.performOrderAction(order.id, 'SUBMIT_FOR_APPROVAL')).status).toBe('PENDING_APPROVAL');
    expect((await ads.getLineItem(li.id))?.status).toBe('PENDING_APPROVAL');
  });

  it('archives an order with its line items, after which they cannot be changed', async () => {
    const { order, lineItem: li } = await draftOrder();
    const archived = await ads.performOrderAction(order.id, 'ARCHIVE');
    expect(archived.isArchived).toBe(true);
    expect((await ads.getLineItem(li.id))?.isArchived).toBe(true);
    expect((await refusal(ads.updateOrder(order.id, { name: 'x' }))).code).toBe('ORDER_ARCHIVED');
    expect((await refusal(ads.updateLineItem(li.id, { units: 2 }))).code).toBe('ORDER_ARCHIVED');
    expect((await refusal(ads.createLineItems([lineItem(order.id)]))).code).toBe('ORDER_ARCHIVED');
    expect((await refusal(ads.performOrderAction(order.id, 'SUBMIT_FOR_APPROVAL'))).code).toBe(
      'ORDER_ARCHIVED',
    );
    expect((await ads.performOrderAction(order.id, 'UNARCHIVE')).isArchived).toBe(false);
  });
});

describe('embedded ad server: line items', () => {
  it('updates a line item with its targeting', async () => {
    const { lineItem: li } = await draftOrder();
    const targeting = {
      geoTargeting: {
        targetedLocations: [{ id: 2124, type: 'COUNTRY', countryCode: 'CA', name: 'Canada' }],
        excludedLocations: [{ id: 20121, type: 'PROVINCE', countryCode: 'CA', name: 'Ontario' }],
      },
      customTargeting: [448100010, 448100010],
    };
    const updated = await ads.updateLineItem(li.id, { targeting, units: 80_000 });
    expect(updated.units).toBe(80_000);
    expect(updated.targeting.customTargeting).toEqual([448100010]);
    expect(updated.targeting.geoTargeting.excludedLocations[0]).toMatchObject({
      id: 20121,
      regionId: 'CA-ON',
    });
    expect((await ads.getLineItem(li.id))?.targeting).toEqual(updated.targeting);
  });

  it('answers the line items of several orders in one call, oldest first, and none for an unknown order', async () => {
    const a = await draftOrder();
    const b = await draftOrder();
    const [second] = await ads.createLineItems([lineItem(a.order.id, { name: 'Élément 2' })]);
    const found = await ads.getLineItemsByOrders([b.order.id, a.order.id, a.order.id, 99_999_999]);
    expect(found.map((li) => li.id)).toEqual([a.lineItem.id, b.lineItem.id, second!.id]);
    expect(found).toEqual(
      [...(await ads.getLineItemsByOrder(a.order.id)), ...(await ads.getLineItemsByOrder(b.order.id))].sort(
        (x, y) => x.id - y.id,
      ),
    );
    expect(await ads.getLineItemsByOrders([])).toEqual([]);
  });

  it('refuses an unknown location, an end before the start and no placeholder, naming the fields', async () => {
    const { order } = await draftOrder();
    const error = await refusal(
      ads.createLineItems([
        lineItem(order.id, {
          endDateTime: new Date(Date.now() - day).toISOString(),
          creativePlaceholders: [],
          targeting: {
            geoTargeting: {
              targetedLocations: [{ id: 12, type: 'CITY', countryCode: 'CA', name: '?' }],
              excludedLocations: [],
            },
            customTargeting: [],
          },
        }),
      ]),
    );
    expect(error.code).toBe('InvalidParameterException');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([
      'creativePlaceholders',
      'endDateTime',
      'targeting.geoTargeting.targetedLocations.0',
    ]);
    expect(await ads.getLineItemsByOrder(order.id)).toHaveLength(1);
  });

  it('creates several line items in one go, all or none', async () => {
    const { order } = await draftOrder();
    await refusal(ads.createLineItems([lineItem(order.id, { name: 'A' }), lineItem(order.id, { units: 0 })]));
    expect(await ads.getLineItemsByOrder(order.id)).toHaveLength(1);
    const created = await ads.createLineItems([
      lineItem(order.id, { name: 'A' }),
      lineItem(order.id, { name: 'B' }),
    ]);
    expect(created.map((x) => x.name)).toEqual(['A', 'B']);
    expect((await ads.getLineItemsByOrder(order.id)).map((x) => x.name)).toEqual(['Élément 1', 'A', 'B']);
  });

  it('pauses and resumes an approved line item, and refuses to pause a draft', async () => {
    const { order, lineItem: li } = await draftOrder();
    const draftPause = await refusal(ads.performLineItemAction([li.id], 'PAUSE'));
    expect(draftPause).toMatchObject({ code: 'ORDER_NOT_EDITABLE', status: 409 });
    await ads.performOrderAction(order.id, 'SUBMIT_FOR_APPROVAL');
    await ads.performOrderAction(order.id, 'APPROVE');
    expect((await ads.performLineItemAction([li.id], 'PAUSE'))[0]?.status).toBe('PAUSED');
    expect((await ads.getLineItem(li.id))?.status).toBe('PAUSED');
    expect((await ads.performLineItemAction([li.id], 'RESUME'))[0]?.status).toBe('READY');
    expect((await refusal(ads.performLineItemAction([li.id], 'RESUME'))).code).toBe('ORDER_NOT_EDITABLE');
  });

  it('archives a line item, which then refuses edits and actions', async () => {
    const { lineItem: li } = await draftOrder();
    expect((await ads.performLineItemAction([li.id], 'ARCHIVE'))[0]?.isArchived).toBe(true);
    expect((await refusal(ads.updateLineItem(li.id, { units: 5 }))).code).toBe('LINE_ITEM_ARCHIVED');
    expect((await refusal(ads.performLineItemAction([li.id], 'PAUSE'))).code).toBe('LINE_ITEM_ARCHIVED');
  });
});

describe('embedded ad server: creatives and associations', () => {
  it('sends an edited creative back to review, but not a renamed one', async () => {
    const creative = await ads.createCreative(image(5));
    await ads.setCreativeApprobation(creative.id, 'APPROVED');
    expect((await ads.updateCreative(creative.id, { name: 'Renommée' })).approbation).toBe('APPROVED');
    const edited = await ads.updateCreative(creative.id, { destinationUrl: 'https://example.com/autre' });
    expect(edited).toMatchObject({
      approbation: 'IN_REVIEW',
      destinationUrl: 'https://example.com/autre',
      name: 'Renommée',
    });
  });

  it('refuses a native creative of an unknown template', async () => {
    const error = await refusal(
      ads.createCreative({
        kind: 'NATIVE',
        advertiserId: 5,
        name: 'n',
        destinationUrl: 'https://example.com',
        size: { width: 300, height: 250 },
        nativeStyleId: 1,
        nativeFormatId: 1,
      }),
    );
    expect(error).toMatchObject({
      code: 'CREATIVE_ERROR',
      fields: { nativeStyleId: ['UNKNOWN_NATIVE_TEMPLATE'] },
    });
  });

  it("edits a native creative's extras and template, back to review, and refuses an unknown template", async () => {
    const creative = await ads.createCreative({
      kind: 'NATIVE',
      advertiserId: 5,
      name: 'Natif',
      destinationUrl: 'https://example.com',
      size: { width: 300, height: 250 },
      title: 'Titre',
      text: 'Texte',
      nativeStyleId: 7000002,
      nativeFormatId: 11900002,
    });
    await ads.setCreativeApprobation(creative.id, 'APPROVED');
    const edited = await ads.updateCreative(creative.id, {
      title: 'Autre titre',
      text: null,
      nativeStyleId: 7000001,
      nativeFormatId: 11900001,
    });
    expect(edited).toMatchObject({
      kind: 'NATIVE',
      title: 'Autre titre',
      text: null,
      nativeStyleId: 7000001,
      nativeFormatId: 11900001,
      approbation: 'IN_REVIEW',
    });
    const error = await refusal(ads.updateCreative(creative.id, { nativeStyleId: 7000002 }));
    expect(error).toMatchObject({
      code: 'CREATIVE_ERROR',
      fields: { nativeStyleId: ['UNKNOWN_NATIVE_TEMPLATE'] },
    });
    expect(await ads.getCreative(creative.id)).toEqual(edited);
  });

  it('associates a creative only with a line item of its advertiser that has its size', async () => {
    const { lineItem: li, advertiserId } = await draftOrder();
    const otherAdvertiser = await ads.createCreative(image(advertiserId + 1000));
    expect(
      (await refusal(ads.createAssociations([{ lineItemId: li.id, creativeId: otherAdvertiser.id }]))).fields,
    ).toEqual({ creativeId: ['CREATIVE_OF_ANOTHER_ADVERTISER'] });
    const wrongSize = await ads.createCreative(image(advertiserId, { width: 160, height: 600 }));
    const error = await refusal(ads.createAssociations([{ lineItemId: li.id, creativeId: wrongSize.id }]));
    expect(error).toMatchObject({
      code: 'CREATIVE_ERROR',
      fields: { size: ['CREATIVE_SIZE_NOT_IN_LINE_ITEM'] },
    });
    expect(await ads.getAssociations({ lineItemId: li.id })).toEqual([]);
  });

  it('activates and deactivates an association, and keeps an existing one when created again', async () => {
    const { lineItem: li, advertiserId } = await draftOrder();
    const creative = await ads.createCreative(image(advertiserId));
    const key = { lineItemId: li.id, creativeId: creative.id };
    await ads.createAssociations([key]);
    expect((await ads.performAssociationAction([key], 'DEACTIVATE'))[0]?.status).toBe('INACTIVE');
    expect((await ads.createAssociations([key]))[0]?.status).toBe('INACTIVE');
    expect((await ads.getAssociations({ creativeId: creative.id }))[0]?.status).toBe('INACTIVE');
    expect((await ads.performAssociationAction([key], 'ACTIVATE'))[0]?.status).toBe('ACTIVE');
  });
});

describe('embedded ad server: batch reads', () => {
  it('answers the associations of several line items in one call, by line item then creative', async () => {
    const a = await draftOrder();
    const b = await draftOrder();
    const [first, second] = [
      await ads.createCreative(image(a.advertiserId)),
      await ads.createCreative(image(a.advertiserId)),
    ];
    const other = await ads.createCreative(image(b.advertiserId));
    await ads.createAssociations([
      { lineItemId: a.lineItem.id, creativeId: second.id },
      { lineItemId: a.lineItem.id, creativeId: first.id },
      { lineItemId: b.lineItem.id, creativeId: other.id },
    ]);
    const found = await ads.getAssociationsByLineItems([b.lineItem.id, a.lineItem.id]);
    expect(found.map((x) => [x.lineItemId, x.creativeId])).toEqual([
      [a.lineItem.id, first.id],
      [a.lineItem.id, second.id],
      [b.lineItem.id, other.id],
    ]);
    expect(await ads.getAssociationsByLineItems([a.lineItem.id])).toEqual(
      await ads.getAssociations({ lineItemId: a.lineItem.id }),
    );
    expect(await ads.getAssociationsByLineItems([])).toEqual([]);
  });

  it('finds audience segments by their ad-server id, leaving unknown ids out', async () => {
    const hockey = await ads.getAudienceSegment(1003);
    const found = await ads.getAudienceSegmentsByAdManagerIds([hockey!.ad_manager_id!, 1003, 999_999_999]);
    expect(found).toEqual([hockey]);
  });
});

describe('embedded ad server: availability forecast', () => {
  it('answers the requested units as available while no request was ever recorded', async () => {
    const spec = lineItem(1, { units: 120_000 });
    expect(await ads.getAvailability(spec)).toEqual({
      availableUnits: 120_000,
      matchedUnits: 120_000,
      historyDays: 0,
    });
  });
});
