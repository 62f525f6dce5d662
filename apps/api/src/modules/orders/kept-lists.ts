import type { TOrderListQuery } from '@portal/domain';
import type { Clock } from '../../platform/clock.ts';
import {
  DELIVERY_TAG,
  LISTS_CHANNEL,
  SERVING_CHANNEL,
  type Database,
  type SeenWrite,
} from '../../platform/db/client.ts';
import { Generations } from '../../platform/generations.ts';

/**
 * How long a kept order list may be answered after it was read (the app's clock): its delivery figures and
 * statuses, and any change made by another process, show at most this late (decision 0018).
 */
export const LIST_KEPT_MS = 1_000;
/**
 * After this process wrote what a list shows, lists are read but not kept for this long (real time): the write is
 * seen as it is sent, before its transaction commits, and a read on another connection meanwhile would see the rows
 * before it. The portal's writes of orders commit within milliseconds.
 */
export const WRITE_SETTLE_MS = 250;
/**
 * A write this process made is announced to the others at once and again this much later (issue 30 §4): an
 * announcement heard before the write's transaction committed is covered by the hearer's WRITE_SETTLE_MS, the second
 * one by a further WRITE_SETTLE_MS.
 */
const ANNOUNCE_AGAIN_MS = 200;
/** An answer larger than this is not kept (an unpaged list of hundreds of campaigns): the memory stays bounded. */
const MAX_KEPT_BYTES = 256 * 1024;
/** Between 64 and 128 answers kept, the most recently read (at most 32 MB, ~53 KB for 25 campaigns × 2 line items). */
const KEPT_HALF = 64;

/**
 * What an order list shows, read by loadOrderStates and toOrderView: the portal's orders, line items (pausedFor of
 * payment holds, budgets) and creatives (review reasons), and the embedded ad server's orders, line items (statuses,
 * counts, targeting), creatives and their associations. The order types are the catalogue's, read from files.
 */
const LIST_TABLES = [
  'portal_orders',
  'portal_line_items',
  'portal_creatives',
  'adserver_orders',
  'adserver_line_items',
  'adserver_creatives',
  'adserver_line_item_creatives',
];

interface KeptList {
  /** The route's answer, as its schema encodes it. */
  body: Buffer;
  /** When its read began (the app's clock, ms). */
  readAt: number;
}

/** Where a read began: it is kept only if it began after writes settled and nothing was dropped since. */
export interface ListRead {
  generation: number;
  at: number;
  settled: boolean;
}

/** The key of a list: the account whose orders it shows and the query as validated (limit, offset, archived). */
export function listKey(accountId: number, query: TOrderListQuery): string {
  return `${accountId}|${query.limit ?? ''}|${query.offset ?? ''}|${query.archived ?? ''}|${query.cursor ?? ''}`;
}

/**
 * GET /gam/orders' answers kept in memory per account and query, already encoded (issue 13 §2: the list's eight
 * statements and its ~53 KB of JSON cost ~100 times a bare route). Dropped, all of them, as this process writes any
 * table a list shows (Database.onWrite), except the beacon apply's delivery counts (DELIVERY_TAG); answered at most
 * LIST_KEPT_MS after they were read, so another process's change shows within that time. A read begun before a drop
 * is never kept after it (generation), as the guard's user cache does.
 */
export class KeptOrderLists {
  private readonly kept = new Generations<KeptList>(KEPT_HALF);
  /** The reads under way that may be joined: begun after writes settled, no drop since. */
  private readonly reading = new Map<string, Promise<Buffer>>();
  private generation = 0;
  private settleUntil = 0;

  private announcing: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {
    const dropOn = (write: SeenWrite) => {
      if (write.tag !== DELIVERY_TAG) {
        this.dropAll();
        this.announce();
      }
    };
    for (const table of LIST_TABLES) database.onWrite(table, dropOn);
    // Another process's change (issue 30 §4): its write to what lists show, or a change to what serves (pause,
    // resume, approval…), heard at once rather than after LIST_KEPT_MS.
    database.onAnnounce(LISTS_CHANNEL, () => this.dropAll());
    database.onAnnounce(SERVING_CHANNEL, () => this.dropAll());
  }

  /** Tells the other processes over the database that what lists show changed: now, and ANNOUNCE_AGAIN_MS later. */
  private announce(): void {
    if (this.announcing) return;
    const send = () => void this.database.announce(LISTS_CHANNEL, '').catch(() => undefined);
    queueMicrotask(send);
    this.announcing = setTimeout(() => {
      this.announcing = null;
      send();
    }, ANNOUNCE_AGAIN_MS);
    this.announcing.unref();
  }

  /** The kept answer of a key when it was read less than LIST_KEPT_MS ago. */
  find(key: string): Buffer | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    const age = this.clock.now().getTime() - kept.readAt;
    // A clock set back (tests) makes the age negative: read again.
    return age >= 0 && age < LIST_KEPT_MS ? kept.body : undefined;
  }

  /**
   * The answer of a key not found kept: joins the read of it under way, else reads it (and keeps it when it may). As
   * a kept list expires, the 50 requests waiting for it make one read, not 50 (on PostgreSQL that herd cost ~1 ms of
   * CPU a request on average).
   */
  answer(key: string, read: () => Promise<string>): Promise<Buffer> {
    const joined = this.reading.get(key);
    if (joined) return joined;
    const started = this.begin();
    const body = read().then((json) => this.keep(key, started, json));
    if (started.settled) {
      this.reading.set(key, body);
      const done = () => {
        if (this.reading.get(key) === body) this.reading.delete(key);
      };
      body.then(done, done);
    }
    return body;
  }

  /** Marks the start of a read, before its first statement. */
  begin(): ListRead {
    return {
      generation: this.generation,
      at: this.clock.now().getTime(),
      settled: performance.now() >= this.settleUntil,
    };
  }

  /** Keeps the answer of a read unless a write was seen since it began (or just before), answers it to send. */
  keep(key: string, read: ListRead, json: string): Buffer {
    const body = Buffer.from(json);
    if (read.settled && read.generation === this.generation && body.length <= MAX_KEPT_BYTES) {
      this.kept.set(key, { body, readAt: read.at });
    }
    return body;
  }

  private dropAll(): void {
    this.kept.clear();
    this.reading.clear();
    this.generation += 1;
    this.settleUntil = performance.now() + WRITE_SETTLE_MS;
  }
}
