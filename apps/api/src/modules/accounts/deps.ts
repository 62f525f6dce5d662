import type { FastifyInstance } from 'fastify';
import type { Language } from '@portal/domain';
import type { CaptchaVerifier } from '../../adapters/captcha/index.ts';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';

/** What the accounts operations lean on; routes build it from the app. */
export interface AccountsDeps {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    'PUBLIC_URL' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SECOND_FACTOR_KEY' | 'REQUIRE_2FA_FOR_STAFF'
  >;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  tokens: TokenService;
}

/** Who calls: the client address (for the captcha) and the language of the request (mails before an account). */
export interface RequestContext {
  ip: string;
  locale: Language;
  /** The language the request says it is in (its `language` header), absent when it says none. */
  sessionLocale?: Language;
}

/** The dependencies of the accounts operations, taken from the server's decorations. */
export function accountsDeps(app: FastifyInstance): AccountsDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    config: app.config,
    mailer: app.mailer,
    captcha: app.captcha,
    tokens: app.tokens,
  };
}
