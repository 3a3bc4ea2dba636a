/* eslint-disable */
// Generated from schemas/venues.schema.json by `npm run schemas`: the types of the venue file (covers venues import), every default filled in. Do not edit; change the schemas and regenerate.

export type Id = number;
/**
 * HH:MM, 24-hour.
 */
export type Time = string;

/**
 * The group's venue data as operators load it with `covers venues import FILE` (and write it with `covers venues export`): brands, bars with their opening hours, special dates and the booking types they offer, day parts, booking type categories, booking types, menu items and packages. Every id is the row's identity: bookings refer to bars and booking types by it, so an id is never reused for something else. A field left out takes its default; a row left out of the file is removed, when nothing needs it.
 */
export interface VenueDocument {
  /**
   * @maxItems 100
   */
  brands: VenueBrand[];
  /**
   * @maxItems 2000
   */
  bars: VenueBar[];
  /**
   * @maxItems 100
   */
  day_parts: VenueDayPart[];
  /**
   * @maxItems 200
   */
  booking_type_categories: VenueCategory[];
  /**
   * @maxItems 2000
   */
  booking_types: VenueBookingType[];
  /**
   * @maxItems 10000
   */
  menu_items: VenueMenuItem[];
  /**
   * @maxItems 2000
   */
  packages: VenuePackage[];
}
export interface VenueBrand {
  /**
   * The brand's number: X-Brand and brand files use it (0 is the group's own site).
   */
  id: number;
  /**
   * The brand's code, as its brand file is named (brands/{code}.json).
   */
  code: string;
  name: string;
  short_name: string;
}
export interface VenueBar {
  id: Id;
  /**
   * The bar's brand (an id in brands).
   */
  brand_id: number;
  /**
   * The group's accounting code for the bar (unique).
   */
  cost_centre: string;
  /**
   * The bar's name without its brand, e.g. "Manchester Deansgate".
   */
  bar_name: string;
  /**
   * The name customers see, e.g. "Revolution Manchester Deansgate".
   */
  branded_name: string;
  /**
   * The bar's address part on the brand's site (unique).
   */
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
  /**
   * Where party enquiries and the bar's booking e-mails go (empty: none).
   */
  party_booking_email: string;
  /**
   * Takes bookings; a closed bar is listed as closed.
   */
  open: boolean;
  /**
   * The brand's central reservations office: not a venue customers visit.
   */
  central_bar: boolean;
  /**
   * Listed in the widget's bar list.
   */
  frontend_visible: boolean;
  /**
   * The last day the bar trades (null: none).
   */
  close_date: string | null;
  covid_closed: boolean;
  track_trace_content: string;
  /**
   * The most people one check-in may name.
   */
  check_in_max_group: number;
  /**
   * Each weekday the bar opens; a weekday not listed is closed.
   *
   * @maxItems 7
   */
  opening_hours: {
    /**
     * 1 Monday … 7 Sunday.
     */
    weekday: number;
    open_time: Time;
    /**
     * HH:MM, 24-hour.
     */
    close_time: string;
  }[];
  /**
   * Dates with other hours (both times null: closed that day).
   *
   * @maxItems 1000
   */
  special_hours: {
    date: string;
    open_time: Time | null;
    close_time: Time | null;
    note: string;
  }[];
  /**
   * The booking types the bar offers and their capacity per slot.
   *
   * @maxItems 500
   */
  booking_types: {
    booking_type_id: Id;
    /**
     * Covers per slot.
     */
    capacity: number;
  }[];
}
export interface VenueDayPart {
  id: Id;
  name: string;
  start_time: Time;
  end_time: Time;
  display_order: number;
  /**
   * The part the widget opens on.
   */
  is_default: boolean;
  /**
   * A bar's own name or times for the part (null: the part's own).
   *
   * @maxItems 500
   */
  at_bars: {
    bar_id: Id;
    part_name: string | null;
    start_time: Time | null;
    end_time: Time | null;
  }[];
}
export interface VenueCategory {
  id: Id;
  name: string;
  display_order: number;
  /**
   * A bar's own name for the category.
   *
   * @maxItems 500
   */
  at_bars: {
    bar_id: Id;
    category_name: string;
  }[];
}
export interface VenueBookingType {
  id: Id;
  /**
   * The name customers see.
   */
  front_end_name: string;
  /**
   * The booking flow (flows/{flow}.json).
   */
  flow: string;
  category_id: Id;
  /**
   * Offered by this brand only (null: every brand).
   */
  brand_id: number | null;
  position: number;
  min_covers: number;
  max_covers: number;
  masterclass_min_covers: number | null;
  exact_covers: number | null;
  duration_minutes: number;
  slot_step_minutes: number;
  /**
   * How long before a slot online booking closes.
   */
  cutoff_minutes: number;
  auto_confirm_max_covers: number;
  allow_fallback: boolean;
  allow_standing: boolean;
  is_standing_type: boolean;
  info_text: string;
  /**
   * Price per person (pence)
   */
  price_per_person: number;
  /**
   * Price per booking (pence)
   */
  price_per_booking: number;
  /**
   * Deposit per person (pence)
   */
  deposit_per_person: number;
  full_payment_required: boolean;
  balance_on_arrival: boolean;
  requires_card: boolean;
  /**
   * No-show fee per person (pence)
   */
  no_show_fee_pp: number;
  deposit_due_days: number;
  balance_due_days: number;
  pre_order_required: boolean;
  /**
   * Minimum spend (pence)
   */
  min_spend: number;
  /**
   * The weekdays it is offered (1 Monday … 7 Sunday).
   *
   * @minItems 1
   * @maxItems 7
   */
  weekdays: number[];
  pre_order_lock_hours: number;
  deposit_refundable: boolean;
  /**
   * The day parts it is offered in (ids in day_parts).
   *
   * @maxItems 50
   */
  day_parts: Id[];
  /**
   * The packages it offers (ids in packages).
   *
   * @maxItems 200
   */
  packages: Id[];
}
export interface VenueMenuItem {
  id: Id;
  title: string;
  /**
   * The till's product code (unique).
   */
  plu: string;
  /**
   * Supplement over the package price (pence)
   */
  premium: number;
  selectable: boolean;
  vegan: boolean;
  vegetarian: boolean;
  contains_gluten: boolean;
}
export interface VenuePackage {
  id: Id;
  name: string;
  display_type: 'package' | 'custom';
  image: string;
  /**
   * Priced per booking, not per person.
   */
  price_per_booking: boolean;
  /**
   * Guests may mix variations.
   */
  mix_match: boolean;
  position: number;
  /**
   * @maxItems 200
   */
  variations: VenueVariation[];
}
export interface VenueVariation {
  id: Id;
  name: string;
  description: string;
  image: string;
  /**
   * Price (pence)
   */
  price: number;
  position: number;
  background_colour: string;
  text_colour: string;
  /**
   * @maxItems 100
   */
  choices: VenueChoice[];
}
export interface VenueChoice {
  id: Id;
  name: string;
  /**
   * How many items the guest picks.
   */
  item_count: number;
  position: number;
  /**
   * The items to pick from (ids in menu_items).
   *
   * @maxItems 500
   */
  menu_items: Id[];
}
