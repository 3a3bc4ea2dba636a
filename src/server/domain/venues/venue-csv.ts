/**
 * The bars as a spreadsheet: `covers venues export --csv` writes one row per bar with its own fields (not its hours,
 * special dates or booking types), and `covers venues import bars.csv` changes or adds the bars it lists, leaving
 * everything else as it is (a bar not in the sheet is kept). Booleans read as true/false (yes/no and 1/0 too); an
 * empty coordinate or close date is none.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { VenueBar, VenueDocument, VenueProblem } from './venue-document.ts';
import { BAR_COLUMNS } from './venue-rows.ts';

const NUMBERS = new Set(['id', 'brand_id', 'latitude', 'longitude', 'check_in_max_group']);
const BOOLEANS = new Set(['open', 'central_bar', 'frontend_visible', 'covid_closed']);
const NULLABLE = new Set(['latitude', 'longitude', 'close_date']);

export function barsCsv(document: VenueDocument): string {
  return stringify(
    document.bars.map((bar) => BAR_COLUMNS.map((c) => bar[c] ?? '')),
    { header: true, columns: [...BAR_COLUMNS], cast: { boolean: (value) => String(value) } },
  );
}

/**
 * The sheet's bars laid over the document the database holds: the merged document to import, and the row each bar
 * came from (to name a problem's row), or the sheet's own problems.
 */
export function withBarsFromCsv(text: string, current: VenueDocument): { document: unknown; rowOf: Map<number, number>; problems: VenueProblem[] } {
  const problems: VenueProblem[] = [];
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    return { document: undefined, rowOf: new Map(), problems: [{ row: 'file', message: `not a CSV file: ${(error as Error).message}` }] };
  }
  const [header = [], ...rows] = records;
  for (const name of header) if (!(BAR_COLUMNS as readonly string[]).includes(name)) problems.push({ row: 'row 1', message: `unknown column "${name}" (the columns are ${BAR_COLUMNS.join(', ')})` });
  if (!header.includes('id')) problems.push({ row: 'row 1', message: 'the "id" column is missing' });
  if (rows.length === 0) problems.push({ row: 'file', message: 'no rows below the header' });
  if (problems.length > 0) return { document: undefined, rowOf: new Map(), problems };
  const bars = new Map(current.bars.map((bar) => [bar.id, bar]));
  const rowOf = new Map<number, number>();
  rows.forEach((cells, i) => {
    const fields: Record<string, unknown> = {};
    header.forEach((name, c) => {
      const cell = cells[c] ?? '';
      if (NULLABLE.has(name) && cell === '') fields[name] = null;
      else if (NUMBERS.has(name)) fields[name] = cell !== '' && Number.isFinite(Number(cell)) ? Number(cell) : cell;
      else if (BOOLEANS.has(name)) fields[name] = /^(true|yes|1)$/i.test(cell) ? true : /^(false|no|0)$/i.test(cell) ? false : cell;
      else fields[name] = cell;
    });
    const id = fields.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
      problems.push({ row: `row ${i + 2}`, message: `id: ${JSON.stringify(cells[header.indexOf('id')] ?? '')} is not a bar id (a whole number from 1)` });
      return;
    }
    if (rowOf.has(id)) problems.push({ row: `row ${i + 2}`, message: `bar ${id} is also on row ${rowOf.get(id)}` });
    rowOf.set(id, i + 2);
    const before: Partial<VenueBar> = bars.get(id) ?? {};
    bars.set(id, { ...before, ...fields } as VenueBar);
  });
  if (problems.length > 0) return { document: undefined, rowOf, problems };
  return { document: { ...current, bars: [...bars.values()] }, rowOf, problems };
}
