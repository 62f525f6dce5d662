import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { PERSONALIZED_SEGMENT_PARENT_ID } from '@portal/domain';
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
import { adserverAudienceSegments, adserverConversionPixels } from './audience-tables.ts';

/**
 * Personalised segments and conversion pixels of the embedded ad server (issue 15). A segment takes one pixel of
 * the pool (AUDIENCE_PIXEL_POOL_SIZE) when created, under a lock so that two creations at once never take more
 * than the pool holds; its size is counted from its visitors (hits ≥ pageViews, last hit within the membership
 * days) when read, so it is never older than the hits applied.
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

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

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

export async function pixelPoolCount(ctx: EmbeddedContext, poolSize: number): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(adserverAudienceSegments);
  return Math.max(0, poolSize - Number(row?.n ?? 0));
}

export async function createAudienceSegment(
  ctx: EmbeddedContext,
  poolSize: number,
  input: AdAudienceSegmentInput,
): Promise<AdAudienceSegment> {
  const now = ctx.clock.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${POOL_LOCK})`);
      const [taken] = await tx.select({ n: sql<number>`count(*)::int` }).from(adserverAudienceSegments);
      if (Number(taken?.n ?? 0) >= poolSize) throw noPixel();
      const [same] = await tx
        .select({ id: adserverAudienceSegments.id })
        .from(adserverAudienceSegments)
        .where(sql`lower(${adserverAudienceSegments.name}) = lower(${input.name})`);
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
});

export async function createConversionPixel(
  ctx: EmbeddedContext,
  input: AdConversionPixelInput,
): Promise<AdConversionPixel> {
  const now = ctx.clock.now();
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
      status: 'ACTIVE',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toPixel(row!);
}

export async function updateConversionPixel(
  ctx: EmbeddedContext,
  pixelId: number,
  update: AdConversionPixelUpdate,
): Promise<AdConversionPixel> {
  const [row] = await ctx.db
    .update(adserverConversionPixels)
    .set({ ...update, updatedAt: ctx.clock.now() })
    .where(eq(adserverConversionPixels.id, pixelId))
    .returning();
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

/** Whether a conversion pixel exists and is active (a hit on anything else records nothing). */
export async function activeConversionPixel(ctx: EmbeddedContext, pixelId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: adserverConversionPixels.id })
    .from(adserverConversionPixels)
    .where(and(eq(adserverConversionPixels.id, pixelId), eq(adserverConversionPixels.status, 'ACTIVE')));
  return Boolean(row);
}
