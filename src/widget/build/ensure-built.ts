/**
 * Runs before `npm start` (and the browser tests): builds the browser assets when dist/public is
 * missing or older than its sources, and otherwise returns at once, so later starts stay fast.
 */
import { fileURLToPath } from 'node:url';
import { builtFingerprint, sourceFingerprint } from './inputs.ts';

export async function ensureBuilt({ quiet = false } = {}): Promise<'fresh' | 'built'> {
  const built = builtFingerprint();
  if (built !== null && built === sourceFingerprint()) return 'fresh';
  if (!quiet) console.log(built === null ? 'Building the browser pages (first start)…' : 'Sources changed: rebuilding the browser pages…');
  const { buildAll } = await import('./build.ts');
  await buildAll({ quiet: true });
  return 'built';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await ensureBuilt();
  } catch (error) {
    // The API works without the pages; say why they are missing and start anyway.
    console.error(`Could not build the browser pages: ${error instanceof Error ? error.message : error}`);
  }
}
