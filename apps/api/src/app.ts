import cookiePlugin from '@fastify/cookie';
import rateLimitPlugin from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { trustedProxies, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerApiReference } from './http/api-reference.ts';
import { registerAuth } from './http/auth.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { shopValidatorCompiler } from './http/validator.ts';
import { registerRequestIds, requestIdGenerator } from './http/request-id.ts';
import { LoginThrottle } from './http/login-throttle.ts';
import { deleteEndedAttempts } from './db/login-attempts.ts';
import { forgetIdempotentRequests } from './db/idempotency.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from './http/idempotent.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { redactUrl } from './http/redact.ts';
import { registerSecurity } from './http/security.ts';
import { registerStaticWeb } from './http/static-web.ts';
import { loadPrerender } from './http/prerendered-pages.ts';
import { registerUploads } from './http/uploads.ts';
import { BackgroundWork } from './lib/background.ts';
import { FileStore } from './db/file-store.ts';
import { SessionTokens } from './lib/jwt.ts';
import { Jobs } from './lib/jobs/jobs.ts';
import { createMailer } from './lib/mail/mailer.ts';
import { scheduleBackups } from './lib/backups/nightly-backups.ts';
import { ShopMetrics } from './lib/metrics/metrics.ts';
import { metricsAccess } from './lib/metrics/metrics-access.ts';
import { metricsRoutes, timeRequests } from './lib/metrics/metrics.routes.ts';
import { hashingQueue } from './lib/passwords.ts';
import { OutboxWorker } from './lib/mail/outbox-worker.ts';
import { AccountSlots } from './lib/pdf/account-slots.ts';
import { PdfPool } from './lib/pdf/pdf-pool.ts';
import { outboxBacklog, purgeSentMails } from './lib/mail/outbox.repository.ts';
import { deleteEndedWindows } from './db/window-counter.ts';
import { addressesRoutes, licenceAdminRoutes } from './modules/addresses/addresses.routes.ts';
import { ageGateRoutes } from './modules/age-gate/age-gate.routes.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { SessionActivity } from './modules/auth/session-devices.ts';
import { sessionDevicesRoutes } from './modules/auth/session-devices.routes.ts';
import { bugReportsRoutes } from './modules/bug-reports/bug-reports.routes.ts';
import { galleryRoutes } from './modules/gallery/gallery.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { CatalogCache } from './modules/catalog/catalog.cache.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { pricingAdminRoutes } from './modules/pricing/pricing.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { productPageHead } from './modules/seo/seo.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { creditNotesRoutes, invoiceCreditNoteRoutes } from './modules/documents/credit-notes.routes.ts';
import { isafRoutes } from './modules/isaf/isaf.routes.ts';
import { accountingRoutes } from './modules/accounting/accounting.routes.ts';
import { isafPeriodsRoutes } from './modules/isaf/isaf-periods.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { stockHistoryRoutes } from './modules/stock-history/stock-history.routes.ts';
import { companyRoutes, invoicesRoutes, orderDocumentsRoutes, preInvoicesRoutes } from './modules/documents/documents.routes.ts';
import { bankStatementRoutes } from './modules/payments/bank-statement.routes.ts';
import { documentPaymentRoutes, paymentsRoutes } from './modules/payments/payments.routes.ts';
import { accountRoutes, receivablesRoutes } from './modules/receivables/receivables.routes.ts';
import { paymentRemindersRoutes } from './modules/payments/payment-reminders.routes.ts';
import { documentAttachment } from './modules/documents/documents.service.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { withTwoFactorState } from './modules/two-factor/two-factor.service.ts';
import { orderNotesRoutes } from './modules/order-notes/order-notes.routes.ts';
import { priceListRoutes } from './modules/price-list/price-list.routes.ts';
import { stockAlertsRoutes } from './modules/stock-alerts/stock-alerts.routes.ts';
import { findSessionUser } from './modules/auth/sessions.repository.ts';
import { toUser } from './modules/users/users.repository.ts';
import { usersAdminRoutes } from './modules/users/users.routes.ts';
import { creditAdminRoutes } from './modules/credit/credit.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work requests started and did not wait for; tests wait for it before reading the outbox. */
    backgroundWork: BackgroundWork;
    /** The mail outbox's worker; tests make it deliver what is due before reading the mails. */
    mailOutbox: OutboxWorker;
    /** The periodic jobs (tests that count statements stop them). */
    jobs: Jobs;
    /** The threads that draw PDFs (tests see them end with the app). */
    pdfPool: PdfPool;
  }
}

interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** The clock documents are dated by (default: the real one). */
  now?: () => Date;
  /** Told of every route as it is declared (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole application without listening, so tests can use app.inject. */
