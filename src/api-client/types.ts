/**
 * The session API's bodies as the widget reads them (spec §3 and §7). Hand-written from the server's
 * answer (booking_data); money is integer pence, dates "YYYY-MM-DD", times "HH:mm". Fields the server
 * may add later are allowed by the index signatures, so an older widget keeps working.
 */

export interface FieldMessage {
  field: string;
  message: string;
}

export interface FlashMessage {
  type: 'error' | 'message';
  message: string;
}

export interface BarData {
  id: number;
  bar_id: number;
  bar_name: string;
  branded_name: string;
  cost_centre: string | null;
  close_date: string | null;
  covid_closed: boolean;
  party_booking_phone: string | null;
  party_booking_email: string | null;
  [field: string]: unknown;
}

export interface SlotData {
  time: string;
  full_date: string;
  available: boolean;
  /** Pence. */
  price: number;
  can_fallback: boolean;
}

export interface DayPartData {
  id: number;
  name: string;
  start: string;
  end: string;
  display_order: number;
  is_default: boolean;
}

export interface BookingTypeData {
  id: number;
  front_end_name: string;
  position: number;
  day_parts: number[];
  /** The flow file (flows/<flow>.json) this type uses. */
  flow: string;
}

export interface BookingTypeCategoryData {
  id: number;
  name: string;
  display_order: number;
  day_parts: number[];
  types: BookingTypeData[];
}

export interface CallbackSlotData {
  date: string;
  start: number;
  end: number;
}

export interface ChosenVariationData {
  variation_id: number;
  quantity: number;
  name?: string;
  unit_price?: number;
  choices: Array<{ index: number; choice_id: number; items: Array<{ breakdown_id?: number; item_id: number }> }>;
}

export interface AvailableOptionData {
  id: number;
  display_type: 'package' | 'custom';
  name: string;
  image?: string | null;
  price_per_booking: boolean;
  mix_match: boolean;
  variations: Array<{
    id: number;
    variation_id: number;
    name: string;
    description: string;
    image?: string | null;
    calculated_price: number;
    choices: unknown[];
    [field: string]: unknown;
  }>;
}

/** The booking made by the complete call (also on the deposit call once it exists). */
export interface BookingRecordData {
  id: number;
  ref_code: string;
  /** 0 provisional, 1 confirmed, 2 no show, 3 pending (enquiry), 4 cancelled, 5 postponed. */
  status_id: number;
  people: number;
  booking_date: string;
  value: number;
  deposit: number;
  deposit_balance: number;
  balance: number;
  deposit_due_date: string | null;
  balance_due_date: string | null;
  hold_expires_at: string | null;
  manage_key: string;
  invite_code: string;
  payment_token: string;
  [field: string]: unknown;
}

/** booking_data: the session as the server computes it after every call. */
export interface BookingData {
  session_id: string;
  step: number;
  date: string | null;
  time: string | null;
  requested_time: string | null;
  booking_date: string | null;
  end_time: string | null;
  no_people: number;
  min_covers: number;
  min_booking_date: string;
  bar_id: number | null;
  bar: BarData | null;
  /** Only when asked for with include=bars. */
  bars?: BarData[];
  party_type: number | null;
  party_type_name: string | null;
  /** The flow of the chosen booking type. */
  flow: string | null;
  booking_type_category_id: number | null;
  day_part: number | null;
  allow_standing: boolean;
  is_standing_type: boolean;
  forename: string;
  surname: string;
  email: string;
  phone: string;
  opt_in: number;
  sms_opt_in: number;
  phone_opt_in: number;
  callback_date: string | null;
  callback_time: string | null;
  callback_slots: CallbackSlotData[];
  day_parts: DayPartData[];
  booking_type_categories: BookingTypeCategoryData[];
  available_types: BookingTypeData[];
  all_slots: SlotData[];
  /** The times a customer may pick now: all_slots' times less those under 30 minutes away. */
  time_slots: string[];
  alternative_dates: Array<{ date: string; available_slots: number }>;
  available_options: AvailableOptionData[];
  variations: ChosenVariationData[];
  value: number;
  deposit: number;
  balance: number;
  deposit_due_date: string | null;
  balance_due_date: string | null;
  requires_deposit: boolean;
  requires_balance: boolean;
  full_payment_required: boolean;
  payment_amount: number;
  payment_options: Array<{ type: string; text: string; amount?: number }>;
  take_payment: boolean;
  has_payment: boolean;
  requires_card: boolean;
  has_stored_card: boolean;
  no_show_fee: number;
  no_show_fee_pp: number;
  can_take_booking: boolean;
  can_auto_confirm: boolean;
  can_fallback: boolean;
  can_cater_for: boolean;
  can_complete: boolean;
  can_last_step: boolean;
  before_cutoff: boolean;
  is_completed: boolean;
  no_complete_reason: string | null;
  no_autoconfirm_reason: string | null;
  fields_required: FieldMessage[];
  validation_errors: FieldMessage[];
  flash_messages: FlashMessage[];
  booking: BookingRecordData | null;
  [field: string]: unknown;
}

/** The deposit call's answer: what is to be paid for a session, and its payment token once booked. */
export interface DepositData {
  session_id: string;
  deposit: number;
  deposit_balance: number;
  balance: number;
  value: number;
  payment_amount: number;
  payment_options: Array<{ type: string; text: string; amount?: number }>;
  deposit_due_date: string | null;
  deposit_token: string | null;
  hold_expires_at: string | null;
  can_auto_confirm: boolean;
  is_completed: boolean;
  booking: BookingRecordData | null;
  [field: string]: unknown;
}

export interface DataResponse<T> {
  data: T;
  meta?: Record<string, unknown>;
}
