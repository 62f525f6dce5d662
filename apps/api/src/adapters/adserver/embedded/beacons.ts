import type { Db } from '../../../platform/db/client.ts';
import { applyBeacons, appliedPosition, type AppliedLineItem, type CountedBeacon } from './beacon-apply.ts';
import type { BeaconLog } from './beacon-log.ts';
import { readDecisionClaims, type DecisionClaims } from './decision-token.ts';
import { CountedNonces } from './counted-nonces.ts';

/**
 * Exactly-once counting of impressions and clicks (issue 5). A beacon counts when its decision's nonce has not been
 * counted for that kind yet; the nonce is marked at once, so replays — even concurrent ones — count nothing more.
 * Counted beacons go through a pipeline: everything that arrived while the previous batch was being written is
 * appended to the beacon log and synced — the log is the write-ahead the tables are rebuilt from, so the beacons
 * answer then — and what was logged is applied to the tables every APPLY_EVERY_MS, in one transaction, at once when
 * something reads the counts (`drained`), and at the next start for what a crash left unapplied.
 * A decision can be counted for DECISION_TTL_MS after it was made; the counted nonces are kept that long, and the
 * log too, so that a restart rebuilds them.
 */

export const DECISION_TTL_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;
const REPLAY_CHUNK = 5000;
/** How long logged beacons wait to be applied together (one transaction a period, whatever the traffic). */
const APPLY_EVERY_MS = 50;

interface Batch {
  beacons: CountedBeacon[];
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface BeaconRecorderDeps {
  db: Db;
  log: BeaconLog;
  now: () => number;
  dayOf: (ms: number) => string;
  isCapped: (lineItemId: number) => boolean | undefined;
  /** Told when beacons are durable (logged): they count from then on. */
  onLogged: (beacons: readonly CountedBeacon[]) => void;
  /** Told after each apply: the line items' new totals and statuses in the tables. */
  onApplied: (lineItems: AppliedLineItem[]) => void;
  /**
   * With REDIS_URL (issue 30): whether a beacon counts across every process (its nonce, the booking, the caps),
   * asked once this process did not count it already; `uncount` takes it back when it could not be logged.
   */
  shared?: {
    count(beacon: CountedBeacon): Promise<boolean>;
    uncount(beacon: CountedBeacon): Promise<void>;
    /** The beacons are durable (logged and synced): before they are acknowledged. */
    confirm(beacons: readonly CountedBeacon[]): Promise<void>;
    /** At a start, which logged beacons not applied yet are still this process's to count (SharedCounts.claim). */
    claim(beacons: readonly CountedBeacon[]): Promise<boolean[]>;
  };
  onError: (error: unknown) => void;
}

export class BeaconRecorder {
  /** Counted keys (kind + nonce) by the hour their decision was made. */
  private readonly counted = new Map<number, CountedNonces>();
  private seq = 0;
  private next: Batch | null = null;
  private running: Promise<void> | null = null;
  /** Logged but not applied yet (a failed apply is tried again with the next). */
  private unapplied: CountedBeacon[] = [];
  private applyTimer: NodeJS.Timeout | null = null;
  private applying: Promise<void> | null = null;
  private lastPrune = 0;

  constructor(private readonly deps: BeaconRecorderDeps) {}

  /** Rebuilds the counted nonces from the log and applies what the tables do not hold yet. */
  async open(): Promise<void> {
    const { db, log, now } = this.deps;
    const applied = await appliedPosition(db, log.id);
    const { marks, entries } = await log.readSince(applied);
    for (const mark of marks) {
      this.seq = Math.max(this.seq, mark.seq);
      this.markKey(mark.kind, mark.nonce, mark.issuedAt);
    }
    const pending: CountedBeacon[] = [];
    for (const entry of entries) {
      this.seq = Math.max(this.seq, entry.seq);
      const kind = entry.kind;
      if (kind !== 'I' && kind !== 'C') continue;
      const claims = readDecisionClaims(entry.token);
      if (!claims) continue;
      this.mark(kind, claims);
      if (entry.seq > applied) pending.push({ ...entry, kind, claims, day: this.deps.dayOf(entry.at) });
    }
    for (let i = 0; i < pending.length; i += REPLAY_CHUNK) {
      let chunk = pending.slice(i, i + REPLAY_CHUNK);
      // With Redis: a beacon another process counted meanwhile (sent there again after this one stopped) is not
      // counted twice.
      if (this.deps.shared) {
        const mine = await this.deps.shared.claim(chunk);
        chunk = chunk.filter((_, at) => mine[at]);
      }
      this.deps.onApplied(await applyBeacons(db, log.id, chunk, new Date(now()), this.deps.isCapped));
    }
  }

  /** Marks the decision counted for this kind; false when it already was. */
  private mark(kind: 'I' | 'C', claims: DecisionClaims): boolean {
    return this.markKey(kind, claims.nonce, claims.issuedAt);
  }

