/**
 * One booking widget's state, observable with MobX. It owns nothing global: the transport (the
 * api-client), the clock, the storage and the host bridge are given to it, so two widgets on a page
 * share nothing and every timing rule runs on a simulated clock in tests.
 *
 * The store applies `transition` and executes the effects it returns: session updates through
 * SessionSync (the spec's queue), the complete and deposit calls, storage and host messages. The
 * outcome of each effect comes back as an event.
 */
import { action, computed, computedStruct, makeObservable, observable, observableRef } from 'mobx';
import type { Clock } from '../clock/clock.ts';
import { getStep, missingRequiredFields, type ButtonName, type FlowDefinition, type FlowStep } from '../flow/index.ts';
import { SessionSync, type SessionAnswer, type SessionFields, type SessionSyncOptions, type SessionSyncState } from '../session/session-sync.ts';
import { isEmptyText } from '../session/values.ts';
import type { CallbackOption } from '../callback/callback-slots.ts';
import { getBrand, type BrandDefinition } from '../i18n/brand.ts';
import { brandStorage, STORAGE_KEYS } from './saved-booking.ts';
import type { KeyValueStorage, SafeStorage } from './storage.ts';
import { initialState, transition } from './transition.ts';
import type { DayPartId, Effect, FlowCatalog, HostMessage, Remembered, SessionData, StartParams, StoreEvent, TransportFailure, WidgetState } from './types.ts';
import {
  backTarget,
  buttonKeys,
  callbacks,
  completion,
  enquiryTarget,
  fieldErrors,
  guardData,
  headerTitleKey,
  modalNotices,
  notices,
  prebooking,
  preorder,
  slotGrid,
  stepMessages,
  type PrebookingView,
  type PreorderView,
  type ShownNotice,
  type SlotGridView,
  type StepMessage,
} from './views.ts';
import type { ChosenChoice } from '../preorder/types.ts';

/** The calls the store makes; the api-client's ApiClient is one. Failures reject (ApiError or any error). */
export interface StoreTransport {
  session(fields: SessionFields, options?: { include?: readonly string[] }): Promise<{ data?: SessionData | null }>;
  complete(sessionId: string): Promise<{ data?: SessionData | null }>;
  deposit(sessionId: string, include?: string, fields?: Record<string, unknown>): Promise<{ data?: SessionData | null }>;
}

/** What only the page around the widget can do. */
export interface HostBridge {
  redirect?(url: string): void;
  notify?(message: HostMessage): void;
}

export interface WidgetStoreOptions {
  transport: StoreTransport;
  clock: Clock;
  /** Every flow the widget may run, by id (a Map works). */
  flows: FlowCatalog;
  /** The flow before a booking type is chosen. */
  defaultFlow?: string;
  /** Local storage (window.localStorage in the browser); none: nothing is remembered. */
  storage?: KeyValueStorage;
  /**
   * The brand the widget is mounted for (brands/*.json): its name, party wording, links, contact
   * details and allowed host origins, read by the steps from here. An id or code is looked up; none
   * is the default brand. It also keeps brands (and widgets) apart in storage.
   */
  brand?: BrandDefinition | number | string;
  /**
   * The brand's bookable locations when the page already carries them (the widget page has them
   * written in): the first session call then does not ask for them, and step 1 lists them at once.
   */
  bars?: readonly unknown[];
  host?: HostBridge;
  /** Sees every effect as it runs (logging, fixtures). */
  onEffect?: (effect: Effect) => void;
}

export const DEFAULT_FLOW = 'TableBooking';

/** Any rejection as the store reads it; the api-client's ApiError carries all of it. */
export function toFailure(error: unknown): TransportFailure {
  const e = (error ?? {}) as Partial<TransportFailure> & { message?: unknown };
  return {
    status: typeof e.status === 'number' ? e.status : 0,
    kind: typeof e.kind === 'string' ? e.kind : 'network',
    message: typeof e.message === 'string' ? e.message : '',
    ...(typeof e.messageKey === 'string' ? { messageKey: e.messageKey } : {}),
    fieldErrors: e.fieldErrors && typeof e.fieldErrors === 'object' ? e.fieldErrors : {},
  };
}

