import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { compile as compileTrust } from '@fastify/proxy-addr';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { clearsAcrossInstances, createListCache } from './modules/catalog/listCache';
import { listCategories } from './modules/catalog/repository';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { HttpError } from './lib/httpError';
import { adminArrivalRequestRoutes } from './modules/admin/arrivalRequestRoutes';
import { adminBookingRoutes } from './modules/admin/bookingRoutes';
import { adminDisputeRoutes, customerDisputeRoutes } from './modules/disputes/routes';
import { adminMoneyRoutes } from './modules/money/routes';
import { adminInvoiceRoutes, customerInvoiceRoutes, partnerInvoiceRoutes } from './modules/invoices/routes';
import { partnerStatementRoutes } from './modules/statements/routes';
import { adminEnquiryRoutes } from './modules/admin/enquiryRoutes';
import { adminRoutes } from './modules/admin/routes';
import { adminServiceApprovalRoutes } from './modules/admin/serviceApprovalRoutes';
import { opsRoutes } from './modules/ops/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalog/routes';
import { customerRoutes } from './modules/customers/routes';
import { devRoutes } from './modules/dev/routes';
import { enquiryRoutes } from './modules/enquiries/routes';
import { partnerRoutes } from './modules/partner/account/routes';
import { partnerCodeRoutes } from './modules/partner/account/codeRoutes';
import type { GeocodingProvider } from './modules/geo/provider';
import { geoRoutes } from './modules/geo/routes';
import { createGeocodingProvider } from './modules/geo/service';
import { healthRoutes } from './modules/health/routes';
import { mediaFileRoutes } from './modules/media/routes';
import { createMediaLinks } from './modules/media/links';
import { MediaStore, PD_MEDIA } from './modules/media/store';
import { imageRoutes } from './modules/images/routes';
import { partnerBookingRoutes } from './modules/partner/bookings/routes';
import { partnerPdJobRoutes } from './modules/partner/pdJobs/routes';
import { partnerPlaceRoutes } from './modules/partner/places/routes';
import { partnerServiceRoutes } from './modules/partner/services/routes';
import { partnerEarningRoutes } from './modules/partner/earnings/routes';
import { notificationRoutes, partnerNotificationRoutes } from './modules/notifications/routes';
import { registerLiveHub } from './modules/live/plugin';
import type { LiveWakeups } from './modules/live/hub';
import { liveRoutes } from './modules/live/routes';
import { opsPageRoutes } from './modules/pages/opsRoutes';
import { pagesRoutes } from './modules/pages/routes';
import { accountPlaceRoutes, servedPlaceRoutes } from './modules/places/routes';
import { registerPayments } from './modules/payments/plugin';
import { createPaymentProvider, createPayoutProvider } from './modules/payments/createProvider';
import type { PayoutProvider } from './modules/payouts/provider';
import { releaseOpsRoutes } from './modules/releases/opsRoutes';
import { createCanaryWatch } from './modules/releases/autoRollback';
import { registryForRequest } from './modules/releases/browserRegistry';
import { rolloutKey } from './modules/releases/rollout';
import { createTelemetryVoter } from './modules/releases/telemetryVoter';
import { releaseRoutes } from './modules/releases/routes';
import type { PaymentProvider } from './modules/payments/provider';
import { opsReportRoutes } from './modules/reports/opsRoutes';
import { reportsRoutes } from './modules/reports/routes';
import { servicesRoutes } from './modules/services/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { accountForToken } from './modules/sessions/service';
import { getPage } from './modules/pages/service';
import { createShellPageRenderer } from './modules/shellPage/shellPage';
import { BOOT_SCRIPT_PATH, sendBootScript } from './modules/shellPage/bootScript';
import { telemetryRoutes, type AfterRemoteEvents } from './modules/telemetry/routes';
import { fileRoutes } from './modules/media/profilePhotoRoutes';
import { UploadStore } from './modules/media/uploadStore';
import { registerBodyDeadlines } from './http/bodyDeadline';
import { registerMultipart } from './http/multipartBody';
import { registerOpenApi } from './http/openapi';
import { createSerializerCompiler } from './http/serialization';
import { validatorCompiler } from './http/validation';
import { registerAuth, SESSION_COOKIE } from './plugins/auth';
import { registerLanguage } from './plugins/language';
import { saveAccountLanguage, setLanguageCookie } from './modules/sessions/language';
import { registerOpsAudit } from './plugins/opsGuard';
import { registerDatabase } from './plugins/db';
import { clientRequestId } from './lib/requestId';
import { registerErrorHandler, sendError } from './plugins/errorHandler';
import { registerLifecycle } from './plugins/lifecycle';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { registerRateLimits } from './plugins/rateLimitStore';
import { closeRedis, connectRedis } from './plugins/redis';
import { registerSecurityHeaders, securityHeaderWriter } from './plugins/security';
import { registerStaticFiles } from './plugins/static';
import { createSmsProvider, type SmsProvider } from './providers/sms';
import { registerJobWorkers } from './modules/jobs/workers';
import { named } from './http/pluginName';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Defaults to the system clock; tests pass their own to move time without sleeping. */
  clock?: Clock;
  /** Defaults to the provider config.sms names. */
  sms?: SmsProvider;
  /** Defaults to the provider config.geocoding names. */
  geocoder?: GeocodingProvider;
  /** Defaults to the provider config.payments names: Razorpay with keys, else the local sandbox. */
  payments?: PaymentProvider;
  /** Partners' payouts (issue 38): RazorpayX or the sandbox by configuration unless given. */
  payouts?: PayoutProvider;
  /** Told about every stored batch of remote telemetry events; defaults to the canary watch
   *  that rolls back a canary failing above its threshold. */
  afterRemoteEvents?: AfterRemoteEvents;
  /** Issue 40: the database's wake-up at each commit of live events (LISTEN); without it each
   *  instance looks for them every LIVE_EVENTS_SWEEP_MS. */
  liveWakeups?: LiveWakeups;
}