  private markKey(kind: 'I' | 'C', nonce: string, issuedAt: number): boolean {
    const hour = Math.floor(issuedAt / HOUR_MS);
    let nonces = this.counted.get(hour);
    if (!nonces) this.counted.set(hour, (nonces = new CountedNonces()));
    return nonces.add(kind, nonce);
  }

  /**
   * Counts a verified decision's beacon once; resolves when it is durable and applied. False when it counts nothing
   * (a replay, or a decision past its time to live).
   */
  record(kind: 'I' | 'C', token: string, claims: DecisionClaims): Promise<boolean> | false {
    const at = this.deps.now();
    if (at - claims.issuedAt > DECISION_TTL_MS || claims.issuedAt - at > 60_000) return false;
    if (!this.mark(kind, claims)) return false;
    const { shared } = this.deps;
    if (!shared) return this.join(kind, token, at, claims);
    const beacon: CountedBeacon = { seq: 0, kind, token, at, claims, day: this.deps.dayOf(at) };
    return shared.count(beacon).then(
      (counts) => (counts ? this.join(kind, token, at, claims) : false),
      (error: unknown) => {
        this.counted.get(Math.floor(claims.issuedAt / HOUR_MS))?.delete(kind, claims.nonce);
        throw error;
      },
    );
  }

  /** A counted beacon joins the next batch to be logged; resolves once it is durable. */
  private join(kind: 'I' | 'C', token: string, at: number, claims: DecisionClaims): Promise<boolean> {
    this.seq += 1;
    const batch = this.batch();
    batch.beacons.push({ seq: this.seq, kind, token, at, claims, day: this.deps.dayOf(at) });
    return batch.done.then(() => true);
  }

  private batch(): Batch {
    if (this.next) return this.next;
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.next = { beacons: [], done, resolve, reject };
    // Let the beacons of this turn of the event loop join the batch before it is written.
    this.running ??= new Promise<void>((res) => setImmediate(res)).then(() => this.drain());
    return this.next;
  }

  private async drain(): Promise<void> {
    while (this.next) {
      const batch = this.next;
      this.next = null;
      await this.write(batch);
    }
    this.running = null;
  }

  private async write(batch: Batch): Promise<void> {
    try {
      await this.deps.log.append(batch.beacons);
    } catch (error) {
      // Not durable: the beacons answer an error and may be sent again.
      for (const b of batch.beacons) {
        this.counted.get(Math.floor(b.claims.issuedAt / HOUR_MS))?.delete(b.kind, b.claims.nonce);
        this.deps.shared?.uncount(b).catch(this.deps.onError);
      }
      batch.reject(error);
      return;
    }
    for (const b of batch.beacons) this.unapplied.push(b);
    this.deps.onLogged(batch.beacons);
    await this.deps.shared?.confirm(batch.beacons);
    batch.resolve();
    this.applyTimer ??= setTimeout(() => void this.apply(), APPLY_EVERY_MS);
  }

  /** Applies what was logged and not applied yet, after the apply under way. */
  private apply(): Promise<void> {
    if (this.applyTimer) clearTimeout(this.applyTimer);
    this.applyTimer = null;
    const previous = this.applying ?? Promise.resolve();
    const applying = previous.then(async () => {
      const toApply = this.unapplied;
      if (toApply.length === 0) return;
      this.unapplied = [];
      const { db, log, now } = this.deps;
      try {
        const lineItems = await applyBeacons(db, log.id, toApply, new Date(now()), this.deps.isCapped);
        this.deps.onApplied(lineItems);
      } catch (error) {
        // Durable in the log: applied with the next, or at the next start.
        this.unapplied = [...toApply, ...this.unapplied];
        this.deps.onError(error);
        this.applyTimer ??= setTimeout(() => void this.apply(), APPLY_EVERY_MS);
        return;
      }
      await this.prune();
    });
    this.applying = applying;
    void applying.finally(() => {
      if (this.applying === applying) this.applying = null;
    });
    return applying;
  }

  private async prune(): Promise<void> {
    const t = this.deps.now();
    if (t - this.lastPrune < HOUR_MS || this.unapplied.length > 0) return;
    this.lastPrune = t;
    const oldest = Math.floor((t - DECISION_TTL_MS) / HOUR_MS) - 1;
    for (const hour of this.counted.keys()) if (hour < oldest) this.counted.delete(hour);
    await this.deps.log.prune(t - DECISION_TTL_MS - 2 * HOUR_MS).catch(this.deps.onError);
  }

  /** Waits for every beacon under way to be logged and applied (what reads the counts calls it first). */
  async drained(): Promise<void> {
    while (this.running) await this.running;
    if (this.unapplied.length > 0 || this.applyTimer) await this.apply();
    else if (this.applying) await this.applying;
  }

  /** Applies what is logged and stops the apply timer (before the database closes). */
  async close(): Promise<void> {
    await this.drained();
    if (this.applyTimer) clearTimeout(this.applyTimer);
    this.applyTimer = null;
  }
}
