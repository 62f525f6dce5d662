import type { Redis } from 'ioredis';
import type { TFrequencyCap } from '@portal/domain';
import type { DecisionClaims } from './decision-token.ts';

/**
 * The serving state several processes share on Redis (REDIS_URL, issue 30; architecture.md "Growing past one
 * process"): what must be exact across processes, counted where every process sees it at once.
 * - `n:<kind><nonce>`: a decision's beacon counted (SET NX, pending for PENDING_MS until the counting process made it
 *   durable, then expiring with the decision's lifetime): a replay sent to any process counts nothing more.
 * - `l:<line item>`: a hash of its booked `units`, `delivered` impressions and each day's (`2026-11-28`): an
 *   impression past the booking counts nothing.
 * - `f:{<visitor>}`: a hash of the visitor's impression instants by capped line item, pruned to the caps' longest
 *   window and expiring with it: an impression past a cap counts nothing, and a decision reads it in one command.
 *   The braces keep a visitor's keys on one Redis Cluster slot.
 * A beacon costs one round trip (one script), a capped decision one (its visitor's HGETALL, inside one script for
 * every capped decision of the same turn of the event loop); delivered counts reach the serving
 * copy in the background (`delivered`), one script for every live line item.
 */

/**
 * What counting a beacon gave; 'pending': another process counted it and has not made it durable yet (it may have
 * died meanwhile: its mark expires after PENDING_MS, and the beacon is counted again by whoever asks then).
 */
export type SharedOutcome = 'counted' | 'replay' | 'booked' | 'capped' | 'pending';

/**
 * How long a counted beacon's mark holds before the process that counted it confirms it durable (logged and synced):
 * one killed in between leaves a mark that expires, so that the beacon sent again is counted, not lost.
 */
export const PENDING_MS = 5_000;

/** What a process knows of a line item when it counts its impression (its serving copy; null if it is not in it). */
export interface KnownLineItem {
  units: number;
  delivered: number;
  today: { day: string; impressions: number };
  frequencyCaps: readonly TFrequencyCap[];
}

export interface SharedCounts {
  count(
    kind: 'I' | 'C',
    claims: DecisionClaims,
    at: number,
    day: string,
    known: KnownLineItem | null,
  ): Promise<SharedOutcome>;
  /** Takes back a counted beacon that could not be made durable (its client sends it again). */
  uncount(kind: 'I' | 'C', claims: DecisionClaims, at: number, day: string): Promise<void>;
  /**
   * Marks counted beacons durable: their marks then last the decisions' lifetime (one round trip for them all).
   * `degraded`: those counted while Redis did not answer (not in its counts yet): marked 'd:' (durable here, to be
   * pushed by `reconcile`), so that the same beacon sent again to another process counts nothing there meanwhile.
   */
  confirm(
    beacons: readonly { kind: 'I' | 'C'; claims: DecisionClaims }[],
    degraded?: readonly { kind: 'I' | 'C'; claims: DecisionClaims }[],
  ): Promise<void>;
  /**
   * At a start, for the beacons this process logged and had not applied when it stopped (a crash): which are still
   * its own to count — marked by it, or by no one — and not counted meanwhile by another process it was sent to
   * again after its mark expired. Those are marked durable.
   */
  claim(beacons: readonly { kind: 'I' | 'C'; claims: DecisionClaims }[]): Promise<boolean[]>;
  /** The visitor's impression instants by capped line item. */
  history(visitor: string): Promise<Map<number, number[]>>;
  /** Delivered impressions, in total and on `day`, of these line items (absent: Redis has none yet). */
  delivered(ids: readonly number[], day: string): Promise<Map<number, { total: number; today: number }>>;
  /**
   * Pushes to Redis the beacons this process counted while Redis did not answer (degraded), in one pipeline: each
   * marks its nonce (SET NX, the decision's lifetime) and, only when it was not marked yet, adds its impression to
   * the line item's delivered counts (total and day) and its instant to the visitor's history — so pushing the same
   * beacons again (a second reconnection, a push cut half-way) adds nothing twice. `capWindowMs`: the line item's
   * longest cap window (0: not capped). Answers how many were pushed (not marked before).
   */
  reconcile(
    beacons: readonly {
      kind: 'I' | 'C';
      claims: DecisionClaims;
      at: number;
      day: string;
      capWindowMs: number;
    }[],
  ): Promise<number>;
  /** Calls `listener` each time the connection to Redis is ready again (after a drop). */
  onReady(listener: () => void): void;
}

