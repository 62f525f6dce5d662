import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db/client.ts';
import { clearLoginThrottle, findLoginThrottle, lockLogin, recordLoginFailure } from './store.ts';

/** 5 wrong passwords for one e-mail within 15 minutes lock it for 15 minutes (issue 3). */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

/** LimitExceededException (429) while the e-mail is locked, before any password is checked. */
export async function assertLoginNotLocked(db: Db, email: string, now: Date): Promise<void> {
  const throttle = await findLoginThrottle(db, email);
  if (throttle?.lockedUntil && throttle.lockedUntil.getTime() > now.getTime()) {
    throw new AppError('LimitExceededException', { message: 'Too many failed attempts: try again later' });
  }
}

/** Counts a wrong password (for known and unknown e-mails alike); the fifth in the window locks the e-mail. */
export async function recordWrongPassword(db: Db, email: string, now: Date): Promise<void> {
  const failures = await recordLoginFailure(
    db,
    email,
    now,
    new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS),
  );
  if (failures >= MAX_LOGIN_FAILURES) await lockLogin(db, email, new Date(now.getTime() + LOGIN_LOCK_MS));
}

export function forgetLoginFailures(db: Db, email: string): Promise<void> {
  return clearLoginThrottle(db, email);
}
