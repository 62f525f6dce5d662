import {
  audienceServerName,
  cleanName,
  holdsPoolPixel,
  parseId,
  type AudienceLimits,
  type TConversionPixel,
  type TConversionPixelInput,
  type TConversionPixelUpdateRequest,
  type TPersonalizedSegment,
  type TPersonalizedSegmentInput,
} from '@portal/domain';
import type { AdAudienceSegment, AdConversionPixel, AdServer } from '../../adapters/adserver/index.ts';
import { recordAudit, type AuditRecord } from '../../platform/audit/record.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { conversionTag, segmentTag } from './tags.ts';

/**
 * Personalised segments and conversion pixels of an advertiser (issue 15, spec §7): kept on the ad server, the
 * segment under "<advertiser id>-<name>" and shown as typed; another advertiser's segment or pixel is a 404.
 */

export interface AudiencesDeps {
  adServer: AdServer;
  publicUrl: string;
  db: Db;
  /** An account's share of the pool (AUDIENCE_QUOTA_PER_ACCOUNT, AUDIENCE_CREATIONS_PER_HOUR; issue 28). */
  limits: AudienceLimits;
}

/** The module's dependencies, from the app's: every caller (routes, Download my data) builds them alike. */
export function audiencesDeps(app: {
  adServer: AdServer;
  database: { db: Db };
  config: Pick<Config, 'PUBLIC_URL' | 'AUDIENCE_QUOTA_PER_ACCOUNT' | 'AUDIENCE_CREATIONS_PER_HOUR'>;
}): AudiencesDeps {
  return {
    adServer: app.adServer,
    publicUrl: app.config.PUBLIC_URL.replace(/\/$/, ''),
    db: app.database.db,
    limits: {
      quota: app.config.AUDIENCE_QUOTA_PER_ACCOUNT,
      creationsPerHour: app.config.AUDIENCE_CREATIONS_PER_HOUR,
    },
  };
}

/**
 * The entry of a change the ad server made (it keeps audiences and pixels outside the portal's database): written
 * right after it, in a transaction of its own (issue 16).
 */
function recordChange(deps: AudiencesDeps, record: AuditRecord): Promise<void> {
  return deps.db.transaction((tx) => recordAudit(tx, record));
}

function auditedSegment(s: AdAudienceSegment): Record<string, unknown> {
  return {
    name: cleanName(s.name),
    description: s.description,
    pageViews: s.pageViews,
    membershipExpirationDays: s.membershipExpirationDays,
    status: s.status,
  };
}

function auditedPixel(
  p: Pick<AdConversionPixel, 'name' | 'type' | 'impressionsLookbackDays' | 'clicksLookbackDays'>,
): Record<string, unknown> {
  return {
    name: p.name,
    type: p.type,
    impressionsLookbackDays: p.impressionsLookbackDays,
    clicksLookbackDays: p.clicksLookbackDays,
  };
}

const segmentNotFound = (id: number | string) =>
  new AppError('SEGMENT_NOT_FOUND', { message: `No segment ${id}` });
const pixelNotFound = (id: number | string) =>
  new AppError('NOT_FOUND', { message: `No conversion pixel ${id}` });

function toSegment(deps: AudiencesDeps, s: AdAudienceSegment): TPersonalizedSegment {
  const name = cleanName(s.name);
  return {
    id: s.id,
    name,
    rawName: s.name,
    description: s.description,
    type: 'Pixel',
    pageViews: s.pageViews,
    membershipExpirationDays: s.membershipExpirationDays,
    size: s.size,
    status: s.status,
    tag: segmentTag(deps.publicUrl, name, s.pixelId),
  };
}

/** The caller's segments; an archived (deleted) one is listed nowhere, so it is offered in no targeting either. */
export async function listSegments(deps: AudiencesDeps, userId: number): Promise<TPersonalizedSegment[]> {
  return (await deps.adServer.getAudienceSegmentsOf(userId))
    .filter(holdsPoolPixel)
    .map((s) => toSegment(deps, s));
}

export function poolCount(deps: AudiencesDeps): Promise<number> {
  return deps.adServer.getAudiencePixelPoolCount();
}

export async function createSegment(
  deps: AudiencesDeps,
  userId: number,
  input: TPersonalizedSegmentInput,
): Promise<{ id: number }> {
  const created = await deps.adServer.createAudienceSegment(
    {
      advertiserId: userId,
      name: audienceServerName(userId, input.name),
      description: input.description,
      pageViews: input.pageViews,
      membershipExpirationDays: input.membershipExpirationDays,
    },
    deps.limits,
  );
  await recordChange(deps, {
    operation: 'segment.create',
    objectType: 'segment',
    objectId: created.id,
    after: auditedSegment(created),
  });
  return { id: created.id };
}

/** A segment id from a path; the caller's own segment not archived (deleted), else SEGMENT_NOT_FOUND (404). */
async function ownSegment(deps: AudiencesDeps, userId: number, rawId: string): Promise<AdAudienceSegment> {
  const id = parseId(rawId);
  const [segment] = id === null ? [] : await deps.adServer.getPersonalizedSegments([id]);
  if (!segment || segment.advertiserId !== userId || !holdsPoolPixel(segment)) throw segmentNotFound(rawId);
  return segment;
}

export async function getSegment(deps: AudiencesDeps, userId: number, rawId: string) {
  return toSegment(deps, await ownSegment(deps, userId, rawId));
}

