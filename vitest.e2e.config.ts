import { defineConfig } from 'vitest/config';

// Browser tests: Playwright driving Debian's chromium against the built pages and the real server. The
// global setup builds the pages and the server bundle when they are missing or stale, and starts one
// server per worker; each test file resets its worker's server to a fresh copy of the template database
// (tests/e2e/helpers/per-file.ts).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/helpers/global-setup.ts'],
    testTimeout: 60_000,
    // No retry: a browser test passes the first time, or it is a bug to find and fix.
    hookTimeout: 120_000,
    pool: 'forks',
    // The files of a worker share its browser (tests/e2e/helpers/per-file.ts), as they share its server.
    isolate: false,
    // Each file runs a server and a browser: two at a time keeps a laptop responsive.
    maxWorkers: 2,
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
  },
});
