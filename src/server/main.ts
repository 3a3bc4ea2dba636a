import { cpSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { clockFrom, type Clock } from './clock.ts';
import { ConfigError, DEMO_API_KEY, loadServerConfig, type Config } from './config.ts';
import { DataFolderInUse, openDb, type Db } from './db/index.ts';
import type { ResetRequest } from './test-reset.ts';
import type { ReplaceableFlowRules } from '../engine/flow/replaceable-rules.ts';
import { documentStoreFor } from './documents/index.ts';
import { mailDestination } from './mail/destination.ts';

const started = performance.now();
/** How long a graceful stop may take before the process exits anyway. */
const SHUTDOWN_WITHIN_MS = 10_000;
// Until the server listens, nothing else holds the event loop open, and whenever libuv finds it empty
// Node blocks until V8's background work (here, optimising the database's WebAssembly) is done; a timer
// keeps the loop running so that start-up is not held up by that work.
const startingUp = setInterval(() => undefined, 60_000);
const config = configOrExit();
if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
// The embedded database compiles its WebAssembly off the main thread: start opening it first and load
// the application's modules and flow files meanwhile.
// The embedded database's folder is the server's alone while it runs (the CLI is refused meanwhile).
const opening = openDb({ url: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema, exclusive: true }).catch((error: unknown) => {
  // A second server (or the CLI) on the same embedded database: said plainly, not as a stack.
  if (!(error instanceof DataFolderInUse)) throw error;
  console.error(`Covers cannot start: ${error.message}.`);
  process.exit(1);
});
const [{ buildApp }, { migrate }, { seed }, flowRules] = await Promise.all([import('./app.ts'), import('./db/migrate.ts'), import('./db/seed.ts'), startFlowRules()]);
const db = await opening;
const applied = await migrate(db);
const seeded = config.seedDemo ? await seed(db) : false;
const appUserLinks = config.seedDemo ? await demoAppUserLinks() : [];
const societyLinks = config.seedDemo ? await demoSocietyLinks() : [];
const contractLines = config.seedDemo ? await demoContractLinks() : [];
const voucherCodes = config.seedDemo ? await demoVoucherCodes() : [];
const tipLinks = config.seedDemo ? await demoTipLinks() : [];
const checkInLink = config.seedDemo ? await demoCheckInLink() : undefined;
const demoMenusBar = config.seedDemo ? (await import('./db/demo-ids.ts')).demo.bars.revolutionManchester : undefined;
const staffSignOn = await startStaffSignOn();
const live = await startLiveReload();
// On the embedded database, `covers db set-flow` asks this server to make the change (control/control-file.ts).
const control = config.databaseUrl ? undefined : { token: (await import('./control/control-file.ts')).newControlToken() };
let clock = clockAt(process.env.COVERS_NOW);
let running = await startApp(config, db, clock);
const recovered = running.recovered;
if (config.testResetFrom) {
  const { listenResettable } = await import('./test-reset.ts');
  await listenResettable({ port: config.port, host: config.host, current: () => running.app, reset, moveClock: (ms) => clock.move(ms) });
} else {
  await running.app.server.listen({ port: config.port, host: config.host });
}
clearInterval(startingUp);
running.startBackgroundWork();
void live?.warm();
const removeControlFile = await writeControl();
const documents = running.documents;
// A new production database has no venues until they are imported: said at once, not found out by a customer.
const venuesLoaded = (await running.app.catalogue.get()).bars.size > 0;

const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
console.log(
  [
    `Covers is running at ${config.publicUrl}  (ready in ${Math.round(performance.now() - started)} ms)`,
    `  database: ${where}${applied.length ? `, migrated (${applied.join(', ')})` : ''}${seeded ? ', demo data seeded' : ''}`,
    ...(venuesLoaded
      ? []
      : [
          '  venues:   none loaded: every call for a brand is refused and /ready answers 503 until they are. Load them with',
          '            `npx covers venues import venues.json` (start from the demo file, venues/demo.json; see the README, "Deployment")',
        ]),
    `  API:      ${config.publicUrl}/api/${[...config.apiKeys.values()].some((keys) => keys.has(DEMO_API_KEY)) ? `  (demo key: ${DEMO_API_KEY})` : ''}`,
    `  pages:    ${config.publicUrl}/ (the account site)${config.production ? '' : `, ${config.publicUrl}/demo (the demo sites)`}`,
    `  e-mail:   ${mailDestination(config.smtpUrl)}`,
    ...(config.devMailbox ? [`  mailbox:  ${config.publicUrl}/dev/mailbox`] : []),
    ...(live
      ? [
          `  live:     edits to ${config.flowsDir ?? 'flows/'}, brands/ and locales/ are checked and reach open widgets (LIVE_RELOAD)`,
          `  preview:  a flow's graph beside a widget running it, e.g. ${config.publicUrl}/demo/preview/TableBooking`,
        ]
      : []),
    `  staff:    ${staffSignOn ? `${config.publicUrl}/staff/login  ${staffSignOn.printed}` : 'no staff login (set OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)'}`,
    ...(config.googleSignIn ? [`  Google:   sign-in on the login page (client ${config.googleSignIn.clientId})`] : []),
    ...appUserLinks.map((link, i) => `${i === 0 ? '  app users:' : '            '} ${link}`),
    ...societyLinks.map((link, i) => `${i === 0 ? '  societies:' : '            '} ${link}`),
    ...contractLines.map((link, i) => `${i === 0 ? '  contracts:' : '            '} ${link}`),
    ...(config.seedDemo ? [`  students: the data-collection form ${config.publicUrl}/student-signup/revolution-manchester-deansgate?brand=revolution`] : []),
    ...voucherCodes.map((line, i) => `${i === 0 ? '  vouchers: ' : '            '} ${line}`),
    ...tipLinks.map((line, i) => `${i === 0 ? '  tips:     ' : '            '} ${line}`),
    ...(checkInLink ? [`  check-in: ${checkInLink}`] : []),
    ...(config.seedDemo
      ? [
          `  menus:    the allergen menus ${config.publicUrl}/allergens?brand=revolution`,
          `  bars:     opening times ${config.publicUrl}/bar/revolution-manchester-deansgate/opening-times?brand=revolution  public bar data ${config.publicUrl}/api/rest/bars`,
        ]
      : []),
    `  documents: ${config.seedDemo ? `party menus ${config.publicUrl}/documents/${demoMenusBar}/${new Date().toISOString().slice(0, 10)}?brand=revolution  allergen PDFs ${config.publicUrl}/allergens-pdf/food/${demoMenusBar}?brand=revolution  ` : ''}(kept in the ${documents.description})`,
    `  payments: ${config.payments.gateway === 'sandbox' ? 'sandbox gateway, test cards only (see README)' : 'Global Payments'}${recovered.redelivered ? `, ${recovered.redelivered} unsettled payment(s) recovered` : ''}`,
  ].join('\n'),
);

/** COVERS_NOW lets a demo or a browser test run against a chosen date; the clock then runs on. */
function clockAt(now: string | undefined) {
  return clockFrom(now ? new Date(now) : new Date());
}

/** The app on an open, migrated database, ready to serve: payments a stopped server left half-way settled first. */
async function startApp(settings: Config, database: Db, clock: Clock) {
  const documents = documentStoreFor(settings.documents);
  // The development issuer runs for the life of the process; another issuer is the settings' own.
  const signOn = settings.staffSignOn === 'development' ? staffSignOn?.settings : settings.staffSignOn;
  const app = await buildApp({ db: database, config: settings, clock, flowRules, logger: settings.logLevel !== 'silent', staffSignOn: signOn, documents, ...(live ? { live } : {}), ...(control ? { control } : {}) });
  await app.server.ready();
  const recovered = await app.payments.settlement.recover();
  let forgetting: NodeJS.Timeout | undefined;
  return {
    app,
    documents,
    recovered,
    /**
     * Once listening: the outbox, the retention jobs and (unless `lazySchemas`: a test reset, whose test file
     * uses a few calls) the schemas no request has compiled yet.
     */
    startBackgroundWork({ lazySchemas = false } = {}) {
      // Interest registrations and error reports past their retention go now and every hour (docs/decisions.md).
      const forgetOld = () => void app.extras.forgetOld().catch((error: unknown) => app.server.log.warn({ err: error }, 'forgetting old reports failed'));
      forgetOld();
      forgetting = setInterval(forgetOld, 60 * 60_000).unref();
      // The outbox is sent from now on, messages queued before this start (or a stop) first.
      app.mail.start();
      // Check-ins kept 21 days are deleted now and every hour.
      app.checkIns.retention.start();
      // Guests whose booking's pre-order closes within two days are told, now and every hour.
      app.lockNotices.start();
      app.payments.settlement.startRedelivery();
      // The schemas no request has used yet compile now, between requests, rather than on a first customer's.
      if (!lazySchemas) void app.compileSchemas();
    },
    async stop() {
      clearInterval(forgetting);
      // At once, beside the requests' draining: the message being sent is finished and marked before the
      // database closes, and no other is begun (those wait in the outbox for the next start); the sandbox's
      // answers, delivered through this server, are not begun on a closed one.
      await Promise.all([app.server.close(), app.mail.close(), app.payments.settlement.stopRedelivery()]);
      await app.checkIns.retention.stop();
      await app.lockNotices.stop();
      await database.close();
    },
  };
}

/**
 * Browser tests only (COVERS_TEST_RESET_FROM, test-reset.ts): the app stopped, the data folder put back to
 * the template's, and a new app started on it with the clock and settings asked for.
 */
async function reset(request: ResetRequest) {
  const { ResetRefused } = await import('./test-reset.ts');
  let settings: Config;
  try {
    settings = loadServerConfig({ ...process.env, ...request.env });
  } catch (error) {
    if (error instanceof ConfigError) throw new ResetRefused(error.message);
    throw error;
  }
  await running.stop();
  await rm(config.dataDir, { recursive: true, force: true });
  // Synchronous: nothing is served meanwhile, and it takes a third of the time of the asynchronous copy.
  cpSync(config.testResetFrom!, config.dataDir, { recursive: true });
  const database = await openDb({ dataDir: config.dataDir });
  await migrate(database);
  clock = clockAt(request.now ?? process.env.COVERS_NOW);
  running = await startApp(settings, database, clock);
  running.startBackgroundWork({ lazySchemas: true });
  await writeControl();
}

/** Where `covers db set-flow` finds this server (the embedded database only); returns the removal. */
async function writeControl() {
  if (!control) return undefined;
  const { localUrl, writeControlFile } = await import('./control/control-file.ts');
  const address = running.app.server.server.address();
  const port = config.port || (typeof address === 'object' && address ? address.port : 0);
  return writeControlFile(config.dataDir, { url: localUrl(config.host, port), token: control.token });
}

/**
 * Staff sign-on: OIDC_ISSUER's, or the development issuer started now on the port after the server's (any free
 * port when that one is taken), with its demo member of staff.
 */
async function startStaffSignOn() {
  if (config.staffSignOn === undefined) return undefined;
  if (config.staffSignOn !== 'development') return { settings: config.staffSignOn, printed: `(issuer ${config.staffSignOn.issuer})` };
  const { startDevIssuer, DEMO_STAFF } = await import('./auth/dev-issuer.ts');
  const options = { host: new URL(config.publicUrl).hostname, listenHost: config.host, redirectUri: `${config.publicUrl}/staff/login` };
  const issuer = await startDevIssuer({ ...options, port: config.port === 0 ? 0 : config.port + 1 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    return startDevIssuer({ ...options, port: 0 });
  });
  return {
    settings: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret },
    printed: `(development issuer ${issuer.issuer}: user ${DEMO_STAFF.username}, password ${DEMO_STAFF.password})`,
  };
}

