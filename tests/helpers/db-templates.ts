/**
 * Template databases: the tests' databases are copies of two made once, one migrated and one migrated and
 * seeded with the demo data, instead of each test file creating, migrating and seeding its own (seconds
 * each). On PGlite a template is a data folder, copied; on PostgreSQL a template database that
 * `CREATE DATABASE … TEMPLATE` copies.
 *
 * A template is named by the day (the seed dates its rows by the clock) and a digest of everything else that
 * makes it: the migrations, every source file the migrator and the seed are made of, and PGlite's version.
 * A change to any of them names a new template, which is built the first time it is asked for: never a
 * stale one. The run's global setup builds them before the tests start (tests/helpers/global-setup.ts);
 * a process that finds one missing (a benchmark, a test run on its own) builds it itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../src/server/db/index.ts';
import { scratchDir } from './scratch.ts';

/** The database module, the migrator and the seed: loaded when a database is opened or a template built, not to check one exists. */
async function database() {
  const [db, { migrate }, { seed }] = await Promise.all([import('../../src/server/db/index.ts'), import('../../src/server/db/migrate.ts'), import('../../src/server/db/seed.ts')]);
  return { ...db, migrate, seed };
}

const run = promisify(execFile);

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(ROOT, 'node_modules/.cache/covers-test-databases');
const PG_PREFIX = 'covers_tpl_';

export type TemplateKind = 'migrated' | 'seeded';

let digest: Promise<string> | undefined;

