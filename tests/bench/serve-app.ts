// A child process for the benchmarks: the real app on a fresh seeded database, listening on a free port.
// The load comes from one address, so the limit on anonymous writes (session creation) is off.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { DEMO_API_KEY, parseApiKeys } from '../../src/server/config.ts';
import { dropSchema, openDb } from '../../src/server/db/index.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seed } from '../../src/server/db/seed.ts';

const url = process.env.DATABASE_URL;
const schema = url ? `covers_bench_${process.pid}` : undefined;
// Embedded: a data folder on disk, as `npm start` runs it.
const dataDir = url ? undefined : await mkdtemp(join(tmpdir(), 'covers-bench-db-'));
const db = await openDb({ url, schema, dataDir });
await migrate(db);
await seed(db);
const app = await buildApp({ db, clock: fixedClock(process.env.BENCH_NOW ?? '2026-11-21T12:00:00Z'), config: { apiKeys: parseApiKeys(`*:${DEMO_API_KEY}`), publicUrl: 'http://bench', writeLimit: false } });
const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ address }) + '\n');
process.on('SIGTERM', async () => {
  await app.server.close();
  await db.close();
  if (url && schema) await dropSchema(url, schema);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
