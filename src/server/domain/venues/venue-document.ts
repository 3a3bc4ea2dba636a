/**
 * `covers venues import FILE`: the venue file (schemas/venues.schema.json) checked whole before anything is
 * written — the schema's rules first (a field left out takes the schema's default), then the ones across
 * sections: an id twice, a bar of a brand not in the file, a booking type in an unknown flow or category, a package
 * naming a menu item not in the file. Every problem is named by where it is: "bars › id 12 › opening_hours 3".
 * Pure: what needs the database (bookings on a bar the file removes) is the import service's.
 */
import type { ErrorObject } from 'ajv';
import { SCHEMAS_DIR, schemaValidator } from '../../../engine/flow/load.node.ts';
import type { VenueDocument } from '../../../../schemas/venues.generated.ts';

export type { VenueBar, VenueBookingType, VenueDocument } from '../../../../schemas/venues.generated.ts';

/** One thing wrong with the file: where (a section › a row's id › …) and what. */
export interface VenueProblem {
  row: string;
  message: string;
}

/**
 * The parsed file checked against the schema and across its sections: the document with every default filled in
 * (a copy: the caller's object is not changed), or every problem. `flows` are the booking flows there are.
 */
export function checkVenues(parsed: unknown, flows: ReadonlySet<string>): { document: VenueDocument; problems: [] } | { document: undefined; problems: VenueProblem[] } {
  const document = structuredClone(parsed);
  // Compiled on first use: only an import or a first seed needs it.
  const check = schemaValidator('venues.schema.json', SCHEMAS_DIR, { useDefaults: true });
  if (!check(document)) return { document: undefined, problems: schemaProblems(check.errors ?? [], document) };
  const problems = crossProblems(document as VenueDocument, flows);
  return problems.length > 0 ? { document: undefined, problems } : { document: document as VenueDocument, problems: [] };
}

/** "bars › id 12 › opening_hours 2": a JSON pointer as a person finds the place in the file (rows by their id). */
export function placeOf(pointer: string, document: unknown): string {
  const parts = pointer.split('/').slice(1);
  const names: string[] = [];
  let node: unknown = document;
  for (const part of parts) {
    const next = (node as Record<string, unknown> | undefined)?.[part];
    if (/^\d+$/.test(part) && Array.isArray(node)) {
      const id = (next as { id?: unknown; bar_id?: unknown; booking_type_id?: unknown } | undefined)?.id;
      names.push(typeof id === 'number' ? `id ${id}` : `${Number(part) + 1}`);
    } else names.push(part);
    node = next;
  }
  return names.join(' › ') || 'file';
}

