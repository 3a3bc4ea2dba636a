/**
 * The venue file and the tables it is kept in, each way: a checked document as rows per table (to compare with
 * the database's and write), and the database's rows as a document (the export). Values are kept in one form
 * on both sides — times "HH:MM", dates "YYYY-MM-DD", coordinates as numbers — so equal data compares equal.
 */
import type { VenueBar, VenueBookingType, VenueDocument } from './venue-document.ts';

export type VenueRow = Record<string, unknown>;

export interface VenueTable {
  table: string;
  /** The columns naming a row: its identity when compared with the database's. */
  key: readonly string[];
  columns: readonly string[];
  /** The table's own serial id, whose sequence must continue after the ids the file gives. */
  serial?: boolean;
}

export const BAR_COLUMNS = ['id', 'brand_id', 'cost_centre', 'bar_name', 'branded_name', 'slug', 'address_line_1', 'address_line_2', 'town', 'county', 'postcode', 'latitude', 'longitude', 'phone', 'party_booking_phone', 'party_booking_email', 'open', 'central_bar', 'frontend_visible', 'close_date', 'covid_closed', 'track_trace_content', 'check_in_max_group'] as const satisfies readonly (keyof VenueBar)[];
const TYPE_COLUMNS = ['id', 'front_end_name', 'flow', 'category_id', 'brand_id', 'position', 'min_covers', 'max_covers', 'masterclass_min_covers', 'exact_covers', 'duration_minutes', 'slot_step_minutes', 'cutoff_minutes', 'auto_confirm_max_covers', 'allow_fallback', 'allow_standing', 'is_standing_type', 'info_text', 'price_per_person', 'price_per_booking', 'deposit_per_person', 'full_payment_required', 'balance_on_arrival', 'requires_card', 'no_show_fee_pp', 'deposit_due_days', 'balance_due_days', 'pre_order_required', 'min_spend', 'weekdays', 'pre_order_lock_hours', 'deposit_refundable'] as const satisfies readonly (keyof VenueBookingType)[];

/** Every table the file fills, each after the tables it refers to (written in this order, removed in reverse). */
export const VENUE_TABLES: readonly VenueTable[] = [
  { table: 'brands', key: ['id'], columns: ['id', 'code', 'name', 'short_name'] },
  { table: 'bars', key: ['id'], columns: BAR_COLUMNS, serial: true },
  { table: 'bar_opening_hours', key: ['bar_id', 'weekday'], columns: ['bar_id', 'weekday', 'open_time', 'close_time'] },
  { table: 'bar_special_hours', key: ['bar_id', 'date'], columns: ['bar_id', 'date', 'open_time', 'close_time', 'note'] },
  { table: 'day_parts', key: ['id'], columns: ['id', 'name', 'start_time', 'end_time', 'display_order', 'is_default'], serial: true },
  { table: 'day_part_overrides', key: ['day_part_id', 'bar_id'], columns: ['day_part_id', 'bar_id', 'part_name', 'start_time', 'end_time'] },
  { table: 'booking_type_categories', key: ['id'], columns: ['id', 'name', 'display_order'], serial: true },
  { table: 'booking_type_category_overrides', key: ['category_id', 'bar_id'], columns: ['category_id', 'bar_id', 'category_name'] },
  { table: 'booking_types', key: ['id'], columns: TYPE_COLUMNS },
  { table: 'booking_type_day_parts', key: ['booking_type_id', 'day_part_id'], columns: ['booking_type_id', 'day_part_id'] },
  { table: 'bar_booking_types', key: ['bar_id', 'booking_type_id'], columns: ['bar_id', 'booking_type_id', 'capacity'] },
  { table: 'menu_items', key: ['id'], columns: ['id', 'title', 'plu', 'premium', 'selectable', 'vegan', 'vegetarian', 'contains_gluten'], serial: true },
  { table: 'options', key: ['id'], columns: ['id', 'name', 'display_type', 'image', 'price_per_booking', 'mix_match', 'position'], serial: true },
  { table: 'booking_type_options', key: ['booking_type_id', 'option_id'], columns: ['booking_type_id', 'option_id'] },
  { table: 'variations', key: ['id'], columns: ['id', 'option_id', 'name', 'description', 'image', 'price', 'position', 'background_colour', 'text_colour'], serial: true },
  { table: 'choices', key: ['id'], columns: ['id', 'variation_id', 'name', 'item_count', 'position'], serial: true },
  { table: 'choice_items', key: ['choice_id', 'menu_item_id'], columns: ['choice_id', 'menu_item_id'] },
];

export type VenueRows = Record<string, VenueRow[]>;

const pick = (row: object, columns: readonly string[]): VenueRow => Object.fromEntries(columns.map((c) => [c, (row as VenueRow)[c]]));

