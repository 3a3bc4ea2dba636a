/**
 * The widget's behaviour as one pure function, XState style: (flow, state, event) → the next state
 * and the effects to run, as data. Nothing here calls the server, reads the clock or touches
 * storage; the WidgetStore executes the effects and feeds their outcomes back as events.
 *
 * Nothing about a particular flow is written here: steps are left by the flow's guarded transitions
 * (`nextStep`), Back follows its back rules (`previousStep`), and the kinds of steps and their
 * widgets decide the rest.
 */
import { COMPLETION_STEP, INITIAL_STEP, getStep, missingRequiredFields, nextStep, noticeKey, partnerRedirectUrl, previousStep, type FlowDefinition } from '../flow/index.ts';
import { unfilledSlots } from '../preorder/choices.ts';
import { addVariation, applyQuantityRule, decrementVariation, incrementVariation, removeVariation, setVariationQuantity } from '../preorder/preorder.ts';
import type { AvailableOption, ChosenVariation } from '../preorder/types.ts';
import { normalisePeople, sameValue } from '../session/values.ts';
import { slotPage } from '../slots/paging.ts';
import { slotState, type Slot } from '../slots/types.ts';
import type { Effect, Notice, StartParams, StoreEvent, TransitionResult, TransportFailure, WidgetState } from './types.ts';
import { savedBooking } from './saved-booking-resume.ts';
import { chosenVariations, currentSlotPage, currentStep, enquiryTarget, guardData, leavingPreOrder, logicContext, sameTime, sessionSlots, slotField, variationsForServer } from './views.ts';

/** The spec's texts the store raises itself, by locale key. */
export const STORE_NOTICES = {
  slotTaken: 'errors:slotTaken',
  unknownStep: 'errors:unknownStep',
  generic: 'errors:generic',
  paymentFailed: 'payments:errors.processing',
  choicesIncomplete: 'widget:preOrder.choicesIncomplete',
} as const;

/** The answers the session call takes for the host page's parameters. */
export function prefilledFields(params: StartParams = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const id = (value: unknown) => {
    const n = Number(value);
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  };
  if (params.bar !== undefined && id(params.bar) !== undefined) out.bar_id = id(params.bar);
  if (typeof params.date === 'string' && params.date !== '') out.date = params.date;
  if (params.people !== undefined && params.people !== '' && normalisePeople(params.people) > 0) out.no_people = normalisePeople(params.people);
  if (params.bookingType !== undefined && id(params.bookingType) !== undefined) out.party_type = id(params.bookingType);
  return out;
}

export function initialState(flowId: string): WidgetState {
  return {
    flowId,
    step: INITIAL_STEP,
    phase: 'new',
    session: {},
    prefilled: {},
    locked: [],
    resuming: false,
    saved: false,
    ui: {
      slotPage: null,
      slotTab: null,
      dayPart: null,
      openCategory: null,
      preorderTab: null,
      chosen: null,
      touched: [],
      attempted: [],
    },
    notices: [],
    nextNoticeId: 1,
    serverFieldErrors: {},
    modal: null,
    deposit: null,
    payment: null,
  };
}

type NoticeInput = Omit<Notice, 'id'>;

function withNotice(state: WidgetState, notice: NoticeInput): WidgetState {
  // One of each: pressing Next twice should not stack the same message.
  const same = (n: Notice) => n.key === notice.key && n.text === notice.text && n.source === notice.source;
  if (state.notices.some(same)) return state;
  return { ...state, notices: [...state.notices, { ...notice, id: state.nextNoticeId }], nextNoticeId: state.nextNoticeId + 1 };
}

function failureNotice(error: TransportFailure, source: Notice['source']): NoticeInput {
  const notice: NoticeInput = { level: 'error', source };
  if (error.messageKey) notice.key = error.messageKey;
  if (error.message) notice.text = error.message;
  if (!notice.key && !notice.text) notice.key = STORE_NOTICES.generic;
  return notice;
}

