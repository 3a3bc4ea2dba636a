import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './index.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// An arbitrary constant: every process migrating the same database takes the same lock.
const MIGRATION_LOCK = 7_412_093;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: Number(file.split('_')[0]),
      name: file.replace(/\.sql$/, ''),
      sql: await readFile(dir + file, 'utf8'),
    })),
  );
}

/** Applies every migration not yet applied, in order; returns the names applied. */
export async function migrate(db: Db): Promise<string[]> {
  // Only a new database gets the table: on a current one, the DDL would cost a commit at every start.
  const [{ present: hasTable } = { present: false }] = await db.query<{ present: boolean }>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
  if (!hasTable) {
    await db.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
  }
  const applied: string[] = [];
  // On a current database (every start after the first) this one read is all there is to do.
  const present = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  for (const migration of await loadMigrations()) {
    if (present.has(migration.version)) continue;
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (seen.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}

/** The migrations this code has that the database has not applied (a process started beside an older database). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const [{ present } = { present: false }] = await db.query<{ present: boolean }>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
  const applied = new Set(present ? (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version) : []);
  return (await shippedMigrations()).filter((m) => !applied.has(m.version)).map((m) => m.name);
}

// The files this code shipped with do not change while it runs: read once, not at every readiness probe.
let shipped: Promise<Array<{ version: number; name: string }>> | undefined;
function shippedMigrations() {
  shipped ??= loadMigrations().then((all) => all.map(({ version, name }) => ({ version, name })));
  return shipped;
}

/** Splits a migration on statement-ending semicolons (migrations hold no procedural code). */
function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}
