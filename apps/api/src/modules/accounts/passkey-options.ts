import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { TPasskey } from '@portal/domain';
import type { AccountsDeps } from './deps.ts';
import { listPasskeys, type PasskeyRow } from './second-factor-store.ts';

/** The relying party of passkeys (issue 33): the portal's PUBLIC_URL, its origin and host name. */
export function relyingParty(deps: AccountsDeps): { origin: string; rpID: string } {
  const url = new URL(deps.config.PUBLIC_URL);
  return { origin: url.origin, rpID: url.hostname };
}

export function toPasskey(row: PasskeyRow): TPasskey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The login's WebAuthn request options for a user's passkeys; undefined when they have none. */
export async function passkeyRequestOptions(
  deps: AccountsDeps,
  userId: number,
): Promise<Awaited<ReturnType<typeof generateAuthenticationOptions>> | undefined> {
  const passkeys = await listPasskeys(deps.db, userId);
  if (passkeys.length === 0) return undefined;
  return generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: 'preferred',
  });
}

/**
 * The request options of a login with a passkey alone: no allowCredentials (the browser offers the user's
 * discoverable passkeys for the portal), the user's verification required.
 */
export function passkeyAloneRequestOptions(
  deps: AccountsDeps,
): ReturnType<typeof generateAuthenticationOptions> {
  return generateAuthenticationOptions({ rpID: relyingParty(deps).rpID, userVerification: 'required' });
}
