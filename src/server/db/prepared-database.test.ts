import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplateDataDir } from '../../../tests/helpers/db-templates.ts';
import { scratchDir } from '../../../tests/helpers/scratch.ts';
import { holdsDatabase, openDb } from './index.ts';
import { loadMigrations } from './migrate.ts';

describe('a new data folder started from a prepared database', () => {
  let root: string;
  let prepared: string;
  beforeAll(async () => {
    root = await scratchDir('covers-prepared-');
    prepared = join(root, 'prepared');
    await copyTemplateDataDir(prepared, 'migrated');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is a copy of it, every migration applied, and its own: what it writes leaves the prepared one as it was', async () => {
    const dataDir = join(root, 'new');
    expect(holdsDatabase(dataDir)).toBe(false);
    const db = await openDb({ dataDir, exclusive: true, startFrom: prepared });
    expect(holdsDatabase(dataDir)).toBe(true);
    const versions = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((r) => r.version)).toEqual((await loadMigrations()).map((m) => m.version));
    await db.run(`INSERT INTO brands (id, code, name, short_name) VALUES (99, 'x', 'X', 'X')`);
    await db.close();
    const source = await openDb({ dataDir: prepared });
    expect(await source.query('SELECT 1 FROM brands')).toEqual([]);
    await source.close();
  });

  it('never replaces a database the folder already holds', async () => {
    const dataDir = join(root, 'seeded');
    await copyTemplateDataDir(dataDir, 'seeded');
    const db = await openDb({ dataDir, exclusive: true, startFrom: prepared });
    expect((await db.query('SELECT 1 FROM brands')).length).toBeGreaterThan(0);
    await db.close();
  });
});
