import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/helpers/test-db.ts';
import type { Db } from './index.ts';
import { loadMigrations, migrate } from './migrate.ts';

describe('migrations', () => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ db, cleanup } = await createTestDb()));
  afterAll(() => cleanup());

  it('records every migration once and applies nothing the second time', async () => {
    const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual((await loadMigrations()).map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
  });
});
