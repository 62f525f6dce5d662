import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  AUDIENCE_CREATION_WINDOW_MS,
  audienceCreationRefusal,
  holdsPoolPixel,
  lineItemHoldsAudience,
  PERSONALIZED_SEGMENT_PARENT_ID,
  type AudienceLimits,
} from '@portal/domain';
import { AppError } from '../../../platform/errors.ts';
import type {
  AdAudienceSegment,
  AdAudienceSegmentInput,
  AdAudienceSegmentUpdate,
  AdConversionPixel,
  AdConversionPixelInput,
  AdConversionPixelUpdate,
} from '../port.ts';
import { adServerError } from '../errors.ts';
import type { EmbeddedContext } from './context.ts';
import {
  adserverAudienceSegments,
  adserverConversionPixels,
  adserverSegmentVisitors,
  PIXEL_NAME_INDEX,
} from './audience-tables.ts';

/**
 * Personalised segments and conversion pixels of the embedded ad server (issue 15). A segment takes one pixel of
 * the pool (AUDIENCE_PIXEL_POOL_SIZE) when created, under a lock so that two creations at once never take more
 * than the pool holds, nor more than the advertiser's share of it (issue 28); archiving it gives the pixel back.
 * Its size is counted from its visitors (hits ≥ pageViews, last hit within the membership days) when read, so it
 * is never older than the hits applied.
 */

const ACTIVITY_GROUP_OFFSET = 2_000_000;
/** The advisory lock taken while a segment takes a pixel of the pool. */
const POOL_LOCK = 15_000_015;

type SegmentRow = typeof adserverAudienceSegments.$inferSelect;
type PixelRow = typeof adserverConversionPixels.$inferSelect;

const noPixel = () =>
  new AppError('NO_PIXEL_AVAILABLE', {
    status: 409,
    message: 'No audience pixels are available. Please try again later.',
  });
const nameTaken = () =>
  new AppError('AUDIENCE_NAME_NOT_UNIQUE', {
    message: 'An audience with this name already exists.',
    fields: { name: ['AUDIENCE_NAME_NOT_UNIQUE'] },
  });
const pixelNameTaken = () =>
  new AppError('CONVERSION_NAME_NOT_UNIQUE', {
    message: 'A conversion pixel with this name already exists.',
    fields: { name: ['CONVERSION_NAME_NOT_UNIQUE'] },
  });
const shareRefused = (code: 'QUOTA_EXCEEDED' | 'RATE_LIMITED', limits: AudienceLimits) =>
  new AppError(code, {
    message:
      code === 'QUOTA_EXCEEDED'
        ? `Exceeded quota: an account keeps at most ${limits.quota} audiences; delete one to create another.`
        : `An account creates at most ${limits.creationsPerHour} audiences an hour: retry later.`,
  });

/** The unique index a statement broke (SQLSTATE 23505), '' when it names none, or null when it broke none. */
function uniqueViolation(error: unknown): string | null {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505')
      return String((e as { constraint?: unknown }).constraint ?? '');
  }
  return null;
}
const isUniqueViolation = (error: unknown) => uniqueViolation(error) !== null;

/** Current members of each segment, counted at `now`. */
async function sizesOf(ctx: EmbeddedContext, segmentIds: readonly number[]): Promise<Map<number, number>> {
  const sizes = new Map<number, number>();
  if (segmentIds.length === 0) return sizes;
  const now = ctx.clock.now();
  const result = await ctx.db.execute(sql`
    select v.segment_id, count(*)::int as size
    from adserver_segment_visitors v
    join adserver_audience_segments s on s.id = v.segment_id
    where v.segment_id in (${sql.join(
      segmentIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and v.hits >= s.page_views
      and v.last_hit_at + s.membership_days * interval '1 day' > ${now}::timestamptz
    group by v.segment_id`);
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
  for (const r of rows) sizes.set(Number(r.segment_id), Number(r.size));
  return sizes;
}

const toSegment = (row: SegmentRow, size: number): AdAudienceSegment => ({
  id: row.id,
  advertiserId: row.advertiserId,
  name: row.name,
  description: row.description,
  parentId: row.parentId,
  pageViews: row.pageViews,
  membershipExpirationDays: row.membershipDays,
  status: row.status,
  pixelId: row.pixelId,
  size,
});

