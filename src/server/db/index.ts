import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { cpSync, existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Anything that runs SQL: the database itself or an open transaction. Repositories take one of these. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a statement for its effect; returns the number of rows it changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction. Rolled back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now (the metrics' gauge). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface DbOptions {
  /** postgres://… ; when absent an embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (created when missing); tests use a fresh one per run. */
  schema?: string | undefined;
  /**
   * The embedded database's folder is this process's alone while it is open (the server, the CLI): a second
   * process opening it would write over the first one's files. Refused with DataFolderInUse while another
   * live process holds it.
   */
  exclusive?: boolean | undefined;
  /**
   * A data folder that a new one (`dataDir` holding no database yet) starts as a copy of, instead of an empty
   * database: the prepared database the build made (prepared-database.ts).
   */
  startFrom?: string | undefined;
}

/**
 * The database cannot be reached now (restarting, failing over, its connections cut, the network down): a
 * request answers 503 with Retry-After rather than an error of its own, and nothing was half done (a
 * transaction that lost its connection is rolled back by the database).
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailable';
  }
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** A failure of the connection itself, not of the statement (SQLSTATE class 08, a shutdown, a socket error, a connect timeout). */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code))) return true;
  return /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/.test(error.message);
}

/** The same error, or DatabaseUnavailable when the connection failed. */
function unavailableIfConnection(error: unknown): unknown {
  return isConnectionError(error) ? new DatabaseUnavailable(error) : error;
}

/** Another live process (a running server) has the embedded database's folder open. */
export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`the embedded database in ${dataDir} is open in another process (pid ${pid}, a running server?): stop it first, then run this again`);
    this.name = 'DataFolderInUse';
  }
}

/** The file that says which process has an embedded database's folder open. */
const LOCK_FILE = 'covers.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process, or says who has it; a holder that is gone (killed) leaves it free. */
function lockFolder(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const holder = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : NaN;
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) throw new DataFolderInUse(dataDir, holder);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone (the folder was replaced): nothing to release.
    }
  };
}

/** Whether `dataDir` holds an embedded database (a new folder holds none, or only this server's own files). */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

