/** Query keys of the campaign screens: a mutation invalidates the keys it changes. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => ['orders', 'list'] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
  /** A forecast, by its request's JSON: the same line item asks again only when it changed. */
  forecast: (request: string) => ['orders', 'forecast', request] as const,
};

export const catalogueKeys = {
  orderTypes: ['catalogue', 'order-types'] as const,
  natives: (lang: string) => ['catalogue', 'natives', lang] as const,
  geo: (lang: string) => ['catalogue', 'geo', lang] as const,
  geoSearch: (lang: string, q: string) => ['catalogue', 'geo', lang, 'search', q] as const,
  segmentRoots: ['catalogue', 'segments'] as const,
  segmentChildren: (segmentId: number) => ['catalogue', 'segments', segmentId] as const,
};

export const paymentMethodKey = ['payment', 'paymentMethod'] as const;