/**
 * Development (LIVE_RELOAD): flows/, brands/ and locales/ followed while running. A flows folder other than
 * the one the widget was built from is sent to widgets from the start.
 */
async function startLiveReload() {
  if (!config.liveReload || !('replace' in flowRules)) return undefined;
  const { LiveReload, projectDirs } = await import('./live/live-reload.ts');
  const reloading = new LiveReload({ dirs: projectDirs(config.flowsDir), rules: flowRules as ReplaceableFlowRules });
  if (config.flowsDir) await reloading.reload();
  reloading.start();
  return reloading;
}

/** The demo app users' pages, as the group's app would open them (the account site of Revolution). */
async function demoAppUserLinks() {
  const [{ appUsersOf }, { demo }] = await Promise.all([import('./db/repositories/app-users.ts'), import('./db/demo-ids.ts')]);
  const users = await appUsersOf(db, demo.appUsers.map((u) => u.email));
  const link = (path: string) => `${config.publicUrl}${path}?brand=revolution`;
  return users.flatMap((u) => [
    `${u.forename} ${u.surname} (${u.email}): ${link(`/app/${u.app_user_id}`)}  society: ${link(`/clubsoc/${u.app_user_id}`)}`,
    `  student offers: ${link(`/student/${u.app_user_id}`)}  graduate: ${link(`/graduate/${u.app_user_id}`)}`,
  ]);
}

