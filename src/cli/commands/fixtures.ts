/**
 * `covers fixtures replay [files…]` and `covers fixtures record <file>`: flow fixtures (tests/fixtures,
 * format in schemas/fixture.schema.json) driven through the widget's engine — the WidgetStore and
 * the api-client — against the real server in process, on a fresh copy of the seeded demo database,
 * with the fixture's clock. Replay reports the first divergence with both states.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { ApiClient, type FetchLike } from '../../api-client/index.ts';
import { SimulatedClock } from '../../engine/clock/clock.ts';
import { PROJECT_ROOT, loadFlowRules, loadFlows, schemaValidator } from '../../engine/flow/load.node.ts';
import type { FlowDefinition } from '../../engine/flow/types.ts';
import type { ChosenChoice } from '../../engine/preorder/types.ts';
import { memoryStorage, runUntilIdle, WidgetStore, type Effect, type StoreEvent } from '../../engine/store/index.ts';
import { addDays, isoWeekday } from '../../engine/time/calendar-date.ts';
import { londonToday } from '../../engine/time/london.ts';
import { buildApp } from '../../server/app.ts';
import { openDb } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { parseArgs, type CliCommandGroup, type CliIo } from '../types.ts';

export const FIXTURES_DIR = join(PROJECT_ROOT, 'tests', 'fixtures');
const API_KEY = 'fixture-key';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface FixtureStep {
  note?: string;
  event: { type: string; [key: string]: Json };
  expect?: Record<string, Json>;
}

export interface Fixture {
  name: string;
  description?: string;
  flow: string;
  brand: number;
  clock: string;
  steps: FixtureStep[];
}

export interface Divergence {
  /** 1-based, as a reader counts the steps. */
  step: number;
  event: FixtureStep['event'];
  /** Where in the expected state the first difference is, e.g. "session.can_complete". */
  path: string;
  expected: unknown;
  actual: unknown;
  /** The step's whole expectation, and the actual state cut to the same keys. */
  expectedState: Record<string, Json>;
  actualState: Record<string, unknown>;
}

export interface ReplayResult {
  name: string;
  ok: boolean;
  divergence?: Divergence;
  /** A fixture that could not run (bad file, unknown event). */
  error?: string;
  /** What the engine showed after each step (for `record`). */
  states: Array<Record<string, unknown>>;
}

// ---- dates relative to the clock ------------------------------------------------------------------

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/**
 * "@today", "@today+7", "@today-1", "@next:sat" (the first Saturday after today) and "@on:12-31"
 * (the first 31 December on or after today), in London, for the fixture's clock. Null when the
 * string is not a date token.
 */
export function resolveDateToken(token: string, today: string): string | null {
  let m = /^@today(?:([+-])(\d+))?$/.exec(token);
  if (m) return m[1] ? addDays(today, (m[1] === '-' ? -1 : 1) * Number(m[2])) : today;
  m = /^@next:(mon|tue|wed|thu|fri|sat|sun)$/.exec(token);
  if (m) {
    const wanted = WEEKDAYS.indexOf(m[1]!) + 1;
    let date = addDays(today, 1);
    while (isoWeekday(date) !== wanted) date = addDays(date, 1);
    return date;
  }
  m = /^@on:(\d\d)-(\d\d)$/.exec(token);
  if (m) {
    const year = Number(today.slice(0, 4));
    const thisYear = `${year}-${m[1]}-${m[2]}`;
    return thisYear >= today ? thisYear : `${year + 1}-${m[1]}-${m[2]}`;
  }
  return null;
}

function resolveTokens<T>(value: T, today: string): T {
  if (typeof value === 'string' && value.startsWith('@') && !value.startsWith('@slot:')) {
    const date = resolveDateToken(value, today);
    if (date === null) throw new Error(`unknown token "${value}" (dates: @today, @today+N, @next:sat, @on:MM-DD)`);
    return date as T;
  }
  if (Array.isArray(value)) return value.map((v) => resolveTokens(v, today)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveTokens(v, today)])) as T;
  }
  return value;
}

// ---- matching ------------------------------------------------------------------------------------

function isMatcher(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && Object.keys(value)[0]!.startsWith('$');
}

