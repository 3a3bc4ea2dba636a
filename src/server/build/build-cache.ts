/**
 * The build's outputs kept by what they are made from: each build (the browser pages, the server bundle, the
 * prepared database) is copied, once made, to node_modules/.cache/covers-build/<kind>-<fingerprint>/, and a
 * checkout whose sources give the same fingerprint (a new clone after `npm install`, whose own run of the build
 * filled the cache; a branch switched back; another worktree) copies it from there instead of building again.
 * The cache is an optimisation only: a cache that cannot be read or written is a build made as before.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const CACHE = join(ROOT, 'node_modules/.cache/covers-build');
/** Builds kept of each kind, the most recently used: a few branches' worth. */
const KEEP = 4;

/**
 * `outputs` (folders under the checkout) as the build of `fingerprint` made them: copied from the cache when it
 * has that build, otherwise made by `build` and then kept there. `where` is for tests: another checkout and cache.
 */
export async function cachedBuild(kind: string, fingerprint: string, outputs: string[], build: () => Promise<void>, where = { root: ROOT, cache: CACHE }): Promise<'cached' | 'built'> {
  const { root, cache } = where;
  const entry = join(cache, `${kind}-${fingerprint}`);
  if (existsSync(entry)) {
    try {
      for (const output of outputs) {
        rmSync(join(root, output), { recursive: true, force: true });
        if (existsSync(join(entry, output))) cpSync(join(entry, output), join(root, output), { recursive: true });
      }
      const now = new Date();
      utimesSync(entry, now, now);
      return 'cached';
    } catch {
      // Removed meanwhile (pruned by another checkout's build): built below instead.
    }
  }
  await build();
  keep(kind, entry, outputs, where);
  return 'built';
}

function keep(kind: string, entry: string, outputs: string[], { root, cache }: { root: string; cache: string }) {
  const partial = `${entry}.partial-${process.pid}`;
  try {
    for (const output of outputs) if (existsSync(join(root, output))) cpSync(join(root, output), join(partial, output), { recursive: true });
    mkdirSync(partial, { recursive: true });
    // Put in place whole: a build stopped half-way, or another checkout storing the same build, leaves no half an entry.
    renameSync(partial, entry);
  } catch {
    // Not writable (a read-only node_modules), or the same build stored by another checkout first: nothing to keep.
    rmSync(partial, { recursive: true, force: true });
    return;
  }
  const older = readdirSync(cache)
    .filter((name) => name.startsWith(`${kind}-`) && !name.includes('.partial-'))
    .map((name) => ({ name, used: statSync(join(cache, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used)
    .slice(KEEP);
  for (const { name } of older) rmSync(join(cache, name), { recursive: true, force: true });
}
