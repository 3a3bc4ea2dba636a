/**
 * What the browser build is made from, as one fingerprint. `npm start` rebuilds when the
 * fingerprint differs from the one stamped into dist/public by the last build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const BUILD_STAMP = '.build-stamp';
export const BUILD_INPUTS = ['src/widget', 'src/embed', 'src/account', 'src/engine', 'src/api-client', 'src/ui', 'flows', 'brands', 'locales', 'vite.config.ts', 'package-lock.json'];
// Written by the build itself, or not shipped to the browser.
const SKIP = /(^|\/)(generated|node_modules)(\/|$)|\.test\.tsx?$|\.md$/;

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** One hash over the files under `inputs` (paths from `root`), skipping paths that match `skip`. */
export function fingerprintOf(inputs: readonly string[], skip: RegExp, root: string): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      const rel = relative(root, file).split(sep).join('/');
      if (skip.test(rel)) continue;
      hash.update(rel).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 32);
}

export function sourceFingerprint(root = ROOT): string {
  return fingerprintOf(BUILD_INPUTS, SKIP, root);
}

export function builtFingerprint(root = ROOT): string | null {
  const stamp = join(root, 'dist/public', BUILD_STAMP);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
}
