import { defineConfig } from 'vitest/config';

// Browser tests: Playwright driving Debian's chromium against the built pages and the real server
// (one server per test file, on a free port with a fresh data folder). The global setup builds the
// pages first when they are missing or stale.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/helpers/global-setup.ts'],
    testTimeout: 60_000,
    // A browser test that fails is run once more: a real fault fails twice, while a rare stall of the
    // browser or the machine does not turn CI red. A test that passes only on its retry is listed as
    // flaky at the end of the log (tests/helpers/summary-reporter.ts), to be found and fixed.
    retry: 1,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each file runs a server and a browser: two at a time keeps a laptop responsive.
    maxWorkers: 2,
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
  },
});
