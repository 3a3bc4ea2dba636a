/**
 * JSON Logic for guards and computed values: data, never code. json-logic-js interprets the tree
 * (no eval, no new Function), and we add a small, versioned set of date operations. Dates are
 * "YYYY-MM-DD" strings in venue time; `today` comes from the caller's clock, never from Date.now().
 */
import jsonLogic from 'json-logic-js';
import { daysBetween, isCalendarDate, isoWeekday, monthOf } from '../time/calendar-date.ts';
import type { JsonLogic, SessionData } from './types.ts';

/**
 * Added operations, each with the version of the operation set that introduced it. A flow may use an
 * operation whose `since` is at most `LOGIC_OPERATIONS_VERSION`; changing an operation's meaning means
 * a new name (e.g. `weekday_of_v2`), never an edit, so old flow files keep their meaning.
 */
export const LOGIC_OPERATIONS_VERSION = 1;

type DateOperation = (...args: unknown[]) => unknown;

function asDate(value: unknown): string | null {
  return typeof value === 'string' && isCalendarDate(value.slice(0, 10)) ? value.slice(0, 10) : null;
}

export const CUSTOM_OPERATIONS: Record<string, { since: number; doc: string; fn: DateOperation }> = {
  month_of: {
    since: 1,
    doc: 'month_of(date) → 1–12, or null when the date is missing or invalid',
    fn: (date) => {
      const d = asDate(date);
      return d ? monthOf(d) : null;
    },
  },
  day_of: {
    since: 1,
    doc: 'day_of(date) → day of the month 1–31, or null',
    fn: (date) => {
      const d = asDate(date);
      return d ? Number(d.slice(8, 10)) : null;
    },
  },
  weekday_of: {
    since: 1,
    doc: 'weekday_of(date) → ISO weekday, 1 Monday … 7 Sunday, or null',
    fn: (date) => {
      const d = asDate(date);
      return d ? isoWeekday(d) : null;
    },
  },
  days_until: {
    since: 1,
    doc: 'days_until(date, today) → whole days from today to date (negative when past), or null',
    fn: (date, today) => {
      const d = asDate(date);
      const t = asDate(today);
      return d && t ? daysBetween(t, d) : null;
    },
  },
};

/** json-logic-js's own operations that flows may use (`log` and dotted method paths are left out). */
export const STANDARD_OPERATIONS = [
  'var', 'missing', 'missing_some', 'if', '?:', '==', '===', '!=', '!==', '!', '!!', 'or', 'and',
  '>', '>=', '<', '<=', 'max', 'min', '+', '-', '*', '/', '%', 'map', 'filter', 'reduce', 'all', 'none', 'some',
  'merge', 'in', 'cat', 'substr',
] as const;

let registered = false;
function ensureRegistered(): void {
  if (registered) return;
  for (const [name, op] of Object.entries(CUSTOM_OPERATIONS)) jsonLogic.add_operation(name, op.fn);
  registered = true;
}

export function isKnownOperation(name: string): boolean {
  return (STANDARD_OPERATIONS as readonly string[]).includes(name) || Object.hasOwn(CUSTOM_OPERATIONS, name);
}

export interface LogicContext {
  /** The venue's calendar date, "YYYY-MM-DD". */
  today?: string;
}

function isOperatorObject(value: unknown): value is Record<string, JsonLogic> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1;
}

/** Evaluates an expression over the session (plus `today`). Throws on an operation outside the allowed set. */
export function evaluate(logic: JsonLogic | undefined, session: SessionData, context: LogicContext = {}): unknown {
  if (logic === undefined) return true;
  ensureRegistered();
  assertAllowed(logic);
  const data = context.today === undefined ? { ...session } : { ...session, today: context.today };
  return jsonLogic.apply(logic as never, data);
}

/** Evaluates a guard; JSON Logic truthiness (an empty list is false). An absent guard is true. */
export function test(logic: JsonLogic | undefined, session: SessionData, context: LogicContext = {}): boolean {
  if (logic === undefined) return true;
  return jsonLogic.truthy(evaluate(logic, session, context));
}

function assertAllowed(logic: JsonLogic): void {
  const unknown = operationsUsed(logic).filter((op) => !isKnownOperation(op));
  if (unknown.length > 0) throw new Error(`Unknown JSON Logic operation: ${unknown.join(', ')}`);
}

/** Every operator named in an expression. */
export function operationsUsed(logic: JsonLogic): string[] {
  const found = new Set<string>();
  const walk = (node: JsonLogic): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isOperatorObject(node)) {
      const [op, args] = Object.entries(node)[0]!;
      found.add(op);
      walk(args);
    }
  };
  walk(logic);
  return [...found];
}

/**
 * Every variable path an expression reads. Inside map/filter/reduce/all/none/some the second
 * argument reads the items, not the session, so only the first argument is followed there.
 */
export function variablesUsed(logic: JsonLogic): string[] {
  const found = new Set<string>();
  const scoped = new Set(['map', 'filter', 'reduce', 'all', 'none', 'some']);
  const walk = (node: JsonLogic): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isOperatorObject(node)) {
      const [op, args] = Object.entries(node)[0]!;
      if (op === 'var') {
        const path = Array.isArray(args) ? args[0] : args;
        if (typeof path === 'string' || typeof path === 'number') found.add(String(path));
        else if (path !== null && path !== undefined) walk(path);
      } else if (scoped.has(op) && Array.isArray(args)) {
        walk(args[0] ?? null);
      } else walk(args);
    }
  };
  walk(logic);
  return [...found].filter((p) => p !== '');
}

const INFIX: Record<string, string> = {
  '==': '=', '===': '=', '!=': '≠', '!==': '≠', '>': '>', '>=': '≥', '<': '<', '<=': '≤', '+': '+', '-': '−', '*': '×', '/': '÷', '%': 'mod', in: 'in',
};

/** A short human-readable rendering of an expression, for graphs and messages (not for evaluation). */
export function describeLogic(logic: JsonLogic | undefined): string {
  if (logic === undefined) return 'otherwise';
  const d = (node: JsonLogic): string => {
    if (Array.isArray(node)) return `[${node.map(d).join(', ')}]`;
    if (isOperatorObject(node)) {
      const [op, raw] = Object.entries(node)[0]!;
      const args = Array.isArray(raw) ? raw : [raw];
      if (op === 'var') return String(args[0]);
      if (op === 'and' || op === 'or') return args.map((a) => (isOperatorObject(a) && Object.keys(a)[0] !== 'var' && Object.keys(a)[0] !== '!' ? `(${d(a)})` : d(a))).join(` ${op} `);
      if (op === '!') return `not ${d(args[0] ?? null)}`;
      if (op === '!!') return `has ${d(args[0] ?? null)}`;
      if (INFIX[op] && args.length === 2) return `${d(args[0]!)} ${INFIX[op]} ${d(args[1]!)}`;
      return `${op}(${args.map(d).join(', ')})`;
    }
    return JSON.stringify(node);
  };
  return d(logic);
}