/** The demo societies: each one's invite codes, QR join page and own page (for its admin, Grace). */
async function demoSocietyLinks() {
  const { societiesWithCodes } = await import('./db/repositories/societies.ts');
  const societies = await societiesWithCodes(db, new Date());
  const link = (path: string) => `${config.publicUrl}${path}?brand=revolution`;
  // A society's page shows only to its admin: signed in through their app link first (others are told it is not found).
  const whose = (admins: string[]) => (admins.length > 0 ? `for its admin ${admins.join(', ')}, after their app link` : 'for its admin only; no demo user runs it');
  return societies.map((s) => `${s.title}: invite code ${s.codes.join(', ') || '(none)'}  QR link: ${link(`/society/qr/${s.qr_code}`)}  its page (${whose(s.admins)}): ${link(`/society/${s.id}`)}`);
}

/** The demo societies' contracts, each at the link its signatory is sent (the codes are the secret). */
async function demoContractLinks() {
  const [{ contractLinks }, { contractPaths }] = await Promise.all([import('./db/repositories/society-contracts.ts'), import('../engine/societies/contract-paths.ts')]);
  const contracts = await contractLinks(db);
  const link = (path: string) => `${config.publicUrl}${path}?brand=revolution`;
  return contracts.map((c) => `${c.society_title}${c.signed ? ' (signed)' : ''}: ${link(contractPaths(c).page)}`);
}

