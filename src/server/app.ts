import formbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { systemClock, type Clock } from './clock.ts';
import { DEFAULT_ACCOUNT_SESSIONS, DEFAULT_LOGIN_THROTTLE, DEFAULT_LOOKUP_LIMIT, DEFAULT_RECIPIENT_MAIL_LIMITS, DEFAULT_WRITE_LIMIT, loadPaymentsConfig, type Config, type StaffSignOnConfig } from './config.ts';
import { StaffIssuer } from './auth/staff-issuer.ts';
import { StaffSignOn } from './services/staff/staff-sign-on.ts';
import { DatabaseUnavailable, type Db } from './db/index.ts';
import type { FlowRules } from '../engine/flow/flow-rules.ts';
import { replaceableFlowRules } from '../engine/flow/replaceable-rules.ts';
import { REQUEST_VALIDATION, registerContract } from './http/contract.ts';
import { lazyCompilers } from './http/lazy-compilers.ts';
import { HttpError, httpErrorOf, schemaRefusal } from './http/errors.ts';
import { requestLogFields } from './http/log-redaction.ts';
import { requestIdOf } from './http/request-id.ts';
import { loadFlowRules } from '../engine/flow/load.node.ts';
import { MailDelivery } from './mail/delivery.ts';
import { createMailTransport } from './mail/transport.ts';
import { createGateway } from './payments/index.ts';
import { registerAccountSession } from './plugins/account-session.ts';
import { registerApiAuth } from './plugins/api-auth.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders, setHeadersBeforeRouting } from './plugins/security-headers.ts';
import { registerServerDate } from './plugins/server-date.ts';
import { registerOverloadLimit } from './plugins/overload.ts';
import { registerStopping } from './plugins/stopping.ts';
import { registerValidText } from './plugins/valid-text.ts';
import { accountNotFoundPage, accountPagesRoutes, pagesRoutes, registerRoutes } from './http/register-routes.ts';
import { wantsPage } from './pages/account-page.ts';
import { createBookingSessions, type BookingSessions } from './services/booking-sessions/index.ts';
import { createBookingServices } from './services/bookings/index.ts';
import { createGuestServices } from './services/guests/index.ts';
import type { PreOrderLockNotices } from './services/guests/lock-notices.ts';
import { createSocietyServices } from './services/societies/index.ts';
import { createBarServices } from './services/bars/index.ts';
import { createStudentServices } from './services/students/index.ts';
import { createMenuServices } from './services/menus/index.ts';
import { temporaryStore, type DocumentStore } from './documents/store.ts';
import { Vouchers } from './services/vouchers/vouchers.ts';
import { createAppExtras, type AppExtras } from './services/app-extras.ts';
import { createCheckInServices, type CheckInServices } from './services/check-ins/index.ts';
import { GuestPreOrders } from './services/pre-orders/index.ts';
import { managerOf } from './services/guests/managers.ts';
import { CatalogueStore } from './services/catalogue-store.ts';
import { createCustomerServices, type CustomerServices } from './services/customers/index.ts';
import { createPaymentServices, type PaymentServices } from './services/payments/index.ts';
import { BRANDS, DEVELOPMENT_ORIGINS } from '../engine/i18n/brand.ts';
import type { LiveReload } from './live/live-reload.ts';
import liveRoute from './routes/dev/live.ts';
import healthRoute from './routes/health.ts';
import readyRoute from './routes/ready.ts';
import { Readiness } from './services/operations/readiness.ts';
import { ServerMetrics } from './services/operations/metrics.ts';
import metricsRoute from './routes/metrics.ts';
import flowPreviewRoute from './routes/demo/preview/[flow].ts';
import flowGraphRoute from './routes/demo/preview/[flow]/graph.svg.ts';
import flowPreviewScriptRoute from './routes/demo/preview.js.ts';
import controlFlowRoute from './routes/control/booking-types/[id]/flow.ts';
import { BookingTypeFlows } from './services/booking-types/flow-change.ts';
import liveValidatorRoute from './routes/dev/live/validators/[hash].js.ts';

