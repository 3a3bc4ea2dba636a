/** A booking session as its answer gives it: what is chosen, what is available, what it costs, what is missing. */
import { isoWeekday } from '../../../engine/time/calendar-date.ts';
import { closedOn } from '../bars/hours.ts';
import { formatClockTime, parseClockTime, startMinutes } from '../../../engine/time/clock-time.ts';
import { londonInstant, londonToday } from '../../../engine/time/london.ts';
import type { FieldMessage, FlashMessage } from '../../../../schemas/api/types.generated.ts';
import { NO_FLOW_RULES, type FlowRules } from '../../../engine/flow/flow-rules.ts';
import { canAutoConfirmSize, canCaterFor } from '../availability.ts';
import type { Catalogue } from '../catalogue.ts';
import { callbackSlots } from './callback-slots.ts';
import { choiceErrors } from './choices.ts';
import type { SessionFields } from './input.ts';
import { priceBooking } from './money.ts';
import { barData, dayPartsData, NO_OFFER, optionsData, typesOffered } from './reference-data.ts';
import { memoised } from './shared-parts.ts';
import { barOpenOn, daySlots, laterDatesWithSlots, NO_SLOTS, slotRulesOf, type BookedCovers } from './slots.ts';

/** Spec §4 and §8: the chosen time went before the booking was made (a flash, a refused completion, a payment). */
export const SLOT_GONE = 'Sorry, that time is no longer available. Please change your time and try again';

export type { BookedCovers } from './slots.ts';

export { ALTERNATIVE_DATE_RANGE_DAYS, ALTERNATIVE_DATES_SHOWN } from './slots.ts';



export interface ViewInput {
  catalogue: Catalogue;
  brandId: number;
  sessionId: string;
  fields: SessionFields;
  now: Date;
  /** Covers taken at the chosen bar for the chosen type, from the day before the date onwards. */
  booked: ReadonlyArray<BookedCovers>;
  flowRules?: FlowRules;
}


const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const REQUIRED_MESSAGES: Record<string, string> = {
  bar_id: 'Please choose a location.',
  date: 'Please choose a date.',
  no_people: 'Please tell us how many people are coming.',
  party_type: 'Please choose a booking type.',
  time: 'Please choose a time.',
  forename: 'Forename is required.',
  surname: 'Surname is required.',
  email: 'E-mail is required.',
  phone: 'Phone number is required.',
  company_name: 'Company name is required.',
};

/**
 * booking_data: every field of spec §3, computed from the stored answers, the reference data, the
 * bookings already taken and the clock. Pure: the same input always gives the same answer.
 */
