import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authState, users } from '../db/schema.ts';

/**
 * A user's row as kept in memory: every column but the password hash (only a sign-in needs it, and it reads the
 * database). Shared by every request that reads it: never changed in place.
 */
export type KeptUser = Readonly<Omit<typeof users.$inferSelect, 'passwordHash'>>;

const { passwordHash: _notKept, ...keptColumns } = getTableColumns(users);

/** How often a process looks for another process's change of users (revocation within a second). */
export const AUTH_STATE_POLL_MS = 400;
/**
 * After this process wrote users, the guard reads the database for this long (the write may not have committed when
 * it is seen), until the poll has seen the trigger's bump.
 */
const LOCAL_WRITE_BYPASS_MS = 2 * AUTH_STATE_POLL_MS + 500;
const MAX_ENTRIES = 50_000;

/**
 * The users' rows the requests read, kept in memory so that authenticating a request (the guard) and answering
 * GET /user/ need no database round trip while nothing changed (issue 13 §2). Dropped:
 * - at once when this process updates or deletes `users` (seen by the database client: Database.onWrite), and the
 *   database read for a short while after, so a revocation holds in this process as soon as it answered (a new
 *   user needs nothing: no token named its id before);
 * - when `auth_state.version` moves, which a trigger bumps on any update or deletion of a user by any process
 *   (migrations 0004 and 0014), polled every AUTH_STATE_POLL_MS: within a second in the other processes.
 * A read started before a drop is never cached after it (generation), so a stale row cannot come back.
 */
export class AuthUserCache {
  private readonly entries = new Map<number, KeptUser | null>();
  private generation = 0;
  private version: number | null = null;
  private bypassUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  /** Polls of auth_state sent so far (tests count a request's own statements without them). */
  polls = 0;

  constructor(private readonly database: Database) {
    // A new user needs nothing: no token named its id before.
    database.onWrite('users', (write) => {
      if (write.kind !== 'insert') this.dropAll(LOCAL_WRITE_BYPASS_MS);
    });
  }

  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), AUTH_STATE_POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
  }

  /** The user of an id (undefined when there is none), from memory when nothing changed since it was read. */
  async find(id: number): Promise<KeptUser | undefined> {
    const kept = this.kept(id);
    if (kept !== undefined) return kept ?? undefined;
    const cacheable = this.version !== null && performance.now() >= this.bypassUntil;
    const generation = this.generation;
    const rows = await this.database.db.select(keptColumns).from(users).where(eq(users.id, id)).limit(1);
    const row: KeptUser | undefined = rows[0];
    if (cacheable && generation === this.generation && performance.now() >= this.bypassUntil) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(id, row ?? null);
    }
    return row;
  }

  /**
   * The user of an id when it is in memory and may be answered from it, without waiting: null when kept as absent,
   * undefined when the database must be read (find).
   */
  kept(id: number): KeptUser | null | undefined {
    if (this.version === null || performance.now() < this.bypassUntil) return undefined;
    return this.entries.get(id);
  }

  private dropAll(bypassMs = 0): void {
    this.entries.clear();
    this.generation += 1;
    if (bypassMs > 0) this.bypassUntil = performance.now() + bypassMs;
  }

  private poll(): Promise<void> {
    this.polling ??= (async () => {
      try {
        this.polls += 1;
        const rows = await this.database.db
          .select({ version: authState.version })
          .from(authState)
          .where(eq(authState.id, 1));
        const version = rows[0]?.version ?? null;
        if (version === null || version !== this.version) this.dropAll();
        this.version = version;
      } catch {
        // Unsure what changed: read the database until a poll succeeds.
        this.dropAll();
        this.version = null;
      } finally {
        this.polling = null;
      }
    })();
    return this.polling;
  }
}
