import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals an authenticator app's secret (issue 33) or a webhook endpoint's signing secret (issue 32 §6) for the
 * database: AES-256-GCM under SECOND_FACTOR_KEY, as
 * `v1:<iv>.<tag>.<ciphertext>` (base64url), so that a copy of the database alone does not give the codes. Without a
 * key the secret is kept as `plain:<secret>` (and a key set later still reads it). Either way the secret is never
 * answered after its setup.
 */
export function sealSecret(secret: string, key: string | undefined): string {
  if (!key) return `plain:${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1:${[iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')}`;
}

/** The secret of a sealed value; throws when it was sealed under another key (or tampered with). */
export function unsealSecret(stored: string, key: string | undefined): string {
  if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
  if (!stored.startsWith('v1:') || !key)
    throw new Error('A sealed second-factor secret needs SECOND_FACTOR_KEY');
  const [iv, tag, sealed] = stored
    .slice(3)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('Malformed sealed second-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
