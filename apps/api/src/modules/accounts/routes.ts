import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuthResponseSchema,
  ZLoginPasswordSchema,
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZLoginPasskeyRequestSchema,
  ZLoginResponseSchema,
  ZLoginSecondFactorRequestSchema,
  ZMessageResponseSchema,
  ZPasskeyLoginOptionsResponseSchema,
  ZPreRegisterRequestSchema,
  ZRefreshTokenResponseSchema,
  ZRegisterAccountRequestSchema,
  ZResetPasswordRequestSchema,
  ZValidateUserExistRequestSchema,
  ZValidateUserExistResponseSchema,
  type Language,
} from '@portal/domain';
import {
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
} from '../../platform/auth/refresh-cookie.ts';
import { AppError, requestLocale } from '../../platform/errors.ts';
import {
  accountsDeps,
  endSession,
  forgotPassword,
  login,
  loginPasskey,
  loginSecondFactor,
  passkeyLoginOptions,
  preRegister,
  register,
  resetPassword,
  rotateSession,
  validateUserExist,
  type RequestContext,
} from './service.ts';

const tags = ['auth'];

/**
 * The password rule (spec §5) answers its own code, InvalidPasswordException (issue 3), not the generic
 * InvalidParameterException of a schema failure: the schema takes any non-empty password and the service applies
 * the domain's rule (isStrongPassword).
 */
const ZRegisterBodySchema = ZRegisterAccountRequestSchema.extend({ password: ZLoginPasswordSchema });
const ZResetPasswordBodySchema = ZResetPasswordRequestSchema.extend({ newPassword: ZLoginPasswordSchema });

/** The language a request says it is in, when it says one (the portal sends `language` on every call). */
function sessionLocale(request: FastifyRequest): Language | undefined {
  const said = String(request.headers['language'] ?? request.headers['accept-language'] ?? '').toLowerCase();
  return said.startsWith('en') || said.startsWith('fr') ? requestLocale(request) : undefined;
}

function context(request: FastifyRequest): RequestContext {
  return { ip: request.ip, locale: requestLocale(request), sessionLocale: sessionLocale(request) };
}

/**
 * refresh-token and logout carry no body; some clients still send `content-type: application/json` with an empty
 * one, which is accepted here (and only here) as {}.
 */
function acceptEmptyJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('MALFORMED_JSON'), undefined);
    }
  });
}

