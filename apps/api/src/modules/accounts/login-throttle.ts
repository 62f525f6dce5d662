import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db/client.ts';
import { clearLoginThrottle, countLoginAttempt, lockLogin, uncountLoginAttempt } from './store.ts';

/** 5 wrong passwords for one e-mail within 15 minutes lock it for 15 minutes (issue 3). */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

/**
 * How many wrong passwords a key takes in LOGIN_FAILURE_WINDOW_MS before it locks for LOGIN_LOCK_MS, and what a right
 * one does: `forget` the key's count (one account's: its owner got in), or `uncount` only its own attempt (a count
 * many callers share, which one caller's right password must not clear for the others' guesses).
 */
export interface ThrottleLimit {
  maxFailures: number;
  onRight: 'forget' | 'uncount';
}

const PER_ACCOUNT: ThrottleLimit = { maxFailures: MAX_LOGIN_FAILURES, onRight: 'forget' };

/**
 * The lock's answer says how long it lasts (issue 31 §15): `minutes` until the e-mail may sign in again, rounded up,
 * which the login page words beside its way out (the password reset).
 */
const locked = (until: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('LimitExceededException', {
    message: `Too many failed attempts: try again in ${minutes} minutes, or reset the password`,
    params: { minutes },
  });
};

/**
 * Checks a password under the lock of its e-mail (for known and unknown e-mails alike). The attempt is counted
 * atomically before the slow hash, so of any number of concurrent guesses only the first five are checked
 * (issue 11); the others, and every attempt while the e-mail is locked, answer LimitExceededException (429)
 * unchecked. A wrong fifth attempt locks the e-mail; a right one forgets the count.
 */
export async function checkPasswordUnderLock(
  db: Db,
  email: string,
  now: Date,
  check: () => Promise<boolean>,
  limit: ThrottleLimit = PER_ACCOUNT,
): Promise<boolean> {
  const { attempts, lockedUntil } = await countLoginAttempt(
    db,
    email,
    now,
    new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS),
  );
  if (lockedUntil && lockedUntil.getTime() > now.getTime()) throw locked(lockedUntil, now);
  const until = new Date(now.getTime() + LOGIN_LOCK_MS);
  const lock = () => lockLogin(db, email, until);
  if (attempts > limit.maxFailures) {
    await lock();
    throw locked(until, now);
  }
  if (await check()) {
    await (limit.onRight === 'forget' ? clearLoginThrottle(db, email) : uncountLoginAttempt(db, email));
    return true;
  }
  if (attempts >= limit.maxFailures) await lock();
  return false;
}

export function forgetLoginFailures(db: Db, email: string): Promise<void> {
  return clearLoginThrottle(db, email);
}
