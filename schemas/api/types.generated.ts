/* eslint-disable */
// Generated from schemas/api by `npm run schemas`: the types of the API’s requests and answers. Do not edit; change the schemas and regenerate.

export type GuestBooking = GuestBookingSummary & {
  status_id: number;
  cancelled: boolean;
  pre_order_locked: boolean;
};
/**
 * A guest's own pre-order: their package, its choice groups and what they chose in each (choice id → item ids, one per item slot filled). Null when the guest has no package.
 */
export type GuestOwnPreOrder = {
  variation_id: number;
  name: string;
  groups: PackageChoiceGroup[];
  choices: {
    [k: string]: number[];
  };
} | null;
export type AuthenticateAppCustomerAnswer = LoggedIn;
export type AuthenticateAnswer = LoggedIn;
export type AuthenticateGoogleAnswer = LoggedIn;
export type MyDetailsSaveBody = MyDetailsFields;
export type MyDetailsSaveAnswer = ProfileSaved;
export type MyDetailsPutBody = MyDetailsFields;
export type MyDetailsPutAnswer = ProfileSaved;
export type RegisterVerifyAnswer = LoggedIn;
export type StudentDataCollectBody = StudentDataCollectionPayload;
export type BookingGuestRemoveAnswer = GuestListChange;
export type BookingGuestUpdateAnswer = GuestListChange;
export type BrunchUpgradeViewAnswer = BrunchUpgrade;
export type BrunchUpgradeRequestAnswer = BrunchUpgrade;
export type ManageData = BookingSummary & {
  has_payment: boolean;
  has_stored_card: boolean;
  can_auto_confirm: boolean;
  payment_options: PaymentOption[];
  payments: PaymentMade[];
  can_pay: boolean;
  message: string | null;
};
/**
 * The result page (HTML).
 */
export type PaymentCallbackAnswer = string;
export type PaymentCheckData = OrderResult & {
  booking: BookingSummary | null;
};
export type StoreCardResult = OrderResult & {
  has_stored_card: boolean;
};
export type TokenGuestRemoveAnswer = GuestListChange;
export type TokenGuestUpdateAnswer = GuestListChange;
export type StaffDataCollectBody = StudentDataCollectionPayload;

export interface BarData {
  id: number;
  bar_id: number;
  bar_name: string;
  branded_name: string;
  cost_centre: string | null;
  slug?: string;
  brand_id?: number;
  address_line_1?: string | null;
  address_line_2?: string | null;
  town?: string | null;
  county?: string | null;
  postcode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  phone?: string | null;
  close_date: string | null;
  covid_closed: boolean;
  party_booking_phone: string | null;
  party_booking_email: string | null;
  [k: string]: unknown;
}
/**
 * The answer to a cancel: what the page says, and the booking as it now is.
 */
export interface BookingCancelled {
  message: string;
  booking: ManagedBooking;
}
/**
 * A booking as its booking page shows it (spec §3 'My booking'): state, what may be done, money in pence.
 */
export interface ManagedBooking {
  id: number;
  ref_code: string;
  /**
   * The brand the booking is its bar's (one made on the group's own site too): its pages wear it.
   */
  brand_id: number;
  party_name: string;
  /**
   * The booking type's id.
   */
  party_type: number;
  party_type_name: string | null;
  /**
   * "YYYY-MM-DD HH:mm", London time; "YYYY-MM-DD" when the time is to be agreed.
   */
  booking_date: string;
  date: string;
  /**
   * "HH:mm", London time; null for an enquiry sent without a start time ("time to be agreed").
   */
  time: string | null;
  people: number;
  forename: string;
  surname: string;
  bar: {
    data: ManagedBookingBar;
  };
  /**
   * 0 provisional, 1 confirmed, 2 no show, 3 enquiry, 4 cancelled, 5 postponed.
   */
  status_id: number;
  status: string;
  status_class: string;
  status_text: string;
  value: number;
  deposit: number;
  deposit_balance: number;
  balance: number;
  per_person_balance: number;
  per_person_deposit: number;
  /**
   * The lead booker's total: (per_person_balance + per_person_deposit) × people.
   */
  total_balance: number;
  payments_made: number;
  /**
   * Money paid towards the booking that is due back to the cards it came from (a payment not owed, or what a cancellation gives back), in pence.
   */
  refund_due: number;
  /**
   * Money already refunded, in pence.
   */
  refunded: number;
  deposit_due_date: string | null;
  balance_due_date: string | null;
  /**
   * Nothing left to pay ('You've paid!').
   */
  is_paid: boolean;
  /**
   * The customer may edit or cancel online.
   */
  can_cancel: boolean;
  /**
   * Postponed: a new date may be chosen.
   */
  can_rebook: boolean;
  /**
   * The pre-order is closed: cancelled, postponed or no-show, or begun (spec §4).
   */
  pre_order_locked: boolean;
  /**
   * False for an agency's booking and a cancelled one.
   */
  can_customer_pay: boolean;
  agency_name: string | null;
  manage_key: string;
  payment_token: string;
  lead_booker_email: string;
  admin: boolean;
  /**
   * The booking's address has an account (else the token holder is offered signup).
   */
  registered: boolean;
  is_deposit_refunded: boolean;
  guest?: BookingGuestSelf;
}
export interface ManagedBookingBar {
  id: number;
  bar_name: string;
  branded_name: string;
  phone: string;
  party_booking_email: string;
}
/**
 * Only when the logged-in customer is a guest on the booking, not its lead booker: the guest themselves and their share.
 */
export interface BookingGuestSelf {
  id: number;
  forename: string;
  surname: string;
  /**
   * The guest's own page code (their page and paying their share).
   */
  unique_code: string;
  /**
   * A co-host.
   */
  admin: boolean;
  accepted: boolean;
  share: GuestShare;
}
/**
 * A guest's share of the booking's money (spec §3 'Guest'), in pence: what it was, what is left, what the guest may pay now (never more than the booking can take) and the payments offered.
 */
export interface GuestShare {
  deposit_total: number;
  deposit_balance: number;
  balance: number;
  payable: number;
  display_payable: string;
  payment_options: PaymentOption[];
  /**
   * What of the guest's own payments is due back to their card, in pence.
   */
  refund_due: number;
  /**
   * What of the guest's own payments went back to their card, in pence.
   */
  refunded: number;
}
/**
 * One thing the customer may pay now. Money in pence.
 */
export interface PaymentOption {
  type: 'deposit' | 'balance';
  text: string;
  amount: number;
  display_amount?: string;
}
/**
 * The answer to an edit or re-book: saved (success), or the times or dates that could be, or the bar's e-mail.
 */
export interface BookingChange {
  success: boolean;
  message: string;
  /**
   * Times still bookable on the date asked for.
   */
  times: string[];
  /**
   * Later dates with a bookable time.
   */
  dates: AlternativeDate[];
  /**
   * The bar's address to e-mail when nothing can be offered.
   */
  email: string | null;
  booking: ManagedBooking;
}
export interface AlternativeDate {
  date: string;
  available_slots: number;
}
/**
 * A booking's packages and the state of its pre-order (spec §3 'Booking option', 'Per-person option', 'Single booking option'); money in pence.
 */
export interface BookingPackages {
  /**
   * The pre-order is closed: add, edit and remove are hidden (spec §4).
   */
  pre_order_locked: boolean;
  packages: BookingOption[];
  pre_order_state: PreOrderState;
}
export interface BookingOption {
  variation_id: number;
  title: string;
  option_name: string;
  description: string;
  image: string;
  /**
   * Pence per unit.
   */
  price: number;
  quantity: number;
  /**
   * Priced per person: each person on it chooses their own (a per-person option).
   */
  per_person: boolean;
  /**
   * price × quantity, pence.
   */
  total: number;
}
export interface PreOrderState {
  per_person_options: PerPersonOption[];
  single_booking_options: SingleBookingOption[];
  /**
   * The booking's guests on no package yet, who may be assigned to one.
   */
  unassigned_guests: UnassignedGuest[];
}
export interface PerPersonOption {
  variation_id: number;
  name: string;
  price: number;
  quantity: number;
  /**
   * How many people the package is for.
   */
  guest_required: number;
  /**
   * How many guests are assigned to it.
   */
  guest_added: number;
  /**
   * The package has items to choose.
   */
  customer_pre_order_required: boolean;
  guests: PreOrderGuestEntry[];
}
export interface PreOrderGuestEntry {
  id: number;
  forename: string;
  surname: string;
  choices: ChosenChoice[];
  /**
   * Item slots filled.
   */
  completed: number;
  /**
   * Item slots to fill.
   */
  required: number;
}
/**
 * One item slot of a package filled: the widget's step-3 answer, as stored.
 */
export interface ChosenChoice {
  /**
   * The slot, numbered from 0 across the package's groups.
   */
  index: number;
  /**
   * The choice group.
   */
  choice_id: number;
  items: {
    /**
     * The slot's position in its group, from 1.
     */
    breakdown_id: number;
    item_id: number;
  }[];
}
export interface SingleBookingOption {
  variation_id: number;
  name: string;
  quantity: number;
  choices: ChosenChoice[];
  /**
   * Item slots filled.
   */
  completed: number;
  /**
   * Item slots to fill.
   */
  required: number;
}
export interface UnassignedGuest {
  id: number;
  forename: string;
  surname: string;
}
/**
 * The booking a session became (the complete call; the deposit call once it exists).
 */
