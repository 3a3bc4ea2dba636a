/**
 * Reference data: brands, bars, day parts, categories, booking types and pre-order options. It
 * changes rarely and is read on every session update, so it is loaded whole and kept in memory.
 */
import type { MenuItem } from '../../../schemas/api/types.generated.ts';
import { inBrand } from './brand-scope.ts';

export interface Brand {
  id: number;
  code: string;
  name: string;
  short_name: string;
}

export interface OpeningHours {
  open: string;
  close: string;
}

export interface Bar {
  id: number;
  brand_id: number;
  cost_centre: string;
  bar_name: string;
  branded_name: string;
  slug: string;
  address_line_1: string;
  address_line_2: string;
  town: string;
  county: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  party_booking_phone: string;
  party_booking_email: string;
  open: boolean;
  central_bar: boolean;
  frontend_visible: boolean;
  close_date: string | null;
  covid_closed: boolean;
  /** What the check-in page shows for this bar. */
  track_trace_content: string;
  /** ISO weekday (1 Monday … 7 Sunday) → hours; a missing day is a closed day. */
  hours: Record<number, OpeningHours>;
  /** Dates (YYYY-MM-DD) with other hours than the week's; `hours` null is closed all day. */
  special_hours: Record<string, SpecialHours>;
}

export interface SpecialHours {
  hours: OpeningHours | null;
  /** Why the day differs, e.g. "Christmas Day". */
  note: string;
}

export interface DayPartOverride {
  bar_id: number;
  part_name: string | null;
  start_time: string | null;
  end_time: string | null;
}

export interface DayPart {
  id: number;
  name: string;
  start_time: string;
  end_time: string;
  display_order: number;
  is_default: boolean;
  overrides: DayPartOverride[];
}

export interface Category {
  id: number;
  name: string;
  display_order: number;
  overrides: Array<{ bar_id: number; category_name: string }>;
}

export interface BookingType {
  id: number;
  front_end_name: string;
  flow: string;
  category_id: number;
  brand_id: number | null;
  position: number;
  min_covers: number;
  max_covers: number;
  masterclass_min_covers: number | null;
  exact_covers: number | null;
  duration_minutes: number;
  slot_step_minutes: number;
  cutoff_minutes: number;
  auto_confirm_max_covers: number;
  allow_fallback: boolean;
  allow_standing: boolean;
  is_standing_type: boolean;
  info_text: string;
  price_per_person: number;
  price_per_booking: number;
  deposit_per_person: number;
  full_payment_required: boolean;
  /** A cancelled booking's deposit goes back to the card; otherwise it is kept (docs/decisions.md, "Refunds"). */
  deposit_refundable: boolean;
  balance_on_arrival: boolean;
  requires_card: boolean;
  no_show_fee_pp: number;
  deposit_due_days: number;
  balance_due_days: number;
  pre_order_required: boolean;
  /** Hours before the booking its pre-order closes (a save after it is refused). */
  pre_order_lock_hours: number;
  min_spend: number;
  weekdays: number[];
  day_part_ids: number[];
  option_ids: number[];
}

/** A choice group's item: the API's own type (rest/booking/pre-order-choices). */
export type { MenuItem };

export interface Choice {
  id: number;
  name: string;
  item_count: number;
  position: number;
  items: MenuItem[];
}

export interface Variation {
  id: number;
  option_id: number;
  name: string;
  description: string;
  image: string;
  price: number;
  position: number;
  background_colour: string;
  text_colour: string;
  choices: Choice[];
}

export interface PreOrderOption {
  id: number;
  name: string;
  display_type: 'package' | 'custom';
  image: string;
  price_per_booking: boolean;
  mix_match: boolean;
  position: number;
  variations: Variation[];
}

export interface CatalogueData {
  brands: Brand[];
  bars: Bar[];
  dayParts: DayPart[];
  categories: Category[];
  types: BookingType[];
  /** Covers each bar can seat at once for each type it offers. */
  capacities: Array<{ bar_id: number; booking_type_id: number; capacity: number }>;
  options: PreOrderOption[];
}

/** Indexed reference data with the lookups the session needs. */
export class Catalogue {
  readonly brands = new Map<number, Brand>();
  readonly bars = new Map<number, Bar>();
  readonly types = new Map<number, BookingType>();
  readonly options = new Map<number, PreOrderOption>();
  readonly variations = new Map<number, Variation>();
  private readonly capacity = new Map<string, number>();

  constructor(readonly data: CatalogueData) {
    for (const brand of data.brands) this.brands.set(brand.id, brand);
    for (const bar of data.bars) this.bars.set(bar.id, bar);
    for (const type of data.types) this.types.set(type.id, type);
    for (const option of data.options) {
      this.options.set(option.id, option);
      for (const variation of option.variations) this.variations.set(variation.id, variation);
    }
    for (const row of data.capacities) this.capacity.set(`${row.bar_id}:${row.booking_type_id}`, row.capacity);
  }

  /** Brand 0 (the group's own site) sees every brand's bars; a brand sees its own. */
  barsForBrand(brandId: number): Bar[] {
    return this.data.bars.filter((bar) => inBrand(bar.brand_id, brandId));
  }

  /** Bars a customer can pick: open, shown on the front end, not closed by restrictions. */
  bookableBars(brandId: number): Bar[] {
    return this.barsForBrand(brandId).filter((bar) => bar.open && bar.frontend_visible && !bar.covid_closed);
  }

  /** A bar by its slug, as typed in an address (any case). */
  barBySlug(slug: string): Bar | undefined {
    const wanted = slug.toLowerCase();
    return this.data.bars.find((bar) => bar.slug === wanted);
  }

  capacityOf(barId: number, typeId: number): number | undefined {
    return this.capacity.get(`${barId}:${typeId}`);
  }

  /** Types this bar offers to this brand's customers, in position order. */
  typesAtBar(barId: number, brandId: number): BookingType[] {
    return this.data.types
      .filter((t) => this.capacity.has(`${barId}:${t.id}`) && (t.brand_id === null || inBrand(t.brand_id, brandId)))
      .sort((a, b) => a.position - b.position || a.id - b.id);
  }

  /** A day part as this bar runs it: the bar's override of name and times, where it has one. */
  dayPartAt(part: DayPart, barId: number | null): { id: number; name: string; start: string; end: string } {
    const override = barId === null ? undefined : part.overrides.find((o) => o.bar_id === barId);
    return {
      id: part.id,
      name: override?.part_name ?? part.name,
      start: override?.start_time ?? part.start_time,
      end: override?.end_time ?? part.end_time,
    };
  }

  categoryName(category: Category, barId: number | null): string {
    return category.overrides.find((o) => o.bar_id === barId)?.category_name ?? category.name;
  }

  optionsForType(type: BookingType): PreOrderOption[] {
    return type.option_ids
      .map((id) => this.options.get(id))
      .filter((o): o is PreOrderOption => o !== undefined)
      .sort((a, b) => a.position - b.position || a.id - b.id);
  }
}