/** Windows are kept in Redis at most this long (a LIFETIME cap: the longest a line item may run). */
const LONGEST_WINDOW_MS = 400 * 24 * 3_600_000;
const UNIT_MS: Record<TFrequencyCap['timeUnit'], number> = {
  MINUTE: 60_000,
  HOUR: 3_600_000,
  DAY: 86_400_000,
  WEEK: 7 * 86_400_000,
  MONTH: 30 * 86_400_000,
  LIFETIME: LONGEST_WINDOW_MS,
};

/** A cap's window in ms, as the domain's underFrequencyCaps reads it (a LIFETIME cap bounded). */
export function windowOf(cap: TFrequencyCap): number {
  return Math.min(UNIT_MS[cap.timeUnit] * cap.numTimeUnits, LONGEST_WINDOW_MS);
}

/**
 * KEYS: nonce, line item hash, visitor hash. ARGV: the pending mark's lifetime (ms), kind, units (-1: unknown here), delivered
 * known here, the instant, the line item id, caps ("max:window,…"), the day, the day's impressions known here, the
 * counting process's beacon log (the mark: 'p:<log>' pending, 'c:<log>' durable).
 * Answers 1 counted, 0 a replay, 2 pending (counted, not durable yet), -1 past the booking, -2 past a cap.
 */
const COUNT_SCRIPT = `
if not redis.call('SET', KEYS[1], 'p:' .. ARGV[10], 'NX', 'PX', ARGV[1]) then
  if string.sub(redis.call('GET', KEYS[1]) or '', 1, 2) == 'p:' then return 2 end
  return 0
end
if ARGV[2] ~= 'I' then return 1 end
local units = tonumber(ARGV[3])
if units >= 0 then redis.call('HSET', KEYS[2], 'units', units)
else units = tonumber(redis.call('HGET', KEYS[2], 'units') or '-1') end
local delivered = tonumber(redis.call('HGET', KEYS[2], 'delivered') or ARGV[4])
if units >= 0 and delivered >= units then return -1 end
if ARGV[7] ~= '' then
  local at = tonumber(ARGV[5])
  local caps = {}
  local longest = 0
  for m, w in string.gmatch(ARGV[7], '(%d+):(%d+)') do
    caps[#caps + 1] = { tonumber(m), tonumber(w) }
    if tonumber(w) > longest then longest = tonumber(w) end
  end
  local kept = {}
  local seen = redis.call('HGET', KEYS[3], ARGV[6])
  if seen then
    for t in string.gmatch(seen, '%d+') do
      if at - tonumber(t) < longest then kept[#kept + 1] = t end
    end
  end
  for _, cap in ipairs(caps) do
    local n = 0
    for _, t in ipairs(kept) do if at - tonumber(t) < cap[2] then n = n + 1 end end
    if n >= cap[1] then return -2 end
  end
  kept[#kept + 1] = ARGV[5]
  redis.call('HSET', KEYS[3], ARGV[6], table.concat(kept, ','))
  if redis.call('PTTL', KEYS[3]) < longest then redis.call('PEXPIRE', KEYS[3], longest) end
end
redis.call('HSET', KEYS[2], 'delivered', delivered + 1)
local today = tonumber(redis.call('HGET', KEYS[2], ARGV[8]) or ARGV[9])
redis.call('HSET', KEYS[2], ARGV[8], today + 1)
return 1
`;

/** KEYS: a nonce. ARGV: the owner (a beacon log), the decisions' lifetime. 1: the beacon is the owner's to count. */
const CLAIM_SCRIPT = `
local mark = redis.call('GET', KEYS[1])
if mark and mark ~= 'p:' .. ARGV[1] and mark ~= 'c:' .. ARGV[1] and mark ~= 'd:' .. ARGV[1] then return 0 end
redis.call('SET', KEYS[1], 'c:' .. ARGV[1], 'PX', ARGV[2])
return 1
`;

