/**
 * The widget store's data: its state, the events that change it and the effects it asks for. All
 * plain, serialisable data, so `transition` can be called and checked with no store running.
 */
import type { ChosenChoice, ChosenVariation } from '../preorder/types.ts';
import type { FlowDefinition, SessionData } from '../flow/types.ts';

export type { SessionData };

/** Where the widget is in its life: starting (first call), ready, completing, completed. */
export type Phase = 'new' | 'starting' | 'ready' | 'completing' | 'completed';

/** The modal over the current step, if any (spec §4's completion branches). */
export type Modal = 'deposit' | 'cardCapture' | null;

export type DayPartId = number | string;

/** Parameters a host page passes (embed data attributes); each one given skips its question. */
export interface StartParams {
  brand?: number | string;
  bar?: number | string;
  date?: string;
  people?: number | string;
  bookingType?: number | string;
  language?: string;
}

/** What the widget remembered in local storage from an earlier visit. */
export interface Remembered {
  sessionId?: string | null;
  /** The host page's answers the saved session started from ({} for none). */
  startedWith?: Record<string, unknown> | null;
  /** The saved session is a booking waiting for its payment (the session call would refuse it). */
  booked?: boolean;
  barId?: number | null;
  dayPart?: DayPartId | null;
}

/**
 * A message over the step. `key` is a locale key (the widget translates it with `params`); `text`
 * is a server's own text, shown as it is. `source` says what clears it.
 */
export interface Notice {
  id: number;
  level: 'error' | 'info';
  key?: string;
  text?: string;
  params?: Record<string, unknown>;
  /** transport: cleared by the next answer; step: cleared on leaving the step; modal: with the modal. */
  source: 'transport' | 'step' | 'modal';
}

/** A failed call as the store reads it (the api-client's ApiError has this shape). */
export interface TransportFailure {
  /** 0 when the request never got an answer. */
  status: number;
  kind: string;
  message: string;
  messageKey?: string;
  fieldErrors: Record<string, string[]>;
}

export interface UiState {
  /** The slot page the customer moved to; null: the initial page (spec §2's order). */
  slotPage: number | null;
  /** The step-2 day-part tab the customer chose; null: the initial tab. */
  slotTab: DayPartId | null;
  /** The step-1 day-part button (also the "part last used"), kept in local storage. */
  dayPart: DayPartId | null;
  /** The category panel opened on step 1. */
  openCategory: number | null;
  preorderTab: 'package' | 'custom' | null;
  /** Pre-order choices being made; null: the session's own (`variations`). Sent on Skip/Continue. */
  chosen: ChosenVariation[] | null;
  /**
   * Skip/Continue was pressed on this step and its update is on its way: the choices sent are the
   * ones that count, so they stay as they are until the answer (or a failure) comes.
   */
  leaving?: string | null;
  /** Fields the customer has left (blur): their errors show from then on. */
  touched: string[];
  /** Steps the customer tried to leave: every error of their fields shows. */
  attempted: string[];
}

export interface PaymentState {
  option: 'deposit' | 'balance';
  /** The payment component reported success. */
  paid: boolean;
}

export interface WidgetState {
  /** The flow in effect: the chosen booking type's (the server's `flow`), else the store's default. */
  flowId: string;
  /** The current step id as a string ("1", "2", "3", "4", "99", "999"); may name a step the flow lacks. */
  step: string;
  phase: Phase;
  /** The session as the server last answered it (booking_data), answers merged in order. */
  session: SessionData;
  /** Answers the host page gave; their questions are skipped. */
  prefilled: Record<string, unknown>;
  /** Prefilled fields shown but not changeable (the location). */
  locked: string[];
  /** Resuming a remembered session (its first answer decides the step). */
  resuming: boolean;
  /**
   * The session is saved on the device for a later visit to resume. A new session is saved once there
   * is something to resume: the host page's answers, or the customer's first; a new widget left as it
   * opened is not a booking started (the page would offer 'Start New Booking' for nothing).
   */
  saved: boolean;
  ui: UiState;
  notices: Notice[];
  nextNoticeId: number;
  /** Field errors from a refused call (errors.fields), until the field changes. */
  serverFieldErrors: Record<string, string[]>;
  modal: Modal;
  /** The deposit call's answer while the deposit modal is open. */
  deposit: SessionData | null;
  payment: PaymentState | null;
}