export interface BookingRecordData {
  id: number;
  ref_code: string;
  /**
   * 0 provisional, 1 confirmed, 2 no show, 3 pending (enquiry), 4 cancelled, 5 postponed.
   */
  status_id: number;
  people: number;
  /**
   * "YYYY-MM-DD HH:mm", London time; "YYYY-MM-DD" when the time is to be agreed.
   */
  booking_date: string;
  date: string;
  /**
   * "HH:mm", London time; null for an enquiry sent without a start time ("time to be agreed").
   */
  time: string | null;
  party_type: number;
  value: number;
  deposit: number;
  deposit_due_date: string | null;
  deposit_balance: number;
  balance: number;
  balance_due_date: string | null;
  hold_expires_at: string | null;
  manage_key: string;
  invite_code: string;
  payment_token: string;
  options: {
    [k: string]: unknown;
  }[];
  bar: BookingBar | null;
  [k: string]: unknown;
}
export interface BookingBar {
  id: number;
  bar_name: string;
  branded_name: string;
  phone: string | null;
  party_booking_email: string | null;
}
/**
 * A booking as the payment pages show it (no e-mail or phone). Money in pence. Other answers extend it (allOf), so it names no closing additionalProperties.
 */
export interface BookingSummary {
  id: number;
  ref_code: string;
  /**
   * 0 provisional, 1 confirmed, 2 no show, 3 pending (enquiry), 4 cancelled, 5 postponed.
   */
  status_id: number;
  /**
   * The booking type's id.
   */
  party_type: number;
  party_type_name: string | null;
  people: number;
  /**
   * "YYYY-MM-DD HH:mm", London time; "YYYY-MM-DD" when the time is to be agreed.
   */
  booking_date: string;
  date: string;
  /**
   * "HH:mm", London time; null for an enquiry sent without a start time ("time to be agreed").
   */
  time: string | null;
  forename: string | null;
  bar: BookingSummaryBar | null;
  value: number;
  deposit: number;
  deposit_balance: number;
  balance: number;
  deposit_due_date: string | null;
  balance_due_date: string | null;
  balance_on_arrival: boolean;
  /**
   * ISO 8601 instant.
   */
  hold_expires_at: string | null;
  /**
   * What can be paid online now (pence).
   */
  payable: number;
  display_payable: string;
}
export interface BookingSummaryBar {
  id: number;
  bar_name: string;
  branded_name: string;
  phone: string | null;
  party_booking_email: string | null;
}
export interface BookingTypeData {
  id: number;
  front_end_name: string;
  position: number;
  day_parts: number[];
  /**
   * The flow file (flows/<flow>.json) this type uses.
   */
  flow: string;
}
/**
 * A booking's brunch upgrade: the callback windows offered and, in meta, whether it may be upgraded and the call already asked for.
 */
export interface BrunchUpgrade {
  /**
   * At most the first 12 callback windows, soonest first, all ending before the booking starts.
   */
  data: CallbackSlotAnswer[];
  meta: {
    can_upgrade: boolean;
    has_existing_call: boolean;
    existing_call: null | ExistingCall;
  };
}
/**
 * A window in which the party team calls back: whole hours, London time.
 */
export interface CallbackSlotAnswer {
  /**
   * YYYY-MM-DD
   */
  date: string;
  start: number;
  end: number;
  asap: boolean;
}
export interface ExistingCall {
  id: number;
  /**
   * "YYYY-MM-DD HH:mm": the start of the window asked for, London time.
   */
  date: string;
  notes: string | null;
  slot: CallbackSlotAnswer;
}
/**
 * A track and trace visit (spec §3 "Check-in visit"): its id (a random secret that alone extends it), where the visitor checked in, their forename, and when the visit ends (2 hours after checking in or extending).
 */
export interface CheckInVisit {
  id: string;
  /**
   * The bar's name.
   */
  display_name: string;
  forename: string;
  group_size: number;
  /**
   * ISO 8601, UTC.
   */
  date_finished: string;
}
/**
 * A choice group of a package (e.g. 'Cocktail', 2 items): item_count items are chosen from its items, one per item slot; only a selectable item can be chosen.
 */
export interface PackageChoiceGroup {
  id: number;
  name: string;
  item_count: number;
  items: {
    id: number;
    plu: string;
    title: string;
    /**
     * Pence on top of the package price.
     */
    premium: number;
    selectable: boolean;
  }[];
}
/**
 * The logged-in customer as the account site shows them (spec §3, Customer profile). Opt-ins are 0 or 1.
 */
export interface CustomerProfile {
  id: number;
  /**
   * The account's verified address, lower-cased.
   */
  email: string;
  forename: string;
  surname: string;
  /**
   * Digits only; empty when not given.
   */
  phone: string;
  marketing_opt_in: 0 | 1;
  sms_opt_in: 0 | 1;
  phone_opt_in: 0 | 1;
  /**
   * Of spec §9's fourteen, in that order.
   */
  allergens: string[];
  /**
   * The favourite bar, or null.
   */
  bar: null | {
    id: number;
    name: string;
    branded_name: string;
    slug: string;
    brand_id: number;
  };
}
export interface CustomerData {
  id: number | null;
  email: string;
  forename: string;
  surname: string;
  phone: string;
  opt_in: number;
  sms_opt_in: number;
  phone_opt_in: number;
}
/**
 * An address being verified (spec §3 'Pending e-mail verification').
 */
export interface PendingEmailVerification {
  id: number;
  email_address: string;
  /**
   * When the link was sent (ISO 8601).
   */
  date_created: string;
  /**
   * A university address (ends in ac.uk).
   */
  student: boolean;
  /**
   * When the link was opened (ISO 8601); null until then.
   */
  date_verified: string | null;
}
/**
 * Every refusal (4xx) and failure (5xx) of every call: `error` is the text, `errors.message` the same text and `errors.fields` the messages to show under each input (spec §8).
 */
export interface ErrorBody {
  error: string;
  errors: {
    message: string;
    /**
     * Field name → its messages.
     */
    fields?: {
      [k: string]: string[];
    };
  };
}
export interface FieldMessage {
  field: string;
  message: string;
}
export interface FlashMessage {
  type: 'error' | 'message';
  message: string;
}
/**
 * A booking as a guest sees it: its bar's name, type, date, time and party; no reference, contact details or money. Other answers extend it (allOf), so it names no closing additionalProperties.
 */
export interface GuestBookingSummary {
  bar_name: string;
  party_type_name: string | null;
  /**
   * "YYYY-MM-DD HH:mm", London time; "YYYY-MM-DD" when the time is to be agreed.
   */
  booking_date: string;
  date: string;
  /**
   * "HH:mm", London time; null for an enquiry sent without a start time ("time to be agreed").
   */
  time: string | null;
  people: number;
}
/**
 * A change to the guest list: the message to show, and the list as it now is.
 */
export interface GuestListChange {
  data: {
    message: string;
    list: GuestList;
  };
}
/**
 * The lead booker's guest list (spec §2.3, §3 'Guest'): the guests with their shares, and the lead booker's part, which is the booking's balances less what the guests still owe.
 */
export interface GuestList {
  booking_id: number;
  people: number;
  /**
   * The booking's join link ({bookings host}/join/{invite_code}); null once cancelled.
   */
  join_link: string | null;
  /**
   * The co-host's own guest id when a co-host is looking; null for the lead booker.
   */
  viewer_guest_id: number | null;
  pre_order_locked: boolean;
  lead_booker: {
    name: string;
    email: string;
    /**
     * Pence of deposit no guest pays.
     */
    deposit_balance: number;
    /**
     * Pence of balance no guest pays.
     */
    balance: number;
    /**
     * deposit_balance plus balance.
     */
    total_balance: number;
  };
  guests: ListedGuest[];
}
export interface ListedGuest {
  id: number;
  forename: string;
  surname: string;
  /**
   * '' when the guest gave none.
   */
  email: string;
  /**
   * A co-host.
   */
  admin: boolean;
  accepted: boolean;
  /**
   * Pence: the guest's whole part (paid plus still owed).
   */
  share: number;
  /**
   * Pence the guest has paid through their own payment requests.
   */
  paid: number;
  /**
   * Pence: the deposit part of the guest's share.
   */
  deposit_total: number;
  /**
   * Pence of deposit the guest still owes.
   */
  deposit_balance: number;
  /**
   * Pence of balance the guest still owes.
   */
  balance: number;
  /**
   * The packages (variation ids) the guest is assigned to.
   */
  variations: number[];
  /**
   * The reminders that may be sent to the guest now.
   */
  reminders: ('pre-order' | 'guest-details' | 'invite-reminder')[];
}
/**
 * A guest's own page: the guest, their booking in brief and their own pre-order.
 */