const omit = <T extends Record<string, unknown>>(record: T, keys: Iterable<string>): T => {
  const drop = new Set(keys);
  return Object.fromEntries(Object.entries(record).filter(([k]) => !drop.has(k))) as T;
};

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/** The session call's step field: the server numbers steps. */
const stepField = (step: string) => ({ step: Number(step) });

const kindOf = (flow: FlowDefinition, step: string) => getStep(flow, step)?.kind;

/**
 * Moves to `target`, telling the server, clearing the previous step's notices and, when the step
 * hands the customer to an external partner (a partnerRedirect widget) for a partner venue, asking
 * the host to redirect.
 */
function goTo(flow: FlowDefinition, state: WidgetState, target: string, effects: Effect[] = [], fields: Record<string, unknown> = {}): TransitionResult {
  const next: WidgetState = {
    ...state,
    step: target,
    notices: state.notices.filter((n) => n.source === 'transport'),
    ui: target === state.step ? state.ui : { ...state.ui, slotPage: null, slotTab: null, preorderTab: null, chosen: kindOf(flow, target) === 'preOrder' ? null : state.ui.chosen },
  };
  const out: Effect[] = [...effects, { type: 'sendUpdate', fields: { ...fields, ...stepField(target) } }];
  const step = getStep(flow, target);
  if (step?.widgets.includes('partnerRedirect')) {
    const url = partnerRedirectUrl(flow, state.session);
    if (url) out.push({ type: 'redirect', url });
  }
  return { state: next, effects: out };
}

const stay = (state: WidgetState): TransitionResult => ({ state, effects: [] });

/** The flow's time field: the grid's property on its time-select step. */
const slotFieldOf = (flow: FlowDefinition) => slotField(Object.values(flow.steps).find((st) => st?.kind === 'timeSelect'));

/**
 * Spec §4: the chosen time is no longer available. Said once ("Sorry, that time is no longer available…"), the
 * modal closed, back to step 1; the time is cleared here and on the server, so that neither the server's flash
 * message nor a stale slot says it again, and the customer chooses a time afresh.
 */
function slotGone(flow: FlowDefinition, state: WidgetState): TransitionResult {
  const field = slotFieldOf(flow);
  const back: WidgetState = {
    ...state,
    phase: 'ready',
    modal: null,
    deposit: null,
    payment: null,
    session: { ...state.session, [field]: null, flash_messages: [] },
    notices: state.notices.filter((n) => n.source !== 'modal'),
  };
  const moved = getStep(flow, INITIAL_STEP) ? goTo(flow, back, INITIAL_STEP, [], { [field]: null }) : { state: back, effects: [{ type: 'sendUpdate', fields: { [field]: null } } as Effect] };
  return { state: withNotice(moved.state, { level: 'error', key: STORE_NOTICES.slotTaken, source: 'step' }), effects: moved.effects };
}

const doneLeaving = (state: WidgetState): WidgetState => (state.ui.leaving ? { ...state, ui: { ...state.ui, leaving: null } } : state);

/**
 * The booking_update message for the host page: what analytics and the page may need, no secrets.
 * The value is the booking's as the server stored it (the session's until the booking exists), and
 * `amount_paid` what has been paid of it (pence).
 */
function bookingUpdate(session: WidgetState['session'], amountPaid: number): Effect {
  const booking = (session.booking ?? null) as Record<string, unknown> | null;
  return {
    type: 'notifyHost',
    message: {
      type: 'booking_update',
      data: {
        ref_code: booking?.ref_code ?? null,
        status_id: booking?.status_id ?? null,
        value: booking?.value ?? session.value ?? null,
        amount_paid: amountPaid,
        deposit: booking?.deposit ?? session.deposit ?? null,
        bar_id: session.bar_id ?? null,
        party_type: session.party_type ?? null,
        people: booking?.people ?? session.no_people ?? null,
        date: session.date ?? null,
        time: session.time ?? null,
      },
    },
  };
}

const pence = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0);

