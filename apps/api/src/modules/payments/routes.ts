import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPaymentMethodResponseSchema,
  ZPaymentMethodSaveRequestSchema,
  ZPaymentMethodSchema,
} from '@portal/domain';
import { requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
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
        summary: 'Removes the saved card; NoCreditCartException (404) when there is none',
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await deletePaymentMethod(deps, subjectAccountId(request));
      return reply.status(204).send(null);
    },
  );
};
