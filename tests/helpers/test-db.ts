import { copyOfTemplate, type DatabaseCopy, type TemplateKind } from './db-templates.ts';

/**
 * A database of one test file's own: a copy of the template migrated (or, with `seeded`, also seeded with
 * the demo data) once per run. PGlite in memory by default, or a new database on the PostgreSQL server
 * named by DATABASE_URL (dropped again by `cleanup`).
 */
export function createTestDb(options: { seeded?: boolean } = {}): Promise<DatabaseCopy> {
  const kind: TemplateKind = options.seeded ? 'seeded' : 'migrated';
  return copyOfTemplate(kind);
}
