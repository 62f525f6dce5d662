import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZRecoveryCodesResponseSchema,
  ZTotpConfirmRequestSchema,
  ZTotpSetupResponseSchema,
  ZTwoFactorChangeRequestSchema,
  ZTwoFactorStatusSchema,
} from '@portal/domain';
import { authUser, requireUser } from '../../platform/auth/guard.ts';
import { accountsDeps } from './deps.ts';
import {
  confirmTotpSetup,
  regenerateRecoveryCodes,
  secondFactorStatus,
  setUpTotp,
  turnSecondFactorOff,
} from './second-factor.ts';

const tags = ['user'];

/**
 * Two-step verification of the signed-in user (issue 33): always the caller's own (never a parameter, never the
 * viewed client's under view-as). Turning it off and new recovery codes ask for the password and a current code.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = accountsDeps(app);
  app.addHook('onRequest', requireUser);

  app.get(
    '/user/two-factor',
    {
      schema: {
        tags,
        summary: 'Whether two-step verification is on, since when, and how many recovery codes are left',
        response: { 200: ZTwoFactorStatusSchema },
      },
    },
    async (request) => secondFactorStatus(deps, authUser(request).id),
  );

  app.post(
    '/user/two-factor/totp/setup',
    {
      schema: {
        tags,
        summary:
          'A new authenticator secret with its otpauth:// address and QR code, shown this once; the factor is on only once a first code confirms it',
        response: { 200: ZTotpSetupResponseSchema },
      },
    },
    async (request) => setUpTotp(deps, authUser(request).id),
  );

  app.post(
    '/user/two-factor/totp/confirm',
    {
      schema: {
        tags,
        summary:
          "The app's first code turns two-step verification on; answers the 10 recovery codes, shown once",
        body: ZTotpConfirmRequestSchema,
        response: { 200: ZRecoveryCodesResponseSchema },
      },
    },
    async (request) => confirmTotpSetup(deps, authUser(request).id, request.body),
  );

  app.post(
    '/user/two-factor/recovery-codes',
    {
      schema: {
        tags,
        summary: '10 new recovery codes in place of the old ones (password and a current code)',
        body: ZTwoFactorChangeRequestSchema,
        response: { 200: ZRecoveryCodesResponseSchema },
      },
    },
    async (request) => regenerateRecoveryCodes(deps, authUser(request).id, request.body),
  );

  app.post(
    '/user/two-factor/disable',
    {
      schema: {
        tags,
        summary: 'Turns two-step verification off (password and a current code)',
        body: ZTwoFactorChangeRequestSchema,
        response: { 200: ZTwoFactorStatusSchema },
      },
    },
    async (request) => turnSecondFactorOff(deps, authUser(request).id, request.body),
  );
};
