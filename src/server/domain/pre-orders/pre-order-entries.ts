/**
 * The booking page's pre-order entries (spec §3 "Guest pre-order entry", §7.3: choice_id,
 * choice_item_id, plu) read into the form the pre-order save takes: group id → the item ids chosen in
 * it, in order (a group's entries fill its slots in turn). An entry that cannot be an item, or whose plu
 * is not its item's, is refused here; whether the items belong to the package is the save's to judge.
 */
import type { Catalogue } from '../catalogue.ts';
import { InvalidInput } from '../errors.ts';

const FIELD = 'pre_order';

const idOf = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** An id sent as a number or digits; undefined when absent, InvalidInput under `field` when not an id. */
export function optionalId(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = idOf(value);
  if (id === undefined) throw new InvalidInput(`${field} must be an id.`, { [field]: ['Must be a whole number above 0.'] });
  return id;
}

export function requiredId(value: unknown, field: string): number {
  const id = optionalId(value, field);
  if (id === undefined) throw new InvalidInput(`${field} is required.`, { [field]: ['Required.'] });
  return id;
}

export function entriesByGroup(entries: unknown, catalogue: Pick<Catalogue, 'data'>): Record<string, number[]> {
  const list = entries === undefined || entries === null ? [] : entries;
  if (!Array.isArray(list)) throw new InvalidInput('pre_order must be a list of entries.', { [FIELD]: ['Must be a list of entries.'] });
  const plus = new Map<number, string>();
  for (const option of catalogue.data.options) for (const v of option.variations) for (const c of v.choices) for (const i of c.items) plus.set(i.id, i.plu);
  const out: Record<string, number[]> = {};
  for (const raw of list) {
    const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const group = idOf(entry.choice_id);
    const item = idOf(entry.choice_item_id);
    if (group === undefined || item === undefined) throw new InvalidInput('Each entry names a choice and an item.', { [FIELD]: ['Each entry needs a choice_id and a choice_item_id.'] });
    if (entry.plu !== undefined && plus.get(item) !== entry.plu) throw new InvalidInput("An entry's plu is not its item's.", { [FIELD]: ["An entry's plu must be its item's."] });
    (out[String(group)] ??= []).push(item);
  }
  return out;
}