export async function updateSegment(
  deps: AudiencesDeps,
  userId: number,
  rawId: string,
  input: TPersonalizedSegmentInput,
): Promise<TPersonalizedSegment> {
  const segment = await ownSegment(deps, userId, rawId);
  const updated = await deps.adServer.updateAudienceSegment(segment.id, {
    name: audienceServerName(userId, input.name),
    description: input.description,
    pageViews: input.pageViews,
    membershipExpirationDays: input.membershipExpirationDays,
  });
  await recordChange(deps, {
    operation: 'segment.update',
    objectType: 'segment',
    objectId: segment.id,
    before: auditedSegment(segment),
    after: auditedSegment(updated),
  });
  return toSegment(deps, updated);
}

export async function setSegmentStatus(
  deps: AudiencesDeps,
  userId: number,
  rawId: string,
  body: { id: number; status: 'ACTIVE' | 'INACTIVE' },
): Promise<TPersonalizedSegment> {
  const segment = await ownSegment(deps, userId, rawId);
  if (body.id !== segment.id) {
    throw new AppError('InvalidParameterException', {
      message: 'The body names another segment',
      fields: { id: ['INVALID'] },
    });
  }
  const updated = await deps.adServer.updateAudienceSegment(segment.id, { status: body.status });
  await recordChange(deps, {
    operation: 'segment.status',
    objectType: 'segment',
    objectId: segment.id,
    before: { status: segment.status },
    after: { status: updated.status },
  });
  return toSegment(deps, updated);
}

/**
 * DELETE /segments/personalized_segments/{id} (issue 28): the segment is archived — its pixel goes back to the pool,
 * it no longer counts against the account's quota, and it is listed nowhere. SEGMENT_IN_USE (409) while a line item
 * that is not finished targets it: archiving would silently empty that line item's audience.
 */
export async function deleteSegment(deps: AudiencesDeps, userId: number, rawId: string): Promise<void> {
  const segment = await ownSegment(deps, userId, rawId);
  const archived = await deps.adServer.archiveAudienceSegment(segment.id);
  await recordChange(deps, {
    operation: 'segment.delete',
    objectType: 'segment',
    objectId: segment.id,
    before: auditedSegment(segment),
    after: { status: archived.status },
  });
}

function toPixel(deps: AudiencesDeps, p: AdConversionPixel): TConversionPixel {
  return {
    activityGroupId: p.activityGroupId,
    id: p.id,
    name: p.name,
    type: p.type,
    impressionsLookbackDays: p.impressionsLookbackDays,
    clicksLookbackDays: p.clicksLookbackDays,
    totalConversions: p.totalConversions,
    status: p.status,
    tag: conversionTag(deps.publicUrl, p.name, p.tagId, p.type),
  };
}

/** Samples for ?mock=true (spec §2): made up on each call, marked as samples, never stored. */
export function samplePixels(deps: AudiencesDeps): (TConversionPixel & { sample: true })[] {
  const samples: [string, TConversionPixel['type'], number][] = [
    ['Sample — newsletter sign-up', 'page_views', 42],
    ['Sample — store visits', 'daily_visits', 17],
    ['Sample — purchase', 'custom', 5],
  ];
  return samples.map(([name, type, totalConversions], i) => ({
    ...toPixel(deps, {
      id: 90_000_001 + i,
      activityGroupId: 92_000_001 + i,
      advertiserId: 0,
      name,
      type,
      impressionsLookbackDays: 30,
      clicksLookbackDays: 30,
      status: 'ACTIVE',
      totalConversions,
      tagId: `sample${i + 1}`,
    }),
    sample: true as const,
  }));
}

export async function listPixels(deps: AudiencesDeps, userId: number): Promise<TConversionPixel[]> {
  return (await deps.adServer.getConversionPixelsOf(userId)).map((p) => toPixel(deps, p));
}

export async function getPixel(
  deps: AudiencesDeps,
  userId: number,
  activityGroupId: string | number,
): Promise<TConversionPixel> {
  const id = Number(activityGroupId);
  const pixel = (await deps.adServer.getConversionPixelsOf(userId)).find((p) => p.activityGroupId === id);
  if (!pixel) throw pixelNotFound(activityGroupId);
  return toPixel(deps, pixel);
}

export async function createPixel(
  deps: AudiencesDeps,
  userId: number,
  input: TConversionPixelInput,
): Promise<{ id: number; activityGroupId: number }> {
  const p = await deps.adServer.createConversionPixel({ advertiserId: userId, ...input });
  await recordChange(deps, {
    operation: 'conversionPixel.create',
    objectType: 'conversionPixel',
    objectId: p.activityGroupId,
    after: auditedPixel(p),
  });
  return { id: p.id, activityGroupId: p.activityGroupId };
}

export async function updatePixel(
  deps: AudiencesDeps,
  userId: number,
  body: TConversionPixelUpdateRequest,
): Promise<{ id: number; activityGroupId: number }> {
  const current = await getPixel(deps, userId, body.activityGroupId);
  const { activityGroupId: _group, ...update } = body;
  const p = await deps.adServer.updateConversionPixel(current.id, update);
  await recordChange(deps, {
    operation: 'conversionPixel.update',
    objectType: 'conversionPixel',
    objectId: p.activityGroupId,
    before: auditedPixel(current),
    after: auditedPixel(p),
  });
  return { id: p.id, activityGroupId: p.activityGroupId };
}