function schemaProblems(errors: ErrorObject[], document: unknown): VenueProblem[] {
  const problems: VenueProblem[] = [];
  const seen = new Set<string>();
  // In the file's order, near enough: by place, numbers compared as numbers.
  for (const error of [...errors].sort((a, b) => a.instancePath.localeCompare(b.instancePath, 'en', { numeric: true }))) {
    // anyOf reports each branch's failure too; its own message says enough.
    if (error.schemaPath.includes('/anyOf/')) continue;
    let pointer = error.instancePath;
    let message = error.message ?? 'is not valid';
    if (error.keyword === 'additionalProperties') message = `unknown field "${String(error.params.additionalProperty)}"`;
    else if (error.keyword === 'required') message = `"${String(error.params.missingProperty)}" is missing`;
    else if (error.keyword === 'enum') message = `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    else if (error.keyword === 'pattern' && /time$|_time$/.test(pointer)) message = 'must be a time as HH:MM (24-hour)';
    else if (error.keyword === 'anyOf') message = /time$/.test(pointer) ? 'must be a time as HH:MM, or null' : 'must be empty or an e-mail address';
    else if (error.keyword === 'uniqueItems') message = 'names the same value twice';
    const field = pointer.split('/').at(-1) ?? '';
    if (!/^\d+$/.test(field) && field !== '' && error.keyword !== 'required' && error.keyword !== 'additionalProperties') {
      pointer = pointer.slice(0, pointer.lastIndexOf('/'));
      message = `${field}: ${message}`;
    }
    const problem = { row: placeOf(pointer, document), message };
    const key = `${problem.row}\n${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return problems;
}

/** What the schema cannot say: ids unique per table, every reference to a row in the file, and sums that must hold. */
function crossProblems(doc: VenueDocument, flows: ReadonlySet<string>): VenueProblem[] {
  const problems: VenueProblem[] = [];
  const add = (row: string, message: string) => problems.push({ row, message });
  const ids = (section: string, rows: { id: number }[]) => {
    duplicates(rows, (row) => row.id, (row) => add(`${section} › id ${row.id}`, `the id ${row.id} is used twice in ${section}`));
    return new Set(rows.map((row) => row.id));
  };
  const brands = ids('brands', doc.brands);
  const bars = ids('bars', doc.bars);
  const parts = ids('day_parts', doc.day_parts);
  const categories = ids('booking_type_categories', doc.booking_type_categories);
  const types = ids('booking_types', doc.booking_types);
  const items = ids('menu_items', doc.menu_items);
  const packages = ids('packages', doc.packages);
  const variations = doc.packages.flatMap((p) => p.variations.map((v) => ({ ...v, at: `packages › id ${p.id} › variations › id ${v.id}` })));
  const choices = variations.flatMap((v) => v.choices.map((c) => ({ ...c, at: `${v.at} › choices › id ${c.id}` })));
  for (const [what, rows] of [['variation', variations], ['choice', choices]] as const) {
    duplicates(rows as { id: number; at: string }[], (row) => row.id, (row) => add(row.at, `the ${what} id ${row.id} is used twice (${what} ids are unique across all packages)`));
  }
  // The database's unique columns, each a problem in the file rather than a failed write.
  const unique = <T extends { id: number }>(section: string, noun: string, rows: T[], field: keyof T & string) =>
    duplicates(rows, (row) => row[field], (row, first) => add(`${section} › id ${row.id}`, `${field}: "${String(row[field])}" is also ${noun} ${first.id}'s`));
  unique('brands', 'brand', doc.brands, 'code');
  unique('bars', 'bar', doc.bars, 'slug');
  unique('bars', 'bar', doc.bars, 'cost_centre');
  unique('menu_items', 'menu item', doc.menu_items, 'plu');
  const missing = (set: Set<number>, id: number | null) => id !== null && !set.has(id);
  for (const bar of doc.bars) {
    const at = `bars › id ${bar.id}`;
    if (missing(brands, bar.brand_id)) add(at, `brand_id: no brand ${bar.brand_id} in brands`);
    if ((bar.latitude === null) !== (bar.longitude === null)) add(at, 'latitude and longitude: give both, or neither');
    duplicates(bar.opening_hours, (h) => h.weekday, (h) => add(`${at} › opening_hours`, `weekday ${h.weekday} is given twice`));
    duplicates(bar.special_hours, (h) => h.date, (h) => add(`${at} › special_hours`, `the date ${h.date} is given twice`));
    bar.special_hours.forEach((h, i) => {
      if ((h.open_time === null) !== (h.close_time === null)) add(`${at} › special_hours › ${i + 1}`, 'open_time and close_time: give both, or both null for a day closed');
    });
    duplicates(bar.booking_types, (t) => t.booking_type_id, (t) => add(`${at} › booking_types`, `booking type ${t.booking_type_id} is given twice`));
    for (const offered of bar.booking_types) if (missing(types, offered.booking_type_id)) add(`${at} › booking_types`, `no booking type ${offered.booking_type_id} in booking_types`);
  }
  const atBars = (at: string, rows: { bar_id: number }[]) => {
    duplicates(rows, (r) => r.bar_id, (r) => add(`${at} › at_bars`, `bar ${r.bar_id} is given twice`));
    for (const row of rows) if (missing(bars, row.bar_id)) add(`${at} › at_bars`, `no bar ${row.bar_id} in bars`);
  };
  for (const part of doc.day_parts) atBars(`day_parts › id ${part.id}`, part.at_bars);
  for (const category of doc.booking_type_categories) atBars(`booking_type_categories › id ${category.id}`, category.at_bars);
  for (const type of doc.booking_types) {
    const at = `booking_types › id ${type.id}`;
    if (!flows.has(type.flow)) add(at, `flow: no flow "${type.flow}" in flows/ (${[...flows].sort().join(', ')})`);
    if (missing(categories, type.category_id)) add(at, `category_id: no category ${type.category_id} in booking_type_categories`);
    if (missing(brands, type.brand_id)) add(at, `brand_id: no brand ${type.brand_id} in brands`);
    if (type.min_covers > type.max_covers) add(at, `min_covers (${type.min_covers}) is more than max_covers (${type.max_covers})`);
    for (const id of type.day_parts) if (!parts.has(id)) add(at, `day_parts: no day part ${id} in day_parts`);
    for (const id of type.packages) if (!packages.has(id)) add(at, `packages: no package ${id} in packages`);
  }
  for (const choice of choices) for (const id of choice.menu_items) if (!items.has(id)) add(choice.at, `menu_items: no menu item ${id} in menu_items`);
  return problems;
}

/** Each row whose key an earlier row already has, reported with the first row that had it. */
function duplicates<T>(rows: readonly T[], key: (row: T) => unknown, report: (row: T, first: T) => void): void {
  const seen = new Map<unknown, T>();
  for (const row of rows) {
    const first = seen.get(key(row));
    if (first === undefined) seen.set(key(row), row);
    else report(row, first);
  }
}
