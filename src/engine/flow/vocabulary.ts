/**
 * The fixed vocabularies a flow file may name: custom widgets (registered in code by the widget
 * app), rjsf's own widgets, and the session fields guards may read. `flows check` refuses anything
 * else, so a typo in a flow file is caught before a customer sees it.
 */

/** Custom widgets and fields, by id. Each is a component registered in the widget app under this id. */
export const WIDGET_IDS = [
  'locationSelect', // step 1: bar select, first option blank "Location"; locked when pre-filled data forces a bar
  'datePicker', // dd/MM/yyyy, min today, max the bar's close date; the flow's date rules
  'peopleCounter', // numeric with plus/minus, sent after 1 s without typing
  'dayParts', // day-part buttons in display order, the choice kept in local storage
  'categoryPanels', // booking categories in collapsible panels listing their types (sets party_type)
  'standingToggle', // "Include a mix of seating and standing space" with its info popup
  'timePicker', // step 2's optional requested-time picker
  'slotGrid', // slots in pages of 12 (View Earlier / View Later) or day-part tabs; Book now / Let's talk
  'alternativeDates', // the alternative-dates dropdown of step 2
  'partnerRedirect', // sends the customer to an external booking partner (flow options.externalPartner)
  'preOrderCards', // Packages / Custom tabs, variation cards with add/remove and counts
  'minimumSpendProgress', // "Only £x to go!" while a minimum spend is not reached
  'contactDetails', // a contact text input: touched-only errors, digits-only phone
  'optIns', // an opt-in tick box (E-Mail, SMS, Phone), values 0 or 1
  'callbackSlots', // the first 12 callback slots, labelled Today/Tomorrow with hour windows
  'approxTime', // approximate start time, 15-minute steps from 10:00 to 00:00
  'bookingSummary', // short booking summary with a Change button (back to step 1)
  'completionSummary', // reference, location, people, date and time, money due, options, pay buttons, manage link
  'shareBlock', // join link share text, WhatsApp link, calendar download
] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];

/** rjsf's built-in widget ids, which a uiSchema may name without listing them in `widgets`. */
export const RJSF_WIDGET_IDS = [
  'text',
  'textarea',
  'email',
  'password',
  'checkbox',
  'checkboxes',
  'radio',
  'select',
  'hidden',
  'updown',
  'range',
  'date',
  'time',
  'datetime',
  'uri',
  'color',
  'file',
  'alt-date',
  'alt-datetime',
] as const;

/**
 * The booking session's fields (the spec's booking_data, §3 of the widget spec, plus the contact
 * fields of the account spec). Guards and computed values may read these, dotted paths included
 * (`bar.close_date`), and nothing else.
 */
export const SESSION_FIELDS = [
  // identity and position
  'session_id', 'step', 'date', 'time', 'requested_time', 'booking_date', 'end_time', 'no_people', 'min_covers',
  // bar
  'bar', 'bar_id', 'bar_name', 'branded_name', 'cost_centre', 'close_date', 'covid_closed', 'party_booking_phone', 'party_booking_email',
  // type
  'party_type', 'party_type_name', 'booking_type_category_id', 'allow_standing', 'is_standing_type', 'standing', 'info_text', 'show_standing_message', 'selected_tables',
  // contact
  'forename', 'surname', 'email', 'phone', 'phone_number', 'company_name', 'special_requirements', 'opt_in', 'sms_opt_in', 'phone_opt_in', 'callback_date', 'callback_time',
  // lists
  'callback_slots', 'all_slots', 'alternative_dates', 'time_slots', 'available_types', 'booking_type_categories', 'day_parts', 'available_options', 'variations', 'mix_match_packages',
  // money
  'value', 'deposit', 'deposit_required', 'deposit_balance', 'balance', 'deposit_due_date', 'balance_due_date', 'requires_deposit', 'requires_balance', 'full_payment_required', 'payment_amount', 'payment_options', 'deposit_token', 'take_payment', 'has_payment', 'requires_card', 'has_stored_card', 'no_show_fee', 'no_show_fee_pp', 'card_capture_message', 'min_spend',
  // flags and reasons
  'can_take_booking', 'can_auto_confirm', 'can_fallback', 'can_cater_for', 'size_needs_enquiry', 'can_complete', 'can_last_step', 'before_cutoff', 'is_completed', 'complete_text', 'no_complete_reason', 'no_autoconfirm_reason', 'last_step_reason', 'pre_order_required', 'terms',
  // validation
  'fields_required', 'validation_errors', 'flash_messages', 'min_booking_date',
  // results
  'booking', 'customer',
] as const;
export type SessionField = (typeof SESSION_FIELDS)[number];

/** Values the evaluator adds beside the session's fields: `today` is the venue's date (Europe/London, "YYYY-MM-DD") from the injected clock. */
export const CONTEXT_VARIABLES = ['today'] as const;

const sessionFieldSet = new Set<string>(SESSION_FIELDS);
const contextSet = new Set<string>(CONTEXT_VARIABLES);

/** True when a JSON Logic `var` path names a session field (its first segment) or a context variable. */
export function isKnownVariable(path: string): boolean {
  const head = path.split('.')[0] ?? '';
  return sessionFieldSet.has(head) || contextSet.has(head);
}

export function isWidgetId(id: string): id is WidgetId {
  return (WIDGET_IDS as readonly string[]).includes(id);
}

export function isRjsfWidgetId(id: string): boolean {
  return (RJSF_WIDGET_IDS as readonly string[]).includes(id);
}
