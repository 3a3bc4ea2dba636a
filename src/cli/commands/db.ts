/**
 * `covers db migrate` and `covers db seed`: the database named by DATABASE_URL, or the embedded one
 * in DATA_DIR (./data), as the server would open it.
 */
import { mkdir } from 'node:fs/promises';
import { loadConfig } from '../../server/config.ts';
import { DataFolderInUse, openDb, type Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FLOWS_DIR, formatProblem, loadFlowFile, readLocaleKeys } from '../../engine/flow/load.node.ts';
import { setBookingTypeFlow } from '../../server/db/repositories/booking-types.ts';
import type { CliCommandGroup, CliIo } from '../types.ts';
import { readControlFile } from '../../server/control/control-file.ts';

/** `inUse`: what to do instead when a running server has the embedded database open (default: say so, exit 1). */
export async function withDb(io: CliIo, work: (db: Db) => Promise<number>, inUse?: (error: DataFolderInUse) => Promise<number>): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  let db: Db;
  try {
    // Never beside a running server on the embedded database: two processes would write over each other's files.
    db = await openDb({ url: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema, exclusive: true });
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    if (inUse) return inUse(error);
    io.stderr(`${error.message} (the embedded database can be open in one process at a time)`);
    return 1;
  }
  io.stderr(`database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.dataDir}`}`);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * The embedded database is open in a running server: the server makes the change, reached at the address
 * and with the secret it wrote into the data folder (the folder is never opened twice).
 */
async function setFlowInRunningServer(inUse: DataFolderInUse, typeId: number, flowId: string, io: CliIo): Promise<number> {
  const control = readControlFile(inUse.dataDir);
  if (!control) {
    io.stderr(`${inUse.message} (it does not say where it listens: stop it, then run this again)`);
    return 1;
  }
  let response: Response;
  try {
    response = await fetch(`${control.url}/control/booking-types/${typeId}/flow`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${control.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ flow: flowId }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    io.stderr(`the server running on ${inUse.dataDir} (pid ${inUse.pid}) did not answer at ${control.url}: ${(error as Error).message}`);
    return 1;
  }
  const body = (await response.json().catch(() => ({}))) as { previous?: string; error?: string };
  if (!response.ok) {
    io.stderr(body.error ?? `the running server refused the change (${response.status})`);
    return 1;
  }
  io.stdout(`booking type ${typeId} now uses ${flowId} (was ${body.previous}), in the server running on ${inUse.dataDir}`);
  return 0;
}

const db: CliCommandGroup = {
  description: 'the database (DATABASE_URL, or the embedded database in DATA_DIR)',
  commands: {
    migrate: {
      usage: 'migrate',
      summary: 'Apply every migration not yet applied (the server also does this on start).',
      run: (_args, io) =>
        withDb(io, async (database) => {
          const applied = await migrate(database);
          io.stdout(applied.length ? `applied: ${applied.join(', ')}` : 'up to date: no migration to apply');
          return 0;
        }),
    },
    seed: {
      usage: 'seed',
      summary: 'Migrate, then fill an empty database with the demo brands, bars, booking types and packages.',
      run: (_args, io) =>
        withDb(io, async (database) => {
          await migrate(database);
          io.stdout((await seed(database)) ? 'demo data seeded' : 'the database already has data: nothing seeded');
          return 0;
        }),
    },
    'set-flow': {
      usage: 'set-flow <booking type id> <Flow>',
      summary: 'Point a booking type at a flow in flows/ (checked first); a new database is migrated and seeded first, as the server would. A server running on the database takes the change at once (on the embedded database, the command asks that server to make it).',
      async run(args, io) {
        const [typeId, flowId] = args;
        if (!typeId || !/^\d+$/.test(typeId) || !flowId) {
          io.stderr('usage: covers db set-flow <booking type id> <Flow>, e.g. covers db set-flow 1 MyFlow');
          return 2;
        }
        const file = join(FLOWS_DIR, `${flowId}.json`);
        if (!existsSync(file)) {
          io.stderr(`no flow file flows/${flowId}.json`);
          return 1;
        }
        const { problems } = loadFlowFile(file, { localeKeys: readLocaleKeys() });
        if (problems.length > 0) {
          for (const problem of problems) io.stderr(formatProblem(file, problem, io.cwd));
          return 1;
        }
        return withDb(io, async (database) => {
          // Before the first start the database is empty: made as the server makes it, so the type exists.
          await migrate(database);
          if (loadConfig().seedDemo) await seed(database);
          const previous = await setBookingTypeFlow(database, Number(typeId), flowId);
          if (previous === undefined) {
            io.stderr(`no booking type ${typeId}`);
            return 1;
          }
          io.stdout(`booking type ${typeId} now uses ${flowId} (was ${previous})`);
          return 0;
        }, (inUse) => setFlowInRunningServer(inUse, Number(typeId), flowId, io));
      },
    },
  },
};

export default db;
