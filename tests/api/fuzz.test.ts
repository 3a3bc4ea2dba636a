/**
 * Property-based fuzzing of every API call, generated from its request schema (schemas/api/): path
 * parameters, query and body drawn from what the schema describes — and, as often, values of the wrong
 * kind, unknown fields, text no database stores, and the real codes of a booking so that requests reach
 * past the lookups. Whatever comes, no answer is a 5xx, no body holds stack text, and a refused (4xx)
 * request changes no row: a row trigger on every table counts changed rows, read after each refused
 * request, and a fingerprint of every table is compared around each batch that was refused throughout.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointFiles, sharedSchemas, type EndpointFile } from '../../src/server/build/api-contract.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { injectRaw, type RawRequest } from '../helpers/inject.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';
import { bookWithDeposit } from './payments-helpers.ts';

/** Requests sent: BATCHES runs of BATCH requests each (FUZZ_BATCHES to try more, or fewer). */
const BATCHES = Number(process.env.FUZZ_BATCHES ?? 200);
const BATCH = 50;

type Schema = Record<string, unknown>;
const shared = new Map(sharedSchemas().map(({ schema }) => [schema.$id as string, schema]));

// The lookup limit would answer most lookups with a 429 before they reach a service (it has its own tests).
const t = useTestApp({ lookupLimit: false });
/** Codes that exist (a session, a booking's codes, an order), so that some requests get past the lookups. */
let known: string[] = [];

beforeAll(async () => {
  const { sessionId, booking } = await bookWithDeposit(t);
  const order = await t.post('rest/deposit/manage/create-request/' + booking.payment_token, { amount: booking.deposit_balance });
  await countRowChanges(t);
  known = [sessionId, booking.payment_token, booking.ref_code, booking.manage_key, String(booking.id), order.body?.data?.gp?.data?.order_id ?? 'none'];
});

/**
 * Every inserted, updated or deleted row of every table (bar the request counters) adds one to
 * fuzz_row_changes; a rolled-back transaction's changes roll back with it. Reading one number after
 * each request is what lets ten thousand requests each be checked.
 */