/** The identity calls of spec §7 "Authentication", shaped like the managed service's (/auth/cognito/...). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = accountsDeps(app);
  // Per client address, on top of the per-e-mail lock of login.
  const rateLimit = { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/auth/cognito/validate-user-exist',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Whether an account exists for an e-mail (USER_EXISTS or USER_NOT_REGISTERED)',
        body: ZValidateUserExistRequestSchema,
        response: { 200: ZValidateUserExistResponseSchema },
      },
    },
    async (request) => validateUserExist(deps, request.body.email),
  );

  app.post(
    '/auth/cognito/pre-register',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Mails a 6-digit verification code valid 24 h (a resend replaces it)',
        body: ZPreRegisterRequestSchema,
        response: { 200: ZMessageResponseSchema },
      },
    },
    async (request) => {
      await preRegister(deps, request.body, context(request));
      return { message: 'VERIFICATION_CODE_SENT' };
    },
  );

  app.post(
    '/auth/cognito/register',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Creates the account with the mailed code; signs in (refresh cookie)',
        body: ZRegisterBodySchema,
        response: { 200: ZAuthResponseSchema },
      },
    },
    async (request, reply) => {
      const { jwtToken, user, refreshToken, refreshExpiresAt } = await register(
        deps,
        request.body,
        context(request),
      );
      setRefreshCookie(reply, refreshToken, refreshExpiresAt);
      return { jwtToken, user };
    },
  );

  app.post(
    '/auth/cognito/login',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Signs in with e-mail and password; 5 failures in 15 min lock the e-mail for 15 min',
        body: ZLoginRequestSchema,
        response: { 200: ZLoginResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await login(deps, request.body, context(request));
      // A second factor is on: a challenge for the second step, no session and no cookie (issue 33).
      if ('secondFactorRequired' in answer) return answer;
      setRefreshCookie(reply, answer.refreshToken, answer.refreshExpiresAt);
      return { jwtToken: answer.jwtToken, user: answer.user };
    },
  );

  app.post(
    '/auth/cognito/login/second-factor',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          "The second step of a login with two-step verification on: the password step's challenge and the authenticator app's code or a recovery code; 5 wrong codes in 15 min lock the step for 15 min",
        body: ZLoginSecondFactorRequestSchema,
        response: { 200: ZAuthResponseSchema },
      },
    },
    async (request, reply) => {
      const { jwtToken, user, refreshToken, refreshExpiresAt } = await loginSecondFactor(deps, request.body);
      setRefreshCookie(reply, refreshToken, refreshExpiresAt);
      return { jwtToken, user };
    },
  );

  app.post(
    '/auth/cognito/login/passkey',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          "The second step with a passkey (the password step's challenge), or a passkey alone (passkey-options' challenge): the browser's WebAuthn assertion over those options, for this portal's origin and a passkey of the user's (of the challenge's user; or the one the credential names, with the login's lock and suspension)",
        body: ZLoginPasskeyRequestSchema,
        errors: [
          'SECOND_FACTOR_CHALLENGE_INVALID',
          'PASSKEY_NOT_VERIFIED',
          'PASSKEY_UNKNOWN',
          'PASSKEY_LOGIN_REFUSED',
          'ACCOUNT_SUSPENDED',
          'LimitExceededException',
        ],
        response: { 200: ZAuthResponseSchema },
      },
    },
    async (request, reply) => {
      const { jwtToken, user, refreshToken, refreshExpiresAt } = await loginPasskey(deps, request.body);
      setRefreshCookie(reply, refreshToken, refreshExpiresAt);
      return { jwtToken, user };
    },
  );

  app.post(
    '/auth/cognito/login/passkey-options',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          "A login with a passkey alone: a challenge for /auth/cognito/login/passkey and WebAuthn's request options without allowCredentials (the browser offers the portal's discoverable passkeys), valid 5 minutes",
        security: [],
        response: { 200: ZPasskeyLoginOptionsResponseSchema },
      },
    },
    async (request) => passkeyLoginOptions(deps, sessionLocale(request)),
  );

  app.post(
    '/auth/cognito/forgot-password',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Mails a password reset code',
        body: ZForgotPasswordRequestSchema,
        response: { 200: ZMessageResponseSchema },
      },
    },
    async (request) => {
      await forgotPassword(deps, request.body, context(request));
      return { message: 'RESET_CODE_SENT' };
    },
  );

  app.post(
    '/auth/cognito/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Sets a new password with the mailed code; ends every session of the user',
        body: ZResetPasswordBodySchema,
        response: { 200: ZMessageResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body, context(request));
      return { message: 'PASSWORD_RESET' };
    },
  );

  await app.register(async (cookieOnly) => {
    acceptEmptyJsonBody(cookieOnly);

    cookieOnly.post(
      '/auth/cognito/refresh-token',
      {
        config: { rateLimit },
        schema: {
          tags,
          summary:
            'A new access token from the refresh_token cookie, which is rotated (a replay revokes the session)',
          response: { 200: ZRefreshTokenResponseSchema },
        },
      },
      async (request, reply) => {
        try {
          const { jwtToken, refreshToken, refreshExpiresAt } = await rotateSession(
            deps,
            readRefreshCookie(request),
            sessionLocale(request),
          );
          setRefreshCookie(reply, refreshToken, refreshExpiresAt);
          return { jwtToken };
        } catch (error) {
          clearRefreshCookie(reply);
          throw error;
        }
      },
    );

    cookieOnly.post(
      '/auth/cognito/logout',
      {
        schema: {
          tags,
          summary: 'Revokes the session of the refresh cookie and clears it',
          response: { 200: ZMessageResponseSchema },
        },
      },
      async (request, reply) => {
        await endSession(deps, readRefreshCookie(request));
        clearRefreshCookie(reply);
        return { message: 'LOGGED_OUT' };
      },
    );
  });
};
