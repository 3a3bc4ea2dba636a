import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { DEMO_API_KEY, parseApiKeys, type Config, type StaffSignOnConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/index.ts';
import type { DocumentStore } from '../../src/server/documents/store.ts';
import type { FlowRules } from '../../src/engine/flow/flow-rules.ts';
import type { LiveReload } from '../../src/server/live/live-reload.ts';
import { afterAll, beforeAll } from 'vitest';
import type { SmtpInbox } from './smtp-inbox.ts';
import { createTestDb } from './test-db.ts';

export const TEST_NOW = '2026-11-21T12:00:00Z'; // a Saturday, noon in London

export interface TestApp {
  app: App;
  db: Db;
  clock: ReturnType<typeof fixedClock>;
  /** POST to /api/<path> as the given brand with the demo key; JSON unless `form` is set. */
  post(path: string, body: unknown, options?: { brand?: number | string | null; key?: string | null; form?: boolean; raw?: string }): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export type TestAppOptions = Partial<Pick<Config, 'lookupLimit' | 'writeLimit' | 'redisUrl' | 'trustProxy' | 'loginThrottle' | 'recipientMailLimits' | 'accountSessions' | 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'postcodeLookupUrl' | 'googleSignIn' | 'metricsToken' | 'overloadDelayMs'>> & {
  staffSignOn?: StaffSignOnConfig;
  /** Where the menu PDFs go (default: a new temporary folder). */
  documents?: DocumentStore;
  /**
   * The database to work on instead of a new copy of the template: a file's second app, differing only in its
   * settings (a lower limit, say), shares the file's database rather than waiting for a copy of its own (0.3 to
   * 0.8 s each here). Closing that app leaves the database open.
   */
  db?: Db;
  /** Where the app logs every request (LOG_LEVEL=info) to; without it, it logs nothing. */
  logStream?: { write(line: string): void };
  /** Development's live reload, with the rules it replaces (default: the flow files' rules, fixed). */
  live?: { reload: LiveReload; rules: FlowRules };
  /** The flow rules, when not the flow files' (or live reload's). */
  flowRules?: FlowRules;
  /** The running server's control secret (the embedded database's `covers db set-flow`). */
  control?: { token: string };
};

/**
 * The real server in process on a database of its own, a copy of the seeded template (PGlite, or
 * PostgreSQL with DATABASE_URL).
 * Every injected request comes from one address, so the limit on anonymous writes is off unless a test
 * asks for it, and a file that looks bookings up by code more than the lookup limit allows turns that
 * limit off (both have their own tests).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, cleanup } = options.db ? { db: options.db, cleanup: async () => {} } : await createTestDb({ seeded: true });
  const clock = fixedClock(TEST_NOW);
  const { staffSignOn, documents, db: _shared, logStream, live, flowRules, control, ...config } = options;
  const logging = logStream ? { logger: true, logStream } : {};
  const app = await buildApp({ db, clock, staffSignOn, documents, ...logging, ...(flowRules ? { flowRules } : {}), ...(live ? { live: live.reload, flowRules: live.rules } : {}), ...(control ? { control } : {}), config: { apiKeys: parseApiKeys(`*:${DEMO_API_KEY},1:revolution-only-key`), publicUrl: 'http://covers.test', writeLimit: false, ...(logStream ? { logLevel: 'info' as const } : {}), ...config }, checkAnswers: true });
  return {
    app,
    db,
    clock,
    async post(path, body, options = {}) {
      const headers: Record<string, string> = {};
      if (options.brand !== null) headers['x-brand'] = String(options.brand ?? 1);
      if (options.key !== null) headers['x-api-key'] = options.key ?? DEMO_API_KEY;
      let payload: string;
      if (options.raw !== undefined) {
        payload = options.raw;
        headers['content-type'] = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
      } else if (options.form) {
        payload = new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
      } else {
        payload = JSON.stringify(body);
        headers['content-type'] = 'application/json';
      }
      const response = await app.server.inject({ method: 'POST', url: `/api/${path}`, headers, payload });
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.server.close();
      // A message being sent is finished before the database closes.
      await app.mail.close();
      await cleanup();
    },
  };
}

export interface FileTestApp extends TestApp {
  /** With `inbox: true`: the real SMTP server on this machine the app sends its e-mail to. */
  readonly inbox: SmtpInbox;
}

/**
 * A test file's app: started before its first test (with `inbox: true`, sending its e-mail to a real SMTP
 * server of the file's own), closed after its last. Read it inside the tests, where it exists.
 */
export function useTestApp(options: TestAppOptions & { inbox?: boolean } = {}): FileTestApp {
  const { inbox: wantsInbox, ...appOptions } = options;
  let app: TestApp | undefined;
  let inbox: SmtpInbox | undefined;
  beforeAll(async () => {
    // Loaded for the files that read mail: the SMTP server and the MIME parser are some 90 ms to import.
    if (wantsInbox) inbox = await (await import('./smtp-inbox.ts')).startSmtpInbox();
    app = await createTestApp({ ...appOptions, ...(inbox ? { smtpUrl: inbox.url } : {}) });
  });
  afterAll(async () => {
    await app?.close();
    await inbox?.stop();
  });
  const started = (): TestApp => {
    if (!app) throw new Error('the test app starts before the tests: read it inside a test or a hook');
    return app;
  };
  const fileApp = {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get clock() {
      return started().clock;
    },
    post: (...args: Parameters<TestApp['post']>) => started().post(...args),
    close: () => started().close(),
  };
  // Not enumerable: a test that spreads the app into another ({ ...t, app }) does not ask for an inbox.
  return Object.defineProperty(fileApp, 'inbox', {
    enumerable: false,
    get() {
      if (!inbox) throw new Error('no inbox: ask for one with useTestApp({ inbox: true })');
      return inbox;
    },
  }) as FileTestApp;
}
