import { createContext, use } from 'react';

/**
 * Whether the screen shown is the hub's first since its frame mounted (app/layout/HubShell.tsx works it out from the
 * location, in its state). A screen with a long first render may paint its heading and spinner before it on the
 * first screen, and render at once on the following ones, whose frame is already painted (issue 13 §1).
 */
export const FirstScreenContext = createContext(false);

export function useFirstScreen(): boolean {
  return use(FirstScreenContext);
}
