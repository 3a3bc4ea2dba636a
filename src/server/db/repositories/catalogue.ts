import type { Queryable } from '../index.ts';
import type {
  Bar,
  BookingType,
  Brand,
  CatalogueData,
  Category,
  Choice,
  DayPart,
  MenuItem,
  PreOrderOption,
  Variation,
} from '../../domain/catalogue.ts';

const hhmm = (column: string) => `to_char(${column}, 'HH24:MI')`;

/**
 * The reference data's result sets, each with the order it is read in. They are read in one statement,
 * each set as a JSON array: one round trip, and one JSON document to decode instead of some 1,300 rows
 * (on the embedded database this is most of the first request's time after a start).
 */
const SETS = {
  brands: ['SELECT id, code, name, short_name FROM brands', 'id'],
  bars: ['SELECT * FROM bars', 'id'],
  hours: [`SELECT bar_id, weekday, ${hhmm('open_time')} AS open, ${hhmm('close_time')} AS close FROM bar_opening_hours`, 'bar_id, weekday'],
  specialHours: [`SELECT bar_id, to_char(date, 'YYYY-MM-DD') AS date, ${hhmm('open_time')} AS open, ${hhmm('close_time')} AS close, note FROM bar_special_hours`, 'bar_id, date'],
  parts: [`SELECT id, name, ${hhmm('start_time')} AS start_time, ${hhmm('end_time')} AS end_time, display_order, is_default FROM day_parts`, 'display_order, id'],
  partOverrides: [`SELECT day_part_id, bar_id, part_name, ${hhmm('start_time')} AS start_time, ${hhmm('end_time')} AS end_time FROM day_part_overrides`, 'day_part_id, bar_id'],
  categories: ['SELECT id, name, display_order FROM booking_type_categories', 'display_order, id'],
  categoryOverrides: ['SELECT category_id, bar_id, category_name FROM booking_type_category_overrides', 'category_id, bar_id'],
  types: ['SELECT * FROM booking_types', 'position, id'],
  typeParts: ['SELECT booking_type_id, day_part_id FROM booking_type_day_parts', 'booking_type_id, day_part_id'],
  capacities: ['SELECT bar_id, booking_type_id, capacity FROM bar_booking_types', 'bar_id, booking_type_id'],
  typeOptions: ['SELECT booking_type_id, option_id FROM booking_type_options', 'booking_type_id, option_id'],
  options: ['SELECT * FROM options', 'position, id'],
  variations: ['SELECT * FROM variations', 'position, id'],
  choices: ['SELECT * FROM choices', 'position, id'],
  choiceItems: ['SELECT choice_id, menu_item_id FROM choice_items', 'menu_item_id, choice_id'],
  menuItems: ['SELECT * FROM menu_items', 'id'],
} as const;

const CATALOGUE_SQL = `SELECT json_build_object(${Object.entries(SETS)
  .map(([name, [select, order]]) => `'${name}', (SELECT coalesce(json_agg(s ORDER BY ${order}), '[]'::json) FROM (${select}) s)`)
  .join(',\n  ')}) AS catalogue`;

interface Sets {
  brands: Brand[];
  bars: Omit<Bar, 'hours' | 'special_hours'>[];
  hours: { bar_id: number; weekday: number; open: string; close: string }[];
  specialHours: { bar_id: number; date: string; open: string | null; close: string | null; note: string }[];
  parts: Omit<DayPart, 'overrides'>[];
  partOverrides: (DayPart['overrides'][number] & { day_part_id: number })[];
  categories: Omit<Category, 'overrides'>[];
  categoryOverrides: { category_id: number; bar_id: number; category_name: string }[];
  types: Omit<BookingType, 'day_part_ids' | 'option_ids'>[];
  typeParts: { booking_type_id: number; day_part_id: number }[];
  capacities: CatalogueData['capacities'];
  typeOptions: { booking_type_id: number; option_id: number }[];
  options: Omit<PreOrderOption, 'variations'>[];
  variations: Omit<Variation, 'choices'>[];
  choices: (Omit<Choice, 'items'> & { variation_id: number })[];
  choiceItems: { choice_id: number; menu_item_id: number }[];
  menuItems: MenuItem[];
}

/** Reads all reference data. */
export async function loadCatalogue(db: Queryable): Promise<CatalogueData> {
  const [row] = await db.query<{ catalogue: Sets }>(CATALOGUE_SQL);
  const { brands, bars, hours, specialHours, parts, partOverrides, categories, categoryOverrides, types, typeParts, capacities, typeOptions, options, variations, choices, choiceItems, menuItems } = row!.catalogue;

  const group = <T, K>(rows: T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  const hoursByBar = group(hours, (h) => h.bar_id);
  const specialHoursByBar = group(specialHours, (h) => h.bar_id);
  const overridesByPart = group(partOverrides, (o) => o.day_part_id);
  const overridesByCategory = group(categoryOverrides, (o) => o.category_id);
  const partsByType = group(typeParts, (p) => p.booking_type_id);
  const optionsByType = group(typeOptions, (o) => o.booking_type_id);
  const itemsById = new Map(menuItems.map((item) => [item.id, item]));
  const itemsByChoice = group(choiceItems, (c) => c.choice_id);
  const choicesByVariation = group(choices, (c) => c.variation_id);
  const variationsByOption = group(variations, (v) => v.option_id);

  return {
    brands,
    bars: bars.map((bar) => ({
      ...bar,
      latitude: bar.latitude === null ? null : Number(bar.latitude),
      longitude: bar.longitude === null ? null : Number(bar.longitude),
      hours: Object.fromEntries((hoursByBar.get(bar.id) ?? []).map((h) => [h.weekday, { open: h.open, close: h.close }])),
      special_hours: Object.fromEntries(
        (specialHoursByBar.get(bar.id) ?? []).map((h) => [h.date, { hours: h.open === null || h.close === null ? null : { open: h.open, close: h.close }, note: h.note }]),
      ),
    })),
    dayParts: parts.map((part) => ({
      ...part,
      overrides: (overridesByPart.get(part.id) ?? []).map(({ bar_id, part_name, start_time, end_time }) => ({
        bar_id,
        part_name,
        start_time,
        end_time,
      })),
    })),
    categories: categories.map((category) => ({
      ...category,
      overrides: (overridesByCategory.get(category.id) ?? []).map(({ bar_id, category_name }) => ({ bar_id, category_name })),
    })),
    types: types.map((type) => ({
      ...type,
      weekdays: type.weekdays.map(Number),
      day_part_ids: (partsByType.get(type.id) ?? []).map((p) => p.day_part_id),
      option_ids: (optionsByType.get(type.id) ?? []).map((o) => o.option_id),
    })),
    capacities,
    options: options.map((option) => ({
      ...option,
      variations: (variationsByOption.get(option.id) ?? []).map((variation) => ({
        ...variation,
        choices: (choicesByVariation.get(variation.id) ?? []).map(({ variation_id: _v, ...choice }) => ({
          ...choice,
          items: (itemsByChoice.get(choice.id) ?? [])
            .map((link) => itemsById.get(link.menu_item_id))
            .filter((item): item is MenuItem => item !== undefined),
        })),
      })),
    })),
  };
}