/** The template's digest: of the migrations, the migrator's and the seed's sources and data, and PGlite's version (its name adds the day). */
export function templateKey(): Promise<string> {
  digest ??= (async () => {
    const { build } = await import('esbuild');
    const entryPoints = ['src/server/db/migrate.ts', 'src/server/db/seed.ts'].map((p) => join(ROOT, p));
    const { metafile } = await build({ entryPoints, bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', outdir: tmpdir(), logLevel: 'silent' });
    const migrations = (await readdir(join(ROOT, 'src/server/db/migrations'))).map((f) => `src/server/db/migrations/${f}`);
    // The seed reads the demo venue file, checked against its schema (defaults filled in from it).
    const data = ['venues/demo.json', 'schemas/venues.schema.json'];
    const sources = [...new Set([...Object.keys(metafile.inputs).map((p) => relative(ROOT, join(process.cwd(), p))), ...migrations, ...data])].sort();
    const hash = createHash('sha256');
    for (const source of sources) hash.update(`${source}\0`).update(await readFile(join(ROOT, source))).update('\0');
    const pglite = JSON.parse(await readFile(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
    hash.update(pglite.version);
    return hash.digest('hex').slice(0, 16);
  })();
  return digest;
}

// ---------------------------------------------------------------------------------------------- PGlite

async function pgliteDir(): Promise<string> {
  return join(CACHE, `${today()}-${await templateKey()}`);
}

let building: Promise<string> | undefined;

/**
 * The PGlite templates' folder, built when missing: `migrated/` and `seeded/`, each a data folder. A copy
 * is a copied folder (some 45 MB): opening one takes a fifth of a second, where loading the same database
 * from a tarball into memory took three times as long and creating a new one some eight seconds.
 */
export function pgliteTemplates(): Promise<string> {
  building ??= (async () => {
    const dir = await pgliteDir();
    if (existsSync(join(dir, 'migrated', 'PG_VERSION')) && existsSync(join(dir, 'seeded', 'PG_VERSION'))) return dir;
    const { openDb, migrate, seed } = await database();
    await mkdir(dir, { recursive: true });
    // Built beside where they go and moved into place whole: a run that stops half-way leaves no half a template.
    const work = await mkdtemp(join(dir, 'building-'));
    const migrated = await openDb({ dataDir: join(work, 'migrated') });
    await migrate(migrated);
    await migrated.close();
    await run('cp', ['-R', join(work, 'migrated'), join(work, 'seeded')]);
    const seeded = await openDb({ dataDir: join(work, 'seeded') });
    await seed(seeded);
    await seeded.close();
    for (const kind of ['migrated', 'seeded'] as const) {
      await rename(join(work, kind), join(dir, kind)).catch((error: NodeJS.ErrnoException) => {
        // Another process put the same template in place first.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
    }
    await rm(work, { recursive: true, force: true });
    // Templates of earlier days are of no more use. Today's are kept whatever their digest: another checkout's run
    // sharing this cache (other sources, another digest) may be copying them at this moment.
    for (const other of await readdir(CACHE)) {
      if ((/^(\d{8})-/.exec(other)?.[1] ?? '') < today()) await rm(join(CACHE, other), { recursive: true, force: true }).catch(() => undefined);
    }
    return dir;
  })();
  return building;
}

/**
 * A new PGlite data folder at `dataDir` (which must not exist yet, or be empty), a copy of a template: by
 * the system's `cp`, which copies the folder's 1,300 files in a sixth of the time Node's `fs.cp` takes.
 */
export async function copyTemplateDataDir(dataDir: string, kind: TemplateKind = 'seeded'): Promise<void> {
  await run('cp', ['-R', `${join(await pgliteTemplates(), kind)}/.`, dataDir]);
}

/** A new PGlite data folder at `dataDir` (which must not exist yet, or be empty), a copy of the seeded template. */
export function copySeededDataDir(dataDir: string): Promise<void> {
  return copyTemplateDataDir(dataDir, 'seeded');
}

/** The seeded template's data folder itself (never to be opened: copy it). */
export async function seededDataDir(): Promise<string> {
  return join(await pgliteTemplates(), 'seeded');
}

// ------------------------------------------------------------------------------------------ PostgreSQL

let pgBuilding: Promise<void> | undefined;

/** The name of a PostgreSQL template database. */
async function pgTemplate(kind: TemplateKind): Promise<string> {
  return `${PG_PREFIX}${today()}_${await templateKey()}_${kind}`;
}

/** Today as yyyymmdd: a template or partial database is named with the day it was made. */
function today(): string {
  return new Date().toISOString().slice(0, 10).replaceAll('-', '');
}

/** The day in a template's or partial database's name, or '' for a name without one (made before days were named). */
function dayOf(name: string): string {
  return /^covers_(?:tpl|partial)_(\d{8})_/.exec(name)?.[1] ?? '';
}

/** The PostgreSQL template databases on the server of `url`, built when missing. */
export function postgresTemplates(url: string): Promise<void> {
  pgBuilding ??= (async () => {
    const { createDatabaseFrom, databaseUrl, databasesNamed, dropDatabase, openDb, renameDatabase, migrate, seed } = await database();
    const existing = new Set(await databasesNamed(url, PG_PREFIX));
    for (const kind of ['migrated', 'seeded'] as const) {
      const name = await pgTemplate(kind);
      if (existing.has(name)) continue;
      // Built under another name and renamed when whole: a run that stops half-way leaves no half a template.
      const partial = `covers_partial_${today()}_${randomBytes(6).toString('hex')}`;
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
    // Templates and partial ones of earlier days are of no more use. Today's are kept whatever their digest: another
    // checkout's run on the same server (other sources, another digest) may be copying them at this moment.
    for (const name of [...(await databasesNamed(url, PG_PREFIX)), ...(await databasesNamed(url, 'covers_partial_'))]) {
      if (dayOf(name) < today()) await dropDatabase(url, name).catch(() => undefined);
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
export async function copyOfTemplate(kind: TemplateKind, folder?: string): Promise<DatabaseCopy> {
  const { openDb } = await database();
  const url = process.env.DATABASE_URL;
  if (!url) {
    const parent = await scratchDir('covers-test-db-', folder);
    await copyTemplateDataDir(join(parent, 'data'), kind);
    const db = await openDb({ dataDir: join(parent, 'data') });
    return {
      db,
      async cleanup() {
        // A test of the database gone has closed it already.
        await db.close().catch(() => undefined);
        await rm(parent, { recursive: true, force: true });
      },
    };
  }
  const copy = await newPostgresCopy(url, kind);
  const db = await openDb({ url: copy.url });
  return {
    db,
    url: copy.url,
    async cleanup() {
      await db.close().catch(() => undefined);
      await copy.drop();
    },
  };
}

/** A new database on the PostgreSQL server of `url`, a copy of a template, with its address. */
export async function newPostgresCopy(url: string, kind: TemplateKind): Promise<{ url: string; drop(): Promise<void> }> {
  const { createDatabaseFrom, databaseUrl, dropDatabase } = await database();
  await postgresTemplates(url);
  const name = `covers_test_${randomBytes(6).toString('hex')}`;
  await createDatabaseFrom(url, name, await pgTemplate(kind));
  return { url: databaseUrl(url, name), drop: () => dropDatabase(url, name) };
}
