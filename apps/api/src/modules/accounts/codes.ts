import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@portal/domain';
import type { Db } from '../../platform/db/client.ts';
import {
  countWrongAttempt,
  deleteCode,
  findCode,
  replaceCode,
  type CodePurpose,
  type VerificationCodeRow,
} from './store.ts';

/** Wrong tries a code survives; after them it is dead and a new one must be asked for (no brute force of 6 digits). */
export const MAX_CODE_ATTEMPTS = 5;

/** A 6-digit code, uniformly drawn. */
export function newNumericCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** An unguessable identifier for a confirmation link (128 bits). */
export function newConfirmationId(): string {
  return randomBytes(16).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface IssueCode {
  purpose: CodePurpose;
  subject: string;
  code: string;
  ttlMs: number;
  userId?: number;
  newEmail?: string;
}

/** Stores the hash of a new code, replacing the pending one of the same purpose and subject. */
export async function issueCode(db: Db, issue: IssueCode, now: Date): Promise<void> {
  await replaceCode(db, {
    purpose: issue.purpose,
    subject: issue.subject,
    userId: issue.userId ?? null,
    newEmail: issue.newEmail ?? null,
    codeHash: sha256(issue.code),
    expiresAt: new Date(now.getTime() + issue.ttlMs),
    createdAt: now,
  });
}

export type CodeCheck =
  { result: 'ok'; row: VerificationCodeRow } | { result: 'missing' | 'expired' | 'mismatch' };

/**
 * Checks a code without using it. A wrong code counts an attempt at once (outside any transaction, so the count
 * survives the refusal); an expired code or one tried too often is 'expired'.
 */
export async function checkCode(
  db: Db,
  purpose: CodePurpose,
  subject: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const row = await findCode(db, purpose, subject);
  if (!row) return { result: 'missing' };
  if (row.expiresAt.getTime() <= now.getTime() || row.attempts >= MAX_CODE_ATTEMPTS)
    return { result: 'expired' };
  if (!sameHash(row.codeHash, sha256(code.trim()))) {
    await countWrongAttempt(db, row.id);
    return { result: 'mismatch' };
  }
  return { result: 'ok', row };
}

/** Uses a checked code inside the operation's transaction: false when a concurrent request used it first. */
export function useCode(db: Db, row: VerificationCodeRow): Promise<boolean> {
  return deleteCode(db, row.id);
}