export interface AppOptions {
  db: Db;
  config: Pick<Config, 'apiKeys' | 'publicUrl'> & Partial<Pick<Config, 'production' | 'logLevel' | 'payments' | 'devMailbox' | 'lookupLimit' | 'writeLimit' | 'redisUrl' | 'trustProxy' | 'loginThrottle' | 'recipientMailLimits' | 'accountSessions' | 'smtpUrl' | 'mailFrom' | 'mailFromByBrand' | 'googleSignIn' | 'postcodeLookupUrl' | 'liveReload' | 'metricsToken' | 'overloadDelayMs'>>;
  /** The staff sign-on issuer (the development issuer once started, or OIDC_ISSUER's); absent: no staff login. */
  staffSignOn?: StaffSignOnConfig | undefined;
  clock?: Clock;
  flowRules?: FlowRules;
  logger?: boolean;
  /** Where the log goes (standard output when absent): a test reads what the server logs. */
  logStream?: { write(line: string): void };
  /** Tests: every answer must read back through its schema unchanged (http/contract.ts). */
  checkAnswers?: boolean;
  /** The built browser pages; default dist/public. */
  publicDir?: string;
  /** Where menu PDFs are kept (main.ts: the configured store); absent, a new folder under the system's temporary folder. */
  documents?: DocumentStore;
  /** Development: edited flows, brands and texts taken while running (src/server/live/); its rules are `flowRules`. */
  live?: LiveReload;
  /** The embedded database: the secret a command on this machine shows to change what the server holds open (control/). */
  control?: { token: string };
}

export interface App {
  server: FastifyInstance;
  catalogue: CatalogueStore;
  sessions: BookingSessions;
  payments: PaymentServices;
  customers: CustomerServices;
  /** Tips, the interest form, error reports; `forgetOld()` deletes what is past its retention. */
  extras: AppExtras;
  /** Sends the outbox: `start()` it once the server listens, `stop()` it before the database closes. */
  mail: MailDelivery;
  /** Track and trace; its retention job is `start()`ed once the server listens and `stop()`ped before the database closes. */
  checkIns: CheckInServices;
  /** Guests' pre-order closing notices: `start()`ed once the server listens, `stop()`ped before the database closes. */
  lockNotices: PreOrderLockNotices;
  /** The figures GET /metrics serves (with METRICS_TOKEN). */
  metrics: ServerMetrics;
  /** Compiles the schemas no request has needed yet (they compile on first use): once listening, or in a test. */
  compileSchemas(): Promise<void>;
}

