import { randomUUID } from 'node:crypto';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import {
  deleteSigningKeysRetiredBefore,
  findNewestSigningKey,
  findSigningKey,
  insertSigningKey,
  listSigningKeys,
  retireSigningKeysBefore,
  type SigningKeyRow,
} from './key-store.ts';
import { Generations } from '../generations.ts';

/** Access tokens live 15 minutes (issue 3); a retired public key stays published that long after retirement. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A signing key older than this is replaced at the next signature. */
export const SIGNING_KEY_MAX_AGE_MS = 90 * 24 * 3600 * 1000;
const ALG = 'RS256';
/** A process remembers between this many verified access tokens and twice as many, the most recent (generations.ts). */
const VERIFIED_TOKENS_KEPT = 2_000;

/** The claims of an access token, shaped like the managed identity service's (spec §3 "Auth state"). */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  'custom:user_id': string;
  iss: string;
  token_use: 'access';
  /** The user's token version when it was issued: a password reset or change makes older tokens invalid. */
  ver: number;
  /** The session (refresh-token family) the token was issued to. */
  sid?: string;
  /** Present and true when the session turned its agency role on (console helper, issue 16). */
  agency?: boolean;
  iat: number;
  exp: number;
}

/** The session an access token is issued to: its family, and whether its agency role is on. */
export interface TokenSession {
  familyId: string;
  agencyActivatedAt?: Date | null;
}

export interface TokenSubject {
  id: number;
  sub: string;
  email: string;
  tokenVersion: number;
}

/**
 * Signs and verifies the access tokens (RS256 only). Keys live in the database so every API process signs with the
 * same key and a restart keeps the sessions; the imported CryptoKeys are cached per kid.
 */
export class TokenService {
  private readonly privateKeys = new Map<string, CryptoKey>();
  private readonly publicKeys = new Map<string, CryptoKey>();
  /**
   * Access tokens whose signature and claims were verified, by their exact text: a client sends the same token for
   * its 15 minutes, and checking the RS256 signature again each time was a tenth of an authenticated read's CPU
   * (issue 13 §2). Only the expiry is checked again; revocation is the guard's (token version, user-cache.ts).
   */
  private readonly verified = new Generations<AccessTokenClaims>(VERIFIED_TOKENS_KEPT);

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly issuer: string,
  ) {}

  /** Generates the first key on first start. */
  async init(): Promise<void> {
    if (!(await findNewestSigningKey(this.db))) await this.rotateSigningKey();
  }

  async signAccessToken(subject: TokenSubject, session?: TokenSession): Promise<string> {
    const key = await this.activeKey();
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({
      email: subject.email,
      'custom:user_id': String(subject.id),
      token_use: 'access',
      ver: subject.tokenVersion,
      ...(session ? { sid: session.familyId } : {}),
      ...(session?.agencyActivatedAt ? { agency: true } : {}),
    })
      .setProtectedHeader({ alg: ALG, kid: key.kid, typ: 'JWT' })
      .setSubject(subject.sub)
      .setIssuer(this.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .setJti(randomUUID())
      .sign(await this.privateKeyOf(key));
  }

  /**
   * The claims of a valid access token; anything else (alg none or HS256, an unknown or foreign key, a bad
   * signature, a past exp, another issuer or token use) is UNAUTHORIZED (401).
   */
  async verifyAccessToken(token: string): Promise<AccessTokenClaims> {
    const known = this.verifiedBefore(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, (header) => this.publicKeyOf(header.kid), {
        algorithms: [ALG],
        issuer: this.issuer,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'iat', 'exp', 'email', 'custom:user_id'],
      });
      if (
        payload.token_use !== 'access' ||
        typeof payload.email !== 'string' ||
        typeof payload['custom:user_id'] !== 'string' ||
        typeof payload.ver !== 'number'
      ) {
        throw new Error('not an access token');
      }
      this.verified.set(token, payload as AccessTokenClaims);
      return payload as AccessTokenClaims;
    } catch {
      throw new AppError('UNAUTHORIZED', { message: 'Invalid or expired token' });
    }
  }

  /**
   * The claims of a token this service verified before and that has not expired since, without waiting (the request
   * guard's path for nearly every request); undefined otherwise: then verifyAccessToken says.
   */
  verifiedBefore(token: string): AccessTokenClaims | undefined {
    const known = this.verified.get(token);
    if (!known) return undefined;
    // jose's rule: expired once exp <= now, in whole seconds.
    if (known.exp > Math.floor(this.clock.now().getTime() / 1000)) return known;
    this.verified.delete(token);
    return undefined;
  }

  /** The public keys that may have signed an unexpired token, the signing one first (spec §4: "the first key"). */
  async jwks(): Promise<{ keys: JWK[] }> {
    const cutoff = this.clock.now().getTime() - ACCESS_TOKEN_TTL_SECONDS * 1000;
    const rows = await listSigningKeys(this.db);
    return {
      keys: rows
        .filter((row) => !row.retiredAt || row.retiredAt.getTime() > cutoff)
        .map((row) => ({ ...(row.publicJwk as JWK), kid: row.kid, alg: ALG, use: 'sig' })),
    };
  }

  /**
   * Makes a new key the signing key. The previous one loses its private half and stays published until the tokens
   * it signed have expired; keys retired longer ago are deleted. Safe when several processes rotate together: the
   * generation is unique, so one new key wins.
   */
  async rotateSigningKey(): Promise<string> {
    const { publicKey, privateKey } = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const privateJwk = await exportJWK(privateKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const newest = await findNewestSigningKey(tx);
      const generation = (newest?.generation ?? 0) + 1;
      if (!(await insertSigningKey(tx, { kid, generation, publicJwk, privateJwk, createdAt: now }))) return;
      await retireSigningKeysBefore(tx, generation, now);
      await deleteSigningKeysRetiredBefore(tx, new Date(now.getTime() - ACCESS_TOKEN_TTL_SECONDS * 1000));
    });
    return (await findNewestSigningKey(this.db))?.kid ?? kid;
  }

  /** The newest key, read from the database (another process may have rotated), replaced when too old. */
  private async activeKey(): Promise<SigningKeyRow> {
    let key = await findNewestSigningKey(this.db);
    const tooOld = key && this.clock.now().getTime() - key.createdAt.getTime() >= SIGNING_KEY_MAX_AGE_MS;
    if (!key || !key.privateJwk || tooOld) {
      await this.rotateSigningKey();
      key = await findNewestSigningKey(this.db);
    }
    if (!key?.privateJwk) throw new Error('no signing key');
    return key;
  }

  private async privateKeyOf(key: SigningKeyRow): Promise<CryptoKey> {
    let cryptoKey = this.privateKeys.get(key.kid);
    if (!cryptoKey) {
      cryptoKey = (await importJWK(key.privateJwk as JWK, ALG)) as CryptoKey;
      this.privateKeys.clear();
      this.privateKeys.set(key.kid, cryptoKey);
    }
    return cryptoKey;
  }

  private async publicKeyOf(kid: unknown): Promise<CryptoKey> {
    if (typeof kid !== 'string' || kid.length === 0 || kid.length > 128) throw new Error('no kid');
    const cached = this.publicKeys.get(kid);
    if (cached) return cached;
    const row = await findSigningKey(this.db, kid);
    if (!row) throw new Error('unknown kid');
    const cryptoKey = (await importJWK(row.publicJwk as JWK, ALG)) as CryptoKey;
    this.publicKeys.set(kid, cryptoKey);
    return cryptoKey;
  }
}