export type StoreEvent =
  | { type: 'start'; params?: StartParams; remembered?: Remembered }
  | { type: 'answer'; fields: Record<string, unknown> }
  /** An answer the page refused itself (a date the flow or the bar cannot take): said under its field, not sent. */
  | { type: 'refuseAnswer'; field: string; message: string }
  /** Answers the host page sends after the start (the loader's setParams): a location among them is locked. */
  | { type: 'hostParams'; fields: Record<string, unknown> }
  | { type: 'touch'; field: string }
  | { type: 'next' }
  | { type: 'complete' }
  /** Continuation once the queue is idle: leave `from` by its transitions (ignored if the step changed). */
  | { type: 'advance'; from: string }
  | { type: 'back' }
  | { type: 'change' }
  | { type: 'chooseCategory'; id: number }
  | { type: 'chooseSlot'; time: string }
  | { type: 'enquireNow' }
  | { type: 'changeDayPart'; id: DayPartId }
  | { type: 'pageEarlier' }
  | { type: 'pageLater' }
  | { type: 'changePreorderTab'; tab: 'package' | 'custom' }
  | { type: 'changeVariation'; op: 'add' | 'remove' | 'increment' | 'decrement' | 'set'; variationId: number; quantity?: number }
  | { type: 'chooseVariationItem'; variationId: number; choice: ChosenChoice }
  | { type: 'skipPreOrder' }
  | { type: 'continuePreOrder' }
  | { type: 'serverAnswered'; data: SessionData }
  | { type: 'serverFailed'; error: TransportFailure; fields: string[] }
  | { type: 'completed'; data: SessionData }
  | { type: 'completeFailed'; error: TransportFailure }
  | { type: 'depositAnswered'; data: SessionData }
  | { type: 'depositFailed'; error: TransportFailure }
  /** The deposit call's answer (include=session) for a saved session the session call says is a booking. */
  | { type: 'savedBookingAnswered'; data: SessionData }
  | { type: 'savedBookingFailed' }
  | { type: 'choosePayment'; option: 'deposit' | 'balance' }
  | { type: 'paymentSucceeded' }
  | { type: 'paymentFailed'; key?: string; text?: string }
  | { type: 'cardStored' }
  | { type: 'closeModal' }
  | { type: 'dismissNotice'; id: number };

/** A message for the host page (relayed by the widget's bridge with postMessage). */
export interface HostMessage {
  type: 'booking_update' | 'close_booking';
  data?: Record<string, unknown>;
}

export type Effect =
  /** Queue fields for the session call (changed-only unless forced); `then` is dispatched once the queue is idle after it, unless a call failed. */
  | { type: 'sendUpdate'; fields: Record<string, unknown>; force?: boolean; then?: StoreEvent }
  /** The number of people as typed: sent after 1 s without typing. */
  | { type: 'setPeople'; value: unknown }
  /** Send typed people now, wait until the queue is idle, then dispatch `then` unless a call failed. */
  | { type: 'settle'; then: StoreEvent }
  /** Stop sending values the server refused. */
  | { type: 'discardPending'; fields: string[] }
  /** The session complete call. */
  | { type: 'complete' }
  /** Open the deposit modal: the deposit call follows. */
  | { type: 'openDepositModal' }
  /**
   * The deposit call. With `pay`, for a booking: open that payment (include gp, payment_type), whose
   * hosted-page request arrives in the deposit answer's `gp`; without, a plain reload (after a payment).
   */
  | { type: 'loadDeposit'; pay?: 'deposit' | 'balance' }
  /** The deposit call with include=session for the saved session, which the session call refused as a booking made. */
  | { type: 'loadSavedBooking' }
  | { type: 'openCardCapture' }
  | { type: 'rememberDayPart'; id: DayPartId }
  | { type: 'rememberBar'; id: number }
  /** `startedWith`: the host page's pre-filled answers the session started from, kept beside it; `booked`: it is a booking to pay for. */
  | { type: 'rememberSession'; id: string | null; startedWith?: Record<string, unknown>; booked?: boolean }
  | { type: 'redirect'; url: string }
  | { type: 'notifyHost'; message: HostMessage };

export interface TransitionResult {
  state: WidgetState;
  effects: Effect[];
}

/** Flows by id: a Map, or any object that can look one up. */
export interface FlowCatalog {
  get(id: string): FlowDefinition | undefined;
}
