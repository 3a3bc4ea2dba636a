/**
 * `covers menus import FILE`: the file read into the shape of schemas/menu-import.schema.json and checked
 * against it, every problem named by where it is — a CSV file's row, a JSON file's menu › category › item.
 * Pure: what needs the database (do the bars exist?) is the import service's.
 *
 * CSV layout (a header row, then one row per item): bar_id, menu_type, menu, category, item, description,
 * calories, contains, may_contain, dietary, ingredient, ingredient_contains, ingredient_may_contain. Lists
 * are separated by semicolons. A row with an ingredient adds it to its item; a row with no item name adds
 * one more ingredient to the item above.
 */
import { parse } from 'csv-parse/sync';
import type { ErrorObject } from 'ajv';
import { schemaValidator } from '../../../engine/flow/load.node.ts';
import { ALLERGENS, type Allergen, type Dietary, type MenuType } from '../../../engine/menus/allergens.ts';

export interface ImportedIngredient {
  name: string;
  contains?: Allergen[];
  may_contain?: Allergen[];
}

export interface ImportedItem {
  name: string;
  description?: string;
  calories?: number | null;
  contains?: Allergen[];
  may_contain?: Allergen[];
  dietary?: Dietary[];
  ingredients?: ImportedIngredient[];
}

export interface ImportedMenu {
  bar_id: number;
  type: MenuType;
  name: string;
  categories: { name: string; items: ImportedItem[] }[];
}

export interface MenuImportDocument {
  menus: ImportedMenu[];
}

/** One thing wrong with the file: where (a row, or a menu › category › item) and what. */
export interface ImportProblem {
  row: string;
  message: string;
}

/** A file read, not yet checked: the document and how to name the place of a JSON pointer in it. */
export interface ReadFile {
  document: unknown;
  rowOf(pointer: string): string;
  problems: ImportProblem[];
}

export const CSV_COLUMNS = [
  'bar_id',
  'menu_type',
  'menu',
  'category',
  'item',
  'description',
  'calories',
  'contains',
  'may_contain',
  'dietary',
  'ingredient',
  'ingredient_contains',
  'ingredient_may_contain',
] as const;
type Column = (typeof CSV_COLUMNS)[number];

export function readJson(text: string): ReadFile {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { document: undefined, rowOf: () => 'file', problems: [{ row: 'file', message: `not JSON: ${(error as Error).message}` }] };
  }
  return { document, rowOf: (pointer) => jsonPlace(document, pointer), problems: [] };
}

/** "menu 1 ("Food") › category 2 ("Starters") › item 3 ("Nachos")": the levels a pointer passes, by position and name. */
function jsonPlace(document: unknown, pointer: string): string {
  const parts = pointer.split('/').slice(1);
  const labels: string[] = [];
  let node: unknown = document;
  const level: Record<string, string> = { menus: 'menu', categories: 'category', items: 'item', ingredients: 'ingredient' };
  for (let i = 0; i < parts.length; i += 2) {
    const key = parts[i]!;
    const index = parts[i + 1];
    if (!level[key] || index === undefined || !/^\d+$/.test(index)) break;
    node = (node as Record<string, unknown[]> | undefined)?.[key]?.[Number(index)];
    const name = (node as { name?: unknown } | undefined)?.name;
    labels.push(`${level[key]} ${Number(index) + 1}${typeof name === 'string' && name.trim() ? ` ("${name}")` : ''}`);
  }
  return labels.length ? labels.join(' › ') : 'file';
}

const list = (cell: string) =>
  cell
    .split(';')
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** A number as typed, else the text itself, which the schema then refuses at its row. */
const numberOrText = (cell: string): unknown => (/^\s*\d+(\.\d+)?\s*$/.test(cell) ? Number(cell) : cell);

