import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './platform/config.ts';
import { openDatabase, type Database } from './platform/db/client.ts';
import { openRedis } from './platform/redis.ts';
import { servingName } from './platform/serving-peers.ts';
import { AppError, answerFrameworkError, registerErrorHandling } from './platform/errors.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerCompression } from './platform/compression.ts';
import { registerNoStore } from './platform/no-store.ts';
import { registerHealth } from './platform/health.ts';
import { registerSpa } from './platform/spa.ts';
import { pagesRoutes, seedStaticPages } from './modules/pages/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { AuthUserCache } from './platform/auth/user-cache.ts';
import { jwksRoutes } from './platform/auth/routes.ts';
import { createMailer, OutboxMailer, type Mailer } from './adapters/mail/index.ts';
import { devMailRoutes } from './adapters/mail/dev-routes.ts';
import { createCaptchaVerifier, type CaptchaVerifier } from './adapters/captcha/index.ts';
import { accountsRoutes, accountsDeps, bootstrapAdmin, twoFactorRoutes } from './modules/accounts/index.ts';
import { usersRoutes } from './modules/profile/index.ts';
import { createAdServer, type AdServer } from './adapters/adserver/index.ts';
import { targetingRoutes } from './modules/targeting/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { audiencesRoutes } from './modules/audiences/index.ts';
import { createPaymentAdapter, type PaymentGateway } from './adapters/payments/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import {
  cardDependentsOf,
  ordersDeps,
  ordersRoutes,
  registerCompletionEvents,
  registerDeliveryNotices,
} from './modules/orders/index.ts';
import { reviewRoutes } from './modules/review/index.ts';
import { createAssetStorage, type AssetStorage } from './adapters/storage/index.ts';
import { createIpLocator } from './adapters/geoip/index.ts';
import {
  creativesDeps,
  creativesForOrders,
  creativesRoutes,
  MULTIPART_LIMITS,
} from './modules/creatives/index.ts';
import { adsRoutes, createAdsFront } from './modules/ads/index.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { serverWithFront, type RawHandler } from './platform/http-server.ts';
import { JobRunner } from './platform/jobs/runner.ts';
import { registerMailJob } from './adapters/mail/job.ts';
import {
  registerBillingJobs,
  chargeDeps,
  retryDefaultedInvoices,
  adminBillingRoutes,
  invoicePaymentRoutes,
} from './modules/billing/index.ts';
import { invoicesRoutes } from './modules/invoices/index.ts';
import { metricsRoutes } from './modules/metrics/index.ts';
import { adminVouchersRoutes, vouchersRoutes, discountsOfInvoices } from './modules/vouchers/index.ts';
import { exportsRoutes, createExportsDeps, registerExportJobs } from './modules/exports/index.ts';
import { adminUsersRoutes } from './modules/admin/index.ts';
import { adminAuditRoutes, auditRoutes } from './modules/audit/index.ts';
import { registerWebhooks, webhooksRoutes } from './modules/webhooks/index.ts';
import { registerAuditContext } from './platform/audit/context.ts';
import { registerApiKeyQueryRefusal } from './platform/auth/api-key-guard.ts';
import { registerIdempotency } from './platform/idempotency/idempotency.ts';
import { registerApiRateLimit } from './platform/rate-limit/api-rate-limit.ts';
import { apiKeysRoutes } from './modules/api-keys/index.ts';
import {
  adminAgenciesRoutes,
  agenciesRoutes,
  memberInvitationsRoutes,
  registerViewAs,
} from './modules/agencies/index.ts';
import { registerRoleCheck, teamsRoutes } from './modules/teams/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    clock: Clock;
    tokens: TokenService;
    mailer: Mailer;
    captcha: CaptchaVerifier;
    adServer: AdServer;
    paymentGateway: PaymentGateway;
    assetStorage: AssetStorage;
    /** Every route registered, as method and URL: the authorization matrix test classifies each (issue 11). */
    routeTable: ReadonlyArray<{ method: string; url: string }>;
    authUsers: AuthUserCache;
    jobs: JobRunner;
    /** After a card is saved: the advertiser's DEFAULTED invoices are charged again (issue 14). */
    afterCardSaved: (userId: number) => Promise<void>;
    /**
     * The secret `npm run billing` of this machine asks this portal's staff calls with, published in the data folder's
     * lock (decision 0022); null when this process holds no data folder (in memory, PostgreSQL).
     */
    operatorToken: string | null;
  }
}

export type App = FastifyInstance;

