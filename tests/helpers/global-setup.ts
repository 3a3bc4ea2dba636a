import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { ensureServerBundle } from '../../src/server/build/bundle.ts';
import { pgliteTemplates, postgresTemplates } from './db-templates.ts';
import { scratchDir } from './scratch.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the databases made ahead of the files that take them (tests/helpers/test-db.ts). */
    spareRoot: string | null;
  }
}

/**
 * Once per run, before any test file: the template databases every test file's database is copied from
 * (tests/helpers/db-templates.ts), built now when missing, so that no test file waits for one; and for
 * the API tests, which start real server processes as `npm start` does, a server bundle of the sources
 * as they are.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  await pgliteTemplates();
  if (process.env.DATABASE_URL) await postgresTemplates(process.env.DATABASE_URL);
  if (project.name === 'api') await ensureServerBundle();
  const took = performance.now() - started;
  if (took > 1000) project.vitest.logger.log(`[${project.name}] Made the template databases and the server bundle ready in ${(took / 1000).toFixed(1)} s.`);
  const spareRoot = project.name === 'api' && !process.env.DATABASE_URL ? await scratchDir('covers-test-run-') : null;
  project.provide('spareRoot', spareRoot);
  return async () => {
    if (spareRoot) await rm(spareRoot, { recursive: true, force: true });
  };
}
