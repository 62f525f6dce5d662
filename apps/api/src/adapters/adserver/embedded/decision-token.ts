import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Decision ids (issue 5): a decision writes nothing, so its id carries what its beacons need — the line item, the
 * creative, the visitor, the instant and a nonce unique to the decision — signed with the ad server's secret so that
 * nobody can make up a countable id. Form: five base-36 / hex / base64url fields, the visitor's region when known
 * (issue 31: reports by region) and the MAC, joined by dots.
 */

export interface DecisionClaims {
  lineItemId: number;
  creativeId: number;
  /**
   * The visitor id as 32 hex digits (the vid cookie's UUID without its dashes), for a line item with frequency
   * caps; empty otherwise (nothing else needs it, and it is a third of the id).
   */
  visitor: string;
  /** Clock time of the decision (ms). */
  issuedAt: number;
  /** Unique to the decision: the key of exactly-once counting. */
  nonce: string;
  /**
   * The visitor's province or state as the decision located them ('CA-QC'), for the reports' breakdown by region
   * (issue 31); absent when unknown, and in ids signed before it was carried.
   */
  region?: string;
}

const FORM =
  /^([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([0-9a-f]{32}|)\.([0-9a-z]{1,11})\.([\w-]{8,32})(?:\.([A-Z]{2}-[A-Z0-9]{1,3}))?\.([\w-]{22})$/;

const REGION = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

/** Base-36 digits, by value: a counter's last digit without `toString(36)`. */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
/** Ids' base-36 forms kept (line items and creatives of the serving copy): past this many, forgotten at once. */
const IDS_KEPT = 100_000;

export class DecisionSigner {
  /** Nonces: a random prefix per process and a counter, so that no two decisions share one. */
  private readonly prefix = randomBytes(6).toString('base64url');
  private counter = 0;
  /** The prefix and the counter's base-36 digits but its last: changes every 36 decisions. */
  private counterHead = '';

  /** The secret in base64: ASCII, so that it and the (ASCII) payload are hashed as one UTF-8 string. */
  private readonly key: string;

  /**
   * `Number#toString(36)` costs ~0.1 µs a call (V8's generic radix conversion); a decision signs a slot's line item,
   * creative and instant: their forms are kept.
   */
  private readonly ids = new Map<number, string>();
  private lastInstant = -1;
  private lastInstant36 = '';

  constructor(secret: Buffer) {
    this.key = secret.toString('base64');
  }

  /**
   * The MAC: SHA-256 of the secret and the payload, its first 132 bits in base64url (22 characters). A keyed hash is a
   * sound MAC when what it shows cannot be extended: a length extension needs the hash's whole state, and 124 of its
   * 256 bits are never shown. It costs half an HMAC, which is two hashes and a key set-up on every call, and SHA-256
   * (hardware instructions) costs two thirds of SHA-512/256 here (decision 0007). The one-shot `hash` costs half of a
   * `createHash` object's update and digest for such short inputs.
   */
  private mac(payload: string): string {
    return hash('sha256', this.key + payload, 'base64url').slice(0, 22);
  }

  private id36(id: number): string {
    let text = this.ids.get(id);
    if (text === undefined) {
      if (this.ids.size >= IDS_KEPT) this.ids.clear();
      text = id.toString(36);
      this.ids.set(id, text);
    }
    return text;
  }

  private instant36(ms: number): string {
    if (ms !== this.lastInstant) {
      this.lastInstant = ms;
      this.lastInstant36 = ms.toString(36);
    }
    return this.lastInstant36;
  }

  private lastRegion: string | undefined = undefined;
  private lastRegionPart = '';

  /** '.CA-QC' for a region of the form ids carry, else nothing (an id that would not verify is never signed). */
  private regionPart(region: string | undefined): string {
    if (region !== this.lastRegion) {
      this.lastRegion = region;
      this.lastRegionPart = region && REGION.test(region) ? `.${region}` : '';
    }
    return this.lastRegionPart;
  }

  private nextNonce(): string {
    this.counter += 1;
    const last = this.counter % 36;
    if (last === 0 || this.counterHead === '') {
      const head = Math.floor(this.counter / 36);
      this.counterHead = this.prefix + (head === 0 ? '' : head.toString(36));
    }
    return this.counterHead + DIGITS[last]!;
  }

  sign(claims: Omit<DecisionClaims, 'nonce'>): string {
    const payload =
      this.id36(claims.lineItemId) +
      '.' +
      this.id36(claims.creativeId) +
      '.' +
      claims.visitor +
      '.' +
      this.instant36(claims.issuedAt) +
      '.' +
      this.nextNonce() +
      this.regionPart(claims.region);
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of a well-formed id signed with this secret, else null. */
  verify(token: string): DecisionClaims | null {
    const m = token.length <= 160 ? FORM.exec(token) : null;
    if (!m) return null;
    const payload = token.slice(0, token.lastIndexOf('.'));
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(m[7]!);
    if (!timingSafeEqual(given, expected)) return null;
    return claimsOf(m);
  }
}

/** The claims of a token already verified once (the beacon log's entries), without checking its MAC again. */
export function readDecisionClaims(token: string): DecisionClaims | null {
  const m = FORM.exec(token);
  return m && claimsOf(m);
}

const claimsOf = (m: RegExpExecArray): DecisionClaims => ({
  lineItemId: parseInt(m[1]!, 36),
  creativeId: parseInt(m[2]!, 36),
  visitor: m[3]!,
  issuedAt: parseInt(m[4]!, 36),
  nonce: m[5]!,
  ...(m[6] ? { region: m[6] } : {}),
});
