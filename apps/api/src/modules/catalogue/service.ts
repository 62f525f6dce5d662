import type {
  Language,
  TCatalogueSegment,
  TCatalogueSegmentWithChildren,
  TNativeTemplateWithFields,
  TOrderType,
} from '@portal/domain';
import type { AdServer } from '../../adapters/adserver/index.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The ad server's catalogues the campaign wizard reads (spec §3 Segment and Order type, §7): the audience segment
 * tree, the order types and the native templates.
 */

/** A segment id from a path: anything that is not a positive whole number names no segment. */
function segmentIdOf(raw: string): number {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (!Number.isSafeInteger(id) || id < 1) throw segmentNotFound(raw);
  return id;
}

const segmentNotFound = (id: string | number) =>
  new AppError('SEGMENT_NOT_FOUND', { message: `No segment ${id}` });

/** The root segments of the catalogue, by rank, each with its has_children flag. */
export function listRootSegments(adServer: AdServer): Promise<TCatalogueSegment[]> {
  return adServer.getAudienceSegments(null);
}

/** A segment with its direct children in `segments`; SEGMENT_NOT_FOUND for an unknown id. */
export async function getSegment(adServer: AdServer, rawId: string): Promise<TCatalogueSegmentWithChildren> {
  const id = segmentIdOf(rawId);
  const segment = await adServer.getAudienceSegment(id);
  if (!segment) throw segmentNotFound(id);
  return { ...segment, segments: await adServer.getAudienceSegments(id) };
}

/** The direct children of a segment, by rank; SEGMENT_NOT_FOUND for an unknown id. */
export async function listSegmentChildren(adServer: AdServer, rawId: string): Promise<TCatalogueSegment[]> {
  const id = segmentIdOf(rawId);
  if (!(await adServer.getAudienceSegment(id))) throw segmentNotFound(id);
  return adServer.getAudienceSegments(id);
}

export function listOrderTypes(adServer: AdServer): Promise<TOrderType[]> {
  return adServer.getOrderTypes();
}

export function listNativeTemplates(
  adServer: AdServer,
  language: Language,
): Promise<TNativeTemplateWithFields[]> {
  return adServer.getNativeTemplates(language);
}