type SyncListener = (previous: SessionSyncState, next: SessionSyncState) => void;

/** SessionSync made observable, telling the store of every state change. */
class ObservedSessionSync extends SessionSync {
  constructor(
    options: SessionSyncOptions,
    private readonly listener: SyncListener,
  ) {
    super(options);
    makeObservable<SessionSync, 'setState'>(this, {
      state: observableRef,
      setState: action,
      values: computed({ equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) }),
      unsaved: computed({ equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) }),
      inFlight: computed,
    });
  }

  protected override setState(patch: Partial<SessionSyncState>): void {
    const previous = this.state;
    super.setState(patch);
    this.listener(previous, this.state);
  }
}

export class WidgetStore {
  state: WidgetState;
  /** The clock's time at the last event: slot hiding and callback labels are computed for it. */
  now: number;
  /** Server calls in flight (session, complete, deposit). */
  callsInFlight = 0;
  /** The brand this widget is for; it never changes, so it is not observed. */
  readonly brand: BrandDefinition;

  readonly sync: SessionSync;
  private readonly transport: StoreTransport;
  private readonly clock: Clock;
  private flows: FlowCatalog;
  private readonly defaultFlowId: string;
  private readonly storage: SafeStorage;
  private readonly host: HostBridge;
  private readonly onEffect: ((effect: Effect) => void) | undefined;
  private readonly givenBars: readonly unknown[] | undefined;
  private readonly calls = new Set<Promise<unknown>>();
  private syncWaiters: Array<() => void> = [];
  private running = 0;
  private disposed = false;

  constructor(options: WidgetStoreOptions) {
    this.transport = options.transport;
    this.clock = options.clock;
    this.flows = options.flows;
    this.defaultFlowId = options.defaultFlow ?? DEFAULT_FLOW;
    if (!this.flows.get(this.defaultFlowId)) throw new Error(`The default flow "${this.defaultFlowId}" is not among the flows given`);
    this.brand = typeof options.brand === 'object' ? options.brand : getBrand(options.brand);
    this.givenBars = options.bars;
    this.storage = brandStorage(options.storage, this.brand.id);
    this.host = options.host ?? {};
    this.onEffect = options.onEffect;
    this.state = initialState(this.defaultFlowId);
    this.now = this.clock.now();
    this.sync = new ObservedSessionSync(
      {
        clock: this.clock,
        // Bars come with the first answer that asks for them and are kept from then on.
        transport: (payload) => this.call(() => this.transport.session(payload, { include: this.hasBars ? [] : ['bars'] })) as Promise<SessionAnswer>,
      },
      (previous, next) => this.syncChanged(previous, next),
    );
    makeObservable<WidgetStore, 'running' | 'flows'>(this, {
      state: observableRef,
      flows: observableRef,
      replaceFlows: action,
      now: observable,
      callsInFlight: observable,
      dispatch: action,
      // Views that are rebuilt on every answer compare by structure, so a component re-renders
      // only when what it shows has changed.
      flow: computed,
      step: computed,
      phase: computed,
      modal: computed,
      stepDefinition: computed,
      values: computed,
      busy: computed,
      headerTitle: computed,
      buttons: computedStruct,
      canGoBack: computed,
      canEnquire: computed,
      nextEnabled: computed,
      completeEnabled: computed,
      slots: computedStruct,
      prebooking: computedStruct,
      fieldErrors: computedStruct,
      notices: computedStruct,
      modalNotices: computedStruct,
      messages: computedStruct,
      preorder: computedStruct,
      callbackOptions: computedStruct,
      completion: computedStruct,
      prefilledFields: computedStruct,
      lockedFields: computedStruct,
      running: false,
    });
  }

  // ---- actions -------------------------------------------------------------------------------

  /** Applies one event and runs the effects it asks for. Everything that changes the state comes here. */
  dispatch(event: StoreEvent): void {
    if (this.disposed) return;
    this.now = this.clock.now();
    const { state, effects } = transition(this.flowFor(event), this.state, event);
    this.state = state;
    for (const effect of effects) this.execute(effect);
  }