/** The path of the first place `actual` differs from `expected`, or null when it matches. */
export function firstMismatch(expected: unknown, actual: unknown, path = ''): { path: string; expected: unknown; actual: unknown } | null {
  const here = (e: unknown = expected) => ({ path: path || '(value)', expected: e, actual });
  if (isMatcher(expected)) {
    const [op, arg] = Object.entries(expected)[0]!;
    switch (op) {
      case '$exists':
        return (actual !== undefined && actual !== null) === arg ? null : here();
      case '$length':
        // The length itself may be matched: {"$length": {"$gte": 1}}.
        if (!Array.isArray(actual) && typeof actual !== 'string') return here();
        return firstMismatch(arg, actual.length) === null ? null : here();
      case '$gte':
        return typeof actual === 'number' && actual >= (arg as number) ? null : here();
      case '$lte':
        return typeof actual === 'number' && actual <= (arg as number) ? null : here();
      case '$match':
        return typeof actual === 'string' && new RegExp(arg as string).test(actual) ? null : here();
      case '$some':
        return Array.isArray(actual) && actual.some((item) => firstMismatch(arg, item) === null) ? null : here();
      case '$not':
        return firstMismatch(arg, actual) === null ? here() : null;
      default:
        throw new Error(`unknown matcher ${op} at ${path || '(value)'}`);
    }
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return here();
    if (actual.length !== expected.length) return { path: `${path}.length`.replace(/^\./, ''), expected: expected.length, actual: actual.length };
    for (let i = 0; i < expected.length; i++) {
      const mismatch = firstMismatch(expected[i], actual[i], `${path}[${i}]`);
      if (mismatch) return mismatch;
    }
    return null;
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return here();
    for (const [key, value] of Object.entries(expected)) {
      const mismatch = firstMismatch(value, (actual as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (mismatch) return mismatch;
    }
    return null;
  }
  return Object.is(expected, actual) || (expected === null && actual === undefined) ? null : here();
}

/**
 * Effects are checked as an ordered subsequence: each expected effect must match one that came
 * after the previous match.
 */
function effectsMismatch(expected: Json, actual: Effect[]): { path: string; expected: unknown; actual: unknown } | null {
  // A matcher ({"$not": {"$some": …}}) is matched against the whole list.
  if (!Array.isArray(expected)) return firstMismatch(expected, actual, 'effects');
  let from = 0;
  for (const [i, want] of expected.entries()) {
    const found = actual.findIndex((effect, index) => index >= from && firstMismatch(want, effect) === null);
    if (found === -1) return { path: `effects[${i}]`, expected: want, actual };
    from = found + 1;
  }
  return null;
}

/** The actual state cut to the keys the expectation names (whole values below them). */
function cutTo(expected: Record<string, Json>, snapshot: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(expected)) {
    const actual = snapshot[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && !isMatcher(value) && actual && typeof actual === 'object' && !Array.isArray(actual)) {
      out[key] = Object.fromEntries(Object.keys(value).map((k) => [k, (actual as Record<string, unknown>)[k]]));
    } else out[key] = actual;
  }
  return out;
}

// ---- the engine against the server ---------------------------------------------------------------

/** What a fixture can see of the engine after a step. */
function snapshot(store: WidgetStore, effects: Effect[]): Record<string, unknown> {
  const grid = store.slots;
  const slots =
    grid.layout === 'pages'
      ? { layout: 'pages', page: { index: grid.page.index, count: grid.page.count, hasEarlier: grid.page.hasEarlier, hasLater: grid.page.hasLater, times: grid.page.slots.map((s) => s.time) } }
      : { layout: 'dayParts', tabs: grid.tabs.map((t) => ({ name: t.part.name, disabled: t.disabled, times: t.slots.map((s) => s.time) })), active: grid.active?.part.name ?? null };
  return {
    step: store.step,
    phase: store.phase,
    flow: store.flow.id,
    modal: store.modal,
    session: store.session,
    booking: store.booking,
    deposit: store.deposit,
    notices: store.notices.map(({ id: _id, ...notice }) => notice),
    fieldErrors: store.fieldErrors,
    messages: store.messages.map((m) => m.situation),
    buttons: store.buttons,
    headerTitle: store.headerTitle ?? null,
    completionHeading: store.completion.headingKey ?? null,
    nextEnabled: store.nextEnabled,
    completeEnabled: store.completeEnabled,
    lockedFields: store.lockedFields,
    slots,
    effects,
  };
}

function slotTime(store: WidgetStore, time: string): string {
  if (!time.startsWith('@slot:')) return time;
  const slots = Array.isArray(store.session.all_slots) ? (store.session.all_slots as Array<{ time: string; available: boolean; can_fallback: boolean }>) : [];
  const wanted = time === '@slot:available' ? slots.find((s) => s.available) : time === '@slot:fallback' ? slots.find((s) => !s.available && s.can_fallback) : undefined;
  if (!wanted) throw new Error(`no slot for ${time} (${slots.length} slots)`);
  return wanted.time;
}

const PLAIN_EVENTS = new Set(['next', 'complete', 'back', 'change', 'enquireNow', 'pageEarlier', 'pageLater', 'skipPreOrder', 'continuePreOrder', 'closeModal', 'cardStored']);

/** Runs one customer event through the store's public actions. */
function apply(store: WidgetStore, clock: SimulatedClock, event: FixtureStep['event']): void {
  const e = event as Record<string, unknown>;
  switch (event.type) {
    case 'start':
      return store.start((e.params ?? {}) as Parameters<WidgetStore['start']>[0]);
    case 'answer':
      return store.answer(e.fields as Record<string, unknown>);
    case 'setPeople':
      return store.setPeople(e.value);
    case 'touch':
      return store.touch(String(e.field));
    case 'chooseSlot':
      return store.chooseSlot(slotTime(store, String(e.time)));
    case 'chooseCategory':
      return store.chooseCategory(Number(e.id));
    case 'changeDayPart':
      return store.changeDayPart(Number(e.id));
    case 'changePreorderTab':
      return store.changePreorderTab(e.tab as 'package' | 'custom');
    case 'changeVariation':
      return store.changeVariation(e.op as 'add', Number(e.variationId), e.quantity === undefined ? undefined : Number(e.quantity));
    case 'chooseVariationItem':
      return store.chooseVariationItem(Number(e.variationId), e.choice as ChosenChoice);
    case 'choosePayment':
      return store.choosePayment(e.option as 'deposit' | 'balance');
    case 'wait':
      return clock.advance(Number(e.ms));
    default:
      if (!PLAIN_EVENTS.has(event.type)) throw new Error(`unknown event "${event.type}"`);
      store.dispatch({ type: event.type } as StoreEvent);
  }
}

/** A fetch that hands each request to the app in process. */
function injectFetch(app: Awaited<ReturnType<typeof buildApp>>): FetchLike {
  return async (url, init) => {
    const response = await app.server.inject({
      method: init.method as 'GET',
      url: new URL(url, 'http://covers.fixture').pathname + new URL(url, 'http://covers.fixture').search,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    return { status: response.statusCode, text: async () => response.body };
  };
}

/**
 * The seeded demo database, made once and copied for each fixture (copying a data folder is
 * several times faster than migrating and seeding a new one). A caller that already has such a data
 * folder (the test run's template) passes it as `template`, and nothing is made.
 */
export class FixtureDatabase {
  private readonly root: string;
  private count = 0;
  private ready: Promise<string> | undefined;

  constructor(template?: string) {
    this.root = mkdtempSync(join(tmpdir(), 'covers-fixtures-'));
    if (template) this.ready = Promise.resolve(template);
  }

  /** A new data folder holding a fresh copy of the seeded database. */
  async fresh(): Promise<string> {
    this.ready ??= (async () => {
      const template = join(this.root, 'template');
      const db = await openDb({ dataDir: template });
      await migrate(db);
      await seed(db);
      await db.close();
      return template;
    })();
    const template = await this.ready;
    const copy = join(this.root, `run-${++this.count}`);
    cpSync(template, copy, { recursive: true });
    return copy;
  }

  /** Deletes one copy that `fresh` made, once its database is closed. */
  release(copy: string): void {
    rmSync(copy, { recursive: true, force: true });
  }

  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

let shared: { flows: Map<string, FlowDefinition>; flowRules: ReturnType<typeof loadFlowRules> } | undefined;

function flowsAndRules() {
  shared ??= { flows: loadFlows(), flowRules: loadFlowRules() };
  return shared;
}

/** Schema problems of a fixture file's content ("path: message"), none when valid. */
export function fixtureProblems(raw: unknown): string[] {
  const validate = schemaValidator('fixture.schema.json');
  if (validate(raw)) return [];
  return (validate.errors ?? []).filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'const' && e.keyword !== 'enum').map((e) => `${e.instancePath || '/'}: ${e.message}`).slice(0, 5);
}

export function readFixture(file: string): Fixture {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const problems = fixtureProblems(raw);
  if (problems.length > 0) throw new Error(`not a valid fixture:\n  ${problems.join('\n  ')}`);
  return raw as Fixture;
}

/**
 * Replays a fixture: every step's event through the store, then its expectation against what the
 * engine shows. Stops at the first divergence. With `record`, expectations are not checked.
 */
export async function replayFixture(fixture: Fixture, database: FixtureDatabase, options: { record?: boolean } = {}): Promise<ReplayResult> {
  const start = Date.parse(fixture.clock);
  if (!Number.isFinite(start)) return { name: fixture.name, ok: false, error: `clock "${fixture.clock}" is not an instant`, states: [] };
  const { flows, flowRules } = flowsAndRules();
  if (!flows.has(fixture.flow)) return { name: fixture.name, ok: false, error: `unknown flow "${fixture.flow}"`, states: [] };
  const clock = new SimulatedClock(start);
  const today = londonToday(new Date(start));
  const dataDir = await database.fresh();
  const db = await openDb({ dataDir });
  const app = await buildApp({
    db,
    // The server sees the widget's clock, so the engine's own delays are the only time that passes.
    clock,
    flowRules,
    config: { apiKeys: new Map([['*', new Set([API_KEY])]]), publicUrl: 'http://covers.fixture' },
  });
  const transport = new ApiClient({ fetch: injectFetch(app), baseUrl: '', apiKey: API_KEY, brand: fixture.brand });
  const effects: Effect[] = [];
  const store = new WidgetStore({ transport, clock, flows, storage: memoryStorage(), brand: fixture.brand, onEffect: (e) => effects.push(e) });
  const states: Array<Record<string, unknown>> = [];
  try {
    for (const [index, step] of fixture.steps.entries()) {
      effects.length = 0;
      const event = resolveTokens(step.event, today);
      try {
        apply(store, clock, event);
        await runUntilIdle(store, clock);
      } catch (error) {
        return { name: fixture.name, ok: false, error: `step ${index + 1} (${event.type}): ${(error as Error).message}`, states };
      }
      const actual = snapshot(store, [...effects]);
      states.push(actual);
      if (options.record || !step.expect) continue;
      const expected = resolveTokens(step.expect, today);
      for (const [key, value] of Object.entries(expected)) {
        const mismatch = key === 'effects' ? effectsMismatch(value, actual.effects as Effect[]) : firstMismatch(value, actual[key], key);
        if (mismatch) {
          return {
            name: fixture.name,
            ok: false,
            divergence: { step: index + 1, event, ...mismatch, expectedState: expected, actualState: cutTo(expected, actual) },
            states,
          };
        }
      }
    }
    if (!options.record && store.flow.id !== fixture.flow) {
      const last = states.at(-1) ?? {};
      return {
        name: fixture.name,
        ok: false,
        divergence: { step: fixture.steps.length, event: fixture.steps.at(-1)!.event, path: 'flow', expected: fixture.flow, actual: store.flow.id, expectedState: { flow: fixture.flow }, actualState: { flow: last.flow } },
        states,
      };
    }
    return { name: fixture.name, ok: true, states };
  } finally {
    store.dispose();
    await app.server.close();
    await db.close();
    // Each copy is tens of megabytes: freed as each replay ends, not all at once when the run ends.
    database.release(dataDir);
  }
}

// ---- the command ---------------------------------------------------------------------------------

/** Fixture files named (folders expanded), or every file in tests/fixtures. */
export function fixtureFiles(paths: string[], cwd: string): string[] {
  const inDir = (dir: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => join(dir, f));
  if (paths.length === 0) return inDir(FIXTURES_DIR);
  return paths.flatMap((p) => {
    const full = resolve(cwd, p);
    return existsSync(full) && statSync(full).isDirectory() ? inDir(full) : [full];
  });
}

/** A path relative to where the command runs, or absolute when outside it. */
const displayPath = (file: string, cwd: string) => (relative(cwd, file).startsWith('..') ? file : relative(cwd, file));

/** A value on one line, cut short: the full states follow. */
const brief = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

const show = (value: unknown) => JSON.stringify(value, null, 2).split('\n').map((line) => `    ${line}`).join('\n');

/** The default expectation `record` writes: what a tester checks first. */
function recordedExpectation(state: Record<string, unknown>): Record<string, unknown> {
  const session = (state.session ?? {}) as Record<string, unknown>;
  const keep = ['step', 'date', 'time', 'no_people', 'party_type', 'can_take_booking', 'can_auto_confirm', 'can_fallback', 'can_complete'];
  const expect: Record<string, unknown> = { step: state.step, phase: state.phase, modal: state.modal, session: Object.fromEntries(keep.filter((k) => k in session).map((k) => [k, session[k]])) };
  if (Array.isArray(state.notices) && state.notices.length > 0) expect.notices = state.notices;
  if (Array.isArray(state.messages) && state.messages.length > 0) expect.messages = state.messages;
  if (state.booking) expect.booking = { status_id: (state.booking as Record<string, unknown>).status_id };
  return expect;
}

const fixtures: CliCommandGroup = {
  description: 'flow fixtures (tests/fixtures/*.json): customer sessions replayed against the real server',
  commands: {
    replay: {
      usage: 'replay [files or folders…]',
      summary: 'Replay fixtures through the engine against the server in process (a fresh seeded database each, the fixture’s clock); report the first divergence with both states. Default: every file in tests/fixtures.',
      async run(args, io: CliIo) {
        const { positionals } = parseArgs(args);
        const files = fixtureFiles(positionals, io.cwd);
        const database = new FixtureDatabase();
        let failed = 0;
        try {
          for (const file of files) {
            const shown = displayPath(file, io.cwd);
            let result: ReplayResult;
            try {
              result = await replayFixture(readFixture(file), database);
            } catch (error) {
              result = { name: shown, ok: false, error: (error as Error).message, states: [] };
            }
            if (result.ok) {
              io.stdout(`ok    ${shown}: ${result.name}`);
              continue;
            }
            failed += 1;
            if (result.error) {
              io.stdout(`FAIL  ${shown}: ${result.error}`);
              continue;
            }
            const d = result.divergence!;
            io.stdout(`FAIL  ${shown}: step ${d.step} (${d.event.type}): ${d.path}: expected ${brief(d.expected)}, got ${brief(d.actual)}`);
            io.stdout(`  event:\n${show(d.event)}`);
            io.stdout(`  expected state:\n${show(d.expectedState)}`);
            io.stdout(`  actual state:\n${show(d.actualState)}`);
          }
        } finally {
          database.dispose();
        }
        io.stderr(`${files.length} fixture${files.length === 1 ? '' : 's'} replayed, ${failed} failed`);
        return failed > 0 ? 1 : 0;
      },
    },
    record: {
      usage: 'record <file> [--out file]',
      summary: 'Run a fixture’s events and write what the engine showed after each as its expectations (step, phase, modal, key session facts, notices, messages, booking status). Review the result before committing it.',
      async run(args, io: CliIo) {
        const { positionals, flags } = parseArgs(args, ['out']);
        const [name] = positionals;
        if (!name) {
          io.stderr('covers fixtures record: which file? e.g. covers fixtures record tests/fixtures/my-fixture.json');
          return 2;
        }
        const file = resolve(io.cwd, name);
        const fixture = readFixture(file);
        const database = new FixtureDatabase();
        try {
          const result = await replayFixture(fixture, database, { record: true });
          if (result.error) {
            io.stderr(`covers fixtures record: ${result.error}`);
            return 1;
          }
          const recorded = { ...fixture, steps: fixture.steps.map((step, i) => ({ ...step, expect: recordedExpectation(result.states[i] ?? {}) })) };
          const out = typeof flags.out === 'string' ? resolve(io.cwd, flags.out) : file;
          writeFileSync(out, `${JSON.stringify(recorded, null, 2)}\n`);
          io.stdout(`recorded ${fixture.steps.length} steps into ${displayPath(out, io.cwd)}`);
          return 0;
        } finally {
          database.dispose();
        }
      },
    },
  },
};

export default fixtures;
