import { cpSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { enableCompileCache } from 'node:module';
import { clockFrom, type Clock } from './clock.ts';
import { ConfigError, DEMO_API_KEY, loadServerConfig, type Config } from './config.ts';
import { DataFolderInUse, holdsDatabase, openDb, type Db } from './db/index.ts';
import type { ResetRequest } from './test-reset.ts';
import type { ReplaceableFlowRules } from '../engine/flow/replaceable-rules.ts';
import { documentStoreFor } from './documents/index.ts';
import { mailDestination } from './mail/destination.ts';

const started = performance.now();
// V8's compiled code for the modules loaded from here on (the bundle's large chunks) is kept on disk, in the
// system's temporary folder, and read back at the next start instead of compiled again: some 40 ms of the
// main thread. Where it cannot be written the server starts as before.
enableCompileCache();
/** How long a graceful stop may take before the process exits anyway. */
const SHUTDOWN_WITHIN_MS = 10_000;
/**
 * Once listening, the work no request needs (the outbox's first round, the retention jobs, compiling the schemas
 * no request has used, the demo links) waits this long: the requests already waiting are answered first.
 */
const SETTLE_MS = 1_000;
// Until the server listens, nothing else holds the event loop open, and whenever libuv finds it empty
// Node blocks until V8's background work (here, optimising the database's WebAssembly) is done; a timer
// keeps the loop running so that start-up is not held up by that work.
const startingUp = setInterval(() => undefined, 60_000);
const config = configOrExit();
if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
// The embedded database compiles its WebAssembly off the main thread: start opening it first and load
// the application's modules and flow files meanwhile.
// The embedded database's folder is the server's alone while it runs (the CLI is refused meanwhile).
// A new embedded database starts as a copy of the prepared one the build made (its migrations applied), when current.
const prepared = !config.databaseUrl && !holdsDatabase(config.dataDir) ? await (await import('./db/prepared-database.ts')).preparedDatabase() : undefined;
const opening = openDb({ url: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema, exclusive: true, startFrom: prepared?.dataDir }).catch((error: unknown) => {
  // A second server (or the CLI) on the same embedded database: said plainly, not as a stack.
  if (!(error instanceof DataFolderInUse)) throw error;
  console.error(`Covers cannot start: ${error.message}.`);
  process.exit(1);
});
const [{ buildApp }, { migrate }, { seed }, flowRules] = await Promise.all([import('./app.ts'), import('./db/migrate.ts'), import('./db/seed.ts'), startFlowRules()]);
const db = await opening;
const applied = [...(prepared?.migrations ?? []), ...(await migrate(db))];
const seeded = config.seedDemo ? await seed(db) : false;
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
running.startBackgroundWork({ afterMs: SETTLE_MS });
// Live reload's checker, so that the first edit is not held up compiling it.
if (live) setTimeout(() => void live.warm(), SETTLE_MS).unref();
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
    `  payments: ${config.payments.gateway === 'sandbox' ? 'sandbox gateway, test cards only (see README)' : 'Global Payments'}${recovered.redelivered ? `, ${recovered.redelivered} unsettled payment(s) recovered` : ''}`,
    // With the demo, the documents' line comes with its links, below.
    ...(config.seedDemo ? [] : [`  documents: (kept in the ${documents.description})`]),
  ].join('\n'),
);
// The demo's links (its users, societies, codes, documents) take queries no request needs: printed once settled.
const printingDemoLinks = config.seedDemo ? setTimeout(() => void printDemoLinks(), SETTLE_MS) : undefined;

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
  let settling: NodeJS.Timeout | undefined;
  return {
    app,
    database,
    documents,
    recovered,
    /**
     * Once listening: the outbox, the retention jobs and (unless `lazySchemas`: a test reset, whose test file
     * uses a few calls) the schemas no request has compiled yet; all but the outbox's running begin `afterMs` later.
     */
    startBackgroundWork({ lazySchemas = false, afterMs = 0 } = {}) {
      // The outbox is sent from now on (so /ready says so), messages queued before this start (or a stop) first.
      app.mail.start(undefined, afterMs);
      settling = setTimeout(() => {
        // Interest registrations and error reports past their retention go now and every hour (docs/decisions.md).
        const forgetOld = () => void app.extras.forgetOld().catch((error: unknown) => app.server.log.warn({ err: error }, 'forgetting old reports failed'));
        forgetOld();
        forgetting = setInterval(forgetOld, 60 * 60_000).unref();
        // Check-ins kept 21 days are deleted now and every hour.
        app.checkIns.retention.start();
        // Guests whose booking's pre-order closes within two days are told, now and every hour.
        app.lockNotices.start();
        app.payments.settlement.startRedelivery();
        // The schemas no request has used yet compile now, between requests, rather than on a first customer's.
        if (!lazySchemas) void app.compileSchemas();
      }, afterMs);
    },
    async stop() {
      clearTimeout(settling);
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

async function printDemoLinks() {
  const { demoLinks } = await import('./demo-links.ts');
  try {
    console.log((await demoLinks(running.database, config.publicUrl, running.documents.description)).join('\n'));
  } catch (error) {
    // Stopping (or a browser test's reset) closed the database meanwhile: the links are a convenience, not a duty.
    running.app.server.log.debug({ err: error }, 'the demo links were not printed');
  }
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
    clearTimeout(printingDemoLinks);
    await running.stop();
  },
);
