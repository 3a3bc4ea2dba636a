// A child process for the benchmarks: the real app on a fresh seeded database, listening on a free port.
// The load comes from one address, so the limit on anonymous writes (session creation) is off.
// With BENCH_PROCESSES=n (PostgreSQL only) n API processes share the database and one port, as
// node:cluster shares a listening socket among its workers; the first line printed is the address.
// BENCH_WORKER_CPUS pins each worker to a core of its own (tests/bench/pinned.ts).
import { execFileSync } from 'node:child_process';
import cluster from 'node:cluster';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { DEMO_API_KEY, parseApiKeys } from '../../src/server/config.ts';
import { dropSchema, openDb, type Db, type Queryable } from '../../src/server/db/index.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seed } from '../../src/server/db/seed.ts';

const url = process.env.DATABASE_URL;
const processes = Number(process.env.BENCH_PROCESSES ?? 1);
if (processes > 1 && !url) throw new Error('BENCH_PROCESSES needs DATABASE_URL: only PostgreSQL is shared by processes');

if (cluster.isPrimary) {
  const schema = url ? `covers_bench_${process.pid}` : undefined;
  // Embedded: a data folder on disk, as `npm start` runs it.
  const dataDir = url ? undefined : await mkdtemp(join(tmpdir(), 'covers-bench-db-'));
  const db = await openDb({ url, schema, dataDir });
  await migrate(db);
  await seed(db);
  const cleanup = async () => {
    if (url && schema) await dropSchema(url, schema);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  if (processes === 1) {
    const { address, close } = await serve(countingRoundTrips(db));
    process.stdout.write(JSON.stringify({ address }) + '\n');
    process.on('SIGTERM', async () => {
      await close();
      await db.close();
      await cleanup();
      process.exit(0);
    });
  } else {
    await db.close();
    const workers = Array.from({ length: processes }, () => cluster.fork({ BENCH_SCHEMA: schema }));
    // BENCH_WORKER_CPUS=0,1: the i-th worker runs on the i-th core listed only (Linux), a core each.
    const pins = process.env.BENCH_WORKER_CPUS?.split(',');
    if (pins) workers.forEach((worker, i) => execFileSync('taskset', ['-a', '-p', '-c', pins[i % pins.length]!, String(worker.process.pid)], { stdio: 'ignore' }));
    const addresses = await Promise.all(workers.map((worker) => new Promise<string>((resolve) => worker.once('message', (m: { address: string }) => resolve(m.address)))));
    process.stdout.write(JSON.stringify({ address: addresses[0], processes: new Set(workers.map((w) => w.process.pid)).size }) + '\n');
    process.on('SIGTERM', async () => {
      await Promise.all(workers.map((worker) => new Promise((resolve) => (worker.once('exit', resolve), worker.kill('SIGTERM')))));
      await cleanup();
      process.exit(0);
    });
  }
} else {
  const db = await openDb({ url, schema: process.env.BENCH_SCHEMA });
  const { address, close } = await serve(db);
  process.send!({ address });
  process.on('SIGTERM', async () => {
    await close();
    await db.close();
    process.exit(0);
  });
}

/** The app on `db`, listening on a free port (in a cluster, the same port for every worker). */
async function serve(db: Awaited<ReturnType<typeof openDb>>) {
  const app = await buildApp({
    db,
    clock: fixedClock(process.env.BENCH_NOW ?? '2026-11-21T12:00:00Z'),
    config: {
      apiKeys: parseApiKeys(`*:${DEMO_API_KEY}`),
      publicUrl: 'http://bench',
      writeLimit: false,
      // The login bench speaks for many clients through X-Forwarded-For, as a load balancer would.
      trustProxy: process.env.BENCH_TRUST_PROXY ?? false,
    },
  });
  if (process.env.BENCH_ACCOUNTS) await benchAccounts(app, db, Number(process.env.BENCH_ACCOUNTS));
  return { address: await app.server.listen({ port: 0, host: '127.0.0.1' }), close: () => app.server.close() };
}

/** BENCH_ACCOUNTS=n: verified accounts bench0@example.com … with the password BENCH_PASSWORD, made as a customer would (register, the e-mailed link). */
async function benchAccounts(app: Awaited<ReturnType<typeof buildApp>>, db: Awaited<ReturnType<typeof openDb>>, count: number) {
  for (let i = 0; i < count; i++) {
    const email = `bench${i}@example.com`;
    await app.customers.registration.register({ brandId: 1, email, joinToken: undefined });
    const [mail] = await db.query<{ body_text: string }>('SELECT body_text FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email]);
    const token = mail!.body_text.match(/\/verify\/([A-Za-z0-9_-]+)/)![1]!;
    await app.customers.registration.verify({ token, customerId: undefined, forename: 'Bench', surname: `Customer ${i}`, password: process.env.BENCH_PASSWORD! });
  }
}

/**
 * The database's round trips counted, for the bench to read per request (SIGUSR2 prints the counts as a line): every
 * statement, and every transaction (its BEGIN and COMMIT are two more on PostgreSQL).
 */
function countingRoundTrips(db: Db): Db {
  const counts = { statements: 0, transactions: 0 };
  process.on('SIGUSR2', () => process.stdout.write(JSON.stringify(counts) + '\n'));
  const counted = (q: Queryable): Queryable => ({
    query: (sql, params) => ((counts.statements += 1), q.query(sql, params)),
    run: (sql, params) => ((counts.statements += 1), q.run(sql, params)),
  });
  return {
    ...counted(db),
    kind: db.kind,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => ((counts.transactions += 1), db.transaction((tx) => fn(counted(tx)))),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
  };
}
