import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Mantine's theme and TanStack Query around the router. The modal overlay and notifications come with the
 * logged-in shell (layout/HubShell.tsx), so the logged-out pages do not load them.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