  /**
   * Development (live reload): the flows as edited, taken where the customer is; the answers stay. A flow
   * without the default one is not taken (the widget could not start again).
   */
  replaceFlows(flows: FlowCatalog): void {
    if (flows.get(this.defaultFlowId)) this.flows = flows;
  }

  /** Starts (or resumes) a booking: the host page's parameters skip their questions. */
  start(params: StartParams = {}): void {
    const dayPart = this.storage.get(STORAGE_KEYS.dayPart);
    const bar = Number(this.storage.get(STORAGE_KEYS.bar));
    const remembered: Remembered = {
      sessionId: this.storage.get(STORAGE_KEYS.session),
      startedWith: parsedObject(this.storage.get(STORAGE_KEYS.startedWith)),
      booked: this.storage.get(STORAGE_KEYS.booked) === '1',
      barId: Number.isSafeInteger(bar) && bar > 0 ? bar : null,
      dayPart: dayPart === null ? null : /^\d+$/.test(dayPart) ? Number(dayPart) : dayPart,
    };
    this.dispatch({ type: 'start', params, remembered });
  }

  /** Field changes by wire name; the number of people is sent 1 s after the last change. */
  answer(fields: Record<string, unknown>): void {
    this.dispatch({ type: 'answer', fields });
  }

  /** An answer refused in the page (the flow's date rules): said under its field, and not sent. */
  refuseAnswer(field: string, message: string): void {
    this.dispatch({ type: 'refuseAnswer', field, message });
  }

  /** The host page's answers sent after the start (setParams): answered, and a location among them locked. */
  hostParams(fields: Record<string, unknown>): void {
    this.dispatch({ type: 'hostParams', fields });
  }

  setPeople(value: unknown): void {
    this.answer({ no_people: value });
  }

  /** The customer left a field: its errors show from now on. */
  touch(field: string): void {
    this.dispatch({ type: 'touch', field });
  }

  next(): void {
    this.dispatch({ type: 'next' });
  }

  /** Book now / Continue on personal details, Send Enquiry on the enquiry. */
  complete(): void {
    this.dispatch({ type: 'complete' });
  }

  back(): void {
    this.dispatch({ type: 'back' });
  }

  /** The summary's Change button: back to the first step. */
  change(): void {
    this.dispatch({ type: 'change' });
  }

  chooseCategory(id: number): void {
    this.dispatch({ type: 'chooseCategory', id });
  }

  /** Book now on an available slot, Let's talk on one that falls back to an enquiry. */
  chooseSlot(time: string): void {
    this.dispatch({ type: 'chooseSlot', time });
  }

  enquireNow(): void {
    this.dispatch({ type: 'enquireNow' });
  }

  changeDayPart(id: DayPartId): void {
    this.dispatch({ type: 'changeDayPart', id });
  }

  pageEarlier(): void {
    this.dispatch({ type: 'pageEarlier' });
  }

  pageLater(): void {
    this.dispatch({ type: 'pageLater' });
  }

  changePreorderTab(tab: 'package' | 'custom'): void {
    this.dispatch({ type: 'changePreorderTab', tab });
  }

  changeVariation(op: 'add' | 'remove' | 'increment' | 'decrement' | 'set', variationId: number, quantity?: number): void {
    this.dispatch({ type: 'changeVariation', op, variationId, ...(quantity === undefined ? {} : { quantity }) });
  }

  chooseVariationItem(variationId: number, choice: ChosenChoice): void {
    this.dispatch({ type: 'chooseVariationItem', variationId, choice });
  }

  skipPreOrder(): void {
    this.dispatch({ type: 'skipPreOrder' });
  }

  continuePreOrder(): void {
    this.dispatch({ type: 'continuePreOrder' });
  }

  /** Pay Deposit / Pay Balance in the deposit modal. */
  choosePayment(option: 'deposit' | 'balance'): void {
    this.dispatch({ type: 'choosePayment', option });
  }

  /** The payment component took the payment. */
  paymentSucceeded(): void {
    this.dispatch({ type: 'paymentSucceeded' });
  }

  paymentFailed(notice: { key?: string; text?: string } = {}): void {
    this.dispatch({ type: 'paymentFailed', ...notice });
  }

