import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { TeamRole } from '@portal/domain';
import type { Database } from '../db/client.ts';
import { apiKeys, authState, refreshTokens, users } from '../db/schema.ts';
import { accountMembers, accountSettings } from './team-tables.ts';

/**
 * A user's row as kept in memory: every column but the password hash (only a sign-in needs it, and it reads the
 * database). Shared by every request that reads it: never changed in place.
 */
export type KeptUser = Readonly<Omit<typeof users.$inferSelect, 'passwordHash'>>;

const { passwordHash: _notKept, ...keptColumns } = getTableColumns(users);

/** An API key as the guard reads it (issue 32 §1), by the SHA-256 of the key; never the hash itself. */
export interface KeptApiKey {
  readonly id: number;
  readonly userId: number;
  /** The account the key acts on (decision 0029), with its member's current role. */
  readonly accountId: number;
  readonly scope: string;
  readonly agency: boolean;
  readonly revoked: boolean;
  /** When the key was last used as the database said when it was read (ms), null for never. */
  readonly lastUsedAt: number | null;
}

/** A user's membership of an account (decision 0029), with the owner's second-factor requirement of that account. */
export interface KeptMembership {
  readonly accountId: number;
  readonly role: TeamRole;
  readonly requireTwoFactor: boolean;
}

/** A session as the guard reads it: live or not, and the account it acts on (null: the default one). */
export interface KeptSession {
  readonly live: boolean;
  readonly activeAccountId: number | null;
}

/** How often a process looks for another process's change of users (revocation within a second). */
export const AUTH_STATE_POLL_MS = 400;
/**
 * After this process wrote users, the guard reads the database for this long (the write may not have committed when
 * it is seen), until the poll has seen the trigger's bump.
 */
const LOCAL_WRITE_BYPASS_MS = 2 * AUTH_STATE_POLL_MS + 500;
const MAX_ENTRIES = 50_000;

/**
 * The users' rows the requests read, and whether the sessions their access tokens name (`sid`, a refresh-token
 * family) are live, kept in memory so that authenticating a request (the guard) and answering GET /user/ need no
 * database round trip while nothing changed (issue 13 §2). Dropped:
 * - at once when this process updates or deletes `users`, or moves `auth_state` itself (an ended session: logout,
 *   a replayed refresh token, accounts/store.ts), as the database client sees it (Database.onWrite), and the
 *   database read for a short while after, so a revocation or a logout holds in this process as soon as it answered
 *   (a new user or session needs nothing: no token named it before);
 * - when `auth_state.version` moves, which a trigger bumps on any update or deletion of a user by any process
 *   (migrations 0004 and 0014) and an ended session bumps in its transaction, polled every AUTH_STATE_POLL_MS: a
 *   logged-out session's access tokens are refused by the other processes within that (under a second), not at
 *   once (decision 0021: reading the session at every request would undo the guard's round-trip saving).
 * A read started before a drop is never cached after it (generation), so a stale row cannot come back.
 */
export class AuthUserCache {
  private readonly entries = new Map<number, KeptUser | null>();
  /** Sessions (refresh-token families) read, by id: whether the session is live for the user it belongs to. */
  private readonly sessions = new Map<
    string,
    { userId: number; live: boolean; activeAccountId: number | null }
  >();
  /** Each user's memberships, the oldest first (decision 0029); a change of any bumps auth_state (migration 0027). */
  private readonly memberships = new Map<number, readonly KeptMembership[]>();
  /**
   * API keys read, by the SHA-256 of the key (null: no such key). A creation and a revocation move auth_state in
   * their transaction (modules/api-keys), so an unknown key kept as null is read again once one is made.
   */
  private readonly keys = new Map<string, KeptApiKey | null>();
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
    database.onWrite('auth_state', () => this.dropAll(LOCAL_WRITE_BYPASS_MS));
    // Teams (decision 0029): a membership or the owner's requirement changed by this process holds here at once.
    database.onWrite('account_members', () => this.dropAll(LOCAL_WRITE_BYPASS_MS));
    database.onWrite('account_settings', () => this.dropAll(LOCAL_WRITE_BYPASS_MS));
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

  /**
   * Whether a session is live for a user: one of its refresh tokens is not revoked (a rotation keeps the family live,
   * a logout revokes every token of it). From memory when nothing changed since it was read.
   */
  async sessionLive(sessionId: string, userId: number): Promise<boolean> {
    return (await this.sessionState(sessionId, userId)).live;
  }