export async function buildApp({ config, database, serveWeb = true, now = () => new Date(), onRoute }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(config.trustProxy),
    // X-Request-Id: a trusted proxy's when sane, else a new UUID (http/request-id.ts, decision 109).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    routerOptions: { maxParamLength: 500 },
    forceCloseConnections: false,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(shopValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestIds(app);
  await registerSecurity(app, config);
  // Cookies are read as `request.cookies` (the language chosen and the signed-in hint of prerendering, decision 107).
  await app.register(cookiePlugin);
  await app.register(rateLimitPlugin, { global: false, store: databaseRateLimitStore(database.db) });
  // Prometheus metrics (decision 110): every request timed, before any route is added, when someone may read them.
  const metrics = new ShopMetrics({ processMetrics: metricsAccess(config.metrics) !== null });
  timeRequests(app, config, metrics);
  const files = new FileStore(database.db);
  await registerUploads(app, files);

  const background = new BackgroundWork(app.log);
  app.decorate('backgroundWork', background);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const jobs = new Jobs(database, app.log);
  const outbox = new OutboxWorker({
    ...database,
    mailer,
    log: app.log,
    renderAttachment: (ref) => documentAttachment(ctx, ref),
    retryMs: config.mailRetryMs,
    onFailed: (outcome) => metrics.mailsFailed.inc({ outcome }),
  });
  const catalogCache = new CatalogCache(database.changes);
  const pdfPool = new PdfPool({ threads: config.pdf.threads, maxQueue: config.pdf.maxQueue });
  // Until other instances' changes are heard, nothing is kept (at most 3 s: then it starts uncached).
  await database.listening(3000);
  const ctx: AppContext = {
    config,
    db: database.db,
    reads: database.reads,
    engine: database.engine,
    outbox,
    jobs,
    files,
    sessionTokens: new SessionTokens(config.jwtSecret, config.jwtExpiresIn),
    loginThrottle: new LoginThrottle(database),
    background,
    catalogCache,
    metrics,
    pdf: { pool: pdfPool, requests: new AccountSlots(config.pdf.perAccount) },
    now,
  };
  // The outbox is looked at right after this process commits a mail, and every few seconds for the others'.
  database.changes.onChange('mail', () => outbox.wake());
  app.decorate('mailOutbox', outbox);
  app.decorate('jobs', jobs);
  app.decorate('pdfPool', pdfPool);
  outbox.start();
  jobs.every('purge-sent-mails', 24 * 60 * 60 * 1000, async () => void (await purgeSentMails(ctx.db, ctx.now())));
  jobs.every('forget-ended-counters', 60 * 60 * 1000, async () => {
    await deleteEndedWindows(ctx.db, Date.now());
    await deleteEndedAttempts(ctx.db, Date.now());
    await forgetIdempotentRequests(ctx.db, new Date(ctx.now().getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString());
  });
  if (config.backups) scheduleBackups(jobs, { dataDir: config.dataDir, ...config.backups, log: app.log });
  metrics.watch({
    poolUse: database.poolUse,
    outboxBacklog: () => outboxBacklog(ctx.db),
    hashing: hashingQueue,
    cacheLookups: () => catalogCache.lookups,
  });
  // Closing begins (SIGTERM): no new job runs and no new mail is claimed, and the outbox hands back
  // the mails it claimed and has not begun, so another instance sends them while requests here
  // finish (decision 109). Not waited for: the listener closes at once.
  app.addHook('preClose', async () => {
    void jobs.stop();
    void outbox.stop();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await background.idle();
    await outbox.stop();
    // After the outbox: a mail being sent may still be drawing its attachment.
    await pdfPool.close();
    mailer.close();
  });

  const loadSessionUser = async (userId: number, sessionId: string) => {
    const row = await findSessionUser(ctx.db, userId, sessionId);
    return row && !row.anonymised_at ? { user: toUser(row), tokenVersion: row.token_version } : null;
  };
  // A session's last use, for the devices list: at most once a minute, after the answer (decision 090).
  const sessionActivity = new SessionActivity(ctx);
  registerAuth(app, {
    tokens: ctx.sessionTokens,
    // Read on every request, from memory until a user or session changes on any instance (decision 022).
    loadUser: async ({ userId, sessionId }) => {
      const version = ctx.catalogCache.version('accounts');
      const found = await ctx.catalogCache.remember('accounts', version, `session:${userId}:${sessionId}`, () => loadSessionUser(userId, sessionId));
      // Whether a member of staff must first set up two-factor sign-in follows the shop's setting at once (decision 094).
      return found && { user: await withTwoFactorState(ctx, { ...found.user }), tokenVersion: found.tokenVersion };
    },
    // A token's expiry less its lifetime is when it was signed: at login, last use was written then.
    seen: (sessionId, tokenExpiresAt) => sessionActivity.seen(sessionId, tokenExpiresAt - ctx.sessionTokens.lifetimeMs),
  });

  // Before the API's routes: the published reference sees every one of them (decision 106).
  await registerApiReference(app, config);
  await app.register(
    async (api) => {
      await registerCompression(api);
      await api.register((scope) => healthRoutes(scope, ctx), { prefix: '/health' });
      await api.register((scope) => metricsRoutes(scope, config, metrics), { prefix: '/metrics' });
      await api.register((scope) => authRoutes(scope, ctx), { prefix: '/auth' });
      await api.register((scope) => sessionDevicesRoutes(scope, ctx), { prefix: '/auth/sessions' });
      await api.register((scope) => twoFactorRoutes(scope, ctx), { prefix: '/auth/mfa' });
      await api.register((scope) => usersAdminRoutes(scope, ctx), { prefix: '/users/admin' });
      await api.register((scope) => staffRoutes(scope, ctx), { prefix: '/staff' });
      await api.register((scope) => addressesRoutes(scope, ctx), { prefix: '/users/addresses' });
      await api.register((scope) => licenceAdminRoutes(scope, ctx), { prefix: '/users/admin' });
      await api.register((scope) => creditAdminRoutes(scope, ctx), { prefix: '/users/admin' });
      await api.register((scope) => catalogRoutes(scope, ctx), { prefix: '/products' });
      await api.register((scope) => priceListRoutes(scope, ctx), { prefix: '/products' });
      await api.register((scope) => stockAlertsRoutes(scope, ctx), { prefix: '/products' });
      await api.register((scope) => cartRoutes(scope, ctx), { prefix: '/cart' });
      await api.register((scope) => ordersRoutes(scope, ctx), { prefix: '/orders' });
      await api.register((scope) => orderDocumentsRoutes(scope, ctx), { prefix: '/orders' });
      await api.register((scope) => orderNotesRoutes(scope, ctx), { prefix: '/orders' });
      await api.register((scope) => invoicesRoutes(scope, ctx), { prefix: '/invoices' });
      await api.register((scope) => invoiceCreditNoteRoutes(scope, ctx), { prefix: '/invoices' });
      await api.register((scope) => isafRoutes(scope, ctx), { prefix: '/invoices' });
      await api.register((scope) => accountingRoutes(scope, ctx), { prefix: '/invoices' });
      await api.register((scope) => isafPeriodsRoutes(scope, ctx), { prefix: '/invoices' });
      await api.register((scope) => creditNotesRoutes(scope, ctx), { prefix: '/credit-notes' });
      await api.register((scope) => auditRoutes(scope, ctx), { prefix: '/audit-log' });
      await api.register((scope) => stockHistoryRoutes(scope, ctx), { prefix: '/products' });
      await api.register((scope) => companyRoutes(scope, ctx), { prefix: '/company' });
      await api.register((scope) => preInvoicesRoutes(scope, ctx), { prefix: '/pre-invoices' });
      await api.register((scope) => documentPaymentRoutes('invoice')(scope, ctx), { prefix: '/invoices' });
      await api.register((scope) => documentPaymentRoutes('pre_invoice')(scope, ctx), { prefix: '/pre-invoices' });
      await api.register((scope) => paymentsRoutes(scope, ctx), { prefix: '/payments' });
      await api.register((scope) => bankStatementRoutes(scope, ctx), { prefix: '/payments' });
      await api.register((scope) => receivablesRoutes(scope, ctx), { prefix: '/invoices' });
      await api.register((scope) => accountRoutes(scope, ctx), { prefix: '/account' });
      await api.register((scope) => paymentRemindersRoutes(scope, ctx), { prefix: '/invoices' });
      await api.register((scope) => dashboardRoutes(scope, ctx), { prefix: '/dashboard' });
      await api.register((scope) => pricingAdminRoutes(scope, ctx), { prefix: '/pricing/admin' });
      await api.register((scope) => settingsRoutes(scope, ctx), { prefix: '/settings' });
      await api.register((scope) => ageGateRoutes(scope, ctx), { prefix: '/age-gate' });
      await api.register((scope) => translationsRoutes(scope, ctx), { prefix: '/translations' });
      await api.register((scope) => galleryRoutes(scope, ctx), { prefix: '/gallery' });
      await api.register((scope) => bugReportsRoutes(scope, ctx), { prefix: '/bug-reports' });
    },
    { prefix: '/api' },
  );

  await app.register(async (site) => {
    await registerCompression(site);
    await seoRoutes(site, ctx);
  });
  if (serveWeb) {
    const prerender = await loadPrerender(config.webDistDir);
    // Its own scope: the prerendered pages are compressed on the fly, the app's files were at build.
    await app.register(async (site) => {
      await registerCompression(site);
      await registerStaticWeb(site, config.webDistDir, { pageHead: (pathname) => productPageHead(ctx, pathname), prerender });
    });
  }
  return app;
}
