import type { LineItemStatus, SegmentStatus } from './enums.ts';

/**
 * What one account may take of the shared pool of audience pixels (issue 28, defect 3: a single fresh account
 * emptied the pool, and every other account got NO_PIXEL_AVAILABLE). An account keeps at most a quota of audiences
 * that are not archived (AUDIENCE_QUOTA_PER_ACCOUNT), creates at most so many an hour, and archives (deletes) an
 * audience to give its pixel back.
 */

/** Audiences an account may keep at once (AUDIENCE_QUOTA_PER_ACCOUNT). */
export const AUDIENCE_QUOTA_PER_ACCOUNT_DEFAULT = 20;
/** Audiences an account may create in AUDIENCE_CREATION_WINDOW_MS (AUDIENCE_CREATIONS_PER_HOUR). */
export const AUDIENCE_CREATIONS_PER_HOUR_DEFAULT = 10;
/** The window creations are counted over. */
export const AUDIENCE_CREATION_WINDOW_MS = 60 * 60 * 1000;

export interface AudienceLimits {
  /** Audiences that hold a pixel (not archived), at most. */
  readonly quota: number;
  /** Creations within AUDIENCE_CREATION_WINDOW_MS, at most. */
  readonly creationsPerHour: number;
}

export interface AudienceUsage {
  /** The account's audiences that hold a pixel (holdsPoolPixel). */
  readonly held: number;
  /** The account's audiences created within AUDIENCE_CREATION_WINDOW_MS, archived ones included. */
  readonly createdLastHour: number;
}

/**
 * Why an account may not create an audience now, or null when it may: QUOTA_EXCEEDED (spec §8 "Exceeded quota:
 * retry") once it holds its quota — archiving one makes room; RATE_LIMITED once it made its creations of the hour,
 * archived ones counting too, so that creating and archiving in a loop is bounded as well.
 */
export function audienceCreationRefusal(
  usage: AudienceUsage,
  limits: AudienceLimits,
): 'QUOTA_EXCEEDED' | 'RATE_LIMITED' | null {
  if (usage.held >= limits.quota) return 'QUOTA_EXCEEDED';
  if (usage.createdLastHour >= limits.creationsPerHour) return 'RATE_LIMITED';
  return null;
}

/** An archived audience gave its pixel back to the pool: it counts neither in the pool nor against the quota. */
export function holdsPoolPixel(segment: { readonly status: SegmentStatus | string }): boolean {
  return segment.status !== 'ARCHIVED';
}

/**
 * Whether a line item that targets an audience stops it from being archived: every line item that may still
 * serve or be changed does (archiving it would quietly empty its targeting); a COMPLETED one, an archived one or one
 * of an archived order is finished and does not.
 */
export function lineItemHoldsAudience(lineItem: {
  readonly status: LineItemStatus | string;
  readonly isArchived: boolean;
  readonly orderIsArchived: boolean;
}): boolean {
  return lineItem.status !== 'COMPLETED' && !lineItem.isArchived && !lineItem.orderIsArchived;
}