/** KEYS: nonce, line item hash, visitor hash. ARGV: kind, the instant, the line item id, the day. */
const UNCOUNT_SCRIPT = `
if redis.call('DEL', KEYS[1]) == 0 or ARGV[1] ~= 'I' then return 0 end
redis.call('HINCRBY', KEYS[2], 'delivered', -1)
redis.call('HINCRBY', KEYS[2], ARGV[4], -1)
local seen = redis.call('HGET', KEYS[3], ARGV[3])
if seen then
  local kept = {}
  local dropped = false
  for t in string.gmatch(seen, '%d+') do
    if not dropped and t == ARGV[2] then dropped = true else kept[#kept + 1] = t end
  end
  if #kept == 0 then redis.call('HDEL', KEYS[3], ARGV[3])
  else redis.call('HSET', KEYS[3], ARGV[3], table.concat(kept, ',')) end
end
return 1
`;

/**
 * KEYS: a nonce. ARGV: the owner, the decisions' lifetime. A beacon counted while Redis did not answer, now durable:
 * marked 'd:' (to be pushed) unless Redis counted it after all (its script ran, the answer was lost: 'p:' → 'c:').
 */
const HOLD_SCRIPT = `
local mark = redis.call('GET', KEYS[1])
if mark == 'p:' .. ARGV[1] then redis.call('SET', KEYS[1], 'c:' .. ARGV[1], 'PX', ARGV[2]) return 0 end
if not mark then redis.call('SET', KEYS[1], 'd:' .. ARGV[1], 'PX', ARGV[2]) end
return 1
`;

/**
 * KEYS: nonce, line item hash, visitor hash. ARGV: owner, the decisions' lifetime, kind, the instant, the line item
 * id, the day, the longest cap window (0: none). 1: pushed, 0: its nonce was marked already otherwise than 'd:' by this
 * process (pushed before, counted on Redis after all, or counted by a process it was sent to again). The delivered counts move only when Redis has them: when it has none
 * (restarted empty), the next beacon counted sets them from its process's copy, which holds this one.
 */
const RECONCILE_SCRIPT = `
local mark = redis.call('GET', KEYS[1])
if mark and mark ~= 'd:' .. ARGV[1] then return 0 end
redis.call('SET', KEYS[1], 'c:' .. ARGV[1], 'PX', ARGV[2])
if ARGV[3] ~= 'I' then return 1 end
if redis.call('HEXISTS', KEYS[2], 'delivered') == 1 then redis.call('HINCRBY', KEYS[2], 'delivered', 1) end
if redis.call('HEXISTS', KEYS[2], ARGV[6]) == 1 then redis.call('HINCRBY', KEYS[2], ARGV[6], 1) end
local longest = tonumber(ARGV[7])
if longest > 0 then
  local seen = redis.call('HGET', KEYS[3], ARGV[5])
  if seen and seen ~= '' then seen = seen .. ',' .. ARGV[4] else seen = ARGV[4] end
  redis.call('HSET', KEYS[3], ARGV[5], seen)
  if redis.call('PTTL', KEYS[3]) < longest then redis.call('PEXPIRE', KEYS[3], longest) end
end
return 1
`;

/**
 * KEYS: visitors' hashes (`f:{<visitor>}`). Answers, for each, its fields in one string, `<line item>:<instants>`
 * joined by ';' ('' for none): the capped decisions of one turn of the event loop read their visitors' histories in
 * one command (one reply to parse, one promise), not one HGETALL each.
 */
const HISTORIES_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local fields = redis.call('HGETALL', key)
  local parts = {}
  for j = 1, #fields, 2 do parts[#parts + 1] = fields[j] .. ':' .. fields[j + 1] end
  out[i] = table.concat(parts, ';')
