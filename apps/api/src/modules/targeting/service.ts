import {
  holdsPoolPixel,
  validateGeoTargeting,
  violationsToFieldErrors,
  type Language,
  type TGeoTarget,
  type TGeoTargetQuery,
  type TLocation,
  type TTargeting,
} from '@portal/domain';
import type { AdServer } from '../../adapters/adserver/index.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Geo targeting (spec §3 Geo target, §5 geo rules, §7 GET /gam/targeting/geo, /targeting/geo, /targeting/region):
 * the ad server's geo catalogue with names in the request's language, and the check of a line item's geo targeting
 * against it.
 */

/** The geo targets matching the query (all of them without one). */
export function listGeoTargets(
  adServer: AdServer,
  query: TGeoTargetQuery,
  language: Language,
): Promise<TGeoTarget[]> {
  return adServer.getGeoTargets(query, language);
}

/** The regions (type REGION) matching the query: Québec's administrative regions, Ontario's regions… */
export async function listRegions(
  adServer: AdServer,
  query: TGeoTargetQuery,
  language: Language,
): Promise<TGeoTarget[]> {
  return (await adServer.getGeoTargets(query, language)).filter((target) => target.type === 'REGION');
}

/** The catalogue's locations of a targeting and all their ancestors, by id. */
async function catalogueLocations(
  adServer: AdServer,
  locations: readonly TLocation[],
  language: Language,
): Promise<Map<number, TGeoTarget>> {
  const known = new Map<number, TGeoTarget>();
  let pending = [...new Set(locations.map((l) => l.id))];
  while (pending.length > 0) {
    const found = await Promise.all(pending.map((id) => adServer.getGeoTarget(id, language)));
    const next: number[] = [];
    for (const target of found) {
      if (!target) continue;
      known.set(target.id, target);
      const parentId = target.canonicalParentId;
      if (parentId != null && !known.has(parentId)) next.push(parentId);
    }
    pending = [...new Set(next)];
  }
  return known;
}

/**
 * Checks the geo targeting of a line item (spec §5) against the ad server's catalogue: every location must be a
 * known geo target, none both targeted and excluded, no targeted location under an excluded one (parents from the
 * catalogue, not from the client), no excluded postal code. Refuses with InvalidParameterException and the fields
 * (`targeting.geoTargeting.targetedLocations.0`) worded in the language; answers the targeting with each location
 * as the catalogue describes it. Custom targeting (audience segments) is checked apart: checkCustomTargeting.
 */
export async function checkGeoTargeting(
  adServer: AdServer,
  targeting: TTargeting,
  language: Language,
): Promise<TTargeting> {
  const { targetedLocations, excludedLocations } = targeting.geoTargeting;
  const known = await catalogueLocations(adServer, [...targetedLocations, ...excludedLocations], language);
  const fields: Record<string, string[]> = {};
  const canonical = (list: readonly TLocation[], key: string) =>
    list.map((location, index) => {
      const target = known.get(location.id);
      if (!target) (fields[`targeting.geoTargeting.${key}.${index}`] ??= []).push('UNKNOWN_LOCATION');
      return target ?? location;
    });
  const checked: TTargeting = {
    ...targeting,
    geoTargeting: {
      targetedLocations: canonical(targetedLocations, 'targetedLocations'),
      excludedLocations: canonical(excludedLocations, 'excludedLocations'),
    },
  };
  const violations = validateGeoTargeting(checked, (id) => known.get(id)).map((v) => ({
    ...v,
    path: ['targeting', ...v.path],
  }));
  for (const [path, messages] of Object.entries(violationsToFieldErrors(violations, language))) {
    (fields[path] ??= []).push(...messages);
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('InvalidParameterException', { message: 'Invalid geo targeting', fields });
  }
  return checked;
}

/** Where the team hears of a custom targeting naming segments the catalogue does not have (spec §8 "team notified"). */
export interface TeamNotice {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Checks the custom targeting of a line item (spec §3: the audience segments' ad-server ids, ad_manager_id of the
 * catalogue served by GET /segments/…): an id the ad server's audience catalogue does not have refuses the whole
 * targeting with CUSTOM_TARGETING_SEGMENT_NOT_FOUND (spec §8, "team notified": a warn line names the ids, since
 * the client only sends ids it was shown, an unknown one means a catalogue out of step).
 */
export async function checkCustomTargeting(
  adServer: AdServer,
  customTargeting: readonly number[],
  notice: { team: TeamNotice; context: Record<string, unknown> },
  /** The advertiser whose personalised segments may be targeted too (issue 15); another's are not found. */
  advertiserId?: number,
): Promise<void> {
  const wanted = [...new Set(customTargeting)];
  if (wanted.length === 0) return;
  const found = new Set<number | null>(
    (await adServer.getAudienceSegmentsByAdManagerIds(wanted)).map((segment) => segment.ad_manager_id),
  );
  if (advertiserId !== undefined && wanted.some((id) => !found.has(id))) {
    for (const own of await adServer.getPersonalizedSegments(wanted.filter((id) => !found.has(id)))) {
      // An archived (deleted) audience is no longer offered, nor accepted (issue 28).
      if (own.advertiserId === advertiserId && holdsPoolPixel(own)) found.add(own.id);
    }
  }
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length === 0) return;
  notice.team.warn(
    { ...notice.context, segmentIds: unknown },
    `custom targeting names audience segments the catalogue does not have: ${unknown.join(', ')}`,
  );
  throw new AppError('CUSTOM_TARGETING_SEGMENT_NOT_FOUND', {
    message: `No audience segment ${unknown.join(', ')}`,
  });
}