/** Completion (spec §4): a payment due opens the deposit modal; a card needed opens card capture; else complete. */
function completeFrom(flow: FlowDefinition, state: WidgetState, from: string): TransitionResult {
  const s = state.session;
  if (kindOf(flow, from) !== 'enquiry') {
    if (s.take_payment === true && s.has_payment !== true) {
      return { state: { ...state, modal: 'deposit', deposit: null, payment: null }, effects: [{ type: 'openDepositModal' }] };
    }
    if (s.requires_card === true && s.has_stored_card !== true && s.take_payment !== true) {
      return { state: { ...state, modal: 'cardCapture' }, effects: [{ type: 'openCardCapture' }] };
    }
  }
  return { state: { ...state, phase: 'completing' }, effects: [{ type: 'complete' }] };
}

/** Leaves `from` by the flow's transitions, once the server has answered everything typed. */
function advance(flow: FlowDefinition, state: WidgetState, from: string): TransitionResult {
  if (state.step !== from || state.phase !== 'ready' || state.modal !== null) return stay(state);
  const step = getStep(flow, from);
  if (!step) return stay(state);
  const attempted: WidgetState = { ...state, ui: { ...state.ui, attempted: union(state.ui.attempted, [from]) } };
  const data = guardData(state);
  // The flow's `required` fields must be there to leave the step; their errors now show.
  if (missingRequiredFields(flow, from, data).length > 0) return stay(attempted);
  const target = nextStep(flow, from, data, logicContext(state));
  if (target === null) return stay(withNotice(attempted, { level: 'error', key: noticeKey(flow, 'unknownStep', data) ?? STORE_NOTICES.unknownStep, source: 'step' }));
  if (target === from) return stay(stayNotice(flow, attempted, from));
  if (target === COMPLETION_STEP) return completeFrom(flow, attempted, from);
  return goTo(flow, attempted, target);
}

/** Why the customer stays: the step's own reason, unless the server already said it. */
function stayNotice(flow: FlowDefinition, state: WidgetState, from: string): WidgetState {
  const s = state.session;
  const kind = kindOf(flow, from);
  const serverSaidSo = Array.isArray(s.flash_messages) && s.flash_messages.some((m) => (m as { type?: string }).type === 'error');
  if (serverSaidSo) return state;
  if (kind === 'prebooking') return withNotice(state, { level: 'error', key: noticeKey(flow, 'cannotTakeBooking', s) ?? 'widget:prebooking.cannotTakeBooking', source: 'step' });
  if (kind === 'timeSelect') return s.time ? withNotice(state, { level: 'error', key: STORE_NOTICES.slotTaken, source: 'step' }) : state;
  const reason = typeof s.last_step_reason === 'string' && kind === 'preOrder' ? s.last_step_reason : typeof s.no_complete_reason === 'string' ? s.no_complete_reason : undefined;
  return reason ? withNotice(state, { level: 'error', text: reason, source: 'step' }) : state;
}

function startFields(state: WidgetState, barId: number | null | undefined): Record<string, unknown> {
  const fields = { ...state.prefilled };
  if (fields.bar_id === undefined && barId) fields.bar_id = barId;
  return fields;
}

/** The saved session cannot be resumed: it is forgotten and a new one started (with `answers`, if any). */
function startAfresh(state: WidgetState, answers: Record<string, unknown> = {}): TransitionResult {
  const next: WidgetState = { ...state, resuming: false, saved: false };
  return { state: next, effects: [{ type: 'discardPending', fields: ['session_id'] }, { type: 'rememberSession', id: null }, { type: 'sendUpdate', fields: { ...startFields(next, null), ...answers }, force: true }] };
}

const preorderOptions = (state: WidgetState): AvailableOption[] => (Array.isArray(state.session.available_options) ? (state.session.available_options as AvailableOption[]) : []);

function changeChosen(state: WidgetState, change: (chosen: ChosenVariation[], options: AvailableOption[], people: number) => ChosenVariation[]): WidgetState {
  const options = preorderOptions(state);
  const people = normalisePeople(state.session.no_people);
  const chosen = change(chosenVariations(state), options, people);
  // Once every slot is filled, the notice asking for them goes.
  const notices = unfilledSlots(chosen, options).length === 0 ? state.notices.filter((n) => n.key !== STORE_NOTICES.choicesIncomplete) : state.notices;
  return { ...state, notices, ui: { ...state.ui, chosen } };
}