end
return out
`;

/**
 * KEYS: line items' hashes (`l:<id>`). ARGV: the day. Answers, for each, `<delivered>,<the day's>` ('' when Redis has
 * no delivered count for it): the serving copy's once-a-second read of every live line item in one command.
 */
const DELIVERED_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local counts = redis.call('HMGET', key, 'delivered', ARGV[1])
  if counts[1] then out[i] = counts[1] .. ',' .. (counts[2] or '0') else out[i] = '' end
end
return out
`;

/** A history as HISTORIES_SCRIPT sends it: `<line item>:<instant>,<instant>;…`. */
export function parseHistory(text: string): Map<number, number[]> {
  const seen = new Map<number, number[]>();
  if (text === '') return seen;
  for (const field of text.split(';')) {
    const colon = field.indexOf(':');
    const instants = field.slice(colon + 1).split(',');
    const at: number[] = new Array(instants.length);
    for (let i = 0; i < instants.length; i += 1) at[i] = Number(instants[i]);
    seen.set(Number(field.slice(0, colon)), at);
  }
  return seen;
}

type CountingRedis = Redis & {
  portalHistories(...args: (string | number)[]): Promise<string[]>;
  portalDelivered(...args: (string | number)[]): Promise<string[]>;
  portalCount(...args: (string | number)[]): Promise<number>;
  portalUncount(...args: (string | number)[]): Promise<number>;
};
type ClaimingPipeline = ReturnType<Redis['pipeline']> & {
  portalClaim(...args: (string | number)[]): ClaimingPipeline;
  portalReconcile(...args: (string | number)[]): ClaimingPipeline;
  portalHold(...args: (string | number)[]): ClaimingPipeline;
};

const OUTCOMES: Record<number, SharedOutcome> = {
  1: 'counted',
  0: 'replay',
  2: 'pending',
  [-1]: 'booked',
  [-2]: 'capped',
};

/**
 * The counts on Redis for one process; `owner` names it in the marks of what it counts (its beacon log's id, the same
 * after a restart on the same data folder).
 */
export function createSharedCounts(
  redis: Redis,
  decisionTtlMs: number,
  opts: { pendingMs?: number; owner?: string } = {},
): SharedCounts {
  const owner = opts.owner ?? 'process';
  const pendingMs = opts.pendingMs ?? PENDING_MS;
  const client = redis as unknown as CountingRedis;
  // EVALSHA, and the script sent again only when Redis lost it (a restart).
  if (typeof (redis as unknown as Partial<CountingRedis>).portalCount !== 'function') {
    client.defineCommand('portalCount', { numberOfKeys: 3, lua: COUNT_SCRIPT });
    client.defineCommand('portalUncount', { numberOfKeys: 3, lua: UNCOUNT_SCRIPT });
    client.defineCommand('portalClaim', { numberOfKeys: 1, lua: CLAIM_SCRIPT });
    client.defineCommand('portalReconcile', { numberOfKeys: 3, lua: RECONCILE_SCRIPT });
    client.defineCommand('portalHold', { numberOfKeys: 1, lua: HOLD_SCRIPT });
    // Its number of keys comes first among the arguments (a batch's visitors).
    client.defineCommand('portalHistories', { lua: HISTORIES_SCRIPT });
    client.defineCommand('portalDelivered', { lua: DELIVERED_SCRIPT });
  }
  /**
   * The visitors whose history was asked in this turn of the event loop, with who waits for each: read in one command
   * at the turn's end (setImmediate: after every socket's data of the poll phase).
   */
  let asked = new Map<string, ((seen: Map<number, number[]>) => void)[]>();
  let failed: ((error: unknown) => void)[] = [];
  function readHistories(): void {
    const batch = asked;
    const rejects = failed;
    asked = new Map();
    failed = [];
    const visitors = [...batch.keys()];
    client.portalHistories(visitors.length, ...visitors.map((v) => `f:{${v}}`)).then(
      (texts) => {
        for (let i = 0; i < visitors.length; i += 1) {
          const waiting = batch.get(visitors[i]!)!;
          // Each waiter its own copy: a decision's history is added to (visitor-history.ts).
          for (const resolve of waiting) resolve(parseHistory(texts[i] ?? ''));
        }
      },
      (error: unknown) => {
        for (const reject of rejects) reject(error);
      },
    );
  }
  const keys = (kind: 'I' | 'C', claims: DecisionClaims) => [
    `n:${kind}${claims.nonce}`,
    `l:${claims.lineItemId}`,
    `f:{${claims.visitor}}`,
  ];
  return {
    async count(kind, claims, at, day, known) {
      const capped = kind === 'I' && claims.visitor !== '' && known && known.frequencyCaps.length > 0;
      const caps = capped
        ? known.frequencyCaps.map((c) => `${c.maxImpressions}:${windowOf(c)}`).join(',')
        : '';
      const answer = await client.portalCount(
        ...keys(kind, claims),
        pendingMs,
        kind,
        known ? known.units : -1,
        known ? known.delivered : 0,
        at,
        claims.lineItemId,
        caps,
        day,
        known && known.today.day === day ? known.today.impressions : 0,
        owner,
      );
      return OUTCOMES[answer] ?? 'replay';
    },
    async uncount(kind, claims, at, day) {
      await client.portalUncount(...keys(kind, claims), kind, at, claims.lineItemId, day);
    },
    async confirm(beacons, degraded = []) {
      if (beacons.length === 0 && degraded.length === 0) return;
      const pipeline = client.pipeline() as ClaimingPipeline;
      for (const b of beacons)
        pipeline.set(`n:${b.kind}${b.claims.nonce}`, `c:${owner}`, 'PX', decisionTtlMs);
      for (const b of degraded) pipeline.portalHold(`n:${b.kind}${b.claims.nonce}`, owner, decisionTtlMs);
      await pipeline.exec();
    },
    async claim(beacons) {
      if (beacons.length === 0) return [];
      const pipeline = client.pipeline() as ClaimingPipeline;
      for (const b of beacons) pipeline.portalClaim(`n:${b.kind}${b.claims.nonce}`, owner, decisionTtlMs);
      const answers = (await pipeline.exec()) ?? [];
      return answers.map(([error, mine]) => {
        if (error) throw error;
        return mine === 1;
      });
    },
    history(visitor) {
      return new Promise((resolve, reject) => {
        if (asked.size === 0) setImmediate(readHistories);
        const waiting = asked.get(visitor);
        if (waiting) waiting.push(resolve);
        else asked.set(visitor, [resolve]);
        failed.push(reject);
      });
    },
    async delivered(ids, day) {
      const found = new Map<number, { total: number; today: number }>();
      if (ids.length === 0) return found;
      // By a thousand, so that no script holds Redis long (100,000 live line items: 100 scripts, pipelined).
      const chunks: Promise<string[]>[] = [];
      for (let from = 0; from < ids.length; from += 1_000) {
        const keys = ids.slice(from, from + 1_000).map((id) => `l:${id}`);
        chunks.push(client.portalDelivered(keys.length, ...keys, day));
      }
      const answers = (await Promise.all(chunks)).flat();
      for (let i = 0; i < ids.length; i += 1) {
        const answer = answers[i];
        if (!answer) continue;
        const comma = answer.indexOf(',');
        found.set(ids[i]!, { total: Number(answer.slice(0, comma)), today: Number(answer.slice(comma + 1)) });
      }
      return found;
    },
    async reconcile(beacons) {
      if (beacons.length === 0) return 0;
      const pipeline = client.pipeline() as ClaimingPipeline;
      for (const b of beacons) {
        pipeline.portalReconcile(
          ...keys(b.kind, b.claims),
          owner,
          decisionTtlMs,
          b.kind,
          b.at,
          b.claims.lineItemId,
          b.day,
          b.kind === 'I' && b.claims.visitor !== '' ? b.capWindowMs : 0,
        );
      }
      const answers = (await pipeline.exec()) ?? [];
      let pushed = 0;
      for (const [error, done] of answers) {
        if (error) throw error;
        if (done === 1) pushed += 1;
      }
      return pushed;
    },
    onReady(listener) {
      redis.on('ready', listener);
    },
  };
}
