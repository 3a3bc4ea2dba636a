/**
 * Parts of session answers shared between answers, and their JSON made once. A shared part is never
 * changed after it is built.
 */
import { LRUCache } from 'lru-cache';
import type { FlowRules } from '../../../engine/flow/flow-rules.ts';
import type { Catalogue } from '../catalogue.ts';

/**
 * The parts of an answer that follow from the reference data alone (a bar's day parts, the types and
 * categories it offers on a date, a type's packages) are built once per catalogue and shared by every
 * answer: a session update otherwise spends most of its time rebuilding them. A reloaded catalogue is
 * a new object, so its parts are built afresh. Shared parts are never changed after they are built.
 */
const referenceParts = new WeakMap<Catalogue, WeakMap<FlowRules, { generation: number; parts: LRUCache<string, object> }>>();

export function memoised<T extends object>(catalogue: Catalogue, flowRules: FlowRules, key: string, make: () => T): T {
  let byRules = referenceParts.get(catalogue);
  if (!byRules) referenceParts.set(catalogue, (byRules = new WeakMap()));
  // Replaced rules (a flow edited in development) make every part built from the old ones stale.
  const generation = (flowRules as { generation?: number }).generation ?? 0;
  let entry = byRules.get(flowRules);
  if (!entry || entry.generation !== generation) byRules.set(flowRules, (entry = { generation, parts: new LRUCache({ max: 5_000 }) }));
  const parts = entry.parts;
  let part = parts.get(key) as T | undefined;
  if (!part) {
    part = make();
    parts.set(key, part);
    sharedParts.add(part);
  }
  return part;
}

const sharedParts = new WeakSet<object>();

/** Marks a part as shared: it will never change, so its JSON is made once. */
export function markShared(part: object): void {
  sharedParts.add(part);
}

const sharedJson = new WeakMap<object, string>();

/**
 * The JSON of a part shared by many answers, made once: a shared part never changes, so its text
 * does not either. Undefined for anything else.
 */
export function sharedPartJson(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !sharedParts.has(value)) return undefined;
  let json = sharedJson.get(value);
  if (json === undefined) sharedJson.set(value, (json = JSON.stringify(value)));
  return json;
}

/** `JSON.stringify({ data: view })`, with the shared parts' text reused rather than made again. */
export function sessionAnswerJson(data: Record<string, unknown>): string {
  let out = '{"data":{';
  let first = true;
  for (const key in data) {
    const value = data[key];
    if (value === undefined || typeof value === 'function') continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${sharedPartJson(value) ?? JSON.stringify(value)}`;
    first = false;
  }
  return `${out}}}`;
}
