import { defineConfig } from 'vitest/config';

// Two projects, the unit tests beside the code and the API tests. In both, the files of one worker share
// one module graph (isolate: false): the server and its dependencies are imported once per worker, not
// once per file (some 500 modules, seconds each time). Each file still gets an app and a database of its
// own, copied from the run's template database; nothing a file changes outlives it (a file that sets
// process.env puts it back). The API project is its own so that `vitest run tests/api` (test:pg) is it.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Worker threads rather than processes: each module a test imports is fetched from the main process,
    // some 700 for the server, and a thread asks faster (a three-file run took 12 % less).
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores: one, on a two-core machine, while the tests
    // spend much of their time waiting (timers, sockets, child processes). Two workers took the suite from
    // about 300 s to 210 s here; four were slower again (CPU-bound by then).
    maxWorkers: 2,
    // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache): a second
    // run of a few files imports the server in half the time.
    experimental: { fsModuleCache: true },
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/api/**', 'node_modules/**'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/prepare-spare-db.ts'],
          isolate: false,
        },
      },
    ],
  },
});
