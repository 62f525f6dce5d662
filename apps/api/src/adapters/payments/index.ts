import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { PaymentGateway } from './port.ts';
import { SANDBOX_HOSTED_PATH, SandboxPaymentGateway } from './sandbox/gateway.ts';
import { sandboxPaymentRoutes } from './sandbox/routes.ts';

export type * from './port.ts';

export interface PaymentAdapter {
  gateway: PaymentGateway;
  /** Pages and calls the processor serves from the portal's own origin (the sandbox's hosted page), if any. */
  routes?: FastifyPluginAsync;
}

/**
 * The card processor the portal runs with. The sandbox is the only implementation so far: it behaves like a hosted
 * tokenisation service (its page at PAYMENT_HT_URL, by default served by the API itself, for PAYMENT_PROFILE_ID).
 * A real processor would be a sibling folder chosen here from the configuration; nothing outside adapters/ would
 * change.
 */
export function createPaymentAdapter(db: Db, config: Config, opts: { clock?: Clock } = {}): PaymentAdapter {
  const gateway = new SandboxPaymentGateway(db, opts.clock ?? systemClock, {
    profileId: config.PAYMENT_PROFILE_ID,
    hostedUrl: config.PAYMENT_HT_URL ?? SANDBOX_HOSTED_PATH,
    timeZone: config.TIMEZONE,
  });
  return { gateway, routes: sandboxPaymentRoutes(gateway) };
}