  /** The card capture component stored a card. */
  cardStored(): void {
    this.dispatch({ type: 'cardStored' });
  }

  closeModal(): void {
    this.dispatch({ type: 'closeModal' });
  }

  dismissNotice(id: number): void {
    this.dispatch({ type: 'dismissNotice', id });
  }

  /** Stops timers; calls in flight finish but change nothing. */
  dispose(): void {
    this.sync.dispose();
    this.disposed = true;
  }

  // ---- computed views ------------------------------------------------------------------------

  get flow(): FlowDefinition {
    return this.flows.get(this.state.flowId) ?? this.flows.get(this.defaultFlowId)!;
  }

  get step(): string {
    return this.state.step;
  }

  get phase(): WidgetState['phase'] {
    return this.state.phase;
  }

  /** The current step of the flow; undefined for a step the flow lacks (the unknown-step notice shows). */
  get stepDefinition(): FlowStep | undefined {
    return getStep(this.flow, this.state.step);
  }

  /** The session as the server answered it. */
  get session(): SessionData {
    return this.state.session;
  }

  /** What the inputs show: the session with everything typed and not yet answered laid over it. */
  get values(): SessionData {
    return this.sync.values;
  }

  get busy(): boolean {
    return this.callsInFlight > 0;
  }

  get modal(): WidgetState['modal'] {
    return this.state.modal;
  }

  get deposit(): SessionData | null {
    return this.state.deposit;
  }

  get booking(): Record<string, unknown> | null {
    return (this.state.session.booking as Record<string, unknown> | null | undefined) ?? null;
  }

  /** The brand's bookable locations: the session's once it has sent them, else those the page carried. */
  get bars(): readonly unknown[] {
    if (Array.isArray(this.state.session.bars)) return this.state.session.bars;
    return this.givenBars ?? [];
  }

  /** Answers the host page gave (their questions are skipped). */
  get prefilledFields(): string[] {
    return Object.keys(this.state.prefilled);
  }

  /** Fields shown but not changeable (a location forced by the host page). */
  get lockedFields(): string[] {
    return this.state.locked;
  }

  get headerTitle(): string | undefined {
    return headerTitleKey(this.flow, this.state);
  }

  /** Label keys of the flow's buttons for this session (back only when there is a back button). */
  get buttons(): Partial<Record<ButtonName, string>> {
    return buttonKeys(this.flow, this.state);
  }

  get canGoBack(): boolean {
    return backTarget(this.flow, this.state) !== null;
  }

  /** "Enquire now" can be offered: the step leads to an enquiry for this session (spec §2's too-close and too-large messages). */
  get canEnquire(): boolean {
    return enquiryTarget(this.flow, this.state) !== null;
  }

  /** The kind of the current step (prebooking, timeSelect, preOrder, personalDetails, enquiry, completion). */
  get stepKind(): FlowStep['kind'] | undefined {
    return this.stepDefinition?.kind;
  }

  /**
   * Next is enabled when the step's required answers are there and, on the first step, the server
   * can take the booking and no location, date or people error stands (spec §2, §5).
   */
  get nextEnabled(): boolean {
    if (this.state.phase !== 'ready' || !this.stepDefinition) return false;
    const data = guardData(this.state);
    if (missingRequiredFields(this.flow, this.state.step, data).length > 0) return false;
    if (this.stepDefinition.kind !== 'prebooking') return true;
    const blocking = new Set(['bar_id', 'date', 'no_people']);
    const errors = Array.isArray(data.validation_errors) ? (data.validation_errors as Array<{ field: string }>) : [];
    return data.can_take_booking === true && !errors.some((e) => blocking.has(e.field));
  }

  /** Complete buttons (Book now, Send Enquiry) wait for the server's can_complete. */
  get completeEnabled(): boolean {
    return this.state.phase === 'ready' && this.state.session.can_complete === true;
  }

  /** The slot grid: a page of 12 or day-part tabs, as the flow's uiSchema says. */
  get slots(): SlotGridView {
    return slotGrid(this.flow, this.state, this.now);
  }

  get prebooking(): PrebookingView {
    return prebooking(this.state);
  }