export interface GuestPageData {
  id: number;
  /**
   * The booking's id (the guest pays their share towards it).
   */
  booking_id: number;
  forename: string;
  surname: string;
  email: string;
  accepted: boolean;
  /**
   * A co-host.
   */
  admin: boolean;
  lead_booker_name: string;
  booking: GuestBooking;
  /**
   * The guest's package, as a list of variation ids (empty: none yet).
   */
  variations: number[];
  /**
   * The guest has chosen something.
   */
  has_pre_order: boolean;
  pre_order: GuestOwnPreOrder;
  share: GuestShare;
}
/**
 * The signed request the browser posts into the hosted card page's frame (data.gp.data, data.order_data).
 */
export interface HostedData {
  order_id: string;
  /**
   * Pence; 0 for a card capture.
   */
  amount: number;
  display_amount?: string;
  currency?: string;
  /**
   * The hosted page: the form's action.
   */
  url: string;
  /**
   * The signed fields, posted as they are.
   */
  fields: {
    [k: string]: string;
  };
  /**
   * The fields as one JSON string, the form the Global Payments client libraries take.
   */
  serialised?: string;
}
/**
 * A login's answer (it also sets the session cookie): the customer, and where the site goes next.
 */
export interface LoggedIn {
  data: CustomerProfile;
  meta: {
    /**
     * A path of the account site: '/', '/join/{join_token}', or '/manage/{manage_key}' after the manage-page signup.
     */
    post_login_url: string;
  };
}
/**
 * The fields to save; the others stay as they are. Every field is checked before anything is written.
 */
export interface MyDetailsFields {
  /**
   * May be sent back as it is; another address is refused (422).
   */
  email?: string;
  forename?: string;
  surname?: string;
  /**
   * Digits (spaces are dropped); empty clears it.
   */
  phone?: string | number | null;
  marketing_opt_in?: number | string | boolean;
  sms_opt_in?: number | string | boolean;
  phone_opt_in?: number | string | boolean;
  /**
   * Names from spec §9's list (case aside), as a list or comma-separated.
   */
  allergens?: unknown[] | string;
  /**
   * The favourite bar's id (one of the brand's open bars), or null for none; bar_id is read the same way.
   */
  bar?: number | string | null | {};
  bar_id?: number | string | null;
}
/**
 * A hosted-page order's result as the verify screens poll it: whether the gateway has answered, and how. Other answers extend it (allOf), so it names no closing additionalProperties.
 */
export interface OrderResult {
  order_id: string;
  received_response: boolean;
  success: boolean;
  error: boolean;
  timed_out: boolean;
  /**
   * The gateway's RESULT code ("00", "101", "110", "5xx"…), once answered.
   */
  result: string | null;
  /**
   * The server's own text for the customer.
   */
  message: string | null;
  auth: string | null;
  /**
   * Pence; 0 for a card capture.
   */
  amount: number;
  display_amount: string;
  currency: string;
  method: 'card' | 'google_pay' | 'apple_pay';
  purpose: 'payment' | 'card';
  status: string;
}
/**
 * One item chosen (spec §3 'Guest pre-order entry'): its group, the item, and the item's plu (checked when sent). A group's entries fill its slots in order.
 */
export interface PreOrderEntry {
  choice_id: number | string;
  choice_item_id: number | string;
  plu?: string;
}
/**
 * The profile as saved, and the message that says so.
 */
export interface ProfileSaved {
  data: CustomerProfile;
  meta: {
    message: string;
  };
}
/**
 * A bar as the public bar data file lists it (spec §3 Bar).
 */