async function countRowChanges(app: TestApp) {
  const tables = await app.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('rate_limits', 'schema_migrations')`,
  );
  await app.db.exec(`
    CREATE TABLE fuzz_row_changes (n bigint NOT NULL);
    INSERT INTO fuzz_row_changes VALUES (0);
    CREATE FUNCTION fuzz_count_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE fuzz_row_changes SET n = n + 1; RETURN NULL; END $$;
    ${tables.map(({ name }) => `CREATE TRIGGER fuzz_count AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_row();`).join('\n')}
  `);
}

const rowChanges = async () => Number((await t.db.query<{ n: string }>('SELECT n FROM fuzz_row_changes'))[0]!.n);

const text = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 2, arbitrary: fc.constantFrom(...known, '2.0', 'gp', 'bars', 'booking', 'deposit', 'balance', 'google_pay', 'apple_pay', '2026-11-28', '19:00', '25.00', 'https://example.com/') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '0', '-1', '1e309', '9'.repeat(30), 'null', '[]', '{}', '%00', '../..', "'; DROP TABLE bookings; --", 'x'.repeat(3000)) },
  );
const integer = () => fc.oneof(fc.integer({ min: -3, max: 200 }), fc.integer(), fc.constantFrom(0, 2 ** 31, 2 ** 53, -(2 ** 53), ...Object.values(demo.bars), ...Object.values(demo.types)));
const number = () => fc.oneof(integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
/** Any JSON value: what a schema does not expect. */
const anything = () => fc.jsonValue({ maxDepth: 2 });

/** Values a schema describes (mostly), or of the wrong kind (sometimes). */
function valueOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anything();
  if (typeof schema.$ref === 'string') return valueOf(shared.get(schema.$ref.replace(/#$/, '')), depth + 1);
  const described = describedValue(schema, depth);
  return fc.oneof({ weight: 6, arbitrary: described }, { weight: 1, arbitrary: anything() });
}

function describedValue(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices) return fc.oneof(...choices.map((c) => valueOf(c, depth + 1)));
  const types = ([] as string[]).concat((schema.type as string | string[] | undefined) ?? ['string', 'integer', 'object']);
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return text();
        case 'integer':
          return integer();
        case 'number':
          return number();
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(valueOf(schema.items as Schema | undefined, depth + 1), { maxLength: 4 });
        default:
          return objectOf(schema, depth);
      }
    }),
  );
}

function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const record = fc.record(Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, valueOf(s, depth + 1)])), {
    // Required fields are usually there; a request that leaves one out is refused.
    requiredKeys: [],
  });
  const extra = fc.dictionary(fc.string({ maxLength: 8 }), anything(), { maxKeys: 2 });
  return fc.tuple(record, extra, fc.integer({ min: 0, max: 9 })).map(([fields, more, dice]) => {
    const out: Record<string, unknown> = dice === 0 ? { ...more, ...fields } : { ...fields };
    for (const name of required) if (!(name in out) && dice > 1) out[name] = 'x';
    return out;
  });
}

type FuzzRequest = RawRequest & { method: EndpointFile['method']; brand: string };

/** A form sends every field as text: lists and objects as their JSON. */
const formOf = (body: unknown) =>
  new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString();

function requestFor(endpoint: EndpointFile): fc.Arbitrary<FuzzRequest> {
  const { schema } = endpoint;
  const names = [...endpoint.url.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!);
  const params = fc.tuple(...names.map(() => fc.oneof(text(), integer().map(String))));
  const query = schema.query ? objectOf(schema.query as Schema, 0) : fc.constant({});
  const body = schema.body ? fc.oneof({ weight: 8, arbitrary: valueOf(schema.body as Schema) }, { weight: 1, arbitrary: anything() }) : fc.constant(undefined);
  const brand = fc.oneof({ weight: 9, arbitrary: fc.constant(String(demo.brands.revolution)) }, { weight: 1, arbitrary: fc.constantFrom(String(demo.brands.decuba), '0', 'x') });
  return fc.tuple(params, query, body, fc.boolean(), brand).map(([values, q, b, asForm, brandId]) => {
    let url = endpoint.url;
    names.forEach((name, i) => (url = url.replace(`:${name}`, encodeURIComponent(values[i] ?? '') || 'x')));
    const search = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString();
    if (search) url += `?${search}`;
    if (b === undefined) return { method: endpoint.method, url, brand: brandId };
    const form = asForm && b !== null && typeof b === 'object' && !Array.isArray(b);
    return form ? { method: endpoint.method, url, form: formOf(b), brand: brandId } : { method: endpoint.method, url, json: b, brand: brandId };
  });
}

const send = (request: FuzzRequest) => injectRaw(t.app.server, request);

const STACK = /\bat .+\.(ts|js|mjs|cjs):\d+|node:internal|node_modules/;

describe('fuzzing every call from its request schema', () => {
  it(`answers ${BATCHES * BATCH} generated requests with no 5xx, no stack text, and no row changed by a refusal`, async () => {
    const endpoints = endpointFiles();
    const request = fc.constantFrom(...endpoints).chain(requestFor);
    const statuses = new Map<number, number>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const before = await dbFingerprint(t.db);
        let accepted = 0;
        let changes = await rowChanges();
        for (const r of batch) {
          const response = await send(r);
          sent++;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) throw new Error(`${response.statusCode} for ${JSON.stringify(r)}: ${response.body.slice(0, 500)}`);
          if (STACK.test(response.body)) throw new Error(`stack text for ${JSON.stringify(r)}: ${response.body.slice(0, 500)}`);
          const now = await rowChanges();
          if (response.statusCode < 400) {
            accepted++;
            changes = now;
          } else if (now !== changes) throw new Error(`refused with ${response.statusCode} but changed rows: ${JSON.stringify(r)}: ${response.body.slice(0, 300)}`);
        }
        // A batch refused throughout leaves every table as it was.
        if (accepted === 0) expect(await dbFingerprint(t.db)).toEqual(before);
      }),
      { numRuns: BATCHES, seed: 20261124, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(BATCHES * BATCH);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    // The fuzz reaches past the refusals too: some requests are taken.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    console.log(`fuzz: ${sent} requests, ${endpoints.length} calls, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
  }, 600_000);
});
