/**
 * What the widget renders, computed from the flow and the store's state: pure functions, so the
 * transition function and the MobX store's computed values share one definition of each.
 */
import { SLOT_PAGE_SIZE } from '../constants.ts';
import { callbackOptions, type CallbackOption, type CallbackSlot } from '../callback/callback-slots.ts';
import type { LogicContext } from '../flow/logic.ts';
import {
  BUTTON_NAMES,
  buttonLabel,
  getStep,
  headerTitle,
  messageKey,
  noticeKey,
  partnerRedirectUrl,
  previousStep,
  test,
  type ButtonName,
  type FlowDefinition,
  type FlowStep,
  type MessageSituation,
  type StepId,
} from '../flow/index.ts';
import { formatPence } from '../money/money.ts';
import { unfilledSlots, type UnfilledSlot } from '../preorder/choices.ts';
import { chosenTotal, minimumSpendRemaining, preorderTabs, type PreorderTab } from '../preorder/preorder.ts';
import type { AvailableOption, ChosenVariation } from '../preorder/types.ts';
import { dayPartTabs, sortDayParts, type DayPartTab } from '../slots/day-parts.ts';
import { initialDayPart, initialSlotPage } from '../slots/initial.ts';
import { slotPage, type SlotPage } from '../slots/paging.ts';
import type { DayPart, Slot } from '../slots/types.ts';
import { isCalendarDate, isoWeekday } from '../time/calendar-date.ts';
import { startMinutes, isClockTime } from '../time/clock-time.ts';
import type { DayPartId, Notice, SessionData, WidgetState } from './types.ts';
import { longDate, WEEKDAY_NAMES } from '../time/format.ts';

/** Fields of these step kinds are personal details: their errors wait until the field is touched. */
const PERSONAL_KINDS = new Set(['personalDetails', 'enquiry']);

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Guards may use `today`: the venue's date as the server last computed it. */
export function logicContext(state: WidgetState): LogicContext {
  const today = text(state.session.min_booking_date);
  return today ? { today } : {};
}

export function currentStep(flow: FlowDefinition, state: WidgetState): FlowStep | undefined {
  return getStep(flow, state.step);
}

/** The chosen pre-order variations: the ones being edited, else the session's. */
export function chosenVariations(state: WidgetState): ChosenVariation[] {
  if (state.ui.chosen) return state.ui.chosen;
  return list<Record<string, unknown>>(state.session.variations).map((v) => ({
    variation_id: Number(v.variation_id),
    quantity: Number(v.quantity ?? 0),
    name: String(v.name ?? ''),
    choices: list(v.choices),
  }));
}

/** Chosen variations as the session call takes them: counts above 0, no display fields. */
export function variationsForServer(chosen: readonly ChosenVariation[]): Array<Pick<ChosenVariation, 'variation_id' | 'quantity' | 'choices'>> {
  return chosen.filter((c) => c.quantity > 0).map((c) => ({ variation_id: c.variation_id, quantity: c.quantity, choices: c.choices }));
}

/**
 * The data guards and wordings read: the session, with the pre-order being edited (so Skip turns
 * into Continue as soon as something is chosen) and a payment the payment component reported.
 */
export function guardData(state: WidgetState): SessionData {
  const data: Record<string, unknown> = { ...state.session };
  if (state.ui.chosen) data.variations = variationsForServer(state.ui.chosen);
  if (state.payment?.paid) data.has_payment = true;
  return data;
}

/** The enquiry step "Enquire now" leads to from here, when the flow allows it for this session. */
export function enquiryTarget(flow: FlowDefinition, state: WidgetState): StepId | null {
  const step = currentStep(flow, state);
  if (state.phase !== 'ready' || !step) return null;
  const data = guardData(state);
  const context = logicContext(state);
  const found = step.transitions.find((t) => t.to !== state.step && getStep(flow, t.to)?.kind === 'enquiry' && test(t.when, data, context));
  return found ? found.to : null;
}

export function headerTitleKey(flow: FlowDefinition, state: WidgetState): string | undefined {
  return headerTitle(flow, state.step, guardData(state), logicContext(state));
}

/** Where Back goes from here, or null when there is no back button. */
export function backTarget(flow: FlowDefinition, state: WidgetState): StepId | null {
  if (state.phase === 'completed' || state.phase === 'completing') return null;
  return previousStep(flow, state.step, guardData(state), logicContext(state));
}

/** Every button's label key; `back` is absent when there is no back button. */
export function buttonKeys(flow: FlowDefinition, state: WidgetState): Partial<Record<ButtonName, string>> {
  const data = guardData(state);
  const context = logicContext(state);
  const out: Partial<Record<ButtonName, string>> = {};
  for (const name of BUTTON_NAMES) {
    if (name === 'back' && backTarget(flow, state) === null) continue;
    const key = buttonLabel(flow, name, data, context);
    if (key) out[name] = key;
  }
  return out;
}