async function withSizes(ctx: EmbeddedContext, rows: SegmentRow[]): Promise<AdAudienceSegment[]> {
  const sizes = await sizesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSegment(r, sizes.get(r.id) ?? 0));
}

/** Segments holding a pixel of the pool: all but the archived ones (the domain's holdsPoolPixel). */
const holdingPixel = ne(adserverAudienceSegments.status, 'ARCHIVED');

export async function pixelPoolCount(ctx: EmbeddedContext, poolSize: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(adserverAudienceSegments)
    .where(holdingPixel);
  return Math.max(0, poolSize - Number(row?.n ?? 0));
}

type Tx = Parameters<Parameters<EmbeddedContext['db']['transaction']>[0]>[0];

/**
 * Whether the advertiser may take one more pixel (the domain's audienceCreationRefusal), read from the segments'
 * rows under the pool's lock: creations at once, from any process sharing the database, are counted one after the
 * other, so neither the quota nor the hour's creations can be passed by a race.
 */
async function checkShareOfPool(tx: Tx, advertiserId: number, limits: AudienceLimits, now: Date) {
  const rows = await tx
    .select({ status: adserverAudienceSegments.status, createdAt: adserverAudienceSegments.createdAt })
    .from(adserverAudienceSegments)
    .where(eq(adserverAudienceSegments.advertiserId, advertiserId));
  const since = now.getTime() - AUDIENCE_CREATION_WINDOW_MS;
  const refusal = audienceCreationRefusal(
    {
      held: rows.filter(holdsPoolPixel).length,
      createdLastHour: rows.filter((r) => r.createdAt.getTime() > since).length,
    },
    limits,
  );
  if (refusal) throw shareRefused(refusal, limits);
}

