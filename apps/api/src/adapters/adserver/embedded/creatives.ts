import {
  NATIVE_PLACEHOLDER_SIZE,
  normalizeUrl,
  sizeKey,
  type AssociationAction,
  type CreativeApprovalStatus,
  type TSize,
} from '@portal/domain';
import { adServerError } from '../errors.ts';
import type {
  AdAssociation,
  AdAssociationKey,
  AdCreative,
  AdCreativeInput,
  AdCreativeUpdate,
} from '../port.ts';
import { FieldProblems, type EmbeddedContext } from './context.ts';
import {
  findAssociations,
  findAssociationsByKeys,
  findAssociationsOfLineItems,
  findCreatives,
  findLineItems,
  findOrders,
  insertAssociations,
  insertCreative,
  setAssociationsStatus,
  toAssociation,
  toCreative,
  updateCreativeRow,
  type CreativeRow,
} from './store.ts';

/**
 * Creatives and their line item associations (Ad Manager's CreativeService and LineItemCreativeAssociationService).
 * A creative belongs to an advertiser and is reviewed by the ad server (IN_REVIEW until approved or refused); an
 * association puts it on a line item whose placeholders have its size (a native creative also fits the native
 * 1x1 placeholder, spec §3).
 */

function checkSize(problems: FieldProblems, size: TSize | undefined): void {
  if (
    size &&
    !(
      Number.isSafeInteger(size.width) &&
      size.width > 0 &&
      Number.isSafeInteger(size.height) &&
      size.height > 0
    )
  ) {
    problems.add('size', 'SIZE_FORMAT');
  }
}

/** A native creative names a template (style and format) of the catalogue. */
function knownTemplate(
  ctx: EmbeddedContext,
  ids: { nativeStyleId: number; nativeFormatId: number },
): boolean {
  return ctx.catalogues.nativeTemplates.some(
    (t) => t.nativeStyleId === ids.nativeStyleId && t.nativeFormatId === ids.nativeFormatId,
  );
}

export async function createCreative(ctx: EmbeddedContext, input: AdCreativeInput): Promise<AdCreative> {
  const problems = new FieldProblems();
  if (!input.name.trim()) problems.add('name', 'required');
  if (!input.destinationUrl.trim()) problems.add('destinationUrl', 'required');
  checkSize(problems, input.size);
  if (input.kind === 'NATIVE' && !knownTemplate(ctx, input)) {
    problems.add('nativeStyleId', 'UNKNOWN_NATIVE_TEMPLATE');
  }
  if (!problems.empty) throw adServerError.creative(problems.fields, 'The ad server refused the creative');
  const now = ctx.clock.now();
  const row = await insertCreative(ctx.db, {
    advertiserId: input.advertiserId,
    kind: input.kind,
    name: input.name.trim(),
    destinationUrl: input.destinationUrl.trim(),
    width: input.size.width,
    height: input.size.height,
    asset: input.asset ?? null,
    native:
      input.kind === 'NATIVE'
        ? {
            nativeStyleId: input.nativeStyleId,
            nativeFormatId: input.nativeFormatId,
            title: input.title ?? null,
            text: input.text ?? null,
            adContentTitle: input.adContentTitle ?? null,
            prefixText: input.prefixText ?? null,
          }
        : null,
    createdAt: now,
    updatedAt: now,
  });
  return toCreative(row);
}

/**
 * Destinations are stored normalised since issue 28; one stored before (`https://example.com`) is the same destination
 * as its normalised form (`https://example.com/`), and saving it again is no change to review.
 */
function sameUrl(edited: string, stored: string): boolean {
  const url = edited.trim();
  return (normalizeUrl(url) ?? url) === (normalizeUrl(stored) ?? stored);
}

async function lockCreative(tx: EmbeddedContext['db'], id: number): Promise<CreativeRow> {
  const [row] = await findCreatives(tx, [id], true);
  if (!row) throw adServerError.notFound('creative', id);
  return row;
}

/**
 * Edits a creative; a change of what it shows (a native creative's extras and template included) sends it back to
 * review, as Ad Manager re-reviews edited creatives. A native creative's template must stay one of the catalogue.
 * A rename alone does not: advertisers rename for their own bookkeeping and would not expect delivery to stop, so the
 * name served (the image's alt text) stays the approved one until the next approval (issue 28, serving-read.ts).
 */
export async function updateCreative(
  ctx: EmbeddedContext,
  creativeId: number,
  update: AdCreativeUpdate,
): Promise<AdCreative> {
  const problems = new FieldProblems();
  if (update.name !== undefined && !update.name.trim()) problems.add('name', 'required');
  if (update.destinationUrl !== undefined && !update.destinationUrl.trim())
    problems.add('destinationUrl', 'required');
  checkSize(problems, update.size);
  if (!problems.empty) throw adServerError.creative(problems.fields, 'The ad server refused the creative');
  return ctx.db.transaction(async (tx) => {
    const row = await lockCreative(tx, creativeId);
    if (row.approbation === 'DELETED_BY_USER') {
      throw adServerError.notAllowed(`Creative ${creativeId} was deleted`);
    }
    const native =
      row.native && row.kind === 'NATIVE'
        ? {
            ...row.native,
            ...(update.title === undefined ? {} : { title: update.title }),
            ...(update.text === undefined ? {} : { text: update.text }),
            ...(update.adContentTitle === undefined ? {} : { adContentTitle: update.adContentTitle }),
            ...(update.prefixText === undefined ? {} : { prefixText: update.prefixText }),
            ...(update.nativeStyleId === undefined ? {} : { nativeStyleId: update.nativeStyleId }),
            ...(update.nativeFormatId === undefined ? {} : { nativeFormatId: update.nativeFormatId }),
          }
        : row.native;
    if (native && !knownTemplate(ctx, native)) {
      throw adServerError.creative(
        { nativeStyleId: ['UNKNOWN_NATIVE_TEMPLATE'] },
        'The ad server refused the creative',
      );
    }
    const contentChanged =
      (update.destinationUrl !== undefined && !sameUrl(update.destinationUrl, row.destinationUrl)) ||
      (update.size !== undefined &&
        sizeKey(update.size) !== sizeKey({ width: row.width, height: row.height })) ||
      (update.asset !== undefined && update.asset.fileName !== row.asset?.fileName) ||
      JSON.stringify(native) !== JSON.stringify(row.native);
    const saved = await updateCreativeRow(tx, creativeId, {
      ...(update.name === undefined ? {} : { name: update.name.trim() }),
      ...(update.destinationUrl === undefined ? {} : { destinationUrl: update.destinationUrl.trim() }),
      ...(update.size === undefined ? {} : { width: update.size.width, height: update.size.height }),
      ...(update.asset === undefined ? {} : { asset: update.asset }),
      native,
      ...(contentChanged ? { approbation: 'IN_REVIEW' as const } : {}),
      updatedAt: ctx.clock.now(),
    });
    return toCreative(saved);
  });
}

