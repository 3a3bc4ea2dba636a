/**
 * Runs before `npm start`: the browser pages, the server bundle and (for a new embedded data folder) the
 * prepared database are made when their sources changed since the last build, copied from the build cache
 * when a checkout of the same sources made them before (build-cache.ts), and otherwise this returns at once.
 *
 * With `--install` (npm's postinstall) all three are made whatever the data folder, and nothing stops the
 * install: `npm install` builds once, into the cache, what every later `npm start` of these sources (a new
 * clone's included) then finds made. Not under `npx covers`, which installs the project only to run its
 * command (bin/check-node.js says why an install there must not fail).
 */
import { resolve } from 'node:path';

const install = process.argv.includes('--install');

/** A step timed and said; a failure said plainly (and, but for `fatal` outside an install, survived). */
async function step(what: string, run: () => Promise<'fresh' | 'cached' | 'built'>, { fatal = false, saysBuilt = false } = {}) {
  const started = performance.now();
  try {
    const done = await run();
    const took = `in ${Math.round(performance.now() - started)} ms`;
    if (done === 'cached') console.log(`Copied ${what} from the build cache ${took}.`);
    if (done === 'built' && !saysBuilt) console.log(`Made ${what} ${took}.`);
  } catch (error) {
    if (fatal && !install) throw error;
    console.error(`Could not make ${what}: ${error instanceof Error ? error.message : error}`);
  }
}

if (!install || process.env.npm_command !== 'exec') {
  const [{ ensureBuilt }, { ensureServerBundle }, { holdsDatabase }] = await Promise.all([import('../../widget/build/ensure-built.ts'), import('./bundle.ts'), import('../db/index.ts')]);
  // The API works without the pages; say why they are missing and start anyway.
  await step('the browser pages (dist/public)', () => ensureBuilt(), { saysBuilt: true });
  await step('the server bundle (dist/server)', () => ensureServerBundle(), { fatal: true });
  // Only a new embedded data folder is made from the prepared database; an existing one, or PostgreSQL, never waits for
  // it. Without it a new data folder is created and migrated at start, as before.
  if (install || (!process.env.DATABASE_URL && !holdsDatabase(resolve(process.env.DATA_DIR ?? 'data')))) {
    await step('the prepared database (dist/database)', async () => (await import('./prepare-database.ts')).ensurePreparedDatabase());
  }
}
