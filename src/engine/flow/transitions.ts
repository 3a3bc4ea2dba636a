/**
 * Moving through a flow: guarded transitions (first true guard wins, the default last — XState's
 * semantics), back rules, required fields, wording and messages. Pure functions over plain data.
 */
import { test, type LogicContext } from './logic.ts';
import {
  COMPLETION_STEP,
  STEP_IDS,
  type ButtonName,
  type FlowDefinition,
  type FlowStep,
  type MessageSituation,
  type NoticeName,
  type SessionData,
  type StepId,
  type Transition,
  type Wording,
} from './types.ts';

export function isStepId(value: unknown): value is StepId {
  return typeof value === 'string' && (STEP_IDS as readonly string[]).includes(value);
}

/** Step ids present in the flow, in the spec's order (1, 2, 3, 4, 99, 999). */
export function stepIds(flow: FlowDefinition): StepId[] {
  return STEP_IDS.filter((id) => flow.steps[id] !== undefined);
}

export function getStep(flow: FlowDefinition, step: StepId | string): FlowStep | undefined {
  return isStepId(step) ? flow.steps[step] : undefined;
}

/** The first transition whose guard holds, or undefined (no default and nothing true). */
export function firstMatching(transitions: readonly Transition[], session: SessionData, context: LogicContext = {}): Transition | undefined {
  return transitions.find((t) => test(t.when, session, context));
}

/**
 * The step after `step` for this session: the target of the first transition whose guard is true.
 * Returns null for the completion step, for a step the flow lacks, and when no guard holds.
 * A target equal to `step` means "stay" (e.g. step 2 while the chosen slot can be neither booked nor enquired).
 */
export function nextStep(flow: FlowDefinition, step: StepId | string, session: SessionData, context: LogicContext = {}): StepId | null {
  const current = getStep(flow, step);
  if (!current) return null;
  const match = firstMatching(current.transitions, session, context);
  return match && flow.steps[match.to] ? match.to : null;
}

/**
 * Where the back button goes: the step's `back` list when it has one (first true guard wins; an empty
 * list means no back button), else the previous booking step in order (1 ← 2 ← 3 ← 4), and for the
 * enquiry (99) step 2 when can_auto_confirm, else 1 (spec §2). Step 1 and the completion step have no
 * default back.
 */
export function previousStep(flow: FlowDefinition, step: StepId | string, session: SessionData, context: LogicContext = {}): StepId | null {
  const current = getStep(flow, step);
  if (!current) return null;
  if (current.back) {
    const match = firstMatching(current.back, session, context);
    return match && flow.steps[match.to] ? match.to : null;
  }
  // The spec's rule for the enquiry when its flow does not say: back to the times while
  // auto-confirm is possible, else to the start.
  if (step === '99') {
    if (session.can_auto_confirm && flow.steps['2']) return '2';
    return flow.steps['1'] ? '1' : null;
  }
  const order: StepId[] = ['1', '2', '3', '4'];
  const index = order.indexOf(step as StepId);
  for (let i = index - 1; i >= 0; i -= 1) {
    const candidate = order[i]!;
    if (flow.steps[candidate]) return candidate;
  }
  return null;
}

/** Session fields the server requires before the step may be left (the step's `required`). */
export function requiredFields(flow: FlowDefinition, step: StepId | string): string[] {
  return [...(getStep(flow, step)?.required ?? [])];
}

