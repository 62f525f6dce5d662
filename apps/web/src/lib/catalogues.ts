import { useQuery } from '@tanstack/react-query';
import type {
  Language,
  TCatalogueSegment,
  TGeoTarget,
  TNativeTemplateWithFields,
  TOrderType,
  TPersonalizedSegment,
} from '@portal/domain';
import { http } from './http/index.ts';

/** Query keys of the catalogues. */
export const catalogueKeys = {
  orderTypes: ['catalogue', 'order-types'] as const,
  natives: (lang: string) => ['catalogue', 'natives', lang] as const,
  geo: (lang: string) => ['catalogue', 'geo', lang] as const,
  geoSearch: (lang: string, q: string) => ['catalogue', 'geo', lang, 'search', q] as const,
  segmentRoots: ['catalogue', 'segments'] as const,
  segmentChildren: (segmentId: number) => ['catalogue', 'segments', segmentId] as const,
};

/** The ad server's catalogues (spec §7): they change with a new data release, not during a session. */
const CATALOGUE = { staleTime: Infinity, gcTime: 30 * 60_000 } as const;

/** GET /gam/order-types: standard and native, with their ad-server ids. */
export function useOrderTypes() {
  return useQuery({
    queryKey: catalogueKeys.orderTypes,
    queryFn: () => http.get<TOrderType[]>('/gam/order-types'),
    ...CATALOGUE,
  });
}

/** GET /gam/natives: native templates with their fields, labels in the request language. */
export function useNativeTemplates(lang: Language, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.natives(lang),
    queryFn: () => http.get<TNativeTemplateWithFields[]>('/gam/natives'),
    enabled,
    ...CATALOGUE,
  });
}

/**
 * GET /gam/targeting/geo without a filter: the whole geo catalogue of the network, to browse as a tree. Spec §8:
 * a failed geo-target load gives an empty list.
 */
export function useGeoCatalogue(lang: Language) {
  return useQuery({
    queryKey: catalogueKeys.geo(lang),
    queryFn: () => http.get<TGeoTarget[]>('/gam/targeting/geo').catch((): TGeoTarget[] => []),
    ...CATALOGUE,
  });
}

/** GET /gam/targeting/geo?q=: the server's search, names in fr and en, accents ignored. */
export function useGeoSearch(lang: Language, q: string) {
  return useQuery({
    queryKey: catalogueKeys.geoSearch(lang, q),
    queryFn: ({ signal }) =>
      http.get<TGeoTarget[]>('/gam/targeting/geo', { query: { q }, signal }).catch((): TGeoTarget[] => []),
    enabled: q.trim().length >= 2,
    ...CATALOGUE,
  });
}

/** GET /segments/: the roots of the audience catalogue. */
export function useSegmentRoots() {
  return useQuery({
    queryKey: catalogueKeys.segmentRoots,
    queryFn: () => http.get<TCatalogueSegment[]>('/segments/'),
    ...CATALOGUE,
  });
}

/** GET /segments/children/{id}: a segment's children, loaded when it is opened. */
export function useSegmentChildren(segmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.segmentChildren(segmentId),
    queryFn: () => http.get<TCatalogueSegment[]>(`/segments/children/${segmentId}`),
    enabled,
    ...CATALOGUE,
  });
}

/**
 * GET /segments/personalized_segments: the advertiser's own audiences (issue 15), targetable beside the catalogue
 * when ACTIVE; their size changes as visitors come, so they are read again on each visit of the step.
 */
export function usePersonalizedSegments() {
  return useQuery({
    queryKey: ['segments', 'personalized'],
    queryFn: () =>
      http
        .get<TPersonalizedSegment[]>('/segments/personalized_segments')
        .catch((): TPersonalizedSegment[] => []),
    staleTime: 30_000,
  });
}
