/**
 * npm run build: the browser assets in dist/public/.
 *   1. flows and their precompiled step validators (compile-validators.ts);
 *   2. the widget page and the demo pages (vite.config.ts, default mode), then the account site's
 *      pages (mode "account");
 *   3. the loader, embed.js (vite.config.ts, mode "embed");
 *   4. a check that no built script generates code at run time (the widget's CSP forbids it);
 *   5. brotli and gzip copies of the hashed assets, which the server sends to browsers that take them;
 *   6. a stamp that `ensure-built.ts` compares with the sources.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { findRuntimeCodegen } from './check-bundle.ts';
import { compileValidators } from './compile-validators.ts';
import { BUILD_STAMP, sourceFingerprint } from './inputs.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OUT_DIR = join(ROOT, 'dist/public');

function compressAssets(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const data = readFileSync(join(dir, name));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(data, { level: 9 }));
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

export async function buildAll({ quiet = false } = {}): Promise<void> {
  const started = performance.now();
  const fingerprint = sourceFingerprint();
  const manifest = compileValidators();
  const logLevel = quiet ? 'warn' : 'info';
  const configFile = join(ROOT, 'vite.config.ts');
  // The pages are production code however the build is started: from the test runner NODE_ENV is
  // "test", and libraries would ship their development builds (MobX's full errors and devtools hook).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, logLevel, mode: 'production' });
    await build({ configFile, logLevel, mode: 'account' });
    await build({ configFile, logLevel, mode: 'embed' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const problems = findRuntimeCodegen(OUT_DIR);
  if (problems.length > 0) throw new Error(`Built scripts generate code at run time (blocked by the widget's CSP):\n${problems.join('\n')}`);
  compressAssets(join(OUT_DIR, 'assets'));
  writeFileSync(join(OUT_DIR, BUILD_STAMP), `${fingerprint}\n`);
  const flows = Object.keys(manifest.flows).length;
  console.log(`Built the widget, demo pages, account pages and embed.js for ${flows} flows in ${Math.round(performance.now() - started)} ms (dist/public).`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await buildAll();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
