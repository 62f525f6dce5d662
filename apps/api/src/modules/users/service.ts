import { recordAudit } from '../../platform/audit/record.ts';
import { randomUUID } from 'node:crypto';
import {
  hasRole,
  NO_AGENCY_ROLE,
  normalizeRole,
  ZCreditStatusSchema,
  ZOrderStatusSchema,
  ZUserInfoSchema,
  type Language,
  type Role,
  type TUpdateCompanyRequest,
  type TUpdatePersonalOptionsRequest,
  type TUpdatePersonalRequest,
  type TUserInfo,
} from '@portal/domain';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { KeptUser } from '../../platform/auth/user-cache.ts';
import {
  bumpTokenVersion,
  findUserByEmail as findByEmail,
  findUserById as findById,
  insertUser,
  insertUserIfAbsent,
  lockOtherActiveAdmins,
  lockUser,
  searchUsers,
  updateUser,
  type UserPatch,
  type UserRow,
} from './store.ts';

export type { UserRow } from './store.ts';

export interface UsersDeps {
  db: Db;
  clock: Clock;
}

const ZStatusFilterSchema = ZOrderStatusSchema.array().catch([]);
const ZStoredCreditStatusSchema = ZCreditStatusSchema.nullable().catch(null);

/** Where the users' rows are read from memory (the process's AuthUserCache). */
export interface KeptUsers {
  find(id: number): Promise<KeptUser | undefined>;
}

/** The user info of spec §3, with exactly its field names. */
export function toUserInfo(row: Omit<UserRow, 'passwordHash'>): TUserInfo {
  const role = normalizeRole(row.role);
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    user_id: String(row.id),
    organisation: row.organisation,
    role,
    country: row.country,
    state: row.state,
    phone: row.phone,
    phone_ext: row.phoneExt,
    isAdmin: hasRole(role, 'admin'),
    agency_role: row.agencyRole,
    creditStatus: ZStoredCreditStatusSchema.parse(row.creditStatus),
    statusFilter: ZStatusFilterSchema.parse(row.statusFilter),
    company_role: row.companyRole,
    locale: row.locale === 'en' ? 'en' : 'fr',
    address: row.address,
    city: row.city,
    postal_code: row.postalCode,
  };
}

/** Writes profile fields with the audit entry of those that changed (issue 16), in one transaction. */
async function patchUser(
  deps: UsersDeps,
  id: number,
  operation: string,
  patch: UserPatch,
): Promise<TUserInfo> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    const after = before && (await updateUser(tx, id, { ...patch, updatedAt: deps.clock.now() }));
    if (!before || !after) throw new AppError('USER_NOT_PRESENT');
    const fields = Object.keys(patch) as (keyof UserRow)[];
    const pick = (r: UserRow) => Object.fromEntries(fields.map((f) => [f, r[f]]));
    await recordAudit(tx, {
      operation,
      objectType: 'user',
      objectId: id,
      before: pick(before),
      after: pick(after),
    });
    return after;
  });
  return toUserInfo(row);
}

/** GET /user/'s answer per kept row (its JSON), while the session has no agency role; see currentUserInfoJson. */
const currentUserAnswers = new WeakMap<KeptUser, string>();

/**
 * GET /user/'s answer, as JSON (ZUserInfoSchema's encoding): the user info of a user from the row kept in memory
 * (issue 13 §2: a change by this process is seen at once, by another within a second: platform/auth/user-cache.ts),
 * with the session's agency role. Encoded once per kept row for the usual agency role (none): a change of the user
 * replaces the row, and with it the answer.
 */
export async function currentUserInfoJson(kept: KeptUsers, id: number, agencyRole: string): Promise<string> {
  const row = await kept.find(id);
  if (!row) throw new AppError('USER_NOT_PRESENT');
  const reused = agencyRole === NO_AGENCY_ROLE;
  let json = reused ? currentUserAnswers.get(row) : undefined;
  if (json === undefined) {
    json = JSON.stringify(ZUserInfoSchema.encode({ ...toUserInfo(row), agency_role: agencyRole }));
    if (reused) currentUserAnswers.set(row, json);
  }
  return json;
}

