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

/** Reads all reference data in a handful of queries. */
export async function loadCatalogue(db: Queryable): Promise<CatalogueData> {
  const [brands, bars, hours, parts, partOverrides, categories, categoryOverrides, types, typeParts, capacities] =
    await Promise.all([
      db.query<Brand>('SELECT id, code, name, short_name FROM brands ORDER BY id'),
      db.query<Omit<Bar, 'hours'>>('SELECT * FROM bars ORDER BY id'),
      db.query<{ bar_id: number; weekday: number; open: string; close: string }>(
        `SELECT bar_id, weekday, ${hhmm('open_time')} AS open, ${hhmm('close_time')} AS close FROM bar_opening_hours`,
      ),
      db.query<Omit<DayPart, 'overrides'>>(
        `SELECT id, name, ${hhmm('start_time')} AS start_time, ${hhmm('end_time')} AS end_time, display_order, is_default
         FROM day_parts ORDER BY display_order, id`,
      ),
      db.query<DayPart['overrides'][number] & { day_part_id: number }>(
        `SELECT day_part_id, bar_id, part_name, ${hhmm('start_time')} AS start_time, ${hhmm('end_time')} AS end_time
         FROM day_part_overrides`,
      ),
      db.query<Omit<Category, 'overrides'>>('SELECT id, name, display_order FROM booking_type_categories ORDER BY display_order, id'),
      db.query<{ category_id: number; bar_id: number; category_name: string }>(
        'SELECT category_id, bar_id, category_name FROM booking_type_category_overrides',
      ),
      db.query<Omit<BookingType, 'day_part_ids' | 'option_ids'>>('SELECT * FROM booking_types ORDER BY position, id'),
      db.query<{ booking_type_id: number; day_part_id: number }>('SELECT booking_type_id, day_part_id FROM booking_type_day_parts'),
      db.query<CatalogueData['capacities'][number]>('SELECT bar_id, booking_type_id, capacity FROM bar_booking_types'),
    ]);
  const [typeOptions, options, variations, choices, choiceItems, menuItems] = await Promise.all([
    db.query<{ booking_type_id: number; option_id: number }>('SELECT booking_type_id, option_id FROM booking_type_options'),
    db.query<Omit<PreOrderOption, 'variations'>>('SELECT * FROM options ORDER BY position, id'),
    db.query<Omit<Variation, 'choices'>>('SELECT * FROM variations ORDER BY position, id'),
    db.query<Omit<Choice, 'items'> & { variation_id: number }>('SELECT * FROM choices ORDER BY position, id'),
    db.query<{ choice_id: number; menu_item_id: number }>('SELECT choice_id, menu_item_id FROM choice_items ORDER BY menu_item_id'),
    db.query<MenuItem>('SELECT * FROM menu_items ORDER BY id'),
  ]);

  const group = <T, K>(rows: T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  const hoursByBar = group(hours, (h) => h.bar_id);
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
