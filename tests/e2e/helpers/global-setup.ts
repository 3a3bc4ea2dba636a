import type { TestProject } from 'vitest/node';
import { ensureServerBundle } from '../../../src/server/build/bundle.ts';
import { ensureBuilt } from '../../../src/widget/build/ensure-built.ts';
import { pgliteTemplates } from '../../helpers/db-templates.ts';
import { chromiumPath } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One resettable server per worker, by VITEST_POOL_ID - 1 (tests/e2e/helpers/per-file.ts). */
    e2eServers: { origin: string; printed: string[] }[];
  }
}

/**
 * Once before the browser tests: current builds of the pages and of the server, a chromium to drive, the
 * template database, and one server per worker that each test file resets to a copy of the template.
 */
export default async function setup(project: TestProject) {
  chromiumPath();
  const [result] = await Promise.all([ensureBuilt(), pgliteTemplates()]);
  if (result === 'built') console.log('Built the browser pages for the browser tests.');
  if ((await ensureServerBundle()) === 'built') console.log('Bundled the server for the browser tests.');
  const servers: RunningServer[] = await Promise.all(Array.from({ length: project.config.maxWorkers }, () => startServer({ resettable: true })));
  // The test files read the demo links from a copy of what each server printed, made here: once all is printed.
  await Promise.all(servers.map((server) => server.printedAll?.()));
  project.provide(
    'e2eServers',
    servers.map((s) => ({ origin: s.origin, printed: s.printed })),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