  /** A session's liveness and active account (decision 0029), from memory when nothing changed since it was read. */
  async sessionState(sessionId: string, userId: number): Promise<KeptSession> {
    const kept = this.keptSessionState(sessionId, userId);
    if (kept !== undefined) return kept;
    const cacheable = this.version !== null && performance.now() >= this.bypassUntil;
    const generation = this.generation;
    const rows = await this.database.db
      .select({ id: refreshTokens.id, activeAccountId: refreshTokens.activeAccountId })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sessionId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .limit(1);
    const live = rows.length > 0;
    const activeAccountId = rows[0]?.activeAccountId ?? null;
    if (cacheable && generation === this.generation && performance.now() >= this.bypassUntil) {
      if (this.sessions.size >= MAX_ENTRIES) this.sessions.clear();
      this.sessions.set(sessionId, { userId, live, activeAccountId });
    }
    return { live, activeAccountId };
  }

  /** Whether a session is live, when kept and answerable from memory, without waiting; undefined otherwise. */
  keptSession(sessionId: string, userId: number): boolean | undefined {
    return this.keptSessionState(sessionId, userId)?.live;
  }

  /** A session's state when kept and answerable from memory, without waiting; undefined otherwise. */
  keptSessionState(sessionId: string, userId: number): KeptSession | undefined {
    if (this.version === null || performance.now() < this.bypassUntil) return undefined;
    const kept = this.sessions.get(sessionId);
    if (!kept) return undefined;
    return { live: kept.live && kept.userId === userId, activeAccountId: kept.activeAccountId };
  }

  /** A user's memberships, the oldest first, from memory when nothing changed since they were read. */
  async findMemberships(userId: number): Promise<readonly KeptMembership[]> {
    const kept = this.keptMemberships(userId);
    if (kept !== undefined) return kept;
    const cacheable = this.version !== null && performance.now() >= this.bypassUntil;
    const generation = this.generation;
    const rows = await this.database.db
      .select({
        accountId: accountMembers.accountId,
        role: accountMembers.role,
        requireTwoFactor: accountSettings.requireTwoFactor,
      })
      .from(accountMembers)
      .leftJoin(accountSettings, eq(accountSettings.accountId, accountMembers.accountId))
      .where(eq(accountMembers.userId, userId))
      .orderBy(asc(accountMembers.createdAt), asc(accountMembers.accountId));
    const list: readonly KeptMembership[] = rows.map((r) => ({
      accountId: r.accountId,
      role: r.role,
      requireTwoFactor: r.requireTwoFactor ?? false,
    }));
    if (cacheable && generation === this.generation && performance.now() >= this.bypassUntil) {
      if (this.memberships.size >= MAX_ENTRIES) this.memberships.clear();
      this.memberships.set(userId, list);
    }
    return list;
  }

  /** A user's memberships when answerable from memory, without waiting; undefined to read (findMemberships). */
  keptMemberships(userId: number): readonly KeptMembership[] | undefined {
    if (this.version === null || performance.now() < this.bypassUntil) return undefined;
    return this.memberships.get(userId);
  }

  /** The API key of a SHA-256 (undefined when there is none), from memory when nothing changed since it was read. */
  async findApiKey(keyHash: string): Promise<KeptApiKey | undefined> {
    const kept = this.keptApiKey(keyHash);
    if (kept !== undefined) return kept ?? undefined;
    const cacheable = this.version !== null && performance.now() >= this.bypassUntil;
    const generation = this.generation;
    const rows = await this.database.db
      .select({
        id: apiKeys.id,
        userId: apiKeys.userId,
        accountId: apiKeys.accountId,
        scope: apiKeys.scope,
        agency: apiKeys.agency,
        revokedAt: apiKeys.revokedAt,
        lastUsedAt: apiKeys.lastUsedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, keyHash))
      .limit(1);
    const row = rows[0];
    const key: KeptApiKey | undefined = row && {
      id: row.id,
      userId: row.userId,
      accountId: row.accountId,
      scope: row.scope,
      agency: row.agency,
      revoked: row.revokedAt !== null,
      lastUsedAt: row.lastUsedAt?.getTime() ?? null,
    };
    if (cacheable && generation === this.generation && performance.now() >= this.bypassUntil) {
      if (this.keys.size >= MAX_ENTRIES) this.keys.clear();
      this.keys.set(keyHash, key ?? null);
    }
    return key;
  }

  /** The API key of a SHA-256 when answerable from memory: null when kept as absent, undefined to read (findApiKey). */
  keptApiKey(keyHash: string): KeptApiKey | null | undefined {
    if (this.version === null || performance.now() < this.bypassUntil) return undefined;
    return this.keys.get(keyHash);
  }

  private dropAll(bypassMs = 0): void {
    this.entries.clear();
    this.sessions.clear();
    this.memberships.clear();
    this.keys.clear();
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