export async function openDb(options: DbOptions = {}): Promise<Db> {
  if (options.url) return openPostgres(options.url, options.schema);
  const release = options.exclusive && options.dataDir ? lockFolder(options.dataDir) : () => undefined;
  try {
    // Once the folder is this process's: another starting beside it on the same new folder waits for no copy.
    if (options.startFrom && options.dataDir && !holdsDatabase(options.dataDir)) cpSync(options.startFrom, options.dataDir, { recursive: true });
    const db = await openPglite(options.dataDir);
    return {
      ...db,
      async close() {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** A promise chain that lets one task at a time through. */
function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * PGlite's WebAssembly, compiling, and its file-system bundle, read: both started at once, so that the
 * compiling (on V8's own threads) goes on while the rest of the server loads, instead of waiting for
 * the main thread to come back to PGlite's own loading steps. Once per process: a second database opened
 * by the same process (a test's reset, the CLI beside a server) reuses them.
 */
let pgliteArtifacts: { pgliteWasmModule: Promise<WebAssembly.Module>; fsBundle: Blob } | undefined;
function startPgliteArtifacts() {
  if (pgliteArtifacts) return pgliteArtifacts;
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  pgliteArtifacts = {
    pgliteWasmModule: WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm'))),
    fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
  };
  return pgliteArtifacts;
}

async function openPglite(dataDir?: string): Promise<Db> {
  const artifacts = startPgliteArtifacts();
  const lite = await PGlite.create(dataDir ?? 'memory://', {
    pgliteWasmModule: await artifacts.pgliteWasmModule,
    fsBundle: artifacts.fsBundle,
    // PostgreSQL's 128 MB of shared buffers is set up in WebAssembly memory at every start (some 50 ms);
    // a booking database's working set fits in far less, and the operating system caches the files.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    parsers: {
      [pgliteTypes.INT8]: (v: string) => Number(v),
      [pgliteTypes.NUMERIC]: (v: string) => Number(v),
      [pgliteTypes.DATE]: (v: string) => v,
    },
  });
  // One connection: row locks cannot make a second transaction wait, so transactions are
  // serialised here, in process. Plain queries outside a transaction still interleave freely.
  const serialise = createMutex();
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await lite.query<T>(sql, params);
      return result.rows;
    },
    async run(sql: string, params: unknown[] = []) {
      return (await lite.query(sql, params)).affectedRows ?? 0;
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return serialise(() =>
        lite.transaction(async (tx) =>
          fn({
            async query<R>(sql: string, params: unknown[] = []) {
              return (await tx.query<R>(sql, params)).rows;
            },
            async run(sql: string, params: unknown[] = []) {
              return (await tx.query(sql, params)).affectedRows ?? 0;
            },
          }),
        ),
      );
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
    async close() {
      await lite.close();
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return `"${name}"`;
}

async function openPostgres(url: string, schema?: string): Promise<Db> {
  // Loaded only when used: the embedded database starts without it.
  const { default: pg } = await import('pg');
  const typeParsers = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === OID.INT8 || oid === OID.NUMERIC) return (v: string) => Number(v);
      if (oid === OID.DATE) return (v: string) => v;
      return pg.types.getTypeParser(oid, format);
    },
  };
  if (schema) await asAdmin(url, (admin) => admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`));
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
    types: typeParsers,
    // While the database cannot be reached a request waits this long for a connection, then answers 503.
    connectionTimeoutMillis: 5_000,
    ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
  });
  // An idle connection the server closed (a restart, a dropped test database, a proxy's timeout) is an
  // 'error' event on the pool, fatal to the process when nobody listens. The pool has already let the
  // connection go and opens a new one for the next query, so there is nothing more to do.
  pool.on('error', () => undefined);
  const pooled = async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      return await work();
    } catch (error) {
      throw unavailableIfConnection(error);
    }
  };
  return {
    kind: 'postgres',
    query: <T>(sql: string, params: unknown[] = []) => pooled(async () => (await pool.query(sql, params)).rows as T[]),
    run: (sql: string, params: unknown[] = []) => pooled(async () => (await pool.query(sql, params)).rowCount ?? 0),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pooled(() => pool.connect());
      // A connection cut while the transaction waits between statements is an 'error' event on the client,
      // fatal to the process when nobody listens (the pool listens only while the client is idle).
      let lost: Error | undefined;
      const onError = (error: Error) => (lost = error);
      client.on('error', onError);
      let failed: unknown;
      try {
        await client.query('BEGIN');
        const value = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
          async run(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rowCount ?? 0;
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        failed = error;
        if (!lost && !isConnectionError(error)) await client.query('ROLLBACK').catch(() => undefined);
        throw lost ? new DatabaseUnavailable(lost) : unavailableIfConnection(error);
      } finally {
        client.off('error', onError);
        // A connection that failed is closed, not handed to the next request.
        client.release(lost ?? (isConnectionError(failed) ? (failed as Error) : undefined));
      }
    },
    async exec(sql: string) {
      await pooled(() => pool.query(sql));
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
    },
  };
}

/** Drops a schema made for a test run (PostgreSQL only). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  await asAdmin(url, (admin) => admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`));
}

/** `url` with its database name replaced by `database`. */
export function databaseUrl(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${encodeURIComponent(database)}`;
  return address.toString();
}

/**
 * Creates a database on the PostgreSQL server of `url` as a copy of `template` (PostgreSQL copies its files:
 * far faster than migrating and seeding a new one); `template` must have no open connection meanwhile.
 */
export async function createDatabaseFrom(url: string, database: string, template: string): Promise<void> {
  await asAdmin(url, (admin) => admin.query(`CREATE DATABASE ${quoteIdent(database)} TEMPLATE ${quoteIdent(template)}`));
}

/** Drops a database made for a test run, closing any connection still open to it (PostgreSQL only). */
export async function dropDatabase(url: string, database: string): Promise<void> {
  await asAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`));
}

/** Renames a database (PostgreSQL only); nobody may be connected to it. */
export async function renameDatabase(url: string, from: string, to: string): Promise<void> {
  await asAdmin(url, (admin) => admin.query(`ALTER DATABASE ${quoteIdent(from)} RENAME TO ${quoteIdent(to)}`));
}

/** The names of the PostgreSQL server's databases that start with `prefix`. */
export async function databasesNamed(url: string, prefix: string): Promise<string[]> {
  const rows = await asAdmin(url, (admin) => admin.query<{ name: string }>(`SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)`, [prefix]));
  return rows.rows.map((r) => r.name);
}

async function asAdmin<T>(url: string, fn: (admin: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}
