import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient. The HTTP client already retries GETs on network errors and 5xx (spec §7), so
 * queries do not retry again on top of it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