export function readCsv(text: string): ReadFile {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as typeof records;
  } catch (error) {
    return { document: undefined, rowOf: () => 'file', problems: [{ row: 'file', message: `not CSV: ${(error as Error).message}` }] };
  }
  const problems: ImportProblem[] = [];
  const [header, ...rows] = records;
  if (!header) return { document: undefined, rowOf: () => 'file', problems: [{ row: 'file', message: 'the file is empty' }] };
  const columns = header.record.map((c) => c.trim().toLowerCase());
  const unknown = columns.filter((c) => !(CSV_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) problems.push({ row: 'row 1', message: `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')}` });
  const missing = (['bar_id', 'menu_type', 'menu', 'category', 'item'] as const).filter((c) => !columns.includes(c));
  if (missing.length) problems.push({ row: 'row 1', message: `missing column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `"${c}"`).join(', ')}` });
  if (problems.length) return { document: undefined, rowOf: () => 'file', problems };

  const rowAt = new Map<string, number>();
  const menus: Record<string, unknown>[] = [];
  const menuIndex = new Map<string, number>();
  let lastItem: { pointer: string; item: Record<string, unknown> } | undefined;
  for (const { record, info } of rows) {
    const row = info.lines;
    // A spreadsheet's export often ends in rows of bare separators: nothing in them, nothing to say.
    if (record.every((c) => c.trim() === '')) continue;
    const cell = (name: Column) => {
      const at = columns.indexOf(name);
      return at === -1 ? '' : (record[at] ?? '').trim();
    };
    if (record.length > columns.length) problems.push({ row: `row ${row}`, message: `${record.length} cells, but the header names ${columns.length} columns` });
    const ingredient = cell('ingredient')
      ? { name: cell('ingredient'), contains: list(cell('ingredient_contains')), may_contain: list(cell('ingredient_may_contain')) }
      : undefined;
    if (!cell('item')) {
      if (!ingredient) {
        problems.push({ row: `row ${row}`, message: 'item: a row needs an item name (or an ingredient for the item above)' });
      } else if (!lastItem) {
        problems.push({ row: `row ${row}`, message: 'ingredient: there is no item above for it to belong to' });
      } else {
        const ingredients = lastItem.item.ingredients as unknown[];
        rowAt.set(`${lastItem.pointer}/ingredients/${ingredients.length}`, row);
        ingredients.push(ingredient);
      }
      continue;
    }
    const key = JSON.stringify([cell('bar_id'), cell('menu_type'), cell('menu')]);
    let m = menuIndex.get(key);
    if (m === undefined) {
      m = menus.push({ bar_id: numberOrText(cell('bar_id')), type: cell('menu_type'), name: cell('menu'), categories: [] }) - 1;
      menuIndex.set(key, m);
      rowAt.set(`/menus/${m}`, row);
    }
    const categories = menus[m]!.categories as { name: string; items: unknown[] }[];
    let c = categories.findIndex((category) => category.name === cell('category'));
    if (c === -1) {
      c = categories.push({ name: cell('category'), items: [] }) - 1;
      rowAt.set(`/menus/${m}/categories/${c}`, row);
    }
    const item: Record<string, unknown> = {
      name: cell('item'),
      description: cell('description'),
      contains: list(cell('contains')),
      may_contain: list(cell('may_contain')),
      dietary: list(cell('dietary')),
      ingredients: ingredient ? [ingredient] : [],
    };
    if (cell('calories') !== '') item.calories = numberOrText(cell('calories'));
    const pointer = `/menus/${m}/categories/${c}/items/${categories[c]!.items.length}`;
    categories[c]!.items.push(item);
    rowAt.set(pointer, row);
    if (ingredient) rowAt.set(`${pointer}/ingredients/0`, row);
    lastItem = { pointer, item };
  }
  if (rows.length === 0) problems.push({ row: 'file', message: 'no rows below the header' });
  const rowOf = (pointer: string) => {
    for (let p = pointer; p; p = p.slice(0, p.lastIndexOf('/'))) {
      const row = rowAt.get(p);
      if (row !== undefined) return `row ${row}`;
    }
    return 'file';
  };
  return { document: { menus }, rowOf, problems };
}

/** The file against schemas/menu-import.schema.json: the document, or every problem at its place. */
export function checkDocument(file: ReadFile): { document: MenuImportDocument; problems: [] } | { document: undefined; problems: ImportProblem[] } {
  if (file.document === undefined) return { document: undefined, problems: file.problems };
  const validate = schemaValidator('menu-import.schema.json');
  if (validate(file.document) && file.problems.length === 0) return { document: file.document as MenuImportDocument, problems: [] };
  const problems: ImportProblem[] = [...file.problems];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    const problem = { row: file.rowOf(error.instancePath), message: describe(error, file.document) };
    const key = `${problem.row}\n${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return { document: undefined, problems: byRow(problems) };
}

/** A CSV file's problems in the order of its rows (a stable sort: a row's own problems keep their order). */
function byRow(problems: ImportProblem[]): ImportProblem[] {
  const line = (row: string) => (/^row (\d+)$/.exec(row) ? Number(row.slice(4)) : 0);
  return [...problems].sort((a, b) => line(a.row) - line(b.row));
}

const LEVELS = ['menus', 'categories', 'items', 'ingredients'];

/** "contains: "Nuts" is not one of the 14 allergens": the field (the pointer's last names) and what is wrong with its value. */
function describe(error: ErrorObject, document: unknown): string {
  const parts = error.instancePath.split('/').slice(1);
  const names = parts.filter((p) => !/^\d+$/.test(p));
  const atElement = /^\d+$/.test(parts.at(-1) ?? '') && LEVELS.includes(parts.at(-2) ?? '');
  const last = atElement ? undefined : names.at(-1);
  const field = last && names.includes('ingredients') && last !== 'ingredients' ? `ingredient ${last}` : last;
  const value = parts.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
  const shown = JSON.stringify(value);
  let message = error.message ?? 'is not valid';
  if (error.keyword === 'enum') {
    const allowed = error.params.allowedValues as unknown[];
    message = allowed.length === ALLERGENS.length && allowed.every((a, i) => a === ALLERGENS[i]) ? `${shown} is not one of the 14 allergens (${ALLERGENS.join(', ')})` : `${shown} must be one of ${allowed.join(', ')}`;
  } else if (error.keyword === 'additionalProperties') {
    message = `unknown field "${String(error.params.additionalProperty)}"`;
  } else if (error.keyword === 'required') {
    message = `"${String(error.params.missingProperty)}" is missing`;
  } else if (error.keyword === 'type') {
    message = `${shown} must be ${String(error.params.type).replace(',', ' or ')}`;
  } else if (error.keyword === 'minLength' || error.keyword === 'pattern') {
    message = 'must not be empty';
  } else if (error.keyword === 'uniqueItems') {
    message = 'names the same value twice';
  } else if (['minimum', 'maximum', 'maxLength', 'maxItems', 'minItems'].includes(error.keyword)) {
    message = `${shown.length > 40 ? 'the value' : shown} ${message}`;
  }
  return field ? `${field}: ${message}` : message;
}
