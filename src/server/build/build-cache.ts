/**
 * The build's outputs kept by what they are made from: each build (the browser pages, the server bundle, the
 * prepared database) is copied, once made, to node_modules/.cache/covers-build/<kind>-<fingerprint>/, and a
 * checkout whose sources give the same fingerprint (a new clone after `npm install`, whose own run of the build
 * filled the cache; a branch switched back; another worktree) copies it from there instead of building again.
 * The cache is an optimisation only: a cache that cannot be read or written is a build made as before.
 */
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const CACHE = join(ROOT, 'node_modules/.cache/covers-build');
/** Builds kept of each kind, the most recently used: a few branches' worth. */
const KEEP = 4;

export interface CacheOptions {
  /**
   * The outputs' files are only ever read (the prepared database, which is copied, never opened): linked to the
   * cache's instead of copied where the file system allows, which for 40 MB is most of the time a copy takes.
   */
  linked?: boolean;
  /** For tests: another checkout and another cache. */
  root?: string;
  cache?: string;
}

/**
 * `outputs` (folders under the checkout) as the build of `fingerprint` made them: copied from the cache when it
 * has that build, otherwise made by `build` and then kept there.
 */
export async function cachedBuild(kind: string, fingerprint: string, outputs: string[], build: () => Promise<void>, options: CacheOptions = {}): Promise<'cached' | 'built'> {
  const { root = ROOT, cache = CACHE, linked = false } = options;
  const entry = join(cache, `${kind}-${fingerprint}`);
  if (existsSync(entry)) {
    try {
      for (const output of outputs) {
        rmSync(join(root, output), { recursive: true, force: true });
        if (existsSync(join(entry, output))) (linked ? linkOrCopy : copy)(join(entry, output), join(root, output));
      }
      const now = new Date();
      utimesSync(entry, now, now);
      return 'cached';
    } catch {
      // Removed meanwhile (pruned by another checkout's build): built below instead.
    }
  }
  await build();
  keep(kind, entry, outputs, { root, cache, linked });
  return 'built';
}

const copy = (from: string, to: string) => cpSync(from, to, { recursive: true });

/** A folder's files hard-linked into a new folder `to`; copied when they cannot be (another file system). */
function linkOrCopy(from: string, to: string) {
  try {
    mkdirSync(to, { recursive: true });
    for (const item of readdirSync(from, { withFileTypes: true })) {
      if (item.isDirectory()) linkOrCopy(join(from, item.name), join(to, item.name));
      else linkSync(join(from, item.name), join(to, item.name));
    }
  } catch {
    rmSync(to, { recursive: true, force: true });
    copy(from, to);
  }
}

function keep(kind: string, entry: string, outputs: string[], { root, cache, linked }: Required<CacheOptions>) {
  const partial = `${entry}.partial-${process.pid}`;
  try {
    for (const output of outputs) if (existsSync(join(root, output))) (linked ? linkOrCopy : copy)(join(root, output), join(partial, output));
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