export function buildSessionView(input: ViewInput) {
  const { catalogue, brandId, fields, now } = input;
  const flowRules = input.flowRules ?? NO_FLOW_RULES;
  const today = londonToday(now);
  const people = fields.no_people ?? 0;
  const step = fields.step ?? 1;
  const date = fields.date ?? null;
  const validation: FieldMessage[] = [];
  const flash: FlashMessage[] = [];

  const bar = fields.bar_id ? catalogue.bookableBars(brandId).find((b) => b.id === fields.bar_id) : undefined;
  if (fields.bar_id && !bar) validation.push({ field: 'bar_id', message: 'This location is not taking bookings.' });
  if (bar && date && bar.close_date !== null && date > bar.close_date) {
    validation.push({ field: 'date', message: 'This location is closed from that date. Please choose an earlier date.' });
  }
  if (date && date < today) validation.push({ field: 'date', message: 'Please choose a date from today onwards.' });

  // Types the bar offers on the date for this brand, as the flow each uses allows.
  const offer = bar ? memoised(catalogue, flowRules, `offer:${bar.id}:${brandId}:${date}:${today}`, () => typesOffered(catalogue, flowRules, bar, brandId, date, today)) : NO_OFFER;
  const { typesAtBar, availableTypes } = offer;
  const type = fields.party_type ? availableTypes.find((t) => t.id === fields.party_type) : undefined;
  // The type the customer chose, even on a date it is not offered: the answer still names it (and its
  // flow), so the widget can say "we don't serve brunch on Tuesday" in the flow's own words.
  const chosen = type ?? (fields.party_type ? typesAtBar.find((t) => t.id === fields.party_type) : undefined);
  if (fields.party_type && bar && !type) {
    const message = chosen && date ? flowRules.checkDate(chosen.flow, date, today) : null;
    if (message) validation.push({ field: 'date', message });
    else if (chosen && date) {
      validation.push({
        field: 'party_type',
        message: `Whoops! We don't serve ${chosen.front_end_name} on ${WEEKDAYS[isoWeekday(date) - 1]}, do you want to check a different day?`,
      });
    } else validation.push({ field: 'party_type', message: 'That booking type is not available here.' });
  }

  const dayParts = memoised(catalogue, flowRules, `day-parts:${bar?.id ?? null}`, () => dayPartsData(catalogue, bar?.id ?? null));

  const peopleMessage = type && people > 0 ? flowRules.checkPeople(type.flow, { ...fields, no_people: people }) : null;
  if (peopleMessage) validation.push({ field: 'no_people', message: peopleMessage });
  const caterFor = type ? canCaterFor(slotRulesOf(type), people) && !peopleMessage : false;

  const canTakeBooking = Boolean(bar && date && barOpenOn(bar, date, today) && (!fields.party_type || type));
  const { allSlots, timeSlots, allSlotsData, timeSlotsData } =
    bar && type && date && people > 0 && canTakeBooking ? daySlots(catalogue, bar, type, date, people, now, input.booked) : NO_SLOTS;
  const selected = fields.time ? timeSlots.find((s) => s.time === fields.time) : undefined;
  if (fields.time && allSlots.length > 0 && !selected?.available && step !== 99) {
    flash.push({ type: 'error', message: SLOT_GONE });
  }

  const alternativeDates =
    bar && type && date && people > 0 && caterFor && !timeSlots.some((s) => s.available)
      ? laterDatesWithSlots(catalogue, bar, type, date, people, now, input.booked, (candidate) => flowRules.checkDate(type.flow, candidate, today) === null)
      : [];

  const canAutoConfirm = Boolean(selected?.available && caterFor && validation.length === 0);
  const enquiryOnly = type ? type.auto_confirm_max_covers === 0 : false;
  const canFallback = Boolean(
    type && type.allow_fallback && bar && date && people > 0 && (selected ? selected.can_fallback : enquiryOnly || !caterFor || timeSlots.some((s) => s.can_fallback) || allSlots.length === 0),
  );
  const beforeCutoff = selected ? selected.problem !== 'cutoff' : true;
  let noAutoconfirmReason: string | null = null;
  if (!canAutoConfirm && type) {
    if (enquiryOnly) noAutoconfirmReason = 'This booking type is taken as an enquiry: our team will call you back.';
    else if (!caterFor) noAutoconfirmReason = `We can take ${type.min_covers} to ${type.max_covers} people online for this booking type.`;
    else if (!fields.time) noAutoconfirmReason = 'Please choose a time.';
    else if (selected?.problem === 'enquiry_only') noAutoconfirmReason = `Groups over ${type.auto_confirm_max_covers} people are confirmed by our team.`;
    else if (selected?.problem === 'cutoff') noAutoconfirmReason = 'It is too close to the booking time to book online.';
    else noAutoconfirmReason = SLOT_GONE;
  }

  const money = type ? priceBooking(catalogue, type, people, fields.variations ?? [], today, date) : null;
  // Every item slot of a chosen per-booking package filled (choices.ts); it holds completion, not the time.
  validation.push(...choiceErrors(catalogue, type, fields.variations ?? []));
  const canLastStep = !type || !type.pre_order_required || (money?.options_value ?? 0) >= type.min_spend;
  const lastStepReason = canLastStep ? null : 'Min Spend Not Reached';

  // Contact details: required to finish, and checked for shape once given. An enquiry is step 99, or the
  // contact step of an enquiry-only flow.
  const isEnquiry = step === 99 || (type ? flowRules.stepKind(type.flow, step) === 'enquiry' : false);
  const requiredNames = [
    'bar_id', 'date', 'no_people', 'party_type', ...(isEnquiry ? [] : ['time']), 'forename', 'surname', 'email', 'phone',
    ...(type ? flowRules.requiredFields(type.flow, step) : []),
  ];
  const valueOf = (name: string) => (fields as Record<string, unknown>)[name];
  const fieldsRequired: FieldMessage[] = [...new Set(requiredNames)]
    .filter((name) => {
      const v = valueOf(name);
      return v === undefined || v === null || v === '' || v === 0;
    })
    .map((name) => {
      const words = name.replace(/_/g, ' ');
      return { field: name, message: REQUIRED_MESSAGES[name] ?? `${words[0]!.toUpperCase()}${words.slice(1)} is required.` };
    });
  if (fields.email && !EMAIL.test(fields.email)) validation.push({ field: 'email', message: 'Please enter a valid e-mail address.' });
  if (fields.phone && (fields.phone.length < 10 || fields.phone.length > 15)) {
    validation.push({ field: 'phone', message: 'Please enter a phone number of 10 to 15 digits.' });
  }

  const bookingStart = date && fields.time ? londonInstant(date, startMinutes(fields.time)) : null;
  const callbacks = callbackSlots(now, bookingStart ?? (date ? londonInstant(date, 24 * 60) : null));

  let noCompleteReason: string | null = null;
  if (fieldsRequired.length > 0) noCompleteReason = fieldsRequired[0]!.message;
  else if (validation.length > 0) noCompleteReason = validation[0]!.message;
  else if (!canTakeBooking) noCompleteReason = "Sorry, looks like we can't take this booking right now.";
  else if (isEnquiry && !(canFallback || enquiryOnly || canAutoConfirm)) noCompleteReason = 'Sorry, we cannot take an enquiry for this booking. Please contact the location.';
  else if (!isEnquiry && !canAutoConfirm) noCompleteReason = noAutoconfirmReason ?? SLOT_GONE;
  else if (!isEnquiry && !canLastStep) noCompleteReason = lastStepReason;
  const canComplete = noCompleteReason === null;

  const endTime = type && fields.time ? formatClockTime(parseClockTime(fields.time) + type.duration_minutes) : null;
  const options = type ? memoised(catalogue, flowRules, `options:${type.id}`, () => optionsData(catalogue, type)) : [];

  return {
    session_id: input.sessionId,
    step,
    date,
    time: fields.time ?? null,
    requested_time: fields.requested_time ?? null,
    booking_date: selected ? selected.full_date : null,
    end_time: endTime,
    no_people: people,
    min_covers: chosen?.min_covers ?? 1,
    masterclass_min_covers: chosen?.masterclass_min_covers ?? null,
    min_booking_date: today,
    bar_id: bar?.id ?? null,
    bar: bar ? memoised(catalogue, flowRules, `bar:${bar.id}`, () => barData(bar)) : null,
    party_type: chosen?.id ?? null,
    party_type_name: chosen?.front_end_name ?? null,
    flow: chosen?.flow ?? null,
    booking_type_category_id: chosen?.category_id ?? fields.booking_type_category_id ?? null,
    day_part: fields.day_part ?? null,
    allow_standing: type?.allow_standing ?? false,
    is_standing_type: type?.is_standing_type ?? false,
    standing: fields.standing ?? false,
    show_standing_message: Boolean(type?.allow_standing),
    info_text: type?.info_text ?? '',
    selected_tables: fields.selected_tables ?? [],
    forename: fields.forename ?? '',
    surname: fields.surname ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    phone_number: fields.phone ?? '',
    company_name: fields.company_name ?? '',
    special_requirements: fields.special_requirements ?? '',
    opt_in: fields.opt_in ?? 0,
    sms_opt_in: fields.sms_opt_in ?? 0,
    phone_opt_in: fields.phone_opt_in ?? 0,
    callback_date: fields.callback_date ?? null,
    callback_time: fields.callback_time ?? null,
    approx_time: fields.approx_time ?? null,
    callback_slots: callbacks,
    day_parts: dayParts,
    booking_type_categories: offer.categories,
    available_types: offer.typesData,
    all_slots: allSlotsData,
    // The times a customer may pick now (all_slots minus those under 30 minutes away): just the times,
    // since all_slots carries each slot's details.
    time_slots: timeSlotsData,
    alternative_dates: alternativeDates,
    available_options: options,
    variations: money?.variations ?? [],
    mix_match_packages: options.filter((o) => o.mix_match).map((o) => o.id),
    value: money?.value ?? 0,
    deposit: money?.deposit ?? 0,
    deposit_required: money?.deposit ?? 0,
    deposit_balance: money?.deposit ?? 0,
    balance: money?.balance ?? 0,
    deposit_due_date: money?.deposit_due_date ?? null,
    balance_due_date: money?.balance_due_date ?? null,
    requires_deposit: money?.requires_deposit ?? false,
    requires_balance: money?.requires_balance ?? false,
    full_payment_required: money?.full_payment_required ?? false,
    payment_amount: money?.payment_amount ?? 0,
    payment_options: money?.requires_deposit
      ? [
          { type: 'deposit', text: 'Pay Deposit', amount: money.deposit },
          ...(money.balance > 0 && !type?.balance_on_arrival ? [{ type: 'balance', text: 'Pay Balance', amount: money.value }] : []),
        ]
      : [],
    deposit_token: null as string | null,
    take_payment: money?.requires_deposit ?? false,
    has_payment: false,
    requires_card: Boolean(type?.requires_card && !money?.requires_deposit),
    has_stored_card: false as boolean,
    no_show_fee: money?.no_show_fee ?? 0,
    no_show_fee_pp: money?.no_show_fee_pp ?? 0,
    card_capture_message: type?.requires_card
      ? 'We need your card details to secure this booking. Nothing is taken now; a no-show fee may be charged at the venue’s discretion.'
      : null,
    can_take_booking: canTakeBooking,
    closed_on_date: Boolean(bar && date && bar.open && !bar.covid_closed && closedOn(bar, date)),
    can_auto_confirm: canAutoConfirm,
    can_fallback: canFallback,
    can_cater_for: caterFor,
    can_complete: canComplete,
    can_last_step: canLastStep,
    last_step_reason: lastStepReason,
    before_cutoff: beforeCutoff,
    is_completed: false,
    is_enquiry: isEnquiry,
    complete_text: isEnquiry ? 'Send Enquiry' : canAutoConfirm ? 'Book now' : 'Continue',
    no_complete_reason: noCompleteReason,
    no_autoconfirm_reason: noAutoconfirmReason,
    below_masterclass_minimum: Boolean(type?.masterclass_min_covers && people > 0 && people < type.masterclass_min_covers),
    // A party the bar seats but only the team confirms (over the type's auto-confirm size): a size question, whatever the times.
    size_needs_enquiry: Boolean(type && caterFor && !enquiryOnly && !canAutoConfirmSize(slotRulesOf(type), people)),
    pre_order_required: type?.pre_order_required ?? false,
    min_spend: type?.min_spend ?? 0,
    terms: 'By booking you agree to our terms and conditions and privacy policy.',
    fields_required: fieldsRequired,
    validation_errors: validation,
    flash_messages: flash,
    booking: null as Record<string, unknown> | null,
    customer: null as Record<string, unknown> | null,
  };
}

export type SessionView = ReturnType<typeof buildSessionView>;
