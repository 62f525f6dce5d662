import type { QueryClient } from '@tanstack/react-query';
import { setViewAs } from './session.ts';
import { settingsQuery } from './settings.ts';

/** What stays cached across a change of viewed account: the actor's own user info and the platform's settings. */
const KEPT = new Set<unknown>(['user', settingsQuery.queryKey[0]]);

/**
 * Starts or stops viewing as a client (spec §6): from then on every call carries viewAs (the HTTP client reads it
 * from the session), and whatever was fetched for the other account is dropped so no screen shows it.
 */
export function switchViewedAccount(
  queryClient: QueryClient,
  target: { id: string; name: string } | null,
): void {
  setViewAs(target);
  queryClient.removeQueries({ predicate: (query) => !KEPT.has(query.queryKey[0]) });
}

/**
 * The navigation state of the agency's clients page after view-as ended by itself: whose access ended, and whether
 * because staff suspended that account (else the client revoked the grant).
 */
export interface ViewAsEndedState {
  viewAsEnded: string;
  suspended?: boolean;
}

export function viewAsEnded(state: unknown): { name: string; suspended: boolean } | null {
  if (!state || typeof state !== 'object' || !('viewAsEnded' in state)) return null;
  const { viewAsEnded: name, suspended } = state as ViewAsEndedState;
  return typeof name === 'string' && name !== '' ? { name, suspended: suspended === true } : null;
}
