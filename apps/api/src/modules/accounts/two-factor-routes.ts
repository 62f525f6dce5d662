import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPasskeyOptionsResponseSchema,
  ZPasskeyRegisteredResponseSchema,
  ZPasskeyRegistrationRequestSchema,
  ZRecoveryCodesResponseSchema,
  ZTotpConfirmRequestSchema,
  ZTotpSetupResponseSchema,
  ZTwoFactorChangeRequestSchema,
  ZTwoFactorStatusSchema,
} from '@portal/domain';
import { authUser, requireUser } from '../../platform/auth/guard.ts';
import { idOfPath } from '../../platform/path-id.ts';
import { accountsDeps } from './deps.ts';
import { passkeyCreationOptions, registerPasskey, removePasskey } from './passkeys.ts';
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

  /** A change of the factor that asks for the password and a current code (its body), answered with `response`. */
  const withPasswordAndFactor = <Response extends z.ZodType>(summary: string, response: Response) => ({
    schema: { tags, summary, body: ZTwoFactorChangeRequestSchema, response: { 200: response } },
  });

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
    withPasswordAndFactor(
      '10 new recovery codes in place of the old ones (password and a current code)',
      ZRecoveryCodesResponseSchema,
    ),
    async (request) => regenerateRecoveryCodes(deps, authUser(request).id, request.body),
  );

  app.post(
    '/user/two-factor/disable',
    withPasswordAndFactor(
      'Turns two-step verification off (password and a current code)',
      ZTwoFactorStatusSchema,
    ),
    async (request) => turnSecondFactorOff(deps, authUser(request).id, request.body),
  );

  app.post(
    '/user/two-factor/passkeys/options',
    {
      schema: {
        tags,
        summary:
          "WebAuthn's creation options for a new passkey (PublicKeyCredentialCreationOptionsJSON), valid 5 minutes",
        response: { 200: ZPasskeyOptionsResponseSchema },
      },
    },
    async (request) => ({ ...(await passkeyCreationOptions(deps, authUser(request).id)) }),
  );

  app.post(
    '/user/two-factor/passkeys',
    {
      schema: {
        tags,
        summary:
          "Registers a passkey from the browser's attestation over the pending options; the recovery codes come with the account's first factor",
        body: ZPasskeyRegistrationRequestSchema,
        response: { 200: ZPasskeyRegisteredResponseSchema },
      },
    },
    async (request) => registerPasskey(deps, authUser(request).id, request.body),
  );

  app.post(
    '/user/two-factor/passkeys/:id/remove',
    {
      schema: {
        tags,
        summary: "Removes one of the user's passkeys (password and a current code); another's is a 404",
        params: z.object({ id: z.string() }),
        body: ZTwoFactorChangeRequestSchema,
        response: { 200: ZTwoFactorStatusSchema },
      },
    },
    async (request) => removePasskey(deps, authUser(request).id, idOfPath(request.params.id), request.body),
  );
};
