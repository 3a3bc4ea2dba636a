/**
 * Stands in for @rjsf/utils' `deepEquals` in the widget bundle (see trim.ts), without `fast-equals`
 * (~3.5 KB of the first load). rjsf compares form data, schemas, uiSchemas, error schemas and props
 * with it: the same answers as rjsf's (its config: loose, circular, any two functions equal), for the
 * values those are made of — primitives (NaN equals NaN), plain and null-prototype objects (own
 * enumerable keys; a React or Preact element's owner and vnode ignored), arrays, dates, regular
 * expressions, maps and sets. Other objects are equal only when they are the same object, as
 * fast-equals treats the types it has no rule for. `deep-equals.test.ts` checks it against rjsf's.
 */

type Pairs = Map<object, object>;

const REACT_OWNERS = new Set(['_owner', '__o', '__v']);

function objectsEqual(a: Record<string, unknown>, b: Record<string, unknown>, seen: Pairs): boolean {
  const keys = Object.keys(a);
  if (Object.keys(b).length !== keys.length) return false;
  const element = Boolean(a.$$typeof || b.$$typeof);
  return keys.every((key) => (element && REACT_OWNERS.has(key)) || (Object.prototype.propertyIsEnumerable.call(b, key) && equal(a[key], b[key], seen)));
}

function setsEqual(a: Set<unknown>, b: Set<unknown>, seen: Pairs): boolean {
  if (a.size !== b.size) return false;
  const unmatched = [...b];
  for (const item of a) {
    const index = unmatched.findIndex((other) => equal(item, other, seen));
    if (index < 0) return false;
    unmatched.splice(index, 1);
  }
  return true;
}

function mapsEqual(a: Map<unknown, unknown>, b: Map<unknown, unknown>, seen: Pairs): boolean {
  if (a.size !== b.size) return false;
  const unmatched = [...b];
  for (const [key, value] of a) {
    const index = unmatched.findIndex(([k, v]) => equal(key, k, seen) && equal(value, v, seen));
    if (index < 0) return false;
    unmatched.splice(index, 1);
  }
  return true;
}

function equal(a: unknown, b: unknown, seen: Pairs): boolean {
  if (a === b) return true;
  if (a == null || b == null || typeof a !== typeof b) return false;
  if (typeof a === 'number') return a !== a && b !== b;
  if (typeof a === 'function') return true;
  if (typeof a !== 'object') return false;
  const x = a as object;
  const y = b as object;
  if (x.constructor !== y.constructor) return false;
  // A pair met again on the way down (a circular structure) is taken as equal once it is paired.
  const paired = seen.get(x);
  if (paired) return paired === y;
  seen.set(x, y);
  try {
    if (Array.isArray(x)) return Array.isArray(y) && x.length === y.length && x.every((item, i) => equal(item, y[i], seen));
    if (x instanceof Date) return Object.is(x.getTime(), (y as Date).getTime());
    if (x instanceof RegExp) return x.source === (y as RegExp).source && x.flags === (y as RegExp).flags;
    if (x instanceof Map) return mapsEqual(x, y as Map<unknown, unknown>, seen);
    if (x instanceof Set) return setsEqual(x, y as Set<unknown>, seen);
    if (x.constructor === Object || x.constructor === undefined) return objectsEqual(x as Record<string, unknown>, y as Record<string, unknown>, seen);
    return false;
  } finally {
    seen.delete(x);
  }
}

export default function deepEquals(a: unknown, b: unknown): boolean {
  return equal(a, b, new Map());
}
