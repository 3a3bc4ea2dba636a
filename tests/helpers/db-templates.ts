/**
 * Template databases: the tests' databases are copies of two made once, one migrated and one migrated and
 * seeded with the demo data, instead of each test file creating, migrating and seeding its own (seconds
 * each). On PGlite a template is a dumped data folder (a tarball, and for the servers the browser tests
 * start, a data folder); on PostgreSQL a template database that `CREATE DATABASE … TEMPLATE` copies.
 *
 * A template is named by a digest of everything that makes it: the migrations, every source file the
 * migrator and the seed are made of, PGlite's version and the day (the seed dates its rows by the clock).
 * A change to any of them names a new template, which is built the first time it is asked for: never a
 * stale one. The run's global setup builds them before the tests start (tests/helpers/global-setup.ts);
 * a process that finds one missing (a benchmark, a test run on its own) builds it itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabaseFrom, databaseUrl, databasesNamed, dropDatabase, openDb, renameDatabase, type Db } from '../../src/server/db/index.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seed } from '../../src/server/db/seed.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(ROOT, 'node_modules/.cache/covers-test-databases');
const PG_PREFIX = 'covers_tpl_';

export type TemplateKind = 'migrated' | 'seeded';

let digest: Promise<string> | undefined;

/** The template's name: a digest of the migrations, the migrator's and the seed's sources, PGlite's version and the day. */
export function templateKey(): Promise<string> {
  digest ??= (async () => {
    const { build } = await import('esbuild');
    const entryPoints = ['src/server/db/migrate.ts', 'src/server/db/seed.ts'].map((p) => join(ROOT, p));
    const { metafile } = await build({ entryPoints, bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', outdir: tmpdir(), logLevel: 'silent' });
    const migrations = (await readdir(join(ROOT, 'src/server/db/migrations'))).map((f) => `src/server/db/migrations/${f}`);
    const sources = [...new Set([...Object.keys(metafile.inputs).map((p) => relative(ROOT, join(process.cwd(), p))), ...migrations])].sort();
    const hash = createHash('sha256');
    for (const source of sources) hash.update(`${source}\0`).update(await readFile(join(ROOT, source))).update('\0');
    const pglite = JSON.parse(await readFile(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
    hash.update(pglite.version).update(new Date().toISOString().slice(0, 10));
    return hash.digest('hex').slice(0, 16);
  })();
  return digest;
}

// ---------------------------------------------------------------------------------------------- PGlite

async function pgliteDir(): Promise<string> {
  return join(CACHE, await templateKey());
}

/** Writes `data` to `path` whole or not at all: two processes building the same template never see half a file. */
async function writeWhole(path: string, data: Uint8Array): Promise<void> {
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, data);
  await rename(partial, path);
}

let building: Promise<string> | undefined;

/** The PGlite templates' folder, built when missing: `migrated.tar`, `seeded.tar` and `seeded/` (a data folder). */
export function pgliteTemplates(): Promise<string> {
  building ??= (async () => {
    const dir = await pgliteDir();
    if (existsSync(join(dir, 'seeded', 'PG_VERSION'))) return dir;
    await mkdir(dir, { recursive: true });
    const db = await openDb({});
    await migrate(db);
    const migrated = await db.dumpDataDir!();
    await seed(db);
    const seeded = await db.dumpDataDir!();
    await db.close();
    await writeWhole(join(dir, 'migrated.tar'), new Uint8Array(await migrated.arrayBuffer()));
    await writeWhole(join(dir, 'seeded.tar'), new Uint8Array(await seeded.arrayBuffer()));
    // The browser tests' servers open a data folder: one made from the tarball, moved into place whole.
    const folder = await mkdtemp(join(dir, 'seeded-'));
    const filled = await openDb({ dataDir: folder, loadDataDir: seeded });
    await filled.close();
    await rename(folder, join(dir, 'seeded')).catch(async (error: NodeJS.ErrnoException) => {
      // Another process put the same folder in place first.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(folder, { recursive: true, force: true });
    });
    // Templates of other days or other migrations are of no more use.
    for (const other of await readdir(CACHE)) if (join(CACHE, other) !== dir) await rm(join(CACHE, other), { recursive: true, force: true }).catch(() => undefined);
    return dir;
  })();
  return building;
}

const tarballs = new Map<TemplateKind, Promise<Blob>>();

/** A template's tarball, read once per process. */
function tarball(kind: TemplateKind): Promise<Blob> {
  let blob = tarballs.get(kind);
  if (!blob) {
    blob = pgliteTemplates().then(async (dir) => new Blob([await readFile(join(dir, `${kind}.tar`))]));
    tarballs.set(kind, blob);
  }
  return blob;
}

/** A new PGlite data folder at `dataDir` (which must not exist yet), a copy of the seeded template. */
export async function copySeededDataDir(dataDir: string): Promise<void> {
  await cp(join(await pgliteTemplates(), 'seeded'), dataDir, { recursive: true });
}

/** The seeded template's data folder itself (never to be opened: copy it). */
export async function seededDataDir(): Promise<string> {
  return join(await pgliteTemplates(), 'seeded');
}

// ------------------------------------------------------------------------------------------ PostgreSQL

let pgBuilding: Promise<void> | undefined;

/** The name of a PostgreSQL template database. */
async function pgTemplate(kind: TemplateKind): Promise<string> {
  return `${PG_PREFIX}${await templateKey()}_${kind}`;
}

/** The PostgreSQL template databases on the server of `url`, built when missing. */
export function postgresTemplates(url: string): Promise<void> {
  pgBuilding ??= (async () => {
    const existing = new Set(await databasesNamed(url, PG_PREFIX));
    for (const kind of ['migrated', 'seeded'] as const) {
      const name = await pgTemplate(kind);
      if (existing.has(name)) continue;
      // Built under another name and renamed when whole: a run that stops half-way leaves no half a template.
      const partial = `covers_partial_${randomBytes(6).toString('hex')}`;
      await createDatabaseFrom(url, partial, 'template0');
      const db = await openDb({ url: databaseUrl(url, partial) });
      try {
        await migrate(db);
        if (kind === 'seeded') await seed(db);
      } finally {
        await db.close();
      }
      await renameDatabase(url, partial, name).catch(async (error: { code?: string }) => {
        // 42P04: another run made the same template meanwhile.
        if (error.code !== '42P04') throw error;
        await dropDatabase(url, partial);
      });
    }
    // Templates of other days or other migrations, and partial ones a stopped run left, are of no more use.
    const current = new Set([await pgTemplate('migrated'), await pgTemplate('seeded')]);
    for (const name of [...(await databasesNamed(url, PG_PREFIX)), ...(await databasesNamed(url, 'covers_partial_'))]) {
      if (!current.has(name)) await dropDatabase(url, name).catch(() => undefined);
    }
  })();
  return pgBuilding;
}

// ----------------------------------------------------------------------------------------------- copies

export interface DatabaseCopy {
  db: Db;
  /** PostgreSQL: the copy's own address, for server processes on it. */
  url?: string;
  cleanup(): Promise<void>;
}

/**
 * A database of the test's own, a copy of a template: PGlite in memory, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped again by `cleanup`).
 */
export async function copyOfTemplate(kind: TemplateKind): Promise<DatabaseCopy> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDb({ loadDataDir: await tarball(kind) });
    return { db, cleanup: () => db.close() };
  }
  const copy = await newPostgresCopy(url, kind);
  const db = await openDb({ url: copy.url });
  return {
    db,
    url: copy.url,
    async cleanup() {
      await db.close();
      await copy.drop();
    },
  };
}

/** A new database on the PostgreSQL server of `url`, a copy of a template, with its address. */
export async function newPostgresCopy(url: string, kind: TemplateKind): Promise<{ url: string; drop(): Promise<void> }> {
  await postgresTemplates(url);
  const name = `covers_test_${randomBytes(6).toString('hex')}`;
  await createDatabaseFrom(url, name, await pgTemplate(kind));
  return { url: databaseUrl(url, name), drop: () => dropDatabase(url, name) };
}
