import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface PerFile {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * One real server and one Chromium for a test file: both started before its first test, both
 * stopped after its last. Read `server` and `browser` inside the tests (they exist from then on).
 */
export function serverAndBrowser(options: Parameters<typeof startServer>[0] = {}): PerFile {
  const running: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
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