export async function createAudienceSegment(
  ctx: EmbeddedContext,
  poolSize: number,
  input: AdAudienceSegmentInput,
  limits: AudienceLimits | undefined,
): Promise<AdAudienceSegment> {
  const now = ctx.clock.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${POOL_LOCK})`);
      if (limits) await checkShareOfPool(tx, input.advertiserId, limits, now);
      const [taken] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(adserverAudienceSegments)
        .where(holdingPixel);
      if (Number(taken?.n ?? 0) >= poolSize) throw noPixel();
      const [same] = await tx
        .select({ id: adserverAudienceSegments.id })
        .from(adserverAudienceSegments)
        .where(and(sql`lower(${adserverAudienceSegments.name}) = lower(${input.name})`, holdingPixel));
      if (same) throw nameTaken();
      const [created] = await tx
        .insert(adserverAudienceSegments)
        .values({
          advertiserId: input.advertiserId,
          name: input.name,
          description: input.description,
          parentId: PERSONALIZED_SEGMENT_PARENT_ID,
          pageViews: input.pageViews,
          membershipDays: input.membershipExpirationDays,
          status: 'ACTIVE',
          pixelId: randomBytes(12).toString('base64url'),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return created!;
    });
    return toSegment(row, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateAudienceSegment(
  ctx: EmbeddedContext,
  segmentId: number,
  update: AdAudienceSegmentUpdate,
): Promise<AdAudienceSegment> {
  if (update.name !== undefined) {
    const [same] = await ctx.db
      .select({ id: adserverAudienceSegments.id })
      .from(adserverAudienceSegments)
      .where(
        and(
          sql`lower(${adserverAudienceSegments.name}) = lower(${update.name})`,
          ne(adserverAudienceSegments.id, segmentId),
          holdingPixel,
        ),
      );
    if (same) throw nameTaken();
  }
  try {
    const [row] = await ctx.db
      .update(adserverAudienceSegments)
      .set({
        ...(update.name !== undefined ? { name: update.name } : {}),
        ...(update.description !== undefined ? { description: update.description } : {}),
        ...(update.pageViews !== undefined ? { pageViews: update.pageViews } : {}),
        ...(update.membershipExpirationDays !== undefined
          ? { membershipDays: update.membershipExpirationDays }
          : {}),
        ...(update.status !== undefined ? { status: update.status } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(adserverAudienceSegments.id, segmentId))
      .returning();
    if (!row) throw adServerError.notFound('audience segment', segmentId);
    return (await withSizes(ctx, [row]))[0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Line items of the advertiser whose targeting names the segment (ids are kept as numbers, or as text). */
async function lineItemsTargeting(tx: Tx, advertiserId: number, segmentId: number) {
  const result = await tx.execute(sql`
    select li.status, li.is_archived, o.is_archived as order_is_archived
    from adserver_line_items li
    join adserver_orders o on o.id = li.order_id
    where o.advertiser_id = ${advertiserId}
      and (li.targeting->'customTargeting' @> ${JSON.stringify([segmentId])}::jsonb
        or li.targeting->'customTargeting' @> ${JSON.stringify([String(segmentId)])}::jsonb)`);
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []).map((r) => ({
    status: String(r.status),
    isArchived: r.is_archived === true,
    orderIsArchived: r.order_is_archived === true,
  }));
}

/**
 * Archives a segment (issue 28): its pixel goes back to the pool, and its visitors are deleted with it (nothing joins
 * them any more: adserver_segment_visitors has no foreign key, see audience-tables.ts). The row stays, ARCHIVED: the
 * names of finished line items that targeted it, the hour's creations and the audit trail still read it. Its pixel id
 * is never given to another segment (each takes a new random one), so a tag left on the advertiser's site feeds
 * nobody else's audience. Under the pool's lock, as creations are.
 */
export async function archiveAudienceSegment(
  ctx: EmbeddedContext,
  segmentId: number,
): Promise<AdAudienceSegment> {
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${POOL_LOCK})`);
    const [segment] = await tx
      .select()
      .from(adserverAudienceSegments)
      .where(eq(adserverAudienceSegments.id, segmentId));
    if (!segment) throw adServerError.notFound('audience segment', segmentId);
    if (!holdsPoolPixel(segment)) return segment;
    if ((await lineItemsTargeting(tx, segment.advertiserId, segmentId)).some(lineItemHoldsAudience)) {
      throw new AppError('SEGMENT_IN_USE', {
        message:
          'A line item that is not finished targets this audience: remove it from its targeting first.',
      });
    }
    const [archived] = await tx
      .update(adserverAudienceSegments)
      .set({ status: 'ARCHIVED', updatedAt: ctx.clock.now() })
      .where(eq(adserverAudienceSegments.id, segmentId))
      .returning();
    await tx.delete(adserverSegmentVisitors).where(eq(adserverSegmentVisitors.segmentId, segmentId));
    return archived!;
  });
  return toSegment(row, 0);
}

export async function audienceSegmentsOf(
  ctx: EmbeddedContext,
  advertiserId: number,
): Promise<AdAudienceSegment[]> {
  const rows = await ctx.db
    .select()
    .from(adserverAudienceSegments)
    .where(eq(adserverAudienceSegments.advertiserId, advertiserId))
    .orderBy(asc(adserverAudienceSegments.id));
  return withSizes(ctx, rows);
}

export async function personalizedSegments(
  ctx: EmbeddedContext,
  segmentIds: readonly number[],
): Promise<AdAudienceSegment[]> {
  const ids = [...new Set(segmentIds)].filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(adserverAudienceSegments)
    .where(inArray(adserverAudienceSegments.id, ids))
    .orderBy(asc(adserverAudienceSegments.id));
  return withSizes(ctx, rows);
}

/** The segment of a pixel id, for a hit (null when no segment holds it). */
export async function segmentOfPixel(
  ctx: EmbeddedContext,
  pixelId: string,
): Promise<{ id: number; status: string } | null> {
  const [row] = await ctx.db
    .select({ id: adserverAudienceSegments.id, status: adserverAudienceSegments.status })
    .from(adserverAudienceSegments)
    .where(eq(adserverAudienceSegments.pixelId, pixelId));
  return row ?? null;
}

