/** The reference data as session answers carry it: bars, the types a bar offers, day parts, packages. */
import { isoWeekday } from '../../../engine/time/calendar-date.ts';
import { NO_FLOW_RULES, type FlowRules } from '../../../engine/flow/flow-rules.ts';
import type { Bar, BookingType, Catalogue } from '../catalogue.ts';
import { memoised } from './shared-parts.ts';
import { closedOn } from '../bars/hours.ts';

export const barData = (bar: Bar) => ({
  id: bar.id,
  bar_id: bar.id,
  bar_name: bar.bar_name,
  branded_name: bar.branded_name,
  cost_centre: bar.cost_centre,
  slug: bar.slug,
  brand_id: bar.brand_id,
  address_line_1: bar.address_line_1,
  address_line_2: bar.address_line_2,
  town: bar.town,
  county: bar.county,
  postcode: bar.postcode,
  latitude: bar.latitude,
  longitude: bar.longitude,
  phone: bar.phone,
  close_date: bar.close_date,
  covid_closed: bar.covid_closed,
  party_booking_phone: bar.party_booking_phone,
  party_booking_email: bar.party_booking_email,
});

export const bookableBarsData = (catalogue: Catalogue, brandId: number) =>
  memoised(catalogue, NO_FLOW_RULES, `bars:${brandId}`, () => catalogue.bookableBars(brandId).map(barData).sort((a, b) => a.bar_name.localeCompare(b.bar_name)));

const typeData = (t: BookingType) => ({ id: t.id, front_end_name: t.front_end_name, position: t.position, day_parts: t.day_part_ids, flow: t.flow });

export const NO_OFFER = { typesAtBar: [] as BookingType[], availableTypes: [] as BookingType[], typesData: [], categories: [] };

export function typesOffered(catalogue: Catalogue, flowRules: FlowRules, bar: Bar, brandId: number, date: string | null, today: string) {
  // A type whose flow hands its bookings to a partner is not offered at a bar the partner does not
  // cover: chosen there, it would only dead-end at step 2 (docs/decisions.md, "Karaoke").
  const typesAtBar = catalogue.typesAtBar(bar.id, brandId).filter((t) => flowRules.offeredAt(t.flow, bar.id));
  // A day the bar is closed (Christmas Day, or a weekday it never opens) offers nothing to choose.
  const closed = date !== null && closedOn(bar, date);
  const availableTypes = typesAtBar.filter(
    (t) => !date || (!closed && t.weekdays.includes(isoWeekday(date)) && flowRules.checkDate(t.flow, date, today) === null),
  );
  const categories = catalogue.data.categories
    .map((category) => {
      const types = availableTypes.filter((t) => t.category_id === category.id);
      return {
        id: category.id,
        name: catalogue.categoryName(category, bar.id),
        display_order: category.display_order,
        day_parts: [...new Set(types.flatMap((t) => t.day_part_ids))].sort((a, b) => a - b),
        types: types.map(typeData),
        overrides: category.overrides,
      };
    })
    .filter((category) => category.types.length > 0);
  return { typesAtBar, availableTypes, typesData: availableTypes.map(typeData), categories };
}

export function dayPartsData(catalogue: Catalogue, barId: number | null) {
  return catalogue.data.dayParts.map((part) => {
    const at = catalogue.dayPartAt(part, barId);
    return {
      id: part.id,
      name: at.name,
      start: at.start,
      end: at.end,
      display_order: part.display_order,
      is_default: part.is_default,
      overrides: part.overrides,
    };
  });
}

export function optionsData(catalogue: Catalogue, type: BookingType) {
  return catalogue.optionsForType(type).map((o) => ({
    id: o.id,
    display_type: o.display_type,
    name: o.name,
    image: o.image,
    price_per_booking: o.price_per_booking,
    mix_match: o.mix_match,
    variations: o.variations.map((v) => ({
      id: v.id,
      variation_id: v.id,
      name: v.name,
      description: v.description,
      image: v.image,
      calculated_price: v.price,
      background_colour: v.background_colour,
      text_colour: v.text_colour,
      choices: v.choices.map((c) => ({
        id: c.id,
        name: c.name,
        item_count: c.item_count,
        items: c.items.map((i) => ({ id: i.id, title: i.title, premium: i.premium, selectable: i.selectable, vegan: i.vegan, vegetarian: i.vegetarian, contains_gluten: i.contains_gluten })),
      })),
    })),
  }));
}
