import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.ts';
import { E2E_NOW, type RunningServer } from './server.ts';

export interface PerFile {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** The worker's own server (started by the global setup), put back to a fresh copy of the template database. */
async function resetServer(options: { now?: string; env?: Record<string, string> }): Promise<RunningServer> {
  const servers = inject('e2eServers');
  const shared = servers[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!shared) throw new Error(`no server for worker ${process.env.VITEST_POOL_ID}: the global setup starts one per worker`);
  const response = await fetch(`${shared.origin}/__test/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: options.now ?? E2E_NOW, env: options.env ?? {} }) });
  if (!response.ok) throw new Error(`the server was not reset: ${response.status} ${await response.text()}`);
  return {
    origin: shared.origin,
    printed: shared.printed,
    // The global setup stops it after the last file.
    stop: async () => undefined,
  };
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's Chromium, started for its first file and kept for the next (each test opens contexts of
 * its own; a file's are closed after it). Playwright stops it when the worker ends.
 */
async function browserOfWorker(): Promise<Browser> {
  const current = await workerBrowser;
  if (!current?.isConnected()) workerBrowser = launchBrowser();
  return workerBrowser!;
}

/**
 * One real server and one Chromium for a test file: the worker's server, reset before its first test to a
 * fresh copy of the template database with the file's clock and settings, and the worker's browser, with
 * every context the file opened closed after its last test. Read `server` and `browser` inside the tests
 * (they exist from then on).
 */
export function serverAndBrowser(options: { now?: string; env?: Record<string, string> } = {}): PerFile {
  const running: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([resetServer(options), browserOfWorker()]);
  });
  afterAll(async () => {
    await Promise.all((running.browser?.contexts() ?? []).map((context) => context.close()));
  });
  return {
    get server() {
      if (!running.server) throw new Error('the server starts before the tests: read it inside a test');
      return running.server;
    },
    get browser() {
      if (!running.browser) throw new Error('the browser starts before the tests: read it inside a test');
      return running.browser;
    },
  };
}

/** Moves the worker server's clock on at once (src/server/test-reset.ts): what a customer sees a quarter of an hour later, now. */
export async function moveServerClock(server: RunningServer, ms: number): Promise<void> {
  const response = await fetch(`${server.origin}/__test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_ms: ms }) });
  if (!response.ok) throw new Error(`the server's clock did not move: ${response.status} ${await response.text()}`);
}
