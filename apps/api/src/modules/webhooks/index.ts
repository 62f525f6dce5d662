// The webhooks module's face (decision 0023): a module of the lowest layer (it imports none), so that the modules
// where events happen enqueue them in their own transactions (enqueueWebhookEvent).
export { webhooksRoutes } from './routes.ts';
export { enqueueWebhookEvent, type WebhookEvent, WEBHOOK_JOB } from './events.ts';
export { registerWebhooks } from './wake.ts';
export { signWebhook } from './delivery.ts';