export function updatePersonalInfo(
  deps: UsersDeps,
  id: number,
  body: TUpdatePersonalRequest,
): Promise<TUserInfo> {
  return patchUser(deps, id, 'user.personal', { firstName: body.firstName, lastName: body.lastName });
}

export function updatePersonalOptions(
  deps: UsersDeps,
  id: number,
  body: TUpdatePersonalOptionsRequest,
): Promise<TUserInfo> {
  // What the body leaves out stays as it is: the status filters' form sends no language, the switch no filters.
  const patch: UserPatch = {};
  if (body.statusFilter) patch.statusFilter = [...new Set(body.statusFilter)];
  if (body.locale) patch.locale = body.locale;
  return patchUser(deps, id, 'user.personalOptions', patch);
}

/**
 * Company information (the domain schema checked the phone rule and the province of the country). The form's
 * `role` is the person's job title: it never touches the portal role.
 */
export function updateCompanyInfo(
  deps: UsersDeps,
  id: number,
  body: TUpdateCompanyRequest,
): Promise<TUserInfo> {
  return patchUser(deps, id, 'user.company', {
    organisation: body.company,
    companyRole: body.role,
    country: body.country,
    state: body.province,
    phone: body.phone,
    phoneExt: body.phoneExt,
    address: body.address,
    city: body.city,
    postalCode: body.postalCode,
  });
}

/**
 * The country and province asked when a campaign is first submitted (issue 31 §3): kept with the company
 * information (the schema checked the province is the country's), so that invoices are taxed where the account is.
 */
export function updateBillingRegion(
  deps: UsersDeps,
  id: number,
  region: { country: string; province: string },
): Promise<TUserInfo> {
  return patchUser(deps, id, 'user.company', { country: region.country, state: region.province });
}

/** Users whose e-mail or name holds `search` (every user without one), for staff. */
export function findUsers(db: Db, search: string | undefined): Promise<UserRow[]> {
  return searchUsers(db, search);
}

export { lockOtherActiveAdmins, lockUser };

/** Writes staff's fields of a user (role, suspension); the caller holds the row locked. */
export async function updateStaffFields(
  db: Db,
  id: number,
  patch: Pick<UserPatch, 'role' | 'suspendedAt'>,
  now: Date,
): Promise<UserRow> {
  const row = await updateUser(db, id, { ...patch, updatedAt: now });
  if (!row) throw new AppError('USER_NOT_PRESENT');
  return row;
}

/** Ends every access token of a user at once (password reset or change): the returned row has the new version. */
export async function revokeAccessTokens(db: Db, id: number, now: Date): Promise<UserRow> {
  const row = await bumpTokenVersion(db, id, now);
  if (!row) throw new AppError('USER_NOT_PRESENT');
  return row;
}

// What the accounts module (credentials and sessions) needs of the users table.

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return findById(db, id);
}

/** By e-mail, already normalised by the caller (normalizeEmail). */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return findByEmail(db, email);
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  locale: Language;
  role?: Role;
}

function newUserRow(account: NewAccount, now: Date) {
  return { ...account, role: account.role ?? 'user', sub: randomUUID(), createdAt: now, updatedAt: now };
}

/** Creates an account; USER_ALREADY_EXIST when the e-mail is taken (even by a concurrent registration). */
export async function createUser(db: Db, account: NewAccount, now: Date): Promise<UserRow> {
  try {
    return await insertUser(db, newUserRow(account, now));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('USER_ALREADY_EXIST');
    throw error;
  }
}

/** Creates an account unless the e-mail is taken; undefined then (start-up seeding of several processes). */
export function createUserIfAbsent(db: Db, account: NewAccount, now: Date): Promise<UserRow | undefined> {
  return insertUserIfAbsent(db, newUserRow(account, now));
}

/** Updates the credentials-side fields of a user (password hash, e-mail, language). */
export async function updateAccount(
  db: Db,
  id: number,
  patch: Pick<UserPatch, 'passwordHash' | 'email' | 'locale'>,
  now: Date,
): Promise<UserRow> {
  try {
    const row = await updateUser(db, id, { ...patch, updatedAt: now });
    if (!row) throw new AppError('USER_NOT_PRESENT');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('USER_ALREADY_EXIST');
    throw error;
  }
}