/** The demo voucher campaigns' codes still to use, redeemed on an app user's /app-voucher/{app_user_id} page. */
async function demoVoucherCodes() {
  const [{ campaignsWithCodes }, { appUsersOf }, { demo }] = await Promise.all([import('./db/repositories/vouchers.ts'), import('./db/repositories/app-users.ts'), import('./db/demo-ids.ts')]);
  const [first] = await appUsersOf(db, demo.appUsers.map((u) => u.email));
  const codes = (await campaignsWithCodes(db)).map(
    (c) => `${c.name}: ${c.codes.map((code) => `${code.code} (${code.max_uses === null ? 'anyone, once each' : 'one person'})`).join(', ') || '(all used)'}`,
  );
  return first ? [...codes, `enter them at ${config.publicUrl}/app-voucher/${first.app_user_id}?brand=revolution (${first.forename}; each app user's /app-voucher/{app_user_id})`] : codes;
}

/** The tip pages: tipping disabled, and the outcome of the demo tips taken before. */
async function demoTipLinks() {
  const { tipIds } = await import('./db/repositories/tips.ts');
  const link = (path: string) => `${config.publicUrl}${path}?brand=revolution`;
  return [`tipping (disabled): ${link('/tip')}`, ...(await tipIds(db)).map((tip) => `${tip.completed ? 'a completed tip' : 'a tip not completed'}: ${link(`/tip/complete/${tip.id}`)}`)];
}

/** A demo bar's track and trace page, as its QR poster would open it. */
async function demoCheckInLink() {
  const [{ findCheckInBar }, { demo }] = await Promise.all([import('./db/repositories/check-ins.ts'), import('./db/demo-ids.ts')]);
  const bar = await findCheckInBar(db, demo.brands.revolution, { id: demo.bars.revolutionManchester });
  return bar && `${bar.name}: ${config.publicUrl}/track-trace/${bar.slug}`;
}

/** The configuration, or, when it cannot be used, every problem with it said plainly and exit (no stack trace). */
function configOrExit() {
  try {
    return loadServerConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${error.message}\nThe settings are described in README.md (Configuration).`);
    process.exit(1);
  }
}

/**
 * The flows as the bundle's build validated them, or read and validated now when running from the sources
 * or from another folder (FLOWS_DIR). With live reload, rules that edits replace.
 */
async function startFlowRules() {
  const rules = await initialFlowRules();
  if (!config.liveReload) return rules;
  const { replaceableFlowRules } = await import('../engine/flow/replaceable-rules.ts');
  return replaceableFlowRules(rules);
}

async function initialFlowRules() {
  if (config.flowsDir) return (await import('../engine/flow/load.node.ts')).loadFlowRules({ dir: config.flowsDir });
  const { PREVALIDATED_FLOWS } = await import('./build/prevalidated-flows.ts');
  if (PREVALIDATED_FLOWS) {
    const [{ flowRulesFrom }, { translatorFor }] = await Promise.all([import('../engine/flow/flow-rules.ts'), import('../engine/i18n/index.ts')]);
    return flowRulesFrom(PREVALIDATED_FLOWS, translatorFor());
  }
  return (await import('../engine/flow/load.node.ts')).loadFlowRules();
}

// An error nothing awaited (a library's stray rejection or event) is logged, not the end of every customer's request.
process.on('unhandledRejection', (reason) => {
  running.app.metrics.stray('rejection');
  running.app.server.log.error({ err: reason }, 'unhandled rejection (the server keeps running)');
});
process.on('uncaughtException', (error) => {
  running.app.metrics.stray('exception');
  running.app.server.log.error({ err: error }, 'uncaught exception (the server keeps running)');
});

// SIGTERM (a load balancer draining the process, a deploy) or SIGINT: no new connections, the requests in flight
// answered, the outbox's message being sent finished and marked, the jobs stopped, the database closed; exit 0.
// Past 10 s the process exits anyway (1); a second signal ends it at once.
const { default: closeWithGrace } = await import('close-with-grace');
closeWithGrace(
  { delay: SHUTDOWN_WITHIN_MS, skip: ['uncaughtException', 'unhandledRejection', 'beforeExit'], logger: { error: (message: string) => running.app.server.log.error(message) } },
  async ({ signal }) => {
    running.app.server.log.warn(`${signal ?? 'asked'}: stopping (requests in flight are answered first)`);
    removeControlFile?.();
    await running.stop();
  },
);
