import { inject } from 'vitest';
import { copyOfTemplate, type DatabaseCopy, type TemplateKind } from './db-templates.ts';

/**
 * A database of one test file's own: a copy of the template migrated (or, with `seeded`, also seeded with
 * the demo data) once per run. PGlite in memory by default, or a new database on the PostgreSQL server
 * named by DATABASE_URL (dropped again by `cleanup`).
 */
export function createTestDb(options: { seeded?: boolean } = {}): Promise<DatabaseCopy> {
  const kind: TemplateKind = options.seeded ? 'seeded' : 'migrated';
  if (kind === 'seeded' && spare) {
    const taken = spare;
    spare = undefined;
    return taken;
  }
  return copyOfTemplate(kind);
}

let spare: Promise<DatabaseCopy> | undefined;

/**
 * Starts a seeded PGlite copy for the worker's next file while that file is still being imported: a
 * worker's first database opens in some 1.5 s (PGlite's WebAssembly compiled, its files read), which
 * otherwise the file waits for after the seconds of importing the server. One at a time, in the run's own
 * folder (`spareRoot`), which the run removes at its end with a copy no file took.
 */
export function prepareSpareDb(): void {
  if (spare || process.env.DATABASE_URL) return;
  const root = inject('spareRoot');
  if (!root) return;
  spare = copyOfTemplate('seeded', root);
  // A copy that failed is made again, and fails where a file asks for it.
  spare.catch(() => (spare = undefined));
}