  /** Field errors to show; a field being sent shows none until the server has answered it. */
  get fieldErrors(): Record<string, string[]> {
    const unsaved = this.sync.unsaved;
    const all = fieldErrors(this.flow, this.state);
    return Object.fromEntries(Object.entries(all).filter(([field]) => !(field in unsaved) || field in this.state.serverFieldErrors));
  }

  get notices(): ShownNotice[] {
    return notices(this.flow, this.state);
  }

  get modalNotices(): ShownNotice[] {
    return modalNotices(this.state);
  }

  get messages(): StepMessage[] {
    return stepMessages(this.flow, this.state);
  }

  get preorder(): PreorderView {
    return preorder(this.flow, this.state);
  }

  get callbackOptions(): CallbackOption[] {
    return callbacks(this.state, this.now);
  }

  get completion(): { headingKey: string | undefined; manageKey: string | undefined } {
    return completion(this.flow, this.state);
  }

  // ---- for tests and the fixture replayer ----------------------------------------------------

  /** Effects still running (an update waiting for its answer, a call in flight, a continuation). */
  get pendingWork(): number {
    return this.running;
  }

  /** Resolves once every server call now in flight has settled. */
  async whenCallsSettle(): Promise<void> {
    while (this.calls.size > 0) await Promise.allSettled([...this.calls]);
  }

  // ---- effects -------------------------------------------------------------------------------

  private get hasBars(): boolean {
    return this.givenBars !== undefined || Array.isArray(this.sync.state.server.bars);
  }

  /** The server's session this widget is on, once there is one (error reports name it). */
  get sessionId(): string | undefined {
    const id = this.sync.state.server.session_id ?? this.state.session.session_id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  }

  /** The flow an event is judged by: the one a server answer names, if the widget has it. */
  private flowFor(event: StoreEvent): FlowDefinition {
    if (event.type === 'serverAnswered' || event.type === 'completed' || event.type === 'savedBookingAnswered') {
      const id = event.type === 'savedBookingAnswered' ? (event.data.session as SessionData | undefined)?.flow : event.data.flow;
      if (typeof id === 'string' && this.flows.get(id)) return this.flows.get(id)!;
    }
    return this.flow;
  }

  private execute(effect: Effect): void {
    this.onEffect?.(effect);
    switch (effect.type) {
      case 'sendUpdate':
        this.track(this.runUpdate(effect.fields, effect.force ?? false, effect.then));
        break;
      case 'setPeople':
        void this.sync.setPeople(effect.value);
        break;
      case 'settle':
        this.track(this.runSettle(effect.then));
        break;
      case 'discardPending':
        this.sync.discard(effect.fields);
        break;
      case 'complete':
        this.track(this.runComplete());
        break;
      case 'openDepositModal':
        this.track(this.runDeposit());
        break;
      case 'loadDeposit':
        this.track(this.runDeposit(effect.pay));
        break;
      case 'loadSavedBooking':
        this.track(this.runSavedBooking());
        break;
      case 'openCardCapture':
        // The widget shows the card capture modal from `modal`; it calls cardStored() when done.
        break;
      case 'rememberDayPart':
        this.storage.set(STORAGE_KEYS.dayPart, String(effect.id));
        break;
      case 'rememberBar':
        this.storage.set(STORAGE_KEYS.bar, String(effect.id));
        break;
      case 'rememberSession':
        this.storage.set(STORAGE_KEYS.session, effect.id);
        this.storage.set(STORAGE_KEYS.startedWith, effect.id === null ? null : JSON.stringify(effect.startedWith ?? {}));
        this.storage.set(STORAGE_KEYS.booked, effect.id !== null && effect.booked ? '1' : null);
        break;
      case 'redirect':
        this.host.redirect?.(effect.url);
        break;
      case 'notifyHost':
        this.host.notify?.(effect.message);
        break;
    }
  }

  private track(work: Promise<unknown>): void {
    this.running += 1;
    void work.finally(() => (this.running -= 1));
  }

  private call<T>(request: () => Promise<T>): Promise<T> {
    let promise: Promise<T>;
    try {
      promise = request();
    } catch (error) {
      promise = Promise.reject(error);
    }
    this.setCalls(1);
    this.calls.add(promise);
    void promise.then(
      () => this.endCall(promise),
      () => this.endCall(promise),
    );
    return promise;
  }

