/**
 * Runs before `npm start` (and the browser tests): builds the browser assets when dist/public is
 * missing or older than its sources (or copies them from the build cache, when a checkout of the same
 * sources built them before), and otherwise returns at once, so later starts stay fast.
 */
import { fileURLToPath } from 'node:url';
import { cachedBuild } from '../../server/build/build-cache.ts';
import { builtFingerprint, sourceFingerprint } from './inputs.ts';

export async function ensureBuilt({ quiet = false } = {}): Promise<'fresh' | 'cached' | 'built'> {
  const built = builtFingerprint();
  const sources = sourceFingerprint();
  if (built !== null && built === sources) return 'fresh';
  // The flows' compiled validators (src/widget/generated) are kept with the pages: the widget's tests read them too.
  return cachedBuild('public', sources, ['dist/public', 'src/widget/generated'], async () => {
    if (!quiet) console.log(built === null ? 'Building the browser pages (first start)…' : 'Sources changed: rebuilding the browser pages…');
    const { buildAll } = await import('./build.ts');
    await buildAll({ quiet: true });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await ensureBuilt();
  } catch (error) {
    // The API works without the pages; say why they are missing and start anyway.
    console.error(`Could not build the browser pages: ${error instanceof Error ? error.message : error}`);
  }
}