export async function setCreativeApprobation(
  ctx: EmbeddedContext,
  creativeId: number,
  approbation: CreativeApprovalStatus,
): Promise<AdCreative> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockCreative(tx, creativeId);
    // What is served is what was reviewed: the destination, and the name (the image's alt text, issue 28).
    const approved =
      approbation === 'APPROVED'
        ? { approvedDestinationUrl: row.destinationUrl, approvedName: row.name }
        : {};
    return toCreative(
      await updateCreativeRow(tx, creativeId, { approbation, ...approved, updatedAt: ctx.clock.now() }),
    );
  });
}

export async function getCreatives(ctx: EmbeddedContext, ids: readonly number[]): Promise<AdCreative[]> {
  return (await findCreatives(ctx.db, [...new Set(ids)])).map(toCreative);
}

const uniqueKeys = (keys: readonly AdAssociationKey[]) => [
  ...new Map(keys.map((k) => [`${k.lineItemId}:${k.creativeId}`, k])).values(),
];

export async function createAssociations(
  ctx: EmbeddedContext,
  keys: readonly AdAssociationKey[],
): Promise<AdAssociation[]> {
  const wanted = uniqueKeys(keys);
  return ctx.db.transaction(async (tx) => {
    const lineItems = await findLineItems(tx, [...new Set(wanted.map((k) => k.lineItemId))], true);
    const creatives = await findCreatives(tx, [...new Set(wanted.map((k) => k.creativeId))]);
    const orders = await findOrders(tx, [...new Set(lineItems.map((li) => li.orderId))]);
    for (const key of wanted) {
      const lineItem = lineItems.find((li) => li.id === key.lineItemId);
      if (!lineItem) throw adServerError.notFound('line item', key.lineItemId);
      const creative = creatives.find((c) => c.id === key.creativeId);
      if (!creative) throw adServerError.notFound('creative', key.creativeId);
      if (lineItem.isArchived) throw adServerError.lineItemArchived(lineItem.id);
      const order = orders.find((o) => o.id === lineItem.orderId);
      if (order?.advertiserId !== creative.advertiserId) {
        throw adServerError.invalid({ creativeId: ['CREATIVE_OF_ANOTHER_ADVERTISER'] });
      }
      const sizes = new Set(lineItem.creativePlaceholders.map((p) => sizeKey(p.size)));
      const fits =
        sizes.has(sizeKey({ width: creative.width, height: creative.height })) ||
        (creative.kind === 'NATIVE' && sizes.has(sizeKey(NATIVE_PLACEHOLDER_SIZE)));
      if (!fits) {
        throw adServerError.creative(
          { size: ['CREATIVE_SIZE_NOT_IN_LINE_ITEM'] },
          `Creative ${creative.id} has no placeholder on line item ${lineItem.id}`,
        );
      }
    }
    const now = ctx.clock.now();
    await insertAssociations(
      tx,
      wanted.map((k) => ({ ...k, status: 'ACTIVE' as const, createdAt: now, updatedAt: now })),
    );
    return (await findAssociationsByKeys(tx, wanted)).map(toAssociation);
  });
}

export async function getAssociations(
  ctx: EmbeddedContext,
  filter: { lineItemId?: number; creativeId?: number },
): Promise<AdAssociation[]> {
  return (await findAssociations(ctx.db, filter)).map(toAssociation);
}

export async function getAssociationsOfLineItems(
  ctx: EmbeddedContext,
  lineItemIds: readonly number[],
): Promise<AdAssociation[]> {
  return (await findAssociationsOfLineItems(ctx.db, [...new Set(lineItemIds)])).map(toAssociation);
}

export async function performAssociationAction(
  ctx: EmbeddedContext,
  keys: readonly AdAssociationKey[],
  action: AssociationAction,
): Promise<AdAssociation[]> {
  const wanted = uniqueKeys(keys);
  return ctx.db.transaction(async (tx) => {
    const found = await findAssociationsByKeys(tx, wanted);
    const missing = wanted.find(
      (k) => !found.some((a) => a.lineItemId === k.lineItemId && a.creativeId === k.creativeId),
    );
    if (missing) {
      throw adServerError.notFound('association of line item and creative', missing.lineItemId);
    }
    await setAssociationsStatus(tx, wanted, action === 'ACTIVATE' ? 'ACTIVE' : 'INACTIVE', ctx.clock.now());
    return (await findAssociationsByKeys(tx, wanted)).map(toAssociation);
  });
}