  private endCall(promise: Promise<unknown>): void {
    this.calls.delete(promise);
    this.setCalls(-1);
  }

  private setCalls(delta: number): void {
    action(() => (this.callsInFlight += delta))();
  }

  private async runUpdate(fields: SessionFields, force: boolean, then: StoreEvent | undefined): Promise<void> {
    const result = await this.sync.update(fields, { force });
    if (!then || result.status === 'failed') return;
    if (await this.settleQueue()) this.dispatch(then);
  }

  private async runSettle(then: StoreEvent): Promise<void> {
    if (await this.settleQueue()) this.dispatch(then);
  }

  /**
   * Sends the people being typed and waits until every typed value is answered. False when values
   * are left unsent because a call failed (the customer has been told; they try again).
   */
  private async settleQueue(): Promise<boolean> {
    if (Object.keys(this.sync.state.typing).length > 0) void this.sync.flushPeople();
    for (;;) {
      const s = this.sync.state;
      // An empty forename on its own is never sent (spec §4), so it does not hold anything up.
      const waiting = Object.entries(s.pending).some(([key, value]) => !(key === 'forename' && isEmptyText(value)));
      if (!s.inFlight && !waiting) return true;
      if (!s.inFlight && s.error !== undefined) return false;
      await new Promise<void>((resolve) => this.syncWaiters.push(resolve));
    }
  }

  private syncChanged(previous: SessionSyncState, next: SessionSyncState): void {
    // Events are dispatched once the session queue has finished its own bookkeeping, and before
    // the callers waiting on it carry on, so they see the answer applied.
    if (next.answer !== previous.answer && next.answer) {
      const data = next.answer.data ?? {};
      void Promise.resolve().then(() => this.dispatch({ type: 'serverAnswered', data }));
    } else if (previous.inFlight && !next.inFlight && next.error !== undefined) {
      const error = toFailure(next.error);
      const fields = Object.keys(previous.sending);
      void Promise.resolve().then(() => this.dispatch({ type: 'serverFailed', error, fields }));
    }
    const waiters = this.syncWaiters;
    this.syncWaiters = [];
    for (const resolve of waiters) void Promise.resolve().then(resolve);
  }

  private async runComplete(): Promise<void> {
    await this.settleQueue();
    const id = this.sessionId;
    if (!id) {
      this.dispatch({ type: 'completeFailed', error: toFailure({ status: 0, kind: 'state', message: '', messageKey: 'errors:shouldNotHappen' }) });
      return;
    }
    try {
      const answer = await this.call(() => this.transport.complete(id));
      this.dispatch({ type: 'completed', data: answer.data ?? {} });
    } catch (error) {
      this.dispatch({ type: 'completeFailed', error: toFailure(error) });
    }
  }

  private async runDeposit(pay?: 'deposit' | 'balance'): Promise<void> {
    const id = this.sessionId;
    if (!id) {
      this.dispatch({ type: 'depositFailed', error: toFailure({ status: 0, kind: 'state', message: '' }) });
      return;
    }
    try {
      // Asking for gp opens a payment order: only when the customer pays, never to reread.
      const answer = await this.call(() => (pay ? this.transport.deposit(id, 'gp', { payment_type: pay }) : this.transport.deposit(id)));
      this.dispatch({ type: 'depositAnswered', data: answer.data ?? {} });
    } catch (error) {
      this.dispatch({ type: 'depositFailed', error: toFailure(error) });
    }
  }

  /** The saved session, which the session call says is a booking now: the booking as it stands decides. */
  private async runSavedBooking(): Promise<void> {
    const id = this.storage.get(STORAGE_KEYS.session);
    try {
      if (!id) throw new Error('no saved session');
      const answer = await this.call(() => this.transport.deposit(id, 'session'));
      this.dispatch({ type: 'savedBookingAnswered', data: answer.data ?? {} });
    } catch {
      this.dispatch({ type: 'savedBookingFailed' });
    }
  }
}

/** A JSON object kept in storage, or null for none or anything else (storage is the customer's to change). */
function parsedObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