/** Builds the HTTP application around an open, migrated database. Nothing here listens. */
export async function buildApp(options: AppOptions): Promise<App> {
  const compilers = lazyCompilers();
  const server = Fastify({
    // Every logged request by its route, never its secrets (http/log-redaction.ts).
    logger: options.logger ? { level: options.config.logLevel ?? 'info', serializers: { req: requestLogFields }, ...(options.logStream ? { stream: options.logStream } : {}) } : false,
    bodyLimit: 256 * 1024,
    ajv: REQUEST_VALIDATION,
    schemaController: { compilersFactory: compilers.compilersFactory },
    // The client's address counts lookups by code (plugins/lookup-limit.ts): behind a proxy, only the
    // proxies named here may say whose request it is.
    trustProxy: options.config.trustProxy ?? false,
    // A request arriving while the process stops is answered by plugins/stopping.ts, in the app's error shape.
    return503OnClosing: false,
    // Every request's id is in its log lines and its answer's X-Request-Id; behind a trusted proxy, the proxy's own id.
    genReqId: requestIdOf(Boolean(options.config.trustProxy)),
    // Errors before routing (a path that is not valid percent-encoding) get the app's error shape too.
    frameworkErrors: (error, request, reply) => {
      setHeadersBeforeRouting(request, reply as FastifyReply, { publicUrl: options.config.publicUrl, trustProxy: options.config.trustProxy });
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      return (reply as FastifyReply).code(status).send(new HttpError(status, error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'The request is not valid.').body);
    },
  });
  const catalogue = new CatalogueStore(options.db);
  const clock = options.clock ?? systemClock;
  const publicUrl = options.config.publicUrl;
  const paymentsConfig = options.config.payments ?? loadPaymentsConfig({});
  const log = { warn: (obj: object, msg: string) => server.log.warn(obj, msg) };
  const { gateway, sandbox } = createGateway({ server, db: options.db, clock, publicUrl, config: paymentsConfig, log });
  const production = Boolean(options.config.production);
  const metrics = new ServerMetrics({ db: options.db, clock, processFigures: Boolean(options.config.metricsToken), ...(options.db.poolStats ? { pool: options.db.poolStats } : {}) });
  const payments = createPaymentServices({
    db: options.db,
    catalogue,
    clock,
    gateway,
    publicUrl,
    production,
    currency: paymentsConfig.currency,
    ...(sandbox ? { redeliver: () => sandbox.redeliver() } : {}),
    log,
    figures: metrics,
    // Built below: who is logged in is asked only when a request comes.
    accounts: { customerOf: (id) => customers.sessions.customerOf(id) },
  });
  // Who may frame the payment pages and receive their size messages: this server and the brands' sites
  // (with the development origins outside production).
  const frameOrigins = new Set([new URL(publicUrl).origin, ...Object.values(BRANDS).flatMap((b) => b.embedOrigins), ...(production ? [] : DEVELOPMENT_ORIGINS)]);
  // The same flow files the widget renders: their date, people and required-field rules hold here too.
  // Live reload hands over rules it replaces itself; otherwise the flow files' rules, kept as given.
  const flowRules = options.flowRules && 'replace' in options.flowRules ? options.flowRules : replaceableFlowRules(options.flowRules ?? loadFlowRules());
  const sessions = createBookingSessions({ db: options.db, catalogue, clock, payments, flowRules, publicUrl: options.config.publicUrl });
  const mailLimits = options.config.recipientMailLimits ?? DEFAULT_RECIPIENT_MAIL_LIMITS;
  const customers = createCustomerServices({
    db: options.db,
    clock,
    catalogue,
    publicUrl,
    sessions: options.config.accountSessions ?? DEFAULT_ACCOUNT_SESSIONS,
    throttle: options.config.loginThrottle ?? DEFAULT_LOGIN_THROTTLE,
    mailLimits,
    googleSignIn: options.config.googleSignIn,
  });
  // Staff come back from their issuer to the site's /staff/login page, which hands the answer on (auth-bridge).
  const staff = new StaffSignOn({
    db: options.db,
    clock,
    issuer: options.staffSignOn ? new StaffIssuer({ ...options.staffSignOn, redirectUri: `${publicUrl}/staff/login` }) : undefined,
  });

  const bookings = createBookingServices({
    db: options.db,
    catalogue,
    clock,
    flowRules,
    publicUrl: options.config.publicUrl,
    // A booking moved or cancelled: the session screens' remembered covers are stale.
    coversChanged: (barId, typeId) => sessions.covers.forget(barId, typeId),
  }, customers.profiles, new GuestPreOrders({ db: options.db, catalogue, clock }), async (brandId, bookingId, sessionId) =>
    (await managerOf(options.db, customers.profiles, brandId, { bookingId, sessionId })).booking);

  server.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // By the route's pattern, never the address: a manage key or code in a path must not become a label.
  // Counted only where someone reads them (METRICS_TOKEN): otherwise a hook on every answer for nothing.
  if (options.config.metricsToken) {
    server.addHook('onResponse', async (request, reply) => {
      metrics.answered(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  // First: every answer carries the security headers, including a refusal by a later hook.
  await registerSecurityHeaders(server, { publicUrl, trustProxy: options.config.trustProxy });
  registerServerDate(server, clock);
  await registerOverloadLimit(server, { maxDelayMs: options.config.overloadDelayMs ?? 0 });
  registerStopping(server);
  await server.register(formbody);
  await registerAccountSession(server, { publicUrl });
  // Before anything reads a request: text no database can store is refused here, for every route.
  registerValidText(server);
  // Before the routes: the lookups by code and the anonymous writes take their limit's hook when they are declared.
  await registerRateLimits(server, {
    db: options.db,
    redisUrl: options.config.redisUrl,
    lookups: options.config.lookupLimit ?? DEFAULT_LOOKUP_LIMIT,
    writes: options.config.writeLimit ?? DEFAULT_WRITE_LIMIT,
  });
  registerApiAuth(server, options.config, async () => new Set((await catalogue.get()).brands.keys()));
  // Before the routes: each /api route takes its schemas (schemas/api/) as it is declared.
  registerContract(server, { checkAnswers: options.checkAnswers });
  // The outbox holds customers' addresses and manage links: never a page in production, whatever else is set.
  const devMailbox = Boolean(options.config.devMailbox && !options.config.production);
  const guests = createGuestServices({
    db: options.db,
    catalogue,
    clock,
    publicUrl,
    mailLimits,
    signedIn: customers.profiles,
    accounts: { customerOf: (id) => customers.sessions.customerOf(id), pendingAccount: (tx, account) => customers.registration.pendingAccount(tx, account) },
    log,
  });
  const societies = createSocietyServices({ db: options.db, clock, profiles: customers.profiles, appUsers: customers.appUsers });
  const bars = createBarServices({ catalogue, clock, postcodeLookupUrl: options.config.postcodeLookupUrl });
  const students = createStudentServices({ db: options.db, clock, catalogue, appUsers: customers.appUsers, emailVerification: customers.emailVerification });
  const menus = createMenuServices({ db: options.db, clock, publicUrl, documents: options.documents ?? (await temporaryStore()) });
  const vouchers = new Vouchers({ db: options.db, clock, appUsers: customers.appUsers });
  const extras = createAppExtras({ db: options.db, clock, catalogue });
  const checkIns = createCheckInServices({ db: options.db, clock, log: { warn: log.warn, info: (obj, msg) => server.log.info(obj, msg) } });
  registerRoutes(server, { sessions, bookings, payments, customers, guests, societies, bars, students, menus, vouchers, extras, checkIns, staff, catalogue, sandbox, frameOrigins, db: options.db, clock, publicUrl, devMailbox, mailLimits });
  const publicDir = options.publicDir ? { publicDir: options.publicDir } : {};
  server.register(pagesRoutes, { config: options.config, catalogue, ...publicDir });
  server.register(accountPagesRoutes, { config: options.config, catalogue, db: options.db, ...publicDir });
  if (options.control) controlFlowRoute(server, { token: options.control.token, flows: new BookingTypeFlows({ db: options.db, catalogue, flowRules }) });
  if (options.live && !production) {
    liveRoute(server, options.live);
    liveValidatorRoute(server, options.live);
    flowPreviewRoute(server, { live: options.live, catalogue });
    flowGraphRoute(server, options.live);
    flowPreviewScriptRoute(server);
  }

  server.setErrorHandler((error: FastifyError, request, reply) => {
    // A service's refusal (a domain error) or the HTTP layer's own: the status and the spec's error shape.
    const known = httpErrorOf(error);
    if (error instanceof DatabaseUnavailable) request.log.warn({ err: error }, 'the database cannot be reached: answered 503');
    if (known) {
      if (known.headers) void reply.headers(known.headers);
      return reply.code(known.statusCode).send(known.body);
    }
    // A request that fails its schema: a 400 naming the field.
    if (error.validation) {
      const refusal = schemaRefusal(error.validation, error.validationContext);
      return reply.code(refusal.statusCode).send(refusal.body);
    }
    // Fastify's own client errors: malformed JSON, an unsupported content type, a body too large.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Send the body as JSON or as form fields.'
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'The request body is too large.'
              : error.message;
      return reply.code(error.statusCode).send(new HttpError(error.statusCode, message).body);
    }
    request.log.error(error);
    return reply.code(500).send(new HttpError(500, 'Unfortunately an error has occurred. Please try again later.').body);
  });
  // A browser asking for a page that is not in the account site's route table gets the site's
  // not-found page (404); everything else, the API's unknown endpoints included, the error shape.
  const notFoundPage = accountNotFoundPage({ config: options.config });
  server.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return notFoundPage(request, reply);
    return reply.code(404).send(new HttpError(404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`).body);
  });
  // Every message queued in the outbox leaves through nodemailer: to SMTP_URL's server, or nowhere (kept for /dev/mailbox).
  const mail = new MailDelivery({
    db: options.db,
    clock,
    transport: createMailTransport(options.config.smtpUrl, (error) => server.log.error({ err: error }, 'the mail transport failed')),
    from: options.config.mailFrom ?? `Covers <bookings@${new URL(publicUrl).hostname}>`,
    brandSenders: options.config.mailFromByBrand ?? {},
    log,
  });
  healthRoute(server);
  if (options.config.metricsToken) metricsRoute(server, { token: options.config.metricsToken, metrics });
  readyRoute(server, new Readiness({ db: options.db, catalogue, outbox: mail }));
  return { server, catalogue, sessions, payments, customers, extras, mail, checkIns, lockNotices: guests.lockNotices, metrics, compileSchemas: compilers.compileAll };
}
