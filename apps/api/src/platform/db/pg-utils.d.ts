/** node-postgres's own value writer (pg/lib/utils.js, in its package's exports), used by pglite-one-trip.ts. */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