/** The one place that wires plugins and modules; main.ts and every API test use it. */
export async function buildServer(
  config: Config,
  opts: {
    database?: Database;
    clock?: Clock;
    /**
     * Called on the bare server before any plugin or route: the API tests add their hooks here, which then apply to
     * every route (test/conformance.ts checks each answer against the OpenAPI document).
     */
    instrument?: (app: App) => void;
    /**
     * What this process's PostgreSQL connections are named; by default after what it counts with (servingName), as a
     * serving process's are. A command that serves nothing (`npm run billing`) names them otherwise, so that a portal
     * starting meanwhile does not take it for another serving process (platform/serving-peers.ts).
     */
    applicationName?: string;
  } = {},
): Promise<App> {
  // The ad server's hot endpoints are answered ahead of Fastify's pipeline once the ad server is up (decision 0007).
  let front: RawHandler | null = null;
  const app = Fastify({
    serverFactory: serverWithFront(() => front),
    logger: { level: config.LOG_LEVEL },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Behind a proxy (TRUST_PROXY), the client address comes from X-Forwarded-For; never trust it otherwise.
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  opts.instrument?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAuditContext(app);

  const database =
    opts.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      applicationName: opts.applicationName ?? servingName(config),
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  const clock = opts.clock ?? systemClock;
  const tokens = new TokenService(database.db, clock, config.PUBLIC_URL);
  await tokens.init();
  const authUsers = new AuthUserCache(database);
  await authUsers.start();
  app.decorate('authUsers', authUsers);
  const mailer = createMailer(config, database.db, clock);
  app.decorate('clock', clock);
  app.decorate('tokens', tokens);
  app.decorate('mailer', mailer);
  app.decorate('captcha', createCaptchaVerifier(config));
  // With REDIS_URL, what several processes must count exactly is counted there (issue 30); a Redis that refuses or
  // does not answer stops the start, naming REDIS_URL.
  const redis = config.REDIS_URL
    ? await openRedis(config.REDIS_URL, { prefix: config.REDIS_PREFIX }).catch(async (error: unknown) => {
        if (!opts.database) await database.close();
        throw error;
      })
    : null;
  const adServer = createAdServer(database.db, config, {
    clock,
    onError: (error) => app.log.error({ err: error }, 'ad server'),
    redis,
    onAnnounce: (channel, listener) => database.onAnnounce(channel, listener),
  });
  await adServer.start();
  app.decorate('adServer', adServer);
  const payments = createPaymentAdapter(database.db, config, { clock });
  app.decorate('paymentGateway', payments.gateway);
  app.decorate('assetStorage', createAssetStorage(config));
  // The orders module's port to creatives: orders sits below creatives and does not import it (decision 0023).
  app.decorate('orderCreatives', creativesForOrders(creativesDeps(app)));
  // The payments module's port to orders: which campaigns rely on the card, and their pause (issue 31 §4).
  app.decorate('cardDependents', cardDependentsOf(ordersDeps(app)));
  // The invoices module's port to the vouchers module, which sits above it (decision 0023).
  app.decorate('invoiceDiscounts', discountsOfInvoices);
  const jobs = new JobRunner(database.db, clock, { pollMs: config.JOBS_POLL_MS, log: app.log });
  app.decorate('jobs', jobs);
  app.decorate('dataExports', createExportsDeps(app));
  app.decorate('afterCardSaved', async (userId: number) => {
    await retryDefaultedInvoices(chargeDeps(app), userId);
  });
  const lock = database.dataDirLock;
  app.decorate('operatorToken', lock ? randomBytes(32).toString('base64url') : null);
  // Listening, the portal says in its lock where and with what `npm run billing` reaches it (issue 28 §12).
  app.addHook('onListen', async () => {
    if (!lock || !app.operatorToken) return;
    const address = app.addresses().find((a) => typeof a !== 'string');
    if (!address || typeof address === 'string') return;
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    lock.publish({ url: `http://${host}:${address.port}`, operatorToken: app.operatorToken });
  });
  app.decorateRequest('user', null);
  app.decorateRequest('subjectId', null);
  app.decorateRequest('accountId', null);
  app.decorateRequest('memberRole', null);
  app.decorateRequest('accountRequiresTwoFactor', false);
  // One hook, in this order (Fastify runs separate onClose hooks last-added first): the job under way finishes, the
  // ad server applies the beacons it logged, then the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailer.close();
    await authUsers.stop();
    await adServer.stop();
    await redis?.quit().catch(() => redis.disconnect());
    if (!opts.database) await database.close();
  });
  // Graceful shutdown: requests under way finish, and their keep-alive connections close after the answer.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback, not an async function: no promise per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  registerNoStore(app);

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'https://www.google.com/recaptcha/', ...hostedPaymentOrigin(config)],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);

  registerHealth(app);
  await app.register(jwksRoutes);
  if (mailer instanceof OutboxMailer) {
    app.log.warn('no SMTP_URL: mails are kept in the outbox and readable by anyone at /dev/mail');
    await app.register(devMailRoutes(mailer));
  }
  if (payments.routes) await app.register(payments.routes);
  // The ad server's public endpoints (issue 5): the tag, the decision and the beacons, for publisher pages.
  const adsFront = createAdsFront({
    serving: adServer.serving,
    publicUrl: config.PUBLIC_URL.replace(/\/$/, ''),
    geoHeader: config.GEO_HEADER,
    geoCountryHeader: config.GEO_COUNTRY_HEADER,
    geoCityHeader: config.GEO_CITY_HEADER,
    locateIp: config.GEO_IP_DATABASE
      ? createIpLocator({
          onLoad: (info) =>
            app.log.info(info, 'IP geolocation database read (visitors the CDN did not locate)'),
        })
      : null,
    trustProxy: config.TRUST_PROXY,
    closing: () => closing,
    onError: (error) => app.log.error({ err: error }, 'ad server endpoint failed'),
  });
  await app.register(adsRoutes(adsFront));
  await app.register(
    async (api) => {
      // Before every route: viewAs is taken out of the query and body, and checked (issue 16).
      registerViewAs(api);
      // Decision 0029: the member's role against the route's capability, once, after the guard and view-as.
      registerRoleCheck(api);
      // Issue 32: an API key in a query string is refused; creates honour Idempotency-Key (before compression).
      registerApiKeyQueryRefusal(api);
      // Issue 32 §5: per key, session or address, with RateLimit-* headers; in Redis with REDIS_URL.
      registerApiRateLimit(api, { config, redis });
      registerIdempotency(api);
      // The API's answers compressed for clients that ask (a browser on a phone).
      registerCompression(api);
      await api.register(pagesRoutes);
      await api.register(settingsRoutes);
      await api.register(accountsRoutes);
      await api.register(twoFactorRoutes);
      await api.register(usersRoutes);
      await api.register(apiKeysRoutes);
      await api.register(targetingRoutes);
      await api.register(catalogueRoutes);
      await api.register(audiencesRoutes);
      await api.register(paymentsRoutes);
      await api.register(ordersRoutes);
      await api.register(reviewRoutes);
      await api.register(invoicesRoutes);
      await api.register(invoicePaymentRoutes);
      await api.register(metricsRoutes);
      await api.register(vouchersRoutes);
      await api.register(adminVouchersRoutes);
      await api.register(exportsRoutes);
      await api.register(adminUsersRoutes);
      await api.register(auditRoutes);
      await api.register(adminAuditRoutes);
      await api.register(agenciesRoutes);
      await api.register(memberInvitationsRoutes);
      await api.register(adminAgenciesRoutes);
      await api.register(adminBillingRoutes);
      await api.register(webhooksRoutes);
      await api.register(teamsRoutes);
      // Multipart (creative files) only under /api/v2, with limits: over one is a 413, never a 500.
      await api.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
      await api.register(creativesRoutes);
    },
    { prefix: '/api/v2' },
  );

  await seedStaticPages(database.db);
  await bootstrapAdmin(accountsDeps(app));
  await registerSpa(app, config.WEB_DIST);
  front = adsFront.handle;
  const billing = { ...chargeDeps(app), adServer, timeZone: config.TIMEZONE };
  registerBillingJobs(jobs, billing);
  registerExportJobs(app.dataExports);
  registerDeliveryNotices(jobs, ordersDeps(app));
  registerMailJob(jobs, mailer);
  registerWebhooks(app);
  registerCompletionEvents(jobs, ordersDeps(app));
  jobs.start();
  app.setNotFoundHandler((request, reply) => {
    // HEAD as GET (issue 28): uptime monitors and link checkers ask the app's pages with HEAD; Node sends no body.
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && !request.url.startsWith('/api/') && app.hasDecorator('sendSpa')) {
      const spa = app as unknown as { sendSpa: (q: typeof request, r: typeof reply) => unknown };
      return spa.sendSpa(request, reply);
    }
    throw new AppError('NOT_FOUND', { message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}

/** The card processor's hosted page may be framed by the portal when it lives on another origin. */
function hostedPaymentOrigin(config: Config): string[] {
  return config.PAYMENT_HT_URL && URL.canParse(config.PAYMENT_HT_URL)
    ? [new URL(config.PAYMENT_HT_URL).origin]
    : [];
}