const toPixel = (row: PixelRow): AdConversionPixel => ({
  id: row.id,
  activityGroupId: row.activityGroupId,
  advertiserId: row.advertiserId,
  name: row.name,
  type: row.type,
  impressionsLookbackDays: row.impressionsLookbackDays,
  clicksLookbackDays: row.clicksLookbackDays,
  status: row.status,
  totalConversions: row.totalConversions,
  tagId: row.tagId,
});

/**
 * Another pixel of the advertiser already has this name, in any case (issue 28: names are unique per advertiser, as
 * audiences' are). Asked first for the common case; the unique index decides two saves at once.
 */
async function checkPixelName(ctx: EmbeddedContext, advertiserId: number, name: string, except?: number) {
  const [same] = await ctx.db
    .select({ id: adserverConversionPixels.id })
    .from(adserverConversionPixels)
    .where(
      and(
        eq(adserverConversionPixels.advertiserId, advertiserId),
        sql`lower(${adserverConversionPixels.name}) = lower(${name})`,
        except === undefined ? undefined : ne(adserverConversionPixels.id, except),
      ),
    );
  if (same) throw pixelNameTaken();
}

/** A name taken by a save at the same moment: the unique index's refusal, answered as the code, not a 500. */
function asPixelNameTaken(error: unknown): never {
  if (uniqueViolation(error) === PIXEL_NAME_INDEX) throw pixelNameTaken();
  throw error;
}

export async function createConversionPixel(
  ctx: EmbeddedContext,
  input: AdConversionPixelInput,
): Promise<AdConversionPixel> {
  const now = ctx.clock.now();
  await checkPixelName(ctx, input.advertiserId, input.name);
  const next = await ctx.db.execute(
    sql`select nextval(pg_get_serial_sequence('adserver_conversion_pixels', 'id'))::int as id`,
  );
  const id = Number(((next as { rows?: Record<string, unknown>[] }).rows ?? [])[0]?.id);
  const [row] = await ctx.db
    .insert(adserverConversionPixels)
    .values({
      ...input,
      id,
      // The activity group is the pixel's own: its id follows from the pixel's.
      activityGroupId: id + ACTIVITY_GROUP_OFFSET,
      // What the tag carries: as unguessable as an audience pixel's (issue 28), never the sequential id.
      tagId: randomBytes(12).toString('base64url'),
      status: 'ACTIVE',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .catch(asPixelNameTaken);
  return toPixel(row!);
}

export async function updateConversionPixel(
  ctx: EmbeddedContext,
  pixelId: number,
  update: AdConversionPixelUpdate,
): Promise<AdConversionPixel> {
  const [current] = await ctx.db
    .select({ advertiserId: adserverConversionPixels.advertiserId })
    .from(adserverConversionPixels)
    .where(eq(adserverConversionPixels.id, pixelId));
  if (!current) throw adServerError.notFound('conversion pixel', pixelId);
  if (update.name !== undefined) await checkPixelName(ctx, current.advertiserId, update.name, pixelId);
  const [row] = await ctx.db
    .update(adserverConversionPixels)
    .set({ ...update, updatedAt: ctx.clock.now() })
    .where(eq(adserverConversionPixels.id, pixelId))
    .returning()
    .catch(asPixelNameTaken);
  if (!row) throw adServerError.notFound('conversion pixel', pixelId);
  return toPixel(row);
}

export async function conversionPixelsOf(
  ctx: EmbeddedContext,
  advertiserId: number,
): Promise<AdConversionPixel[]> {
  const rows = await ctx.db
    .select()
    .from(adserverConversionPixels)
    .where(eq(adserverConversionPixels.advertiserId, advertiserId))
    .orderBy(asc(adserverConversionPixels.id));
  return rows.map(toPixel);
}

/** The active conversion pixel a tag id names, or null (a hit on anything else records nothing). */
export async function activeConversionPixelOfTag(
  ctx: EmbeddedContext,
  tagId: string,
): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: adserverConversionPixels.id })
    .from(adserverConversionPixels)
    .where(and(eq(adserverConversionPixels.tagId, tagId), eq(adserverConversionPixels.status, 'ACTIVE')));
  return row?.id ?? null;
}