/** Personal-detail fields of the flow (those of its personal-details and enquiry steps). */
export function personalFields(flow: FlowDefinition): Set<string> {
  const out = new Set<string>();
  for (const step of Object.values(flow.steps)) {
    if (step && PERSONAL_KINDS.has(step.kind)) for (const name of Object.keys(step.fields.properties)) out.add(name);
  }
  return out;
}

function stepFieldNames(step: FlowStep | undefined): Set<string> {
  return new Set([...Object.keys(step?.fields.properties ?? {}), ...(step?.required ?? [])]);
}

/**
 * Field errors to show (spec §5): the server's validation errors at once, except on personal
 * details, which wait until the field is touched; "required" errors only once the field is touched
 * or the customer tried to leave the step; errors of a refused call always. Values still being sent
 * are left to the store to hide.
 */
export function fieldErrors(flow: FlowDefinition, state: WidgetState): Record<string, string[]> {
  const personal = personalFields(flow);
  const attempted = state.ui.attempted.includes(state.step);
  const onStep = stepFieldNames(currentStep(flow, state));
  const touched = new Set(state.ui.touched);
  const out: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const messages = (out[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  const shown = (field: string, required: boolean) =>
    touched.has(field) || (attempted && onStep.has(field)) || (!required && !personal.has(field));
  for (const e of list<{ field: string; message: string }>(state.session.validation_errors)) {
    if (shown(e.field, false)) add(e.field, e.message);
  }
  for (const e of list<{ field: string; message: string }>(state.session.fields_required)) {
    if (shown(e.field, true)) add(e.field, e.message);
  }
  for (const [field, messages] of Object.entries(state.serverFieldErrors)) for (const m of messages) add(field, m);
  return out;
}

/** A notice as the widget shows it: local ones (with ids, dismissable) and the server's flash messages. */
export interface ShownNotice {
  id: number | null;
  level: 'error' | 'info';
  key?: string;
  text?: string;
  params?: Record<string, unknown>;
}

/** Notices over the step: an unknown step's, the server's flash messages, then the store's own. */
export function notices(flow: FlowDefinition, state: WidgetState): ShownNotice[] {
  const out: ShownNotice[] = [];
  if (!currentStep(flow, state)) out.push({ id: null, level: 'error', key: noticeKey(flow, 'unknownStep', state.session) ?? 'errors:unknownStep' });
  for (const flash of list<{ type: string; message: string }>(state.session.flash_messages)) {
    out.push({ id: null, level: flash.type === 'error' ? 'error' : 'info', text: flash.message });
  }
  for (const n of state.notices.filter((n) => n.source !== 'modal')) out.push(shownNotice(n));
  return out;
}

/** Notices inside the modal (the deposit screen's and the payment's errors). */
export function modalNotices(state: WidgetState): ShownNotice[] {
  return state.notices.filter((n) => n.source === 'modal').map(shownNotice);
}

function shownNotice(n: Notice): ShownNotice {
  const shown: ShownNotice = { id: n.id, level: n.level };
  if (n.key) shown.key = n.key;
  if (n.text) shown.text = n.text;
  if (n.params) shown.params = n.params;
  return shown;
}

/** The time-select step's grid field: the property drawn by the slotGrid widget. */
export function slotField(step: FlowStep | undefined): string {
  const ui = (step?.uiSchema ?? {}) as Record<string, { 'ui:widget'?: string } | undefined>;
  return Object.keys(step?.fields.properties ?? {}).find((name) => ui[name]?.['ui:widget'] === 'slotGrid') ?? 'time';
}

function slotOptions(step: FlowStep | undefined): { layout: 'pages' | 'dayParts'; pageSize: number } {
  const ui = (step?.uiSchema ?? {}) as Record<string, { 'ui:options'?: { layout?: string; pageSize?: number } } | undefined>;
  const options = ui[slotField(step)]?.['ui:options'] ?? {};
  const pageSize = typeof options.pageSize === 'number' && options.pageSize > 0 ? options.pageSize : SLOT_PAGE_SIZE;
  return { layout: options.layout === 'dayParts' ? 'dayParts' : 'pages', pageSize };
}

export function sessionSlots(session: SessionData): Slot[] {
  return list<Slot>(session.all_slots);
}

/** The day parts of the chosen booking type (all parts while none is chosen), in display order. */
export function typeDayParts(session: SessionData): DayPart[] {
  const parts = list<DayPart>(session.day_parts);
  const type = list<{ id: number; day_parts?: number[] }>(session.available_types).find((t) => t.id === session.party_type);
  const ids = type?.day_parts;
  return sortDayParts(ids ? parts.filter((p) => ids.some((id) => String(id) === String(p.id))) : parts);
}

export type SlotGridView =
  | { layout: 'pages'; page: SlotPage }
  | { layout: 'dayParts'; tabs: DayPartTab[]; active: DayPartTab | undefined };

/** The visible slots: a page of 12 (View Earlier / View Later) or day-part tabs, as the flow's uiSchema says. */
export function slotGrid(flow: FlowDefinition, state: WidgetState, now: number): SlotGridView {
  const step = currentStep(flow, state);
  const { layout, pageSize } = slotOptions(step?.kind === 'timeSelect' ? step : getStep(flow, '2'));
  const slots = sessionSlots(state.session);
  const selectedTime = text(state.session.time) ?? null;
  const requestedTime = text(state.session.requested_time) ?? null;
  if (layout === 'pages') {
    const index = state.ui.slotPage ?? initialSlotPage(slots, { selectedTime, requestedTime }, pageSize);
    return { layout, page: slotPage(slots, index, pageSize) };
  }
  const date = text(state.session.date);
  const tabs = date && isCalendarDate(date) ? dayPartTabs(slots, typeDayParts(state.session), { date, now }) : [];
  const chosen = state.ui.slotTab === null ? undefined : tabs.find((t) => !t.disabled && String(t.part.id) === String(state.ui.slotTab));
  const active = chosen ?? initialDayPart(tabs, { selectedTime, requestedTime, lastUsedPartId: state.ui.dayPart });
  return { layout, tabs, active };
}

/** The page the grid shows now (pages layout), for View Earlier / View Later. */
export function currentSlotPage(flow: FlowDefinition, state: WidgetState): SlotPage | undefined {
  const grid = slotGrid(flow, state, 0);
  return grid.layout === 'pages' ? grid.page : undefined;
}

export interface CategoryView {
  id: number;
  name: string;
  display_order: number;
  day_parts: number[];
  types: Array<{ id: number; front_end_name: string; flow?: string }>;
  open: boolean;
}

export interface PrebookingView {
  /** Day-part buttons in display order (parts that some category offers). */
  dayParts: DayPart[];
  activeDayPart: DayPartId | null;
  /** Categories in display order, those of the chosen day part only. */
  categories: CategoryView[];
}

export function prebooking(state: WidgetState): PrebookingView {
  const all = list<Omit<CategoryView, 'open'>>(state.session.booking_type_categories).sort((a, b) => a.display_order - b.display_order);
  const offered = new Set(all.flatMap((c) => c.day_parts.map(String)));
  const dayParts = sortDayParts(list<DayPart>(state.session.day_parts)).filter((p) => offered.has(String(p.id)));
  const active = state.ui.dayPart !== null && dayParts.some((p) => String(p.id) === String(state.ui.dayPart)) ? state.ui.dayPart : null;
  const categories = all
    .filter((c) => active === null || c.day_parts.some((id) => String(id) === String(active)))
    .map((c) => ({ ...c, open: c.id === state.ui.openCategory }));
  return { dayParts, activeDayPart: active, categories };
}

/** A step message: the situation, its key in the flow's wording, and what to interpolate. */
export interface StepMessage {
  situation: MessageSituation;
  key: string;
  params: Record<string, unknown>;
}

function barOf(session: SessionData): Record<string, unknown> {
  return (session.bar as Record<string, unknown> | null) ?? {};
}

/**
 * The messages of the step the server's facts call for (spec §2: step 1's "can't take this booking",
 * step 2's no availability, fully booked, too close, can't cater, masterclass minimum, alternative
 * dates, partner venues; the callback and minimum-spend messages). Wording comes from the flow.
 */
export function stepMessages(flow: FlowDefinition, state: WidgetState): StepMessage[] {
  const step = currentStep(flow, state);
  const s = state.session;
  const bar = barOf(s);
  const out: StepMessage[] = [];
  const say = (situation: MessageSituation, params: Record<string, unknown> = {}) => out.push({ situation, key: messageKey(flow, situation), params });
  const date = text(s.date);
  const weekday = date && isCalendarDate(date) ? WEEKDAY_NAMES[isoWeekday(date) - 1] : undefined;
  const errorOn = (field: string) => list<{ field: string }>(s.validation_errors).some((e) => e.field === field);
  if (!step) return out;

  if (step.kind === 'prebooking') {
    // A day the bar does not open says so, rather than that the booking cannot be taken.
    if (s.bar_id && date && s.closed_on_date === true) say('closedOnDate', { venue: bar.branded_name ?? '', date: longDate(date) });
    else if (s.bar_id && date && s.can_take_booking === false) say('cannotTakeBooking');
    if (errorOn('party_type') && flow.messages?.notServedOnWeekday) say('notServedOnWeekday', { weekday, product: s.party_type_name ?? '' });
  }

  if (step.kind === 'timeSelect') {
    if (flow.options?.externalPartner) {
      if (s.bar_id && partnerRedirectUrl(flow, s) === null) say('venueUnavailable', { venue: bar.branded_name ?? '' });
      return out;
    }
    // A date changed here to a weekday the product is not served on says so, not that the party is too large.
    if (errorOn('party_type') && flow.messages?.notServedOnWeekday) {
      say('notServedOnWeekday', { weekday, product: s.party_type_name ?? '' });
      return out;
    }
    // The count is the type's masterclass minimum, which the session answer does not carry yet.
    if (s.below_masterclass_minimum === true) say('masterclassMinCovers', { count: s.masterclass_min_covers ?? null });
    const slots = sessionSlots(s);
    const available = slots.some((slot) => slot.available);
    // Too many to book online (not too many for the bar, nor a full day): a size question, for the enquiry.
    const sizeQuestion = s.can_cater_for === false || (s.size_needs_enquiry === true && !available);
    if (sizeQuestion) {
      say(s.can_fallback ? 'cannotCaterEnquire' : 'cannotCaterEmail', { email: bar.party_booking_email ?? '' });
    } else if (slots.length === 0) {
      if (date && s.party_type) say('noAvailability', { weekday });
    } else if (!available) {
      say('fullyBooked');
    }
    if (text(s.time) && s.before_cutoff === false) say(s.can_fallback ? 'tooCloseEnquire' : 'tooCloseWalkIn');
    if (list(s.alternative_dates).length > 0) say('alternativeDates', { dates: s.alternative_dates });
  }

  if (step.kind === 'personalDetails' || step.kind === 'enquiry') {
    if (Array.isArray(s.callback_slots) && s.callback_slots.length === 0 && date) {
      say('tooCloseForCallback', { phone: bar.party_booking_phone ?? '', email: bar.party_booking_email ?? '' });
    }
  }

  if (step.kind === 'preOrder' && flow.options?.minimumSpend) {
    const remaining = preorder(flow, state).minimumSpendRemaining;
    if (remaining > 0) say('minimumSpend', { amount: formatPence(remaining), pence: remaining });
  }
  return out;
}

export interface PreorderView {
  tabs: PreorderTab[];
  activeTab: PreorderTab | undefined;
  options: AvailableOption[];
  chosen: ChosenVariation[];
  /** Pence of what is chosen. */
  total: number;
  /** Pence still to spend to reach the booking type's minimum spend (0 when none or reached). */
  minimumSpendRemaining: number;
  /** Item slots of the chosen packages still empty (choices made after booking are not asked now). */
  unfilled: UnfilledSlot[];
  /** The customer tried to go on with slots empty: the empty ones show their error. */
  showUnfilled: boolean;
  /** Skip/Continue was pressed and its update is on its way: the choices wait, the button says so. */
  leaving: boolean;
}

/** Skip/Continue was pressed on this step and its update is not answered yet. */
export const leavingPreOrder = (state: WidgetState): boolean => Boolean(state.ui.leaving) && state.ui.leaving === state.step;

export function preorder(_flow: FlowDefinition, state: WidgetState): PreorderView {
  const options = list<AvailableOption>(state.session.available_options);
  const { tabs, initial } = preorderTabs(options);
  const activeTab = state.ui.preorderTab && tabs.includes(state.ui.preorderTab) ? state.ui.preorderTab : initial;
  const chosen = chosenVariations(state);
  const total = chosenTotal(chosen, options);
  const minSpend = Number(state.session.min_spend ?? 0);
  const unfilled = unfilledSlots(chosen, options);
  return {
    tabs,
    activeTab,
    options,
    chosen,
    total,
    minimumSpendRemaining: minSpend > 0 ? minimumSpendRemaining(minSpend, total) : 0,
    unfilled,
    showUnfilled: unfilled.length > 0 && state.ui.attempted.includes(state.step),
    leaving: leavingPreOrder(state),
  };
}

/** The callback windows offered (first 12, Today/Tomorrow). */
export function callbacks(state: WidgetState, now: number): CallbackOption[] {
  return callbackOptions(list<CallbackSlot>(state.session.callback_slots), now);
}

/** The completion screen's heading and manage-link keys. */
export function completion(flow: FlowDefinition, state: WidgetState): { headingKey: string | undefined; manageKey: string | undefined } {
  const data = guardData(state);
  const context = logicContext(state);
  return { headingKey: noticeKey(flow, 'completionHeading', data, context), manageKey: buttonLabel(flow, 'manage', data, context) };
}

/** Whether two times name the same minute ("19:00" and "19:00:00"). */
export function sameTime(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' && isClockTime(a) && isClockTime(b) && startMinutes(a) === startMinutes(b);
}