export interface PublicBar {
  id: number;
  name: string;
  branded_name: string;
  slug: string;
  brand_id: number;
  brand_short_name: string;
  cost_centre: string;
  latitude: number | null;
  longitude: number | null;
  open: boolean;
  central_bar: boolean;
  frontend_visible: boolean;
  address_line_1: string;
  address_line_2: string;
  town: string;
  county: string;
  postcode: string;
  phone: string;
  party_booking_email: string;
  track_trace_content: string;
}
/**
 * booking_data: the session as the server computes it after every call (spec §3). Money in pence, dates "YYYY-MM-DD", times "HH:mm". A widget keeps working when the server adds a field, so it takes more.
 */
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
  masterclass_min_covers: number | null;
  min_booking_date: string;
  bar_id: number | null;
  bar: BarData | null;
  /**
   * Only when asked for with include=bars.
   */
  bars?: BarData[];
  party_type: number | null;
  party_type_name: string | null;
  /**
   * The flow of the chosen booking type.
   */
  flow: string | null;
  booking_type_category_id: number | null;
  day_part: number | null;
  allow_standing: boolean;
  is_standing_type: boolean;
  standing: boolean;
  show_standing_message: boolean;
  info_text: string;
  selected_tables: number[];
  forename: string;
  surname: string;
  email: string;
  phone: string;
  phone_number: string;
  company_name: string;
  special_requirements: string;
  opt_in: number;
  sms_opt_in: number;
  phone_opt_in: number;
  callback_date: string | null;
  callback_time: string | null;
  approx_time: string | null;
  callback_slots: CallbackSlotData[];
  day_parts: DayPartData[];
  booking_type_categories: BookingTypeCategoryData[];
  available_types: BookingTypeData[];
  all_slots: SlotData[];
  /**
   * The times a customer may pick now: all_slots' times less those under 30 minutes away.
   */
  time_slots: string[];
  alternative_dates: {
    date: string;
    available_slots: number;
  }[];
  available_options: AvailableOptionData[];
  variations: ChosenVariationData[];
  mix_match_packages: number[];
  value: number;
  deposit: number;
  deposit_required: number;
  deposit_balance: number;
  balance: number;
  deposit_due_date: string | null;
  balance_due_date: string | null;
  requires_deposit: boolean;
  requires_balance: boolean;
  full_payment_required: boolean;
  payment_amount: number;
  payment_options: SessionPaymentOption[];
  deposit_token: string | null;
  take_payment: boolean;
  has_payment: boolean;
  requires_card: boolean;
  has_stored_card: boolean;
  no_show_fee: number;
  no_show_fee_pp: number;
  card_capture_message: string | null;
  can_take_booking: boolean;
  /**
   * The bar does not open on the chosen date (a closed special date, as Christmas Day): nothing to book that day.
   */
  closed_on_date: boolean;
  can_auto_confirm: boolean;
  can_fallback: boolean;
  can_cater_for: boolean;
  can_complete: boolean;
  can_last_step: boolean;
  last_step_reason: string | null;
  before_cutoff: boolean;
  is_completed: boolean;
  is_enquiry: boolean;
  complete_text: string;
  no_complete_reason: string | null;
  no_autoconfirm_reason: string | null;
  below_masterclass_minimum: boolean;
  /**
   * The bar seats this party but only its team confirms one this size (over the type's auto-confirm size): every time is an enquiry.
   */
  size_needs_enquiry: boolean;
  pre_order_required: boolean;
  min_spend: number;
  terms: string;
  fields_required: FieldMessage[];
  validation_errors: FieldMessage[];
  flash_messages: FlashMessage[];
  booking: BookingRecordData | null;
  customer: CustomerData | null;
  [k: string]: unknown;
}
export interface CallbackSlotData {
  date: string;
  start: number;
  end: number;
}
export interface DayPartData {
  id: number;
  name: string;
  start: string;
  end: string;
  display_order: number;
  is_default: boolean;
  [k: string]: unknown;
}
export interface BookingTypeCategoryData {
  id: number;
  name: string;
  display_order: number;
  day_parts: number[];
  types: BookingTypeData[];
  [k: string]: unknown;
}
export interface SlotData {
  time: string;
  full_date: string;
  available: boolean;
  /**
   * Pence.
   */
  price: number;
  can_fallback: boolean;
}
export interface AvailableOptionData {
  id: number;
  display_type: 'package' | 'custom';
  name: string;
  image?: string | null;
  price_per_booking: boolean;
  mix_match: boolean;
  variations: {
    id: number;
    variation_id: number;
    name: string;
    description: string;
    image?: string | null;
    calculated_price: number;
    choices: {
      [k: string]: unknown;
    }[];
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}
export interface ChosenVariationData {
  variation_id: number;
  quantity: number;
  name?: string;
  unit_price?: number;
  choices: {
    index: number;
    choice_id: number;
    items: {
      breakdown_id?: number;
      item_id: number;
    }[];
  }[];
}
export interface SessionPaymentOption {
  type: string;
  text: string;
  amount?: number;
}
/**
 * A contract's status (spec §3 'Contract'): completed once signed, and the status's name ('Awaiting signature', 'Read, awaiting signature', 'Signed').
 */
export interface SocietyContractStatus {
  completed: boolean;
  name: string;
}
/**
 * A society's contract (spec §3 'Contract') as its signatory reads it: its status (completed once signed, and the status's name), who is signing (current_user_name), the terms as HTML (rendered_contract, every text escaped) and, once signed, when, by whom and the signature image.
 */
export interface SocietyContract {
  id: number;
  status: SocietyContractStatus;
  /**
   * The society's signatory, who signs by this link.
   */
  current_user_name: string;
  /**
   * The terms as HTML: h2 headings and p paragraphs.
   */
  rendered_contract: string;
  title: string;
  society: {
    title: string;
  };
  /**
   * When the contract was first read to the end; signing is open from then.
   */
  viewed_at: string | null;
  signed_at: string | null;
  signed_by: string | null;
  /**
   * The signature as a PNG data URL, once signed.
   */
  signature_data: string | null;
}
/**
 * A customer's society (spec §3 'Society customer'): their active membership, null when they belong to none, and whether they have the society's offers (only while a member).
 */
export interface SocietyStatus {
  active_type: null | {
    data: {
      /**
       * When they joined (ISO 8601).
       */
      date_registered: string;
      type: {
        /**
         * The society's id.
         */
        id: number;
        /**
         * The society's name.
         */
        title: string;
        base_type: {
          name: string;
          /**
           * What a member reads while registered.
           */
          registered_message: string;
          /**
           * What a member reads before leaving.
           */
          leave_message: string;
          /**
           * Whether a member may leave (customers/app-user/society/leave).
           */
          can_leave: boolean;
        };
      };
    };
  };
  has_society_offers: boolean;
}
/**
 * A signed-in member of staff as the issuer named them (the session's secret is in its HttpOnly cookie, never here); the site keeps it in local storage as staff_login.
 */
export interface StaffSession {
  name: string;
  email: string | null;
  /**
   * When the session ends (ISO 8601): 12 hours after login.
   */
  expires_at: string;
}
/**
 * A student's details and opt-ins for the offers of a bar (spec §3 'Student data-collection payload').
 */
export interface StudentDataCollectionPayload {
  /**
   * The chosen bar's id.
   */
  bar_id?: number | string;
  /**
   * A permanent address: not an academic (ac.uk) one.
   */
  email?: string;
  forename?: string;
  surname?: string;
  /**
   * A UK mobile number (07…, or +44 7…; spaces, dashes and brackets allowed).
   */
  mobile?: string;
  /**
   * A name from the built-in list of UK universities, exactly.
   */
  university?: string;
  /**
   * YYYY-MM-DD, 1910 or later; at least 18 years ago.
   */
  date_of_birth?: string;
  /**
   * This year up to 5 years ahead.
   */
  graduation_year?: number | string;
  /**
   * Optional: a UK postcode.
   */
  postcode?: string | null;
  /**
   * 0 or 1.
   */
  email_opt_in?: number | string | boolean;
  /**
   * 0 or 1.
   */
  sms_opt_in?: number | string | boolean;
  /**
   * 0 or 1.
   */
  phone_opt_in?: number | string | boolean;
}
/**
 * An app user's student status (spec §3 'Student status'; the rule of the offers: docs/decisions.md 'Students and graduates'). uni_email is the newest verified university address; uni_email_pending one asked for and not yet verified (an addition to the spec's fields); personal_email the account's address unless it is a university's, else the newest verified personal one; selected_location_id the term-time bar's id.
 */
export interface StudentStatus {
  has_student_offers: boolean;
  has_society_offers: boolean;
  /**
   * The student qualifies for the student offers (they follow a minute later).
   */
  student_verified: boolean;
  is_graduate: boolean;
  fields_required: ('birth_date' | 'graduation_year' | 'uni_email' | 'post_code' | 'selected_location_id')[];
  /**
   * YYYY-MM-DD.
   */
  birth_date: string | null;
  graduation_year: number | null;
  uni_email: string | null;
  uni_email_pending: string | null;
  personal_email: string | null;
  post_code: string | null;
  selected_location_id: number | null;
}
export interface SocietyLeaveAnswer {
  data: SocietyStatus;
}
export interface AppUserStatusParams {
  /**
   * The app user's id (app_user_id).
   */
  user_id: string;
}
export interface AppUserStatusAnswer {
  data: SocietyStatus;
}
export interface AuthenticateAppCustomerBody {
  /**
   * The app user's id, a random secret the app holds.
   */
  app_user_id: string;
}
export interface AuthenticateBody {
  /**
   * An e-mail address (checked by the service: 'E-mail address is required', '{email} is not a valid e-mail address').
   */
  email?: string;
  /**
   * As typed; never logged.
   */
  password?: string;
  /**
   * A booking's join token: after login the site goes to /join/{join_token}.
   */
  join_token?: string | null;
}
export interface AuthenticateGoogleBody {
  /**
   * The ID token (a JWT), as Google's button gives it.
   */
  token: string;
  /**
   * The site's brand (0, 1, 2 or 4).
   */
  brand_id?: number | string | null;
}
export interface EmailVerifyStatusQuery {
  /**
   * The app user's id.
   */
  id: string;
  email: string;
}
export interface EmailVerifyStatusAnswer {
  data: null | PendingEmailVerification;
  meta: {
    verified: boolean;
    /**
     * Seconds until another verification e-mail may be asked for: 0 when it may now.
     */
    resend_in_seconds: number;
  };
}
export interface EmailVerifyBody {
  email_address?: string;
  /**
   * The customer's id, when the app sends it: it must be the app user's own.
   */
  rb_customer_id?: number | string | null;
  app_user_id?: string | null;
  /**
   * A university address (true, 1) or a personal one (false, 0).
   */
  student?: boolean | number | string;
}
export interface EmailVerifyAnswer {
  data: PendingEmailVerification;
}
export interface EmailVerifyCodeParams {
  code: string;
}
export interface EmailVerifyCodeAnswer {
  data: PendingEmailVerification;
}
export interface ForgotPasswordBody {
  /**
   * An e-mail address (checked by the service: 'E-mail address is required', '{email} is not a valid e-mail address').
   */
  email?: string;
}
export interface ForgotPasswordAnswer {
  data: {
    new: boolean;
    /**
     * With new: the spec's 'no record' message.
     */
    message?: string;
  };
}
export interface ResetPasswordParams {
  reset_token: string;
}
export interface ResetPasswordBody {
  /**
   * As typed; never logged.
   */
  password?: string;
}
export interface ResetPasswordAnswer {
  data: {
    message: string;
  };
}
export interface ResetLinkCheckParams {
  reset_token: string;
}
export interface ResetLinkCheckAnswer {
  data: {
    valid: true;
  };
}
export interface LogoutAnswer {
  data: {
    logged_out: true;
  };
}
export interface MeQuery {
  full?: number | string;
  include?: string;
}
export interface MeAnswer {
  data: CustomerProfile;
}
export interface MyDetailsAnswer {
  data: CustomerProfile;
}
export interface RegisterBody {
  /**
   * An e-mail address (checked by the service: 'E-mail address is required', '{email} is not a valid e-mail address').
   */
  email?: string;
  /**
   * A booking's join token: after login the site goes to /join/{join_token}.
   */
  join_token?: string | null;
  /**
   * Where the site goes once the e-mailed link has been followed and the account made (a page of the site that asked the customer to log in, such as a society's QR page): a path of the site, from /.
   */
  return_to?: string;
}
export interface RegisterAnswer {
  data: {
    email: string;
    sent: true;
    /**
     * What the site says: an e-mail is on its way.
     */
    message: string;
  };
}
export interface RegisterGroupBody {
  /**
   * Required.
   */
  forename?: string;
  /**
   * Required.
   */
  surname?: string;
  /**
   * An e-mail address ('E-mail address is required', '{email} is not a valid e-mail address').
   */
  email?: string;
  /**
   * A bar of the brand ('Please choose one of our bars').
   */
  bar_id?: number | string;
  /**
   * What they want to hear about: covid_interest.
   */
  group?: string;
}
export interface RegisterGroupAnswer {
  data: {
    registered: true;
    bar: {
      id: number;
      name: string;
    };
  };
}
export interface RegisterStandaloneBody {
  /**
   * The booking's manage key.
   */
  booking_token?: string;
  /**
   * An e-mail address (checked by the service: 'E-mail address is required', '{email} is not a valid e-mail address').
   */
  email?: string;
  /**
   * As typed; never logged.
   */
  password?: string;
}
export interface RegisterStandaloneAnswer {
  data: {
    email: string;
    sent: true;
    /**
     * What the site says: an e-mail is on its way.
     */
    message: string;
  };
}
export interface RegisterVerificationParams {
  verify_token: string;
}
export interface RegisterVerificationQuery {
  brand_id?: number | string;
}
export interface RegisterVerificationAnswer {
  data: {
    customer_id: number;
    email: string;
    forename: string;
    surname: string;
    join_token: string | null;
    /**
     * The password was chosen with the signup (a manage link's, a guest's): the page asks only to finish.
     */
    password_set: boolean;
  };
}
export interface RegisterVerifyParams {
  verify_token: string;
}
export interface RegisterVerifyBody {
  /**
   * The link's customer, as the GET gave it (optional).
   */
  customer_id?: number | string | null;
  forename?: string;
  surname?: string;
  /**
   * As typed; never logged. Leave it out when the verification has password_set.
   */
  password?: string;
}
export interface SocietyContractViewParams {
  /**
   * The contract's code (a random secret).
   */
  code: string;
  /**
   * The admin code issued with it to the society's signatory (a random secret).
   */
  admin_code: string;
}
export interface SocietyContractViewAnswer {
  data: SocietyContract;
}
export interface SocietyContractSignParams {
  /**
   * The contract's code (a random secret).
   */
  code: string;
  /**
   * The admin code issued with it to the society's signatory (a random secret).
   */
  admin_code: string;
}
export interface SocietyContractSignBody {
  /**
   * The signature: a data:image/png;base64 URL.
   */
  signature_data?: string | null;
}
export interface SocietyContractSignAnswer {
  data: SocietyContract;
}
export interface SocietyContractViewedParams {
  /**
   * The contract's code (a random secret).
   */
  code: string;
  /**
   * The admin code issued with it to the society's signatory (a random secret).
   */
  admin_code: string;
}
export interface SocietyContractViewedAnswer {
  data: SocietyContract;
}
export interface SocietyInviteCodeParams {
  /**
   * The code as typed: anything but letters and digits is dropped and the rest upper-cased.
   */
  code: string;
}
export interface SocietyInviteCodeAnswer {
  data: SocietyStatus;
}
export interface SocietyQrParams {
  /**
   * The society's QR code (a random secret).
   */
  code: string;
}
export interface SocietyQrAnswer {
  data: {
    id: number;
    title: string;
  };
}
export interface SocietyQrJoinParams {
  /**
   * The society's QR code (a random secret).
   */
  code: string;
}
export interface SocietyQrJoinAnswer {
  data: SocietyStatus;
}
export interface SocietyStatusOfCustomerAnswer {
  data: SocietyStatus;
}
export interface SocietyPortalParams {
  /**
   * The society's id.
   */
  id: string;
}
export interface SocietyPortalAnswer {
  data: {
    id: number;
    title: string;
    /**
     * The society's base type's name.
     */
    type: string;
    /**
     * How many customers belong to it now.
     */
    members: number;
    /**
     * Newest first.
     */
    invite_codes: {
      code: string;
      expires_at: string | null;
      expired: boolean;
    }[];
    /**
     * The path of the society's QR join page (/society/qr/{code}).
     */
    qr_path: string;
    /**
     * The society's contracts, oldest first: each one's status, its page (to read and sign it) and, once signed, its file.
     */
    contracts: {
      title: string;
      status: SocietyContractStatus;
      /**
       * Who the contract is issued to for signing.
       */
      signatory_name: string;
      signed_at: string | null;
      /**
       * The contract's page (/society/contract/{code}/{admin_code}).
       */
      path: string;
      /**
       * The signed contract's file; null until it is signed.
       */
      download_path: string | null;
    }[];
  };
}
export interface StudentSignUpBarsAnswer {
  data: StudentSignUpBar[];
  meta: {
    /**
     * Today in London (YYYY-MM-DD): the date-of-birth picker counts the minimum age from it.
     */
    today: string;
  };
}
export interface StudentSignUpBar {
  id: number;
  name: string;
  slug: string;
  latitude: number | null;
  longitude: number | null;
}
export interface StudentDataCollectAnswer {
  data: {
    sent: true;
    /**
     * What the form says: 'Thanks! Check your e-mail for what to do next!'
     */
    message: string;
  };
}
export interface GraduateStatusBody {
  app_user_id: string;
  /**
   * The address the app knows for its user: not used to find anyone.
   */
  email?: string | null;
}
export interface GraduateStatusAnswer {
  data: StudentStatus;
}
export interface StudentStatusGetQuery {
  /**
   * The app user's id.
   */
  id: string;
  /**
   * The address the app knows for its user: not used to find anyone.
   */
  email?: string;
  /**
   * 1 on the page's first load; read as nothing more.
   */
  first_load?: number | string;
}
export interface StudentStatusGetAnswer {
  data: StudentStatus;
  meta: {
    /**
     * The term-time bars to choose from: the brand's open bars.
     */
    bars: {
      id: number;
      name: string;
    }[];
    graduation_years: number[];
    /**
     * Today in London (YYYY-MM-DD), by the server's clock: the minimum age counts from it.
     */
    today: string;
  };
}
export interface StudentStatusSaveBody {
  app_user_id: string;
  /**
   * The address the app knows for its user: not used to find anyone.
   */
  email?: string | null;
  /**
   * YYYY-MM-DD.
   */
  birth_date?: string | null;
  graduation_year?: string | number | null;
  uni_email?: string | null;
  post_code?: string | null;
  /**
   * The term-time bar's id.
   */
  selected_location_id?: string | number | null;
}
export interface StudentStatusSaveAnswer {
  data: StudentStatus;
}
export interface CheckInBarParams {
  /**
   * The bar's slug or id.
   */
  bar: string;
}
export interface CheckInBarAnswer {
  meta: {
    bar: {
      id: number;
      name: string;
      slug: string;
      track_trace_content: string;
    };
    max_group_size: number;
  };
}
export interface CheckInParams {
  /**
   * The bar's slug or id.
   */
  bar: string;
}
export interface CheckInBody {
  forename?: string;
  surname?: string;
  /**
   * A JSON integer, or digits as a form sends them.
   */
  group_size?: number | string;
  contact_type?: 'email' | 'phone';
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  post_code?: string | null;
}
export interface CheckInAnswer {
  data: CheckInVisit;
}
export interface CheckInExtendParams {
  /**
   * The bar's slug or id.
   */
  bar: string;
  /**
   * The visit's id (a random secret).
   */
  visit_id: string;
}
export interface CheckInExtendAnswer {
  data: CheckInVisit;
}
export interface VoucherBody {
  /**
   * The code as typed.
   */
  voucher_code: string;
  /**
   * The app user's id, a random secret the app holds.
   */
  app_user_id: string;
}
export interface VoucherAnswer {
  data: AppliedVoucher;
}
export interface AppliedVoucher {
  /**
   * 'Your voucher has been applied! Please close this window and refresh your app'
   */
  message: string;
  /**
   * The code as stored (upper-case).
   */
  code: string;
  /**
   * The campaign's name.
   */
  campaign: string;
  /**
   * What the voucher gives, as the app shows it.
   */
  description: string;
  /**
   * When, ISO 8601.
   */
  redeemed_at: string;
}
export interface AllergenMenuTypesParams {
  /**
   * The bar's id.
   */
  bar_id: string;
}
export interface AllergenMenuTypesAnswer {
  data: {
    data: AllergenMenuType[];
  };
}
export interface AllergenMenuType {
  id: number;
  name: string;
  type: 'food' | 'drink' | 'party';
}
export interface AllergenMenuParams {
  bar_id: string;
  menu_id: string;
}
export interface AllergenMenuAnswer {
  data: {
    data: AllergenMenuCategory[];
  };
}
export interface AllergenMenuCategory {
  category: string;
  items: AllergenMenuItem[];
}
export interface AllergenMenuItem {
  name: string;
  /**
   * Markup, already cut down to a safe subset of inline tags.
   */
  description: string;
  calories: number | null;
  contains: string[];
  may_contain: string[];
  dietary: string[];
  ingredients: AllergenMenuIngredient[];
}
export interface AllergenMenuIngredient {
  name: string;
  contains: string[];
  may_contain: string[];
}
export interface AllergenWebsiteQuery {
  bar_id: number | string;
  type: string;
}
export interface AllergenWebsiteAnswer {
  data: AllergenWebsiteEntry[];
}
export interface AllergenWebsiteEntry {
  id: number;
  name: string;
  type: 'Allergen';
  menu_type: 'food' | 'drink' | 'party';
  updated_at: string;
  pdfs: AllergenMenuPdf[];
}
export interface AllergenMenuPdf {
  uri: string;
  menu_name: string;
  bar_start_date: string | null;
  bar_end_date: string | null;
  date_uploaded: string;
}
export interface StaffAuthBridgeBody {
  code: string;
  state: string;
  /**
   * The issuer's identifier, when its answer names it (RFC 9207).
   */
  iss?: string;
}
export interface StaffAuthBridgeAnswer {
  data: StaffSession;
}
export interface StaffAuthUrlAnswer {
  /**
   * The issuer's login page.
   */
  url: string;
}
export interface StaffMeAnswer {
  data: StaffSession;
}
export interface BarOpeningTimesParams {
  slug: string;
}
export interface BarOpeningTimesAnswer {
  data: {
    bar: {
      id: number;
      name: string;
      slug: string;
      address_line_1: string;
      address_line_2: string;
      town: string;
      postcode: string;
      phone: string;
    };
    today: string;
    /**
     * The bar takes no bookings for now (closed, or its closing date has passed): the page says so, with no booking button.
     */
    closed: boolean;
    today_hours: {
      open: string;
      close: string;
    } | null;
    week: {
      weekday: number;
      open: string | null;
      close: string | null;
      day_parts: {
        name: string;
        start: string;
        end: string;
      }[];
    }[];
    special_dates: {
      date: string;
      open: string | null;
      close: string | null;
      note: string;
      /**
       * The booking times of the date: the day parts offered on its weekday cut to the date's own hours; none when the bar is closed that day.
       */
      day_parts: {
        name: string;
        start: string;
        end: string;
      }[];
    }[];
  };
}
export interface PublicBarsAnswer {
  data: PublicBar[];
}
export interface GuestDepositParams {
  id: string;
  guest_id: string;
}
export interface GuestDepositBody {
  /**
   * Text; blank means absent.
   */
  manage_key?: string | null;
  /**
   * The guest's own page code (text; blank means absent): the guest asks for their own share.
   */
  guest_code?: string | null;
  /**
   * Pence: a whole number, as a JSON number or a string of digits (the service refuses anything else with a 422); blank means absent.
   */
  amount?: number | string | null;
  [k: string]: unknown;
}
export interface GuestDepositAnswer {
  data: {
    data: {
      token: string;
      amount: number;
      display_amount: string;
      guest_id: number;
    };
  };
}
export interface BookingGuestRemoveParams {
  id: string;
  guest_id: string;
}
export interface BookingGuestUpdateParams {
  id: string;
  guest_id: string;
}
export interface BookingGuestUpdateBody {
  /**
   * 3 or more characters.
   */
  forename?: string;
  /**
   * Optional; 3 or more characters when given.
   */
  surname?: string;
  /**
   * Optional; must contain an at-sign when given.
   */
  email?: string;
  /**
   * Make (true) or unmake (false) the guest a co-host; 0 or 1 from a form.
   */
  admin?: boolean | number | string;
  /**
   * The booking's package (variation id) the guest is assigned to; null for none.
   */
  variation?: number | string | null;
}
export interface BookingGuestListParams {
  id: string;
}
export interface BookingGuestListAnswer {
  data: GuestList;
}
export interface BookingPreOrderSaveParams {
  /**
   * The booking's id.
   */
  id: string;
}
export interface BookingPreOrderSaveBody {
  /**
   * The guest; absent: a new pre-order guest named by forename and surname.
   */
  guest_id?: number | string;
  /**
   * A new guest's, or a change of the guest's: required for a new guest.
   */
  forename?: string;
  /**
   * Optional.
   */
  surname?: string;
  /**
   * One of the booking's per-person packages; null takes the guest off their package.
   */
  variation_id: number | string | null;
  /**
   * The items chosen, as entries.
   */
  pre_order?: PreOrderEntry[];
}
export interface BookingPreOrderSaveAnswer {
  data: ManagedBooking;
}
export interface BookingGuestReminderParams {
  id: string;
  type: 'pre-order' | 'guest-details' | 'invite-reminder';
}
export interface BookingGuestReminderBody {
  /**
   * The guest to remind: one of this booking's.
   */
  guest_id: number | string;
}
export interface BookingGuestReminderAnswer {
  data: {
    message: string;
  };
}
export interface GuestJoinViewParams {
  /**
   * The guest's invitation code.
   */
  code: string;
}
export interface GuestJoinViewAnswer {
  data: {
    booking_id: number;
    forename: string;
    surname: string;
    /**
     * The invited address: the account is made for it.
     */
    email: string;
    accepted: boolean;
    lead_booker_name: string;
    booking: GuestBookingSummary;
    /**
     * The invited address has an account already (log in to join), or a customer is logged in.
     */
    has_account: boolean;
  };
  meta: {
    user: null | GuestJoinUser;
    /**
     * The logged-in customer is the one invited: a confirm is all it takes.
     */
    invited: boolean;
  };
}
export interface GuestJoinUser {
  id: number;
  email: string;
  forename: string;
  surname: string;
}
export interface GuestJoinParams {
  /**
   * The guest's invitation code.
   */
  code: string;
}
export interface GuestJoinBody {
  /**
   * Required unless the invited customer is logged in.
   */
  forename?: string | null;
  /**
   * Required unless the invited customer is logged in.
   */
  surname?: string | null;
  /**
   * Required unless the invited customer is logged in; the rules of every new password.
   */
  password?: string | null;
  [k: string]: unknown;
}
export interface GuestJoinAnswer {
  data: {
    booking_id: number;
    /**
     * Not logged in: the verification e-mail went to the invitation's address; the account is made, and the guest joins, when its link is followed.
     */
    email_sent: boolean;
  };
}
export interface GuestPageParams {
  /**
   * The guest's unique code.
   */
  code: string;
}
export interface GuestPageQuery {
  /**
   * booking, customer: accepted; the booking always comes.
   */
  include?: string;
}
export interface GuestPageAnswer {
  data: GuestPageData;
}
export interface GuestDetailsSaveParams {
  /**
   * The guest's unique code.
   */
  code: string;
}
export interface GuestDetailsSaveBody {
  /**
   * 3 characters or more.
   */
  forename: string;
  /**
   * 3 characters or more when given; '' for none.
   */
  surname: string;
  /**
   * With an at-sign when given; '' for none. Not another guest's of the same booking.
   */
  email: string;
}
export interface GuestDetailsSaveAnswer {
  data: GuestPageData;
  meta: {
    /**
     * 'Your details have been saved.'
     */
    message: string;
  };
}
export interface GuestPreOrderSaveParams {
  /**
   * The guest's unique code.
   */
  code: string;
}
export interface GuestPreOrderSaveBody {
  pre_order: {
    /**
     * Choices by choice id: { "choice id": [item ids, one per item slot] } (a lone id for a group of one). Every group with a selectable item must be filled.
     */
    choices: {
      [k: string]: number[] | number | null;
    };
    [k: string]: unknown;
  };
  /**
   * booking, customer: accepted; the booking always comes.
   */
  include?: string;
  [k: string]: unknown;
}
export interface GuestPreOrderSaveAnswer {
  data: GuestPageData;
  meta: {
    /**
     * 'Pre order has been updated!'
     */
    message: string;
  };
}
export interface JoinBookingParams {
  /**
   * The booking's join token (its invite code).
   */
  join_token: string;
}
export interface JoinBookingQuery {
  /**
   * 0 or 1: accepted, no effect.
   */
  join?: string | number;
  /**
   * The package the guest joins for; absent or not one of the booking's: its first.
   */
  variation_id?: string | number;
}
export interface JoinBookingAnswer {
  data: {
    lead_booker: {
      forename: string;
      surname: string;
    };
    booking: GuestBookingSummary;
    choices: PackageChoiceGroup[];
    /**
     * The booking's per-person packages, one of which the guest joins for (variation_id picks it); empty when it has none or the pre-order is locked.
     */
    packages: {
      variation_id: number;
      name: string;
    }[];
  };
  meta: {
    /**
     * The package whose choice groups are shown; null when there is none, or the pre-order is locked.
     */
    variation_id: number | null;
    /**
     * Always null: joining by link needs no account.
     */
    customer: null;
    /**
     * The booking's pre-order is locked: the guest joins without a package or choices.
     */
    pre_order_locked: boolean;
  };
}
export interface JoinBookingGuestParams {
  /**
   * The booking's join token (its invite code).
   */
  join_token: string;
}
export interface JoinBookingGuestBody {
  guest: {
    /**
     * At least 3 characters.
     */
    forename?: string | null;
    /**
     * Optional; at least 3 characters when given.
     */
    surname?: string | null;
    /**
     * Optional; with an at-sign when given.
     */
    email?: string | null;
    /**
     * Counts only with an e-mail.
     */
    marketing_opt_in?: boolean | number | string | null;
    sms_opt_in?: boolean | number | string | null;
    phone_opt_in?: boolean | number | string | null;
    /**
     * The package the guest joins for: one of the booking's; absent: the booking's first (none once the pre-order is locked).
     */
    variation_id?: number | string | null;
    /**
     * The guest's choices by choice id: { "choice id": [item ids, one per item slot] } (a lone id for a group of one). Every group with a selectable item must be filled.
     */
    choices?: {
      [k: string]: number[] | number | null;
    } | null;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
export interface JoinBookingGuestAnswer {
  data: {
    /**
     * The guest's own page: /guest/{unique_code}.
     */
    unique_code: string;
    message: string;
  };
}
export interface ManageBookingParams {
  /**
   * The booking's manage key.
   */
  code: string;
}
export interface ManageBookingQuery {
  /**
   * guests, guests.customer, options: accepted; the guests' parts come with the guest features.
   */
  include?: string;
  password?: string;
}
export interface ManageBookingAnswer {
  data: ManagedBooking;
}
export interface BrunchUpgradeViewParams {
  /**
   * The booking's manage key.
   */
  code: string;
}
export interface BrunchUpgradeRequestParams {
  /**
   * The booking's manage key.
   */
  code: string;
}
export interface BrunchUpgradeRequestBody {
  /**
   * One of the windows GET offered ({ date, start, end }); checked by the service, so a missing or unknown one is a field error.
   */
  callback_slot?: {
    [k: string]: unknown;
  };
  /**
   * Optional, at most 1000 characters.
   */
  notes?: {
    [k: string]: unknown;
  };
  /**
   * The booking's id, when sent: must be this booking's.
   */
  id?: number | string;
}
export interface PreOrderChoicesQuery {
  /**
   * Package (variation) ids, comma-separated or repeated.
   */
  variations: string | number | (string | number)[];
}
export interface PreOrderChoicesAnswer {
  data: MenuGroup[];
}
export interface MenuGroup {
  /**
   * The package the group belongs to.
   */
  variation_id: number;
  id: number;
  name: string;
  /**
   * How many items are chosen from it.
   */
  item_count: number;
  items: MenuItem[];
}
export interface MenuItem {
  id: number;
  title: string;
  plu: string;
  /**
   * Pence on top of the package price.
   */
  premium: number;
  selectable: boolean;
  vegan: boolean;
  vegetarian: boolean;
  contains_gluten: boolean;
}
export interface SessionUpdateBody {
  /**
   * The session to change; absent to start one.
   */
  session_id?: string | null;
  /**
   * "2.0" to start a session.
   */
  form_version?: string | number;
  /**
   * 2 when given.
   */
  booking_flow_version?: string | number | null;
  /**
   * The brand's id, for a form post without the X-Brand header.
   */
  brand?: string | number;
  /**
   * A comma-separated list ("bars,gp"), or a JSON list of names.
   */
  include?: string | string[];
  step?: number | string | null;
  bar_id?: number | string | null;
  date?: string | number | null;
  time?: string | number | null;
  requested_time?: string | number | null;
  no_people?: number | string | null;
  party_type?: number | string | null;
  booking_type_category_id?: number | string | null;
  day_part?: number | string | null;
  standing?: number | string | boolean | null;
  forename?: string | number | null;
  surname?: string | number | null;
  email?: string | number | null;
  phone?: string | number | null;
  phone_number?: string | number | null;
  company_name?: string | number | null;
  special_requirements?: string | number | null;
  opt_in?: number | string | boolean | null;
  sms_opt_in?: number | string | boolean | null;
  phone_opt_in?: number | string | boolean | null;
  callback_date?: string | number | null;
  callback_time?: string | number | null;
  approx_time?: string | number | null;
  /**
   * A JSON list, or the list as JSON text (a form).
   */
  variations?: unknown[] | string | null;
  /**
   * A JSON list, or the list as JSON text (a form).
   */
  selected_tables?: unknown[] | string | null;
  [k: string]: unknown;
}
export interface SessionUpdateAnswer {
  data: BookingData;
}
export interface SessionCompleteBody {
  session_id?: string | null;
  brand?: string | number;
  [k: string]: unknown;
}
export interface SessionCompleteAnswer {
  data: BookingData;
}
export interface SessionDepositBody {
  session_id?: string | null;
  /**
   * A comma-separated list ("bars,gp"), or a JSON list of names.
   */
  include?: string | string[];
  /**
   * deposit (the default) or balance (everything payable now).
   */
  payment_type?: string | null;
  /**
   * Where the card page sends the customer back to: an http(s) address.
   */
  url?: string | null;
  [k: string]: unknown;
}
export interface SessionDepositAnswer {
  data: DepositData;
}
export interface DepositData {
  session_id: string;
  /**
   * With include=session: the session as the session call answers it (booking_data), which that call refuses once the session is a booking.
   */
  session?: {
    [k: string]: unknown;
  };
  deposit: number;
  deposit_balance: number;
  balance: number;
  value: number;
  payment_amount: number;
  payment_options: (
    | {
        type: string;
        text: string;
        amount?: number;
      }
    | PaymentOption
  )[];
  deposit_due_date: string | null;
  balance_due_date: string | null;
  deposit_token: string | null;
  hold_expires_at: string | null;
  /**
   * The server's clock (ISO 8601), so a browser whose clock differs counts the hold down correctly.
   */
  server_time: string;
  can_auto_confirm: boolean;
  has_payment: boolean;
  /**
   * What has been paid so far (pence).
   */
  amount_paid: number;
  has_stored_card: boolean;
  is_completed: boolean;
  booking: BookingRecordData | null;
  gp: {
    data: HostedData;
  } | null;
  [k: string]: unknown;
}
export interface LogErrorBody {
  /**
   * What went wrong (kept up to 2,000 characters; blank is refused).
   */
  error: string;
  /**
   * The session the widget was on (kept up to 64 characters).
   */
  session_id?: string | null;
}
export interface LogErrorAnswer {
  data: {
    logged: true;
  };
}
export interface DepositRequestStatusParams {
  id: string;
}
export interface DepositRequestStatusAnswer {
  data: {
    amount: number;
    display_amount: string;
    completed: boolean;
  };
}
export interface ApplePayVerifyBody {
  /**
   * The validationURL of the merchant validation event.
   */
  url?: string | null;
  /**
   * The host name of the page that runs the Apple Pay sheet; this server's own when blank.
   */
  domain?: string | null;
  /**
   * Pounds with two decimals ("25.00"), as a string or a number.
   */
  amount?: number | string | null;
  /**
   * A payment request's token.
   */
  deposit_request_token?: string | null;
  /**
   * The booking's payment token.
   */
  token?: string | null;
  [k: string]: unknown;
}
export interface ApplePayVerifyAnswer {
  data: ApplePayOrder;
}
export interface ApplePayOrder {
  /**
   * Pounds with two decimals.
   */
  amount: string;
  display_amount: string;
  gp: {
    data: {
      order_id: string;
      /**
       * Apple's merchant session, passed to completeMerchantValidation.
       */
      ap_data: {
        [k: string]: unknown;
      };
    };
  };
}
export interface WalletChargeBody {
  /**
   * Text; blank means absent.
   */
  order_id?: string | null;
  /**
   * google_pay or apple_pay.
   */
  type?: string | null;
  /**
   * The wallet's payment token: its JSON object, or that JSON as a string.
   */
  token?: {} | string | null;
  [k: string]: unknown;
}
export interface WalletChargeAnswer {
  data: OrderResult;
}
export interface GooglePayVerifyBody {
  /**
   * Pounds with two decimals ("25.00"), as a string or a number.
   */
  amount?: number | string | null;
  /**
   * A payment request's token.
   */
  deposit_request_token?: string | null;
  /**
   * The booking's payment token.
   */
  token?: string | null;
  [k: string]: unknown;
}
export interface GooglePayVerifyAnswer {
  data: GooglePayOrder;
  meta: {
    google_pay: GooglePayConfig;
  };
}
export interface GooglePayOrder {
  /**
   * Pounds with two decimals.
   */
  amount: string;
  display_amount: string;
  gp: {
    data: {
      order_id: string;
    };
  };
}
/**
 * Google Pay's PaymentDataRequest parts the server decides.
 */
export interface GooglePayConfig {
  gp_merchant: string;
  gateway_merchant_id: string;
  merchant_id: string;
  merchant_name: string;
  allowed_methods: string[];
  allowed_networks: string[];
  environment?: 'TEST' | 'PRODUCTION';
  country_code?: string;
  currency_code?: string;
}
export interface DepositManageQuery {
  /**
   * The booking's payment token.
   */
  token?: string;
  [k: string]: unknown;
}
export interface DepositManageAnswer {
  data: ManageData;
}
export interface PaymentMade {
  amount: number;
  display_amount: string;
  method: string;
  auth_code: string | null;
  date: string;
}
export interface ManagePaymentParams {
  code: string;
}
export interface ManagePaymentBody {
  /**
   * Pence: a whole number, as a JSON number or a string of digits (the service refuses anything else with a 422); blank means absent.
   */
  amount?: number | string | null;
  /**
   * deposit (the default) or balance (everything payable now).
   */
  payment_type?: string | null;
  /**
   * Text; blank means absent.
   */
  deposit_request_token?: string | null;
  /**
   * Where the card page sends the customer back to: an http(s) address.
   */
  url?: string | null;
  [k: string]: unknown;
}
export interface ManagePaymentAnswer {
  data: {
    gp: {
      data: HostedData;
    };
  };
}
export interface DepositRequestParams {
  code: string;
}
export interface DepositRequestAnswer {
  data: DepositRequestData;
}
export interface DepositRequestData {
  token: string;
  kind: string;
  amount: number;
  display_amount: string;
  completed: boolean;
  can_pay: boolean;
  message: string | null;
  success: RequestResult[];
  fail: {
    id: string;
    auth_code: string | null;
    message: string | null;
    date: string | null;
  }[];
  booking: BookingSummary;
}
export interface RequestResult {
  id: string;
  auth_code: string | null;
  message: string | null;
  date: string | null;
}
/**
 * The gateway's signed answer: its fields as it sends them.
 */
export interface PaymentCallbackBody {
  [k: string]: unknown;
}
export interface PaymentCheckQuery {
  /**
   * The order's id.
   */
  code?: string;
}
export interface PaymentCheckAnswer {
  data: PaymentCheckData;
}
export interface PaymentRequestQuery {
  /**
   * The booking's reference.
   */
  code?: string;
  /**
   * A comma-separated list ("bars,gp"), or a JSON list of names.
   */
  include?: string | string[];
  [k: string]: unknown;
}
export interface PaymentRequestAnswer {
  data: PaymentRequestData;
}
export interface PaymentRequestData {
  code: string;
  amount: number;
  display_amount: string;
  can_pay: boolean;
  message: string | null;
  booking?: BookingSummary;
}
export interface PaymentCodeDepositBody {
  /**
   * Text; blank means absent.
   */
  payment_code?: string | null;
  /**
   * Pence: a whole number, as a JSON number or a string of digits (the service refuses anything else with a 422); blank means absent.
   */
  amount?: number | string | null;
  [k: string]: unknown;
}
export interface PaymentCodeDepositAnswer {
  data: {
    token: string;
    amount: number;
    display_amount: string;
  };
}
export interface StoreCardBody {
  /**
   * Text; blank means absent.
   */
  session_id?: string | null;
  /**
   * The booking's id, with its payment token.
   */
  booking_id?: number | string | null;
  /**
   * The booking's payment token.
   */
  token?: string | null;
  [k: string]: unknown;
}
export interface StoreCardAnswer {
  data: StoreCardData;
}
export interface StoreCardData {
  order_data: HostedData;
  no_show_fee: number;
  no_show_fee_pp: number;
  card_capture_message: string;
}
export interface StoreCardStatusParams {
  order_id: string;
}
export interface StoreCardStatusAnswer {
  data: StoreCardResult;
}
export interface BookingCalendarParams {
  /**
   * The booking's manage key.
   */
  token: string;
}
export interface BookingCalendarAnswer {
  data: {
    /**
     * The iCalendar (RFC 5545) text.
     */
    ical: string;
  };
}
export interface StaffLogoutAnswer {
  data: {
    logged_out: true;
  };
}
export interface MyBookingsQuery {
  /**
   * 1 adds the bookings before 06:00 today; 0 or absent leaves them out.
   */
  include_previous?: number | string | boolean;
}
export interface MyBookingsAnswer {
  data: MyBookingList;
  meta: {
    /**
     * How many previous bookings there are, asked for or not.
     */
    previous_count: number;
  };
}
export interface MyBookingList {
  /**
   * From 06:00 today (London) on, soonest first.
   */
  upcoming: ManagedBooking[];
  /**
   * Before 06:00 today, latest first; null unless include_previous=1.
   */
  previous: ManagedBooking[] | null;
}
export interface MyBookingCancelParams {
  /**
   * The booking's id.
   */
  id: string;
}
export interface MyBookingCancelAnswer {
  data: BookingCancelled;
}
export interface MyBookingParams {
  /**
   * The booking's id.
   */
  id: string;
}
export interface MyBookingQuery {
  /**
   * guests: accepted; the guests' parts come with the guest features.
   */
  include?: string;
}
export interface MyBookingAnswer {
  data: ManagedBooking;
}
export interface MyBookingChangeParams {
  /**
   * The booking's id.
   */
  id: string;
}
export interface MyBookingChangeBody {
  /**
   * "YYYY-MM-DD HH:mm", London time.
   */
  date: string;
  people?: number | string;
  /**
   * 1 re-books a postponed booking.
   */
  rebook?: number | string | boolean;
}
export interface MyBookingChangeAnswer {
  data: BookingChange;
}
export interface MyBookingPreOrderItemsParams {
  /**
   * The booking's id.
   */
  id: string;
  variation_id: string;
}
export interface MyBookingPreOrderItemsBody {
  /**
   * The items chosen for the package, as entries; the package's choices are replaced by them.
   */
  items: PreOrderEntry[];
}
export interface MyBookingPreOrderItemsAnswer {
  data: ManagedBooking;
}
export interface MyBookingPackagesParams {
  /**
   * The booking's id.
   */
  id: string;
}
export interface MyBookingPackagesAnswer {
  data: BookingPackages;
}
export interface RebookDatesParams {
  /**
   * The booking's manage key.
   */
  id: string;
}
export interface RebookDatesQuery {
  /**
   * YYYY-MM-DD.
   */
  date: string;
}
export interface RebookDatesAnswer {
  data: RebookAvailability;
}
export interface RebookAvailability {
  success: boolean;
  message: string;
  /**
   * Times still bookable on the date asked for.
   */
  times: string[];
  /**
   * Later dates with a bookable time.
   */
  dates: AlternativeDate1[];
  /**
   * The bar's address to e-mail when nothing can be offered.
   */
  email: string | null;
}
export interface AlternativeDate1 {
  date: string;
  available_slots: number;
}
export interface RebookParams {
  /**
   * The booking's manage key.
   */
  id: string;
}
export interface RebookBody {
  /**
   * "YYYY-MM-DD HH:mm", London time.
   */
  date: string;
  people?: number | string;
}
export interface RebookAnswer {
  data: BookingChange;
}
export interface TokenBookingCancelParams {
  /**
   * The booking's manage key.
   */
  token: string;
}
export interface TokenBookingCancelAnswer {
  data: BookingCancelled;
}
export interface TokenBookingParams {
  /**
   * The booking's manage key.
   */
  token: string;
}
export interface TokenBookingAnswer {
  data: ManagedBooking;
}
export interface TokenBookingChangeParams {
  /**
   * The booking's manage key.
   */
  token: string;
}
export interface TokenBookingChangeBody {
  /**
   * "YYYY-MM-DD HH:mm", London time.
   */
  date: string;
  people?: number | string;
  /**
   * 1 re-books a postponed booking.
   */
  rebook?: number | string | boolean;
}
export interface TokenBookingChangeAnswer {
  data: BookingChange;
}
export interface TokenGuestRemoveParams {
  token: string;
  guest_id: string;
}
export interface TokenGuestUpdateParams {
  token: string;
  guest_id: string;
}
export interface TokenGuestUpdateBody {
  /**
   * 3 or more characters.
   */
  forename?: string;
  /**
   * Optional; 3 or more characters when given.
   */
  surname?: string;
  /**
   * Optional; must contain an at-sign when given.
   */
  email?: string;
  /**
   * Make (true) or unmake (false) the guest a co-host; 0 or 1 from a form.
   */
  admin?: boolean | number | string;
  /**
   * The booking's package (variation id) the guest is assigned to; null for none.
   */
  variation?: number | string | null;
}
export interface TokenGuestListParams {
  token: string;
}
export interface TokenGuestListAnswer {
  data: GuestList;
}
export interface TokenPreOrderItemsParams {
  /**
   * The booking's manage key.
   */
  token: string;
  variation_id: string;
}
export interface TokenPreOrderItemsBody {
  /**
   * The items chosen for the package, as entries; the package's choices are replaced by them.
   */
  items: PreOrderEntry[];
}
export interface TokenPreOrderItemsAnswer {
  data: ManagedBooking;
}
export interface TokenBookingPackagesParams {
  /**
   * The booking's manage key.
   */
  token: string;
}
export interface TokenBookingPackagesAnswer {
  data: BookingPackages;
}
export interface TokenPreOrderSaveParams {
  /**
   * The booking's manage key.
   */
  token: string;
}
export interface TokenPreOrderSaveBody {
  guest: {
    /**
     * The guest; absent: a new pre-order guest.
     */
    id?: number | string;
    /**
     * A new guest's, or a change of the guest's: required for a new guest.
     */
    forename?: string;
    /**
     * Optional.
     */
    surname?: string;
    /**
     * One of the booking's per-person packages; null takes the guest off their package.
     */
    variation_id: number | string | null;
    /**
     * Choices by choice id: group id → the item ids chosen in it (a lone id for a group of one).
     */
    choices?: {
      [k: string]: number | string | (number | string)[] | null;
    };
  };
}
export interface TokenPreOrderSaveAnswer {
  data: ManagedBooking;
}
export interface TokenGuestReminderParams {
  token: string;
  type: 'pre-order' | 'guest-details' | 'invite-reminder';
}
export interface TokenGuestReminderBody {
  /**
   * The guest to remind: one of this booking's.
   */
  guest_id: number | string;
}
export interface TokenGuestReminderAnswer {
  data: {
    message: string;
  };
}
export interface PartyMenusBody {
  /**
   * The bar's id.
   */
  bar_id: number | string;
  /**
   * YYYY-MM-DD.
   */
  date: string;
  /**
   * Only these categories (ids, or ids comma-separated).
   */
  category_ids?: (number | string)[] | string | number | null;
  /**
   * Only these menu types (ids, or ids comma-separated).
   */
  type_ids?: (number | string)[] | string | number | null;
}
export interface PartyMenusAnswer {
  data: PartyMenuCategory[];
  meta: {
    bar_name: string;
  };
}
export interface PartyMenuCategory {
  category_name: string;
  menus: PartyMenuDocument[];
}
export interface PartyMenuDocument {
  id: number;
  /**
   * The PDF (absolute).
   */
  file_url: string;
  /**
   * The menu type's name: the link's label.
   */
  type: string;
}
export interface PostcodeLocationParams {
  postcode: string;
}
export interface PostcodeLocationAnswer {
  data: {
    postcode: string;
    latitude: number;
    longitude: number;
    precision: 'postcode' | 'area';
  };
}
export interface StaffDataCollectAnswer {
  data: {
    sent: true;
    /**
     * What the form says: 'Thanks! Check your e-mail for what to do next!'
     */
    message: string;
  };
}
export interface TipOutcomeParams {
  /**
   * The tip's id.
   */
  id: string;
}
export interface TipOutcomeAnswer {
  data: TipOutcomeView;
}
export interface TipOutcomeView {
  completed: boolean;
  forename: string;
  bar: {
    id: number;
    name: string;
  };
  outcome: {
    /**
     * The bank's authorisation code of a completed tip.
     */
    bank_auth_code: string | null;
  };
}
