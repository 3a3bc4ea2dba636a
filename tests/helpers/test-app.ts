import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { DEMO_API_KEY, parseApiKeys, type Config, type StaffSignOnConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/index.ts';
import type { DocumentStore } from '../../src/server/documents/store.ts';
import { seed } from '../../src/server/db/seed.ts';
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

/**
 * The real server in process on a fresh, seeded database (PGlite, or PostgreSQL with DATABASE_URL).
 * Every injected request comes from one address, so the limit on anonymous writes is off unless a test
 * asks for it, and a file that looks bookings up by code more than the lookup limit allows turns that
 * limit off (both have their own tests).
 */
export async function createTestApp(
  options: Partial<Pick<Config, 'lookupLimit' | 'writeLimit' | 'redisUrl' | 'trustProxy' | 'loginThrottle' | 'accountSessions' | 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'postcodeLookupUrl' | 'googleSignIn'>> & {
    staffSignOn?: StaffSignOnConfig;
    /** Where the menu PDFs go (default: a new temporary folder). */
    documents?: DocumentStore;
  } = {},
): Promise<TestApp> {
  const { db, cleanup } = await createTestDb();
  await seed(db);
  const clock = fixedClock(TEST_NOW);
  const { staffSignOn, documents, ...config } = options;
  const app = await buildApp({ db, clock, staffSignOn, documents, config: { apiKeys: parseApiKeys(`*:${DEMO_API_KEY},1:revolution-only-key`), publicUrl: 'http://covers.test', writeLimit: false, ...config }, checkAnswers: true });
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
      await cleanup();
    },
  };
}