/** Required fields the session lacks (missing, null, empty string or empty list). */
export function missingRequiredFields(flow: FlowDefinition, step: StepId | string, session: SessionData): string[] {
  return requiredFields(flow, step).filter((field) => {
    const value = session[field];
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

/** Fields of the step shown for this session: all its properties, less those whose `visibleWhen` is false. */
export function visibleFields(flow: FlowDefinition, step: StepId | string, session: SessionData, context: LogicContext = {}): string[] {
  const current = getStep(flow, step);
  if (!current) return [];
  return Object.keys(current.fields.properties).filter((name) => test(current.visibleWhen?.[name], session, context));
}

/** Resolves a wording value to a locale key: a plain key, or the first guarded key whose `when` holds. */
export function resolveWording(wording: Wording | undefined, session: SessionData, context: LogicContext = {}): string | undefined {
  if (wording === undefined || typeof wording === 'string') return wording;
  return wording.find((w) => test(w.when, session, context))?.key;
}

/** Default wording, used where a flow does not say otherwise. */
export const DEFAULT_HEADER_TITLES: Record<StepId, Wording> = {
  '1': 'widget:header.bookNow',
  '2': 'widget:header.bookNow',
  '3': 'widget:header.bookNow',
  '4': 'widget:header.bookNow',
  '99': 'widget:header.enquireNow',
  '999': [
    { when: { '!': { var: 'can_auto_confirm' } }, key: 'widget:header.thankYou' },
    { key: 'widget:header.timeToParty' },
  ],
};

export const DEFAULT_BUTTONS: Record<ButtonName, Wording> = {
  next: 'widget:buttons.next',
  back: 'widget:buttons.back',
  change: 'widget:buttons.change',
  preOrder: [{ when: { '!!': { var: 'variations' } }, key: 'widget:buttons.continue' }, { key: 'widget:buttons.skip' }],
  submit: [{ when: { var: 'can_auto_confirm' }, key: 'widget:buttons.bookNow' }, { key: 'widget:buttons.continue' }],
  sendEnquiry: 'widget:buttons.sendEnquiry',
  viewEarlier: 'widget:buttons.viewEarlier',
  viewLater: 'widget:buttons.viewLater',
  manage: [{ when: { '!': { var: 'can_auto_confirm' } }, key: 'widget:completion.manageEnquiry' }, { key: 'widget:completion.manageBooking' }],
  payDeposit: 'payments:buttons.payDepositNow',
  payBalance: 'payments:buttons.payBalanceNow',
};

export const DEFAULT_NOTICES: Record<NoticeName, Wording> = {
  cannotTakeBooking: 'widget:prebooking.cannotTakeBooking',
  noBookingTypes: 'widget:prebooking.noBookingTypes',
  deferredChoices: 'widget:preOrder.deferredChoices',
  terms: 'widget:personalDetails.terms',
  unknownStep: 'errors:unknownStep',
  summaryHeading: 'widget:personalDetails.heading',
  completionHeading: [
    { when: { '!': { var: 'can_auto_confirm' } }, key: 'widget:completion.enquiryAdded' },
    { when: { and: [{ var: 'take_payment' }, { '!': { var: 'has_payment' } }] }, key: 'widget:completion.payNow' },
    { key: 'widget:completion.bookingConfirmed' },
  ],
  standingInfo: 'widget:prebooking.standingInfo',
};

export const DEFAULT_MESSAGES: Record<MessageSituation, string> = {
  cannotTakeBooking: 'widget:prebooking.cannotTakeBooking',
  closedOnDate: 'widget:prebooking.closedOnDate',
  noAvailability: 'widget:timeSelect.noAvailability',
  fullyBooked: 'widget:timeSelect.fullyBooked',
  notServedOnWeekday: 'widget:timeSelect.notServedOnWeekday',
  tooCloseEnquire: 'widget:timeSelect.tooCloseEnquire',
  tooCloseWalkIn: 'widget:timeSelect.tooCloseWalkIn',
  cannotCaterEnquire: 'widget:timeSelect.cannotCaterEnquire',
  cannotCaterEmail: 'widget:timeSelect.cannotCaterEmail',
  cannotAutoConfirm: 'widget:timeSelect.cannotAutoConfirm',
  masterclassMinCovers: 'widget:timeSelect.masterclassMinCovers',
  alternativeDates: 'widget:timeSelect.alternativeDates',
  tooCloseForCallback: 'widget:timeSelect.tooCloseForCallback',
  venueUnavailable: 'widget:timeSelect.venueUnavailable',
  minimumSpend: 'widget:preOrder.minimumSpend',
  slotTaken: 'errors:slotTaken',
};

/** The header title key for a step. */
export function headerTitle(flow: FlowDefinition, step: StepId | string, session: SessionData, context: LogicContext = {}): string | undefined {
  if (!isStepId(step)) return undefined;
  return resolveWording(flow.wording?.headerTitles?.[step] ?? DEFAULT_HEADER_TITLES[step], session, context);
}

/** A button's label key. */
export function buttonLabel(flow: FlowDefinition, button: ButtonName, session: SessionData, context: LogicContext = {}): string | undefined {
  return resolveWording(flow.wording?.buttons?.[button] ?? DEFAULT_BUTTONS[button], session, context);
}

/** A notice's key. */
export function noticeKey(flow: FlowDefinition, notice: NoticeName, session: SessionData, context: LogicContext = {}): string | undefined {
  return resolveWording(flow.wording?.notices?.[notice] ?? DEFAULT_NOTICES[notice], session, context);
}

/** The message key for a step-2 situation the server reports. */
export function messageKey(flow: FlowDefinition, situation: MessageSituation): string {
  return flow.messages?.[situation] ?? DEFAULT_MESSAGES[situation];
}

/**
 * The external booking partner's URL for this session's venue (Karaoke), or null when the flow has
 * no partner or the venue is not one of its venues (then `messages.venueUnavailable` applies).
 */
export function partnerRedirectUrl(flow: FlowDefinition, session: SessionData): string | null {
  const partner = flow.options?.externalPartner;
  if (!partner) return null;
  const barId = Number(session.bar_id);
  return partner.venueIds.includes(barId) ? partner.url : null;
}

/** True when the step is the completion step. */
export function isCompletion(step: StepId | string): boolean {
  return step === COMPLETION_STEP;
}
