/**
 * The prepared database (src/server/db/prepared-database.ts) for the build: an embedded database created and
 * migrated into dist/database/data/, with its stamp, when missing or made from other migrations; copied from
 * the build cache when another checkout made the same one.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { openDb } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { PREPARED_DATABASE, PREPARED_STAMP, preparedDigest } from '../db/prepared-database.ts';
import { cachedBuild } from './build-cache.ts';

export async function ensurePreparedDatabase(): Promise<'fresh' | 'cached' | 'built'> {
  const digest = await preparedDigest();
  if (existsSync(PREPARED_STAMP) && readFileSync(PREPARED_STAMP, 'utf8').trim() === digest) return 'fresh';
  return cachedBuild('database', digest, ['dist/database'], async () => {
    // Made beside where it goes and moved into place whole: a build stopped half-way leaves no half a database.
    mkdirSync(dirname(PREPARED_DATABASE), { recursive: true });
    const work = await mkdtemp(join(dirname(PREPARED_DATABASE), 'database-'));
    try {
      const db = await openDb({ dataDir: join(work, 'data') });
      await migrate(db);
      await db.close();
      writeFileSync(join(work, basename(PREPARED_STAMP)), `${digest}\n`);
      rmSync(PREPARED_DATABASE, { recursive: true, force: true });
      renameSync(work, PREPARED_DATABASE);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, { linked: true });
}
