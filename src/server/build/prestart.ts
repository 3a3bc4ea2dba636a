/**
 * Runs before `npm start`: the browser pages and the server bundle are rebuilt when their sources
 * changed since the last build, and otherwise this returns at once.
 */
import { ensureBuilt } from '../../widget/build/ensure-built.ts';
import { bundleServer, serverBundleFresh } from './bundle.ts';

try {
  await ensureBuilt();
} catch (error) {
  // The API works without the pages; say why they are missing and start anyway.
  console.error(`Could not build the browser pages: ${error instanceof Error ? error.message : error}`);
}
if (!serverBundleFresh()) {
  const started = performance.now();
  await bundleServer();
  console.log(`Bundled the server in ${Math.round(performance.now() - started)} ms (dist/server).`);
}
