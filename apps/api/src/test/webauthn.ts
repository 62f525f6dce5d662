import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for API tests of passkeys (issue 33): what a browser and a platform authenticator send
 * (WebAuthn level 2: an ES256 key, `none` attestation), built by hand from the specification so that the server's
 * library is checked against an independent client. The browser tests use Chromium's virtual authenticator instead.
 */

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
type CborMap = Map<number | string, Cbor>;

/** The CBOR the attestation object needs (RFC 8949): unsigned and negative integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  rpId: string;
  signCount: number;
  /** The user handle of the creation options (`user.id`): what a discoverable credential answers with. */
  userHandle?: string;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** navigator.credentials.create: a new ES256 credential for the options' relying party, as RegistrationResponseJSON. */
export function createPasskey(
  options: { challenge: string; rp: { id?: string }; user?: { id?: string } },
  origin: string,
): { passkey: SoftPasskey; credential: Record<string, unknown> } {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose: CborMap = new Map<number | string, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  const credentialId = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4), // sign count 0
    Buffer.alloc(16), // AAGUID
    idLength,
    credentialId,
    cbor(cose),
  ]);
  const attestationObject = cbor(
    new Map<number | string, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  return {
    passkey: { credentialId, privateKey, rpId, signCount: 0, userHandle: options.user?.id },
    credential: {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    },
  };
}

/**
 * navigator.credentials.get: an assertion of the passkey over the options' challenge, as AuthenticationResponseJSON;
 * with the user verified (a PIN, a fingerprint) unless `userVerified` is false, and the discoverable credential's
 * user handle when `userHandle` is given.
 */
export function assertPasskey(
  passkey: SoftPasskey,
  options: { challenge: string },
  origin: string,
  { userVerified = true, userHandle }: { userVerified?: boolean; userHandle?: string } = {},
): Record<string, unknown> {
  passkey.signCount += 1;
  const count = Buffer.alloc(4);
  count.writeUInt32BE(passkey.signCount);
  // Flags: user present, and user verified.
  const flags = userVerified ? 0x05 : 0x01;
  const authData = Buffer.concat([sha256(passkey.rpId), Buffer.from([flags]), count]);
  const data = clientData('webauthn.get', options.challenge, origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key',
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(userHandle === undefined ? {} : { userHandle }),
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
