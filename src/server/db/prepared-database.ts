/**
 * The prepared database: an embedded database the build made and migrated (dist/database/), which a new data
 * folder starts as a copy of. Creating one instead (PGlite's initdb, then every migration) takes seconds; the
 * copy a fraction of one. It is used only while it holds exactly the migrations this code has, made by the
 * PGlite this code runs: its stamp says which, and anything else is passed over for creating afresh.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMigrations } from './migrate.ts';

export const PREPARED_DATABASE = fileURLToPath(new URL('../../../dist/database', import.meta.url));
/** The data folder itself, beside the stamp. */
export const PREPARED_DATA = join(PREPARED_DATABASE, 'data');
export const PREPARED_STAMP = join(PREPARED_DATABASE, '.build-stamp');

/** What the prepared database is made of: every migration (name and text) and PGlite's version, as one digest. */
export async function preparedDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const migration of await loadMigrations()) hash.update(migration.name).update('\0').update(migration.sql).update('\0');
  // PGlite's package does not export its package.json: read beside its entry point (dist/).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(readFileSync(join(dirname(entry), '../package.json'), 'utf8')) as { version: string };
  return hash.update(pglite.version).digest('hex').slice(0, 32);
}

/** The prepared data folder and the migrations applied to it, when it is there and current; otherwise undefined. */
export async function preparedDatabase(): Promise<{ dataDir: string; migrations: string[] } | undefined> {
  if (!existsSync(PREPARED_STAMP) || readFileSync(PREPARED_STAMP, 'utf8').trim() !== (await preparedDigest())) return undefined;
  return { dataDir: PREPARED_DATA, migrations: (await loadMigrations()).map((m) => m.name) };
}
