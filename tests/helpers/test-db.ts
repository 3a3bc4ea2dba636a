import { randomBytes } from 'node:crypto';
import { dropSchema, openDb, type Db } from '../../src/server/db/index.ts';
import { migrate } from '../../src/server/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new schema on the
 * PostgreSQL server named by DATABASE_URL (dropped again by `cleanup`).
 */
export async function createTestDb(): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const schema = url ? `covers_test_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDb({ url, schema });
  await migrate(db);
  return {
    db,
    async cleanup() {
      await db.close();
      if (url && schema) await dropSchema(url, schema);
    },
  };
}