/** A checked document as the rows of each table in VENUE_TABLES. */
export function rowsOf(doc: VenueDocument): VenueRows {
  const columns = (table: string) => VENUE_TABLES.find((t) => t.table === table)!.columns;
  const variations = doc.packages.flatMap((p) => p.variations.map((v) => ({ ...v, option_id: p.id })));
  const choices = variations.flatMap((v) => v.choices.map((c) => ({ ...c, variation_id: v.id })));
  return {
    brands: doc.brands.map((b) => pick(b, columns('brands'))),
    bars: doc.bars.map((b) => pick(b, BAR_COLUMNS)),
    bar_opening_hours: doc.bars.flatMap((b) => b.opening_hours.map((h) => ({ bar_id: b.id, ...h }))),
    bar_special_hours: doc.bars.flatMap((b) => b.special_hours.map((h) => ({ bar_id: b.id, date: h.date, open_time: h.open_time, close_time: h.close_time, note: h.note }))),
    day_parts: doc.day_parts.map((p) => pick(p, columns('day_parts'))),
    day_part_overrides: doc.day_parts.flatMap((p) => p.at_bars.map((o) => ({ day_part_id: p.id, ...o }))),
    booking_type_categories: doc.booking_type_categories.map((c) => pick(c, columns('booking_type_categories'))),
    booking_type_category_overrides: doc.booking_type_categories.flatMap((c) => c.at_bars.map((o) => ({ category_id: c.id, ...o }))),
    booking_types: doc.booking_types.map((t) => ({ ...pick(t, TYPE_COLUMNS), weekdays: [...t.weekdays].sort((a, b) => a - b) })),
    booking_type_day_parts: doc.booking_types.flatMap((t) => t.day_parts.map((id) => ({ booking_type_id: t.id, day_part_id: id }))),
    bar_booking_types: doc.bars.flatMap((b) => b.booking_types.map((o) => ({ bar_id: b.id, ...o }))),
    menu_items: doc.menu_items.map((i) => pick(i, columns('menu_items'))),
    options: doc.packages.map((p) => pick(p, columns('options'))),
    booking_type_options: doc.booking_types.flatMap((t) => t.packages.map((id) => ({ booking_type_id: t.id, option_id: id }))),
    variations: variations.map((v) => pick(v, columns('variations'))),
    choices: choices.map((c) => pick(c, columns('choices'))),
    choice_items: choices.flatMap((c) => c.menu_items.map((id) => ({ choice_id: c.id, menu_item_id: id }))),
  };
}

/** The database's rows as a document, in id order (the export; its import changes nothing). */
export function documentOf(rows: VenueRows): VenueDocument {
  const of = (table: string) => [...(rows[table] ?? [])];
  const by = <T extends VenueRow>(table: string, column: string) => {
    const map = new Map<unknown, T[]>();
    for (const row of of(table) as T[]) map.set(row[column], [...(map.get(row[column]) ?? []), row]);
    return (value: unknown) => map.get(value) ?? [];
  };
  const without = (row: VenueRow, column: string) => Object.fromEntries(Object.entries(row).filter(([c]) => c !== column));
  const hours = by('bar_opening_hours', 'bar_id');
  const special = by('bar_special_hours', 'bar_id');
  const offered = by('bar_booking_types', 'bar_id');
  const partsAt = by('day_part_overrides', 'day_part_id');
  const categoriesAt = by('booking_type_category_overrides', 'category_id');
  const typeParts = by('booking_type_day_parts', 'booking_type_id');
  const typeOptions = by('booking_type_options', 'booking_type_id');
  const variations = by('variations', 'option_id');
  const choices = by('choices', 'variation_id');
  const choiceItems = by('choice_items', 'choice_id');
  const sorted = (list: VenueRow[], ...columns: string[]) =>
    list.sort((a, b) => {
      for (const c of columns) {
        const d = String(a[c]).localeCompare(String(b[c]), 'en', { numeric: true });
        if (d !== 0) return d;
      }
      return 0;
    });
  const ids = (list: VenueRow[], column: string) => list.map((r) => r[column] as number).sort((a, b) => a - b);
  const document = {
    brands: sorted(of('brands'), 'id'),
    bars: sorted(of('bars'), 'id').map((bar) => ({
      ...bar,
      opening_hours: sorted(hours(bar.id), 'weekday').map((h) => without(h, 'bar_id')),
      special_hours: sorted(special(bar.id), 'date').map((h) => without(h, 'bar_id')),
      booking_types: sorted(offered(bar.id), 'booking_type_id').map((o) => without(o, 'bar_id')),
    })),
    day_parts: sorted(of('day_parts'), 'id').map((part) => ({ ...part, at_bars: sorted(partsAt(part.id), 'bar_id').map((o) => without(o, 'day_part_id')) })),
    booking_type_categories: sorted(of('booking_type_categories'), 'id').map((category) => ({
      ...category,
      at_bars: sorted(categoriesAt(category.id), 'bar_id').map((o) => without(o, 'category_id')),
    })),
    booking_types: sorted(of('booking_types'), 'id').map((type) => ({ ...type, day_parts: ids(typeParts(type.id), 'day_part_id'), packages: ids(typeOptions(type.id), 'option_id') })),
    menu_items: sorted(of('menu_items'), 'id'),
    packages: sorted(of('options'), 'id').map((option) => ({
      ...option,
      variations: sorted(variations(option.id), 'id').map((variation) => ({
        ...without(variation, 'option_id'),
        choices: sorted(choices(variation.id), 'id').map((choice) => ({ ...without(choice, 'variation_id'), menu_items: ids(choiceItems(choice.id), 'menu_item_id') })),
      })),
    })),
  };
  return document as unknown as VenueDocument;
}

/** A row's key as one string, for matching the file's rows with the database's. */
export function keyOf(table: VenueTable, row: VenueRow): string {
  return JSON.stringify(table.key.map((c) => row[c]));
}

/** Whether two rows of a table hold the same values (arrays compared by their elements). */
export function sameRow(table: VenueTable, a: VenueRow, b: VenueRow): boolean {
  return table.columns.every((c) => JSON.stringify(a[c] ?? null) === JSON.stringify(b[c] ?? null));
}
