import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPaymentMethodDeleteQuerySchema,
  ZPaymentMethodResponseSchema,
  ZPaymentMethodSaveRequestSchema,
  ZPaymentMethodSchema,
} from '@portal/domain';
import { requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import './card-dependents.ts';
import { deletePaymentMethod, getPaymentMethod, paymentsDeps, savePaymentMethod } from './service.ts';

const tags = ['payment'];

/**
 * The card on file (spec §7 Finance), for the signed-in user only: the user is the token's, never a parameter, so
 * another account's card can be neither read nor removed.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentsDeps(app);
  app.addHook('onRequest', requireUser);

  app.get(
    '/payment/paymentMethod',
    {
      schema: {
        tags,
        summary: 'The saved card (brand, last 4, expiry, holder), or "" when there is none',
        response: { 200: ZPaymentMethodResponseSchema },
      },
    },
    async (request, reply) => {
      const method = await getPaymentMethod(deps, subjectAccountId(request));
      if (method !== '') return method;
      // Fastify sends a string payload as it is (no serialiser): the empty answer goes out as the JSON text "".
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(method) as '');
    },
  );

  app.post(
    '/payment/paymentMethod',
    {
      schema: {
        tags,
        summary:
          'Saves the card of a hosted-page dataKey (single use) in place of the previous one; PAYMENT_TOKEN_ERROR, CREDIT_CARD_BLOCKED',
        body: ZPaymentMethodSaveRequestSchema,
        response: { 200: ZPaymentMethodSchema },
      },
    },
    async (request) => {
      const saved = await savePaymentMethod(deps, subjectAccountId(request), request.body);
      // A new card pays what defaulted at once (spec §8, issue 14).
      await app.afterCardSaved(subjectAccountId(request));
      return saved;
    },
  );

  app.delete(
    '/payment/paymentMethod',
    {
      schema: {
        tags,
        summary:
          'Removes the saved card; NoCreditCartException (404) when there is none, PAYMENT_METHOD_IN_USE (409) while campaigns pending approval, ready or delivering rely on it, unless pauseCampaigns=true: they then pause for payment at once',
        querystring: ZPaymentMethodDeleteQuerySchema,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      const userId = subjectAccountId(request);
      // Issue 31 §4: no card may go while campaigns rely on it, unless the advertiser confirmed their pause.
      const relying = await app.cardDependents.campaigns(userId);
      if (relying.length > 0 && request.query.pauseCampaigns !== 'true') {
        throw new AppError('PAYMENT_METHOD_IN_USE', {
          message: `Campaigns rely on this card: ${relying.map((c) => c.name).join(', ')}`,
        });
      }
      await deletePaymentMethod(deps, userId);
      // Nothing serves without a card: whatever runs now (a campaign approved meanwhile too) pauses for payment.
      await app.cardDependents.pauseForPayment(userId);
      return reply.status(204).send(null);
    },
  );
};
