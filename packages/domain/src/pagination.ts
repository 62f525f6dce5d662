import { z } from 'zod';

/**
 * Cursor pagination (issue 32 §4): `?limit=&cursor=` answers `{items, nextCursor}`. A cursor names the last item of
 * the page it follows by the list's sort key (a time and an id, newest first), not by a position: orders created
 * while an integrator pages do not shift the pages after (they come before the first). Opaque to clients: base64url
 * of a small JSON array; a cursor that does not decode is refused as bad input (400, field `cursor`).
 */

/** Items a page holds when `limit` is not given, and at most. */
export const CURSOR_PAGE_DEFAULT_LIMIT = 50;
export const CURSOR_PAGE_MAX_LIMIT = 100;
/** A cursor longer than this is not one of ours. */
const CURSOR_MAX_LENGTH = 200;

/** Where a page ends: the sort time (ms since the epoch) and the id of its last item. */
export interface TCursorPosition {
  at: number;
  id: number;
}

export function encodeCursor(position: TCursorPosition): string {
  const json = JSON.stringify([1, position.at, position.id]);
  return btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The position a cursor names; null for anything that is not a cursor this API gave. */
export function decodeCursor(cursor: string): TCursorPosition | null {
  if (cursor.length === 0 || cursor.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor))
    return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== 1) return null;
  const [, at, id] = parsed as unknown[];
  if (!Number.isSafeInteger(at) || !Number.isSafeInteger(id) || (id as number) < 1) return null;
  return { at: at as number, id: id as number };
}

/** `?cursor=`: one this API gave (checked the same in the browser and the server). */
export const ZCursorSchema = z
  .string()
  .refine((v) => decodeCursor(v) !== null, { message: 'Invalid cursor' });

/** `?limit=` of a cursor page: 1 to CURSOR_PAGE_MAX_LIMIT. */
export const ZCursorLimitSchema = z.coerce.number().int().min(1).max(CURSOR_PAGE_MAX_LIMIT);

/** True when an item at `position` comes after the cursor's in a newest-first list (the next page's items). */
export function isAfterCursor(position: TCursorPosition, cursor: TCursorPosition): boolean {
  return position.at < cursor.at || (position.at === cursor.at && position.id < cursor.id);
}

/** A cursor page's answer: the items, and the cursor of the next page (null on the last). */
export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** The query of a list that pages by cursor only (no offset paging before it): `?limit=&cursor=`. */
export const ZCursorPageQuerySchema = z.object({
  limit: ZCursorLimitSchema.optional(),
  cursor: ZCursorSchema.optional(),
});
export type TCursorPageQuery = z.infer<typeof ZCursorPageQuerySchema>;

/** A list answers a cursor page when either is given; its plain answer (the spec's) otherwise. */
export function isCursorPageQuery(query: TCursorPageQuery): boolean {
  return query.limit !== undefined || query.cursor !== undefined;
}