const ONE_MEGABYTE = 1024 * 1024;

/**
 * Fastify reads a hop count only as a function (its types have no number). A list of balancers
 * is believed for the last hop only: the balancer's peer is the client. Given the list itself,
 * Fastify would walk on through X-Forwarded-For while the addresses are in it, so a client on
 * the balancer's own host (loopback, like the balancer) could name any address it liked.
 */
function trustProxyOption(trust: Config['trustProxy']): boolean | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  if (typeof trust === 'boolean') return trust;
  const isBalancer = compileTrust(trust);
  return (address, hop) => hop === 0 && isBalancer(address, hop);
}

/** The whole HTTP server, without listening: main.ts listens, tests use `app.inject()`. */
export function buildApp({ config, db, clock = systemClock, sms, geocoder, payments, payouts, afterRemoteEvents, liveWakeups }: AppOptions): FastifyInstance {
  const writeSecurityHeaders = securityHeaderWriter({ razorpayCheckout: config.payments.razorpay !== null });
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: ONE_MEGABYTE,
    // How long a client may take (docs/decisions/0036-request-timeouts-and-upload-caps.md); a
    // body's own deadline is registerBodyDeadlines'.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    connectionTimeout: config.timeouts.idleMs,
    // A start hook (the job queue's, the live hub's, the list cache's subscription) may take more
    // than Fastify's 10 s on a loaded 2-core machine: seen in CI, an instance of the cluster then
    // failed its start altogether. Slow is not broken; readiness says when it can serve.
    pluginTimeout: 30_000,
    // Node checks the header and request timeouts this often (30 s by default).
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: Math.max(50, Math.min(5000, config.timeouts.headersMs / 4)) },
    // Behind a load balancer request.ip, which rate limits and OTP caps key on, must be the client's.
    trustProxy: trustProxyOption(config.trustProxy),
    // A client's id is kept only when short and plain: it is echoed and written to every log line.
    requestIdHeader: false,
    genReqId: (request) => clientRequestId(request.headers['x-request-id']) ?? randomUUID(),
    // Answers given before routing (a URL that cannot be decoded) get the API's error shape and
    // the security headers like every other response.
    frameworkErrors: (error, request, reply) => {
      writeSecurityHeaders(request.raw, reply.raw);
      reply.header('x-request-id', request.id);
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return sendError(reply, status, {}, status === 400 ? 'Bad Request' : error.message);
    },
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  if (!config.otpSecret && config.nodeEnv === 'production') {
    app.log.warn('OTP_SECRET is not set: codes sent before a restart stop working, and instances cannot share codes');
  }
  // One Redis for the instance (rate limits, list cache clears, readiness), closed last.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  const clearChannel = redis ? clearsAcrossInstances(redis, `${config.redisKeyPrefix}list-cache:clear`, app.log) : undefined;
  if (redis) {
    // Ready once subscribed to the other instances' list-cache clears, so none is missed.
    app.addHook('onReady', async () => {
      await clearChannel?.subscribed;
    });
    app.addHook('onClose', async () => {
      await clearChannel?.close();
      await closeRedis(redis);
    });
  }
  const uploadsRoot = path.join(config.dataDir, 'uploads');
  const otpKey = config.otpSecret ? Buffer.from(config.otpSecret) : randomBytes(32);
  const metrics = createMetrics();
  const context: AppContext = {
    config,
    db,
    clock,
    sms: sms ?? createSmsProvider(config, db, app.log),
    uploads: new UploadStore(uploadsRoot),
    media: new MediaStore(uploadsRoot),
    pdMedia: new MediaStore(uploadsRoot, PD_MEDIA),
    otpKey,
    mediaLinks: createMediaLinks(otpKey, clock),
    listCache: createListCache(config.listCacheSeconds, clearChannel, metrics.listCache),
    geocoder: geocoder ?? createGeocodingProvider(config.geocoding),
    redis,
    metrics,
    payments: payments ?? createPaymentProvider(config.payments, otpKey, db),
    payouts: payouts ?? createPayoutProvider(config.payments, db),
  };
  // First: its onReady loads every catalogue before the job workers start writing texts.
  registerLanguage(app);
  const lifecycle = registerLifecycle(app);
  registerJobWorkers(app, context);
  const liveHub = registerLiveHub(app, context, liveWakeups);
  const releaseOptions = { releasesDir: config.releasesDir, secureCookies: config.nodeEnv === 'production', rolloutKey: rolloutKey(context.otpKey) };

  registerDatabase(app, db);
  registerErrorHandler(app);
  registerSecurityHeaders(app, writeSecurityHeaders);
  // Every route's zod schemas check what comes in and write what goes out (docs/architecture.md §11).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ checkAnswers: config.nodeEnv !== 'production' }));
  registerOpenApi(app);
  if (config.metricsToken) registerMetrics(app, { metrics, token: config.metricsToken, db });
  app.register(
    named(async function apiRoutes(api: FastifyInstance) {
      await api.register(compress, { threshold: 1024 });
      // Off by default; routes that anyone can call without a session opt in with their own limit.
      await registerRateLimits(api, context);
      // Multipart bodies are read only by the routes that take them (http/multipartBody.ts).
      registerMultipart(api);
      registerBodyDeadlines(api, config.timeouts);
      await registerAuth(api, context);
      registerOpsAudit(api, context);
      await api.register(named(healthRoutes), { redis, lifecycle });
      await api.register(named(pagesRoutes));
      await api.register(named(servicesRoutes));
      await api.register(named(reportsRoutes), { reportsPerHour: config.reportsPerHour });
      const canaryWatch = createCanaryWatch({ releasesDir: config.releasesDir, db, clock, log: app.log, minBrowsers: config.autoRollbackMinBrowsers });
      const voterFor = createTelemetryVoter({ releasesDir: config.releasesDir, rolloutKey: releaseOptions.rolloutKey });
      await api.register(named(telemetryRoutes), { ...context, afterStore: afterRemoteEvents ?? canaryWatch, voterFor });
      await api.register(named(catalogueRoutes), { nearRadiusKm: config.nearRadiusKm, listCache: context.listCache });
      await api.register(named(geoRoutes), { geocoder: context.geocoder });
      await api.register(named(imageRoutes));
      await api.register(named(sessionRoutes), { db, secureCookies: releaseOptions.secureCookies });
      await api.register(named(fileRoutes), context);
      await api.register(named(mediaFileRoutes), context);
      await api.register(named(customerRoutes), { ...context, prefix: '/user' });
      await api.register(named(cartRoutes), { ...context, prefix: '/user' });
      await api.register(named(bookingRoutes), { ...context, prefix: '/user' });
      await api.register(named(customerDisputeRoutes), { ...context, prefix: '/user' });
      await api.register(named(notificationRoutes), { ...context, prefix: '/user' });
      await api.register(named(liveRoutes), { db, hub: liveHub });
      await api.register(named(enquiryRoutes), { ...context, prefix: '/user' });
      await api.register(named(accountPlaceRoutes), { ...context, prefix: '/user' });
      await api.register(named(customerInvoiceRoutes), { ...context, prefix: '/user' });
      await api.register(named(servedPlaceRoutes), { db, arrivalRequestsPerHour: config.reportsPerHour, nearRadiusKm: config.nearRadiusKm });
      await registerPayments(api, context);
      await api.register(named(partnerRoutes), { ...context, prefix: '/employee' });
      await api.register(named(partnerCodeRoutes), { ...context, prefix: '/employee' });
      await api.register(named(partnerBookingRoutes), { ...context, prefix: '/employee' });
      await api.register(named(partnerNotificationRoutes), { ...context, prefix: '/employee' });
      await api.register(named(partnerPlaceRoutes), { ...context, prefix: '/employee' });
      await api.register(named(partnerEarningRoutes), { ...context, prefix: '/employee' });
      await api.register(named(partnerInvoiceRoutes), { ...context, prefix: '/employee' });
      await api.register(named(partnerStatementRoutes), { ...context, prefix: '/employee' });
      await api.register(named(partnerServiceRoutes), { ...context, prefix: '/employee' });
      await api.register(named(partnerPdJobRoutes), { ...context, prefix: '/employee' });
      await api.register(named(opsRoutes), { ...context, prefix: '/admin' });
      await api.register(named(adminRoutes), { ...context, prefix: '/admin' });
      await api.register(named(releaseOpsRoutes), { ...context, prefix: '/admin' });
      await api.register(named(adminBookingRoutes), { ...context, prefix: '/admin' });
      await api.register(named(adminDisputeRoutes), { ...context, prefix: '/admin' });
      await api.register(named(adminMoneyRoutes), { ...context, prefix: '/admin' });
      await api.register(named(adminInvoiceRoutes), { ...context, prefix: '/admin' });
      await api.register(named(adminServiceApprovalRoutes), { ...context, prefix: '/admin' });
      await api.register(named(adminEnquiryRoutes), { ...context, prefix: '/admin' });
      await api.register(named(adminArrivalRequestRoutes), { ...context, prefix: '/admin' });
      await api.register(named(opsReportRoutes), { ...context, prefix: '/admin' });
      await api.register(named(opsPageRoutes), { ...context, prefix: '/admin' });
      if (config.devOutbox) await api.register(named(devRoutes), context);
    }),
    { prefix: '/api' },
  );
  app.register(named(releaseRoutes), releaseOptions);
  app.register(named(async function shellPagesAndFiles(files: FastifyInstance) {
    await files.register(cookie);
    const sendShellPage = createShellPageRenderer({
      log: app.log,
      shellDir: config.shellDir,
      releasesDir: config.releasesDir,
      registryFor: (request, reply) => registryForRequest(request, reply, releaseOptions),
      // Only a page that is not there is none (then 404); a failed read is the server's error.
      contentPage: (slug) => getPage(db, slug).catch((error: unknown) => (error instanceof HttpError && error.statusCode === 404 ? null : Promise.reject(error))),
      // Hints only: a failed read preloads less, it never fails the page.
      categoryIds: () => listCategories(db).then((categories) => categories.map((category) => category.id), () => []),
      // In-process, with the visitor's cookies: the read is the one their browser would make.
      readApi: async (request, url) => {
        const reply = await app.inject({ method: 'GET', url, headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' } });
        return { status: reply.statusCode, headers: reply.headers, body: reply.body };
      },
      keepChosenLanguage: async (reply, language, account) => {
        setLanguageCookie(reply, language, releaseOptions.secureCookies);
        if (account && account.language !== language) await saveAccountLanguage(db, account.userId, language);
      },
      accountFor: async (request) => {
        const token = request.cookies[SESSION_COOKIE];
        return token && token.length <= 200 ? ((await accountForToken(db, clock, token)) ?? null) : null;
      },
    });
    files.get(BOOT_SCRIPT_PATH, sendBootScript);
    await registerStaticFiles(files, config, sendShellPage);
  }));

  return app;
}
