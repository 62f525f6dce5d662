/** Query keys of the campaign screens: a mutation invalidates the keys it changes. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => ['orders', 'list'] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
  /** A forecast, by its request's JSON: the same line item asks again only when it changed. */
  forecast: (request: string) => ['orders', 'forecast', request] as const,
};

export const paymentMethodKey = ['payment', 'paymentMethod'] as const;
