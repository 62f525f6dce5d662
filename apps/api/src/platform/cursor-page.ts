import {
  CURSOR_PAGE_DEFAULT_LIMIT,
  decodeCursor,
  encodeCursor,
  isAfterCursor,
  isCursorPageQuery,
  type TCursorPageQuery,
  type TCursorPosition,
} from '@portal/domain';

/**
 * Cursor pages of the lists a request reads whole (issue 32 §4): the domain's cursors (pagination.ts) over a list
 * already in memory — an account's creatives, audiences, pixels, metric rows, the staff's queues and lists. A cursor
 * names the last item's position (a time and an id), never an index: items added meanwhile do not shift the pages
 * after. Lists that can grow past a few thousand rows page in SQL instead (orders, invoices, the audit trail).
 */

export interface TCursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** Newest first (the default), or oldest first for the queues that are worked from their oldest. */
export type CursorOrder = 'newest-first' | 'oldest-first';

/** True when `a` comes after `b` in the list's order. */
function comesAfter(order: CursorOrder, a: TCursorPosition, b: TCursorPosition): boolean {
  return order === 'newest-first' ? isAfterCursor(a, b) : isAfterCursor(b, a);
}

/** One page of `all` from `query.cursor` (the start without one), `query.limit` long (50 by default). */
export function cursorPageOf<T>(
  all: readonly T[],
  query: TCursorPageQuery,
  positionOf: (item: T) => TCursorPosition,
  order: CursorOrder = 'newest-first',
): TCursorPage<T> {
  const limit = query.limit ?? CURSOR_PAGE_DEFAULT_LIMIT;
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const positioned = all.map((item) => ({ item, position: positionOf(item) }));
  positioned.sort((x, y) =>
    comesAfter(order, x.position, y.position) ? 1 : comesAfter(order, y.position, x.position) ? -1 : 0,
  );
  const rest = cursor ? positioned.filter((p) => comesAfter(order, p.position, cursor)) : positioned;
  const page = rest.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((p) => p.item),
    nextCursor: rest.length > limit && last ? encodeCursor(last.position) : null,
  };
}

/**
 * A list route's answer: its plain list without `limit` and `cursor` (the spec's shape, the web's), a cursor page
 * with either.
 */
export async function listOrCursorPage<T>(
  query: TCursorPageQuery,
  all: T[] | Promise<T[]>,
  positionOf: (item: T) => TCursorPosition,
  order: CursorOrder = 'newest-first',
): Promise<T[] | TCursorPage<T>> {
  const list = await all;
  return isCursorPageQuery(query) ? cursorPageOf(list, query, positionOf, order) : list;
}

/** A position by id alone (ids grow with creation): for lists whose items carry no time. */
export const byId = (id: number | string): TCursorPosition => ({ at: 0, id: Number(id) });

/** A position by an ISO time (or day) and an id. */
export const byTimeAndId = (at: string | null, id: number | string): TCursorPosition => ({
  at: at === null ? 0 : Date.parse(at.length === 10 ? `${at}T00:00:00Z` : at),
  id: Number(id),
});