/** The time-select step's transitions for a slot, judged by what the slot itself says (Book now or Let's talk). */
function predictedTarget(flow: FlowDefinition, state: WidgetState, slot: Slot): string | null {
  const available = slotState(slot) === 'available';
  const data = { ...guardData(state), time: slot.time, can_auto_confirm: available, can_fallback: slot.can_fallback };
  return nextStep(flow, state.step, data, logicContext(state));
}

export function transition(flow: FlowDefinition, state: WidgetState, event: StoreEvent): TransitionResult {
  switch (event.type) {
    case 'start': {
      const base = initialState(flow.id);
      const prefilled = prefilledFields(event.params);
      const remembered = event.remembered ?? {};
      const next: WidgetState = {
        ...base,
        phase: 'starting',
        prefilled,
        locked: prefilled.bar_id !== undefined ? ['bar_id'] : [],
        ui: { ...base.ui, dayPart: remembered.dayPart ?? null },
      };
      // The saved booking carries on when the host page asks nothing, or asks what it asked when that booking
      // started (a reload on a page with data-people resumes it); other answers are a new booking.
      const sameAsked = Object.keys(prefilled).length === 0 || sameValue(remembered.startedWith ?? {}, prefilled);
      // A saved booking waiting for its payment is read through the deposit call: the session call refuses it.
      if (remembered.sessionId && sameAsked && remembered.booked) return { state: { ...next, resuming: true }, effects: [{ type: 'loadSavedBooking' }] };
      if (remembered.sessionId && sameAsked) {
        return { state: { ...next, resuming: true }, effects: [{ type: 'sendUpdate', fields: { session_id: remembered.sessionId }, force: true }] };
      }
      return { state: next, effects: [{ type: 'sendUpdate', fields: startFields(next, remembered.barId), force: true }] };
    }

    case 'refuseAnswer':
      return stay({ ...state, serverFieldErrors: { ...state.serverFieldErrors, [event.field]: [event.message] } });

    case 'hostParams': {
      // Spec §2: a location the host page sets later (the loader's setParams) is locked, as one it passed at the start.
      const unlocked: WidgetState = { ...state, locked: state.locked.filter((f) => !(f in event.fields)) };
      const answered = transition(flow, unlocked, { type: 'answer', fields: event.fields });
      if (event.fields.bar_id === undefined) return answered;
      return { state: { ...answered.state, locked: union(answered.state.locked, ['bar_id']) }, effects: answered.effects };
    }

    case 'answer': {
      if (state.phase === 'completed' || state.phase === 'completing') return stay(state);
      const fields: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(event.fields)) {
        if (state.locked.includes(key)) continue;
        // The phone field keeps digits only (spec §5).
        fields[key] = (key === 'phone' || key === 'phone_number') && typeof value === 'string' ? value.replace(/\D/g, '') : value;
      }
      const keys = Object.keys(fields);
      if (keys.length === 0) return stay(state);
      const effects: Effect[] = [];
      const { no_people: people, ...rest } = fields;
      if ('no_people' in fields) effects.push({ type: 'setPeople', value: people });
      if (Object.keys(rest).length > 0) effects.push({ type: 'sendUpdate', fields: rest });
      const changed = (key: string) => key in fields && !sameValue(fields[key], state.session[key]);
      let ui = state.ui;
      if (changed('bar_id') || changed('date') || changed('party_type')) ui = { ...ui, slotPage: null, slotTab: null };
      if (changed('party_type')) ui = { ...ui, chosen: null };
      if (typeof fields.bar_id === 'number' && fields.bar_id > 0) effects.push({ type: 'rememberBar', id: fields.bar_id });
      if (fields.day_part !== undefined && fields.day_part !== null) {
        ui = { ...ui, dayPart: fields.day_part as number };
        effects.push({ type: 'rememberDayPart', id: fields.day_part as number });
      }
      let next: WidgetState = { ...state, ui, serverFieldErrors: omit(state.serverFieldErrors, keys) };
      if ('no_people' in fields && next.ui.chosen) {
        const count = normalisePeople(people);
        next = changeChosen(next, (chosen, options) => applyQuantityRule(chosen, options, count));
      }
      return { state: next, effects };
    }

    case 'touch':
      return state.ui.touched.includes(event.field) ? stay(state) : stay({ ...state, ui: { ...state.ui, touched: [...state.ui.touched, event.field] } });

    case 'next':
    case 'complete': {
      if (state.phase !== 'ready' || !currentStep(flow, state)) return stay(state);
      if (kindOf(flow, state.step) === 'preOrder') return transition(flow, state, { type: 'continuePreOrder' });
      return { state, effects: [{ type: 'settle', then: { type: 'advance', from: state.step } }] };
    }

    case 'advance':
      return advance(flow, doneLeaving(state), event.from);

    case 'back': {
      if (state.modal) return transition(flow, state, { type: 'closeModal' });
      if (state.phase !== 'ready') return stay(state);
      const target = previousStep(flow, state.step, guardData(state), logicContext(state));
      if (target === null) return stay(state);
      // A time carried to the enquiry by Let's talk cannot be booked: it goes, so that the times
      // are chosen afresh and the server does not report it as no longer available.
      const carried = kindOf(flow, state.step) === 'enquiry' && state.session.can_auto_confirm !== true && state.session.time;
      const field = slotFieldOf(flow);
      return goTo(flow, state, target, [], carried ? { [field]: null } : {});
    }

    case 'change':
      if (state.phase !== 'ready' || !getStep(flow, INITIAL_STEP) || state.step === INITIAL_STEP) return stay(state);
      return goTo(flow, state, INITIAL_STEP);

    case 'chooseCategory': {
      const categories = Array.isArray(state.session.booking_type_categories) ? (state.session.booking_type_categories as Array<{ id: number; types: Array<{ id: number }> }>) : [];
      const category = categories.find((c) => c.id === event.id);
      if (!category) return stay(state);
      const open = state.ui.openCategory === event.id && category.types.length !== 1 ? null : event.id;
      const next = { ...state, ui: { ...state.ui, openCategory: open } };
      // A category with one type needs no second choice (spec §2).
      if (category.types.length === 1) return transition(flow, next, { type: 'answer', fields: { party_type: category.types[0]!.id, booking_type_category_id: category.id } });
      return stay(next);
    }

    case 'chooseSlot': {
      const step = currentStep(flow, state);
      if (state.phase !== 'ready' || step?.kind !== 'timeSelect') return stay(state);
      const slot = sessionSlots(state.session).find((s) => sameTime(s.time, event.time));
      if (!slot || slotState(slot) === 'unavailable') return stay(state);
      // The time and the step go in one request, so that the server judges the slot as an enquiry
      // when Let's talk leads to one; the server's answer then confirms where the customer goes.
      const predicted = predictedTarget(flow, state, slot);
      const fields: Record<string, unknown> = { [slotField(step)]: slot.time };
      if (predicted !== null && predicted !== state.step && predicted !== COMPLETION_STEP) Object.assign(fields, stepField(predicted));
      return { state, effects: [{ type: 'sendUpdate', fields, then: { type: 'advance', from: state.step } }] };
    }

    case 'enquireNow': {
      const target = enquiryTarget(flow, state);
      return target ? goTo(flow, state, target) : stay(state);
    }

    case 'changeDayPart': {
      const kind = kindOf(flow, state.step);
      const effects: Effect[] = [{ type: 'rememberDayPart', id: event.id }];
      const ui = { ...state.ui, dayPart: event.id, ...(kind === 'timeSelect' ? { slotTab: event.id } : {}) };
      if (kind === 'prebooking') effects.push({ type: 'sendUpdate', fields: { day_part: event.id } });
      return { state: { ...state, ui }, effects };
    }

    case 'pageEarlier':
    case 'pageLater': {
      const page = currentSlotPage(flow, state);
      if (!page) return stay(state);
      const wanted = page.index + (event.type === 'pageLater' ? 1 : -1);
      const index = slotPage(sessionSlots(state.session), wanted).index;
      return index === page.index ? stay(state) : stay({ ...state, ui: { ...state.ui, slotPage: index } });
    }

    case 'changePreorderTab':
      return stay({ ...state, ui: { ...state.ui, preorderTab: event.tab } });

    case 'changeVariation': {
      if (kindOf(flow, state.step) !== 'preOrder' || leavingPreOrder(state)) return stay(state);
      const id = event.variationId;
      return stay(
        changeChosen(state, (chosen, options, people) => {
          switch (event.op) {
            case 'add':
              return addVariation(chosen, options, id, people);
            case 'remove':
              return removeVariation(chosen, id);
            case 'increment':
              return incrementVariation(chosen, options, id, people);
            case 'decrement':
              return decrementVariation(chosen, options, id, people);
            case 'set':
              return setVariationQuantity(chosen, options, id, event.quantity ?? 0, people);
          }
        }),
      );
    }

    case 'chooseVariationItem': {
      if (kindOf(flow, state.step) !== 'preOrder' || leavingPreOrder(state)) return stay(state);
      return stay(
        changeChosen(state, (chosen, options, people) => {
          const withIt = addVariation(chosen, options, event.variationId, people);
          return withIt.map((c) =>
            c.variation_id === event.variationId
              ? { ...c, choices: [...c.choices.filter((x) => x.index !== event.choice.index), event.choice].sort((a, b) => a.index - b.index) }
              : c,
          );
        }),
      );
    }

    case 'skipPreOrder':
    case 'continuePreOrder': {
      // A second press while the first one's update is on its way goes with it.
      if (state.phase !== 'ready' || kindOf(flow, state.step) !== 'preOrder' || leavingPreOrder(state)) return stay(state);
      const chosen = event.type === 'skipPreOrder' ? [] : chosenVariations(state);
      // Every item slot of a chosen package is filled before going on (choices made after booking
      // excepted): the slots left empty say so, and so does the step's notice.
      if (unfilledSlots(chosen, preorderOptions(state)).length > 0) {
        const attempted = { ...state, ui: { ...state.ui, chosen, attempted: union(state.ui.attempted, [state.step]) } };
        return stay(withNotice(attempted, { level: 'error', key: STORE_NOTICES.choicesIncomplete, source: 'step' }));
      }
      const next = { ...state, ui: { ...state.ui, chosen, leaving: state.step } };
      return { state: next, effects: [{ type: 'sendUpdate', fields: { variations: variationsForServer(chosen) }, then: { type: 'advance', from: state.step } }] };
    }

    case 'serverAnswered': {
      const session = { ...state.session, ...event.data };
      let next: WidgetState = { ...state, flowId: flow.id, session, notices: state.notices.filter((n) => n.source !== 'transport') };
      const id = typeof session.session_id === 'string' ? session.session_id : null;
      if (state.phase !== 'starting') {
        // The answer to the customer's first change: now there is a booking to come back to.
        if (state.saved || id === null || state.phase !== 'ready') return stay(next);
        return { state: { ...next, saved: true }, effects: [{ type: 'rememberSession', id, startedWith: state.prefilled }] };
      }
      const worthSaving = id !== null && (state.resuming || Object.keys(state.prefilled).length > 0);
      next = { ...next, phase: 'ready', resuming: false, saved: worthSaving };
      const effects: Effect[] = worthSaving ? [{ type: 'rememberSession', id, startedWith: state.prefilled }] : [];
      if (state.resuming) {
        return { state: { ...next, step: String(session.step ?? INITIAL_STEP) }, effects };
      }
      // Every question of the first step answered by the host page: skip it, as its transitions say.
      const first = getStep(flow, INITIAL_STEP);
      const answered = (first?.required ?? []).every((field) => field in state.prefilled);
      if (first && first.required && first.required.length > 0 && answered) {
        const target = nextStep(flow, INITIAL_STEP, guardData(next), logicContext(next));
        if (target !== null && target !== INITIAL_STEP && target !== COMPLETION_STEP) return goTo(flow, { ...next, step: INITIAL_STEP }, target, effects);
      }
      return { state: { ...next, step: INITIAL_STEP }, effects };
    }

    case 'serverFailed': {
      const { error } = event;
      const refused = error.status >= 400 && error.status < 500 ? Object.keys(error.fieldErrors).filter((f) => event.fields.includes(f)) : [];
      const effects: Effect[] = refused.length > 0 ? [{ type: 'discardPending', fields: refused }] : [];
      // A Continue whose update failed stays on its step, the failure shown, to be pressed again.
      let next: WidgetState = { ...doneLeaving(state), serverFieldErrors: { ...state.serverFieldErrors, ...error.fieldErrors } };
      if (state.phase === 'starting') {
        // The saved session is gone: start a new one. Already booked: its booking decides (a reload on its card page).
        if (state.resuming && error.status === 404) return startAfresh(next);
        if (state.resuming && error.status === 409) return { state: next, effects: [{ type: 'discardPending', fields: ['session_id'] }, { type: 'loadSavedBooking' }] };
        if (refused.length > 0) {
          // A pre-filled answer the server refuses becomes a question again, with its error.
          next = { ...next, prefilled: omit(next.prefilled, refused), locked: next.locked.filter((f) => !refused.includes(f)) };
          return { state: next, effects: [...effects, { type: 'sendUpdate', fields: omit(startFields(next, null), refused), force: true }] };
        }
      }
      const onStep = new Set(Object.keys(currentStep(flow, state)?.fields.properties ?? {}));
      const shownOnFields = refused.length > 0 && refused.every((f) => onStep.has(f));
      if (!shownOnFields) next = withNotice(next, failureNotice(error, 'transport'));
      return { state: next, effects };
    }

    case 'completed': {
      const session = { ...state.session, ...event.data };
      // A booking waiting for its payment stays saved: a reload (the card page open) comes back to its "Pay Now!".
      const awaitingPayment = (session.booking as { status_id?: unknown } | null | undefined)?.status_id === 0 && typeof session.session_id === 'string';
      const remember: Effect = awaitingPayment ? { type: 'rememberSession', id: session.session_id as string, startedWith: state.prefilled, booked: true } : { type: 'rememberSession', id: null };
      const effects: Effect[] = [remember, bookingUpdate(session, 0)];
      const next: WidgetState = { ...state, session, flowId: flow.id, phase: 'completed', saved: false };
      // Paying for a booking just made: the modal stays, and the payment is opened for it.
      if (state.modal === 'deposit' && state.payment && !state.payment.paid) {
        return { state: next, effects: [...effects, { type: 'loadDeposit', pay: state.payment.option }] };
      }
      return { state: { ...next, step: COMPLETION_STEP, modal: null, notices: next.notices.filter((n) => n.source === 'transport') }, effects };
    }

    case 'completeFailed': {
      // The time went between the last answer and the complete call (Save Booking, or Pay Deposit making the
      // booking): the server names the time as what is no longer possible.
      if (event.error.status === 409 && event.error.fieldErrors[slotFieldOf(flow)]) return slotGone(flow, state);
      const next: WidgetState = {
        ...state,
        phase: 'ready',
        modal: null,
        payment: null,
        serverFieldErrors: { ...state.serverFieldErrors, ...event.error.fieldErrors },
        ui: { ...state.ui, attempted: union(state.ui.attempted, [state.step]) },
      };
      return stay(withNotice(next, failureNotice(event.error, 'step')));
    }

    case 'depositAnswered': {
      if (state.modal !== 'deposit' && !state.payment?.paid) return stay(state);
      // Spec §4: the time went while the customer was on the deposit screen. (Once the booking is made its
      // covers are held; a lapsed hold is the payment's to report, in the modal.)
      if (event.data.can_auto_confirm === false && !state.session.booking) return slotGone(flow, state);
      const next = { ...state, deposit: event.data, notices: state.notices.filter((n) => n.source !== 'modal') };
      if (!state.payment?.paid) return stay(next);
      // Paid: the host page hears of the booking again, now paid (analytics count it from here).
      const booking = (event.data.booking as Record<string, unknown> | null | undefined) ?? (state.session.booking as Record<string, unknown> | null | undefined);
      const session = booking ? { ...state.session, booking } : state.session;
      return { state: { ...next, session, modal: null, step: COMPLETION_STEP }, effects: [{ type: 'rememberSession', id: null }, bookingUpdate(session, pence(event.data.amount_paid))] };
    }

    case 'savedBookingAnswered': {
      if (state.phase !== 'starting') return stay(state);
      const found = savedBooking(event.data);
      if (found.kind === 'none') return startAfresh(state);
      if (found.kind === 'timeGone') {
        // Spec §4's words for a time lost before it was paid for; the customer chooses another.
        const fresh = startAfresh(state, found.answers);
        return { state: withNotice(fresh.state, { level: 'error', key: STORE_NOTICES.slotTaken, source: 'step' }), effects: fresh.effects };
      }
      const next: WidgetState = { ...state, flowId: flow.id, phase: 'completed', resuming: false, saved: false, step: COMPLETION_STEP, session: found.session, deposit: found.deposit };
      // Paid: nothing is left to come back to, as after a payment in the page.
      return { state: next, effects: found.kind === 'paid' ? [{ type: 'rememberSession', id: null }] : [] };
    }

    case 'savedBookingFailed':
      return state.phase === 'starting' ? startAfresh(state) : stay(state);

    case 'depositFailed':
      // The deposit screen has one text for every failure (spec §2).
      return stay(withNotice(state, { level: 'error', key: STORE_NOTICES.generic, source: 'modal' }));

    case 'choosePayment': {
      // The completion screen's Pay Deposit Now / Pay Balance Now: the booking is made, so the
      // modal opens on that payment at once (an earlier payment of it stays counted).
      if (state.modal === null && state.phase === 'completed' && state.session.booking) {
        const session = state.payment?.paid ? { ...state.session, has_payment: true } : state.session;
        return {
          state: { ...state, session, modal: 'deposit', deposit: null, payment: { option: event.option, paid: false } },
          effects: [{ type: 'loadDeposit', pay: event.option }],
        };
      }
      if (state.modal !== 'deposit') return stay(state);
      const next: WidgetState = { ...state, payment: { option: event.option, paid: false } };
      if (state.session.booking) return { state: next, effects: [{ type: 'loadDeposit', pay: event.option }] };
      // The payment is for a booking: make it (provisional, its covers held) before the card page.
      return { state: { ...next, phase: 'completing' }, effects: [{ type: 'complete' }] };
    }

    case 'paymentSucceeded':
      if (!state.payment) return stay(state);
      return { state: { ...state, payment: { ...state.payment, paid: true } }, effects: [{ type: 'loadDeposit' }] };

    case 'paymentFailed':
      return stay(withNotice(state, { level: 'error', key: event.key ?? (event.text ? undefined : STORE_NOTICES.paymentFailed), text: event.text, source: 'modal' }));

    case 'cardStored':
      if (state.modal !== 'cardCapture') return stay(state);
      return { state: { ...state, modal: null, phase: 'completing' }, effects: [{ type: 'complete' }] };

    case 'closeModal': {
      if (!state.modal) return stay(state);
      const next: WidgetState = { ...state, modal: null, payment: state.payment?.paid ? state.payment : null, notices: state.notices.filter((n) => n.source !== 'modal') };
      // A booking made for the payment stays made: its completion screen asks for the payment.
      return stay(state.session.booking ? { ...next, step: COMPLETION_STEP } : next);
    }

    case 'dismissNotice':
      return stay({ ...state, notices: state.notices.filter((n) => n.id !== event.id) });
  }
}
