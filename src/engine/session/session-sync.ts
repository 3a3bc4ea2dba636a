import type { Clock, TimerHandle } from '../clock/clock.ts';
import { PEOPLE_DEBOUNCE_MS, QUEUE_RETRY_MS } from '../constants.ts';
import { isEmptyText, normalisePeople, sameValue } from './values.ts';

/** Booking fields by their wire names (forename, no_people, time...). */
export type SessionFields = Readonly<Record<string, unknown>>;

/** The session call's answer; `data` holds the session's fields as the server now has them. */
export interface SessionAnswer {
  data?: SessionFields | null;
}

/**
 * Sends changed fields (plus `session_id` once known) and resolves with the server's answer; rejects
 * on any failure. Brand, include, form and flow versions are the transport's business.
 */
export type SessionTransport<A extends SessionAnswer = SessionAnswer> = (
  payload: SessionFields,
) => Promise<A>;

export type UpdateResult<A extends SessionAnswer = SessionAnswer> =
  | { status: 'sent'; answer: A }
  /** Nothing differed from the session, or the only change was an empty forename. */
  | { status: 'skipped' }
  /** The values stay in the session's pending values and go with the next update. */
  | { status: 'failed'; error: unknown };

export interface UpdateOptions {
  /** Send the given fields even if unchanged, and send a request even if nothing is to be sent. */
  force?: boolean;
}

export interface SessionSyncOptions<A extends SessionAnswer = SessionAnswer> {
  transport: SessionTransport<A>;
  clock: Clock;
  /** Session values already known, e.g. from a previous answer. */
  initial?: SessionFields;
}

/** Everything that changes, in one immutable object, so an observer sees each change whole. */
export interface SessionSyncState<A extends SessionAnswer = SessionAnswer> {
  /** The session as the server last answered it. */
  server: SessionFields;
  /** The fields of the request in flight. */
  sending: SessionFields;
  /** Fields waiting for the next request, latest value of each. */
  pending: SessionFields;
  /** Pending keys to send even if they equal the server's value. */
  forced: readonly string[];
  /** Send the next request even if no field needs sending. */
  forceSend: boolean;
  /** The number of people while its debounce runs. */
  typing: SessionFields;
  inFlight: boolean;
  answer: A | undefined;
  /** The last transport failure; cleared by the next answer. */
  error: unknown;
}

const PEOPLE = 'no_people';
const FORENAME = 'forename';

type Waiter<A extends SessionAnswer> = (result: UpdateResult<A>) => void;

function isEmptyForenameAlone(fields: SessionFields): boolean {
  const keys = Object.keys(fields);
  return keys.length === 1 && keys[0] === FORENAME && isEmptyText(fields[FORENAME]);
}

/**
 * The widget's side of the session call (spec §4): only changed values are sent unless forced, an
 * empty forename alone is not sent, one request at a time with a newer update retried every 200 ms
 * while one is in flight, and the number of people sent after 1 s without typing.
 *
 * A value typed is never lost: `values` shows it until the server's answer includes it, and a
 * failed request's values wait for the next update. All state is in `state`, replaced through
 * `setState`, so a MobX store can observe this class by annotating those two (see the test).
 */
export class SessionSync<A extends SessionAnswer = SessionAnswer> {
  state: SessionSyncState<A>;

  private readonly transport: SessionTransport<A>;
  private readonly clock: Clock;
  private retryHandle: TimerHandle | undefined;
  private peopleHandle: TimerHandle | undefined;
  private waiting: Waiter<A>[] = [];
  private peopleWaiting: Waiter<A>[] = [];
  private sendingForced: readonly string[] = [];

  constructor({ transport, clock, initial = {} }: SessionSyncOptions<A>) {
    this.transport = transport;
    this.clock = clock;
    this.state = {
      server: { ...initial },
      sending: {},
      pending: {},
      forced: [],
      forceSend: false,
      typing: {},
      inFlight: false,
      answer: undefined,
      error: undefined,
    };
  }

  /** The session as the customer sees it: the server's values under everything typed since. */
  get values(): SessionFields {
    const { server, sending, pending, typing } = this.state;
    return { ...server, ...sending, ...pending, ...typing };
  }

  get inFlight(): boolean {
    return this.state.inFlight;
  }

  get answer(): A | undefined {
    return this.state.answer;
  }

  get error(): unknown {
    return this.state.error;
  }

  /** Fields typed but not yet accepted by the server (waiting, in flight, or debounced). */
  get unsaved(): SessionFields {
    const { sending, pending, typing } = this.state;
    return { ...sending, ...pending, ...typing };
  }

  /**
   * Queues fields for the session. Resolves when the request carrying them is answered (or fails),
   * or at once when there is nothing to send.
   */
  update(fields: SessionFields, { force = false }: UpdateOptions = {}): Promise<UpdateResult<A>> {
    // A direct change of the people ends their debounce: this value is the later one.
    const superseded = PEOPLE in fields ? this.endPeopleDebounce() : [];
    const result = this.enqueue(fields, force, PEOPLE in fields);
    if (superseded.length > 0) void result.then((r) => superseded.forEach((resolve) => resolve(r)));
    return result;
  }

  /** The people field as typed; sent 1 s after the last keystroke. */
  setPeople(value: unknown): Promise<UpdateResult<A>> {
    this.setState({ typing: { [PEOPLE]: normalisePeople(value) } });
    if (this.peopleHandle !== undefined) this.clock.clearTimeout(this.peopleHandle);
    this.peopleHandle = this.clock.setTimeout(() => void this.flushPeople(), PEOPLE_DEBOUNCE_MS);
    return new Promise((resolve) => this.peopleWaiting.push(resolve));
  }

  /** Sends a debounced people change now (e.g. on Next) instead of waiting for the pause. */
  flushPeople(): Promise<UpdateResult<A>> {
    if (!(PEOPLE in this.state.typing)) return Promise.resolve({ status: 'skipped' });
    return this.update({ [PEOPLE]: this.state.typing[PEOPLE] });
  }

  /**
   * Drops values the server refused (a 4xx naming those fields) from what waits to be sent, so that
   * they stop failing every later update; the server's values show again. Typing in progress stays.
   */
  discard(keys: readonly string[]): void {
    if (keys.length === 0) return;
    const drop = new Set(keys);
    const keep = (fields: SessionFields) => Object.fromEntries(Object.entries(fields).filter(([key]) => !drop.has(key)));
    this.setState({ pending: keep(this.state.pending), forced: this.state.forced.filter((key) => !drop.has(key)) });
  }

  /** Adopts an answer obtained by another call (the first load, the deposit call) as the session. */
  receive(answer: A): void {
    this.setState({ server: { ...this.state.server, ...(answer.data ?? {}) }, answer });
  }

  /** Stops the timers; anything still waiting is settled as skipped. */
  dispose(): void {
    if (this.retryHandle !== undefined) this.clock.clearTimeout(this.retryHandle);
    this.retryHandle = undefined;
    const waiters = [...this.waiting, ...this.endPeopleDebounce()];
    this.waiting = [];
    for (const resolve of waiters) resolve({ status: 'skipped' });
  }

  /**
   * The single place state changes, once per operation so observers never see a half-made change:
   * a MobX wrapper makes this an action.
   */
  protected setState(patch: Partial<SessionSyncState<A>>): void {
    this.state = { ...this.state, ...patch };
  }

  /** Stops a running debounce (its typed value stays in `typing`) and hands back its callers. */
  private endPeopleDebounce(): Waiter<A>[] {
    if (this.peopleHandle !== undefined) this.clock.clearTimeout(this.peopleHandle);
    this.peopleHandle = undefined;
    const waiters = this.peopleWaiting;
    this.peopleWaiting = [];
    return waiters;
  }

  private enqueue(fields: SessionFields, force: boolean, dropTyping: boolean): Promise<UpdateResult<A>> {
    const state = this.state;
    const typing = dropTyping ? {} : state.typing;
    // Compared with the session without a typed people value being replaced, or it would always look unchanged.
    const current = { ...state.server, ...state.sending, ...state.pending, ...typing };
    const changed = Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => force || !sameValue(value, current[key])),
    );
    const keys = Object.keys(changed);
    const pending = { ...state.pending, ...changed };

    if ((keys.length === 0 && !force) || isEmptyForenameAlone(changed)) {
      // An empty forename stays among the pending values so the field shows it, but asks for no request.
      if (keys.length > 0 || dropTyping) this.setState({ pending, typing });
      return Promise.resolve({ status: 'skipped' });
    }

    const result = new Promise<UpdateResult<A>>((resolve) => this.waiting.push(resolve));
    const next: SessionSyncState<A> = {
      ...state,
      pending,
      typing,
      forced: force ? [...new Set([...state.forced, ...keys])] : state.forced,
      forceSend: state.forceSend || force,
    };
    if (next.inFlight) {
      this.setState(next);
      this.scheduleRetry();
    } else {
      this.send(next);
    }
    return result;
  }

  private scheduleRetry(): void {
    if (this.retryHandle !== undefined) return;
    this.retryHandle = this.clock.setTimeout(() => {
      this.retryHandle = undefined;
      if (this.state.inFlight) this.scheduleRetry();
      else this.send(this.state);
    }, QUEUE_RETRY_MS);
  }

  /** Sends what is pending in `state` (nothing is in flight), committing the result in one change. */
  private send(state: SessionSyncState<A>): void {
    if (this.retryHandle !== undefined) this.clock.clearTimeout(this.retryHandle);
    this.retryHandle = undefined;

    const { server, pending, forced, forceSend } = state;
    // The server may have taken a value since it was queued; only what still differs goes.
    const payload = Object.fromEntries(
      Object.entries(pending).filter(
        ([key, value]) => forced.includes(key) || !sameValue(value, server[key]),
      ),
    );
    const waiters = this.waiting;
    this.waiting = [];

    const nothingToSend = Object.keys(payload).length === 0 && !forceSend;
    if (nothingToSend || isEmptyForenameAlone(payload)) {
      this.setState({ ...state, pending: nothingToSend ? {} : payload, forced: [], forceSend: false });
      for (const resolve of waiters) resolve({ status: 'skipped' });
      return;
    }

    this.sendingForced = forced.filter((key) => key in payload);
    this.setState({ ...state, sending: payload, pending: {}, forced: [], forceSend: false, inFlight: true });
    const sessionId = server.session_id;
    const body =
      sessionId === undefined || sessionId === null ? payload : { session_id: sessionId, ...payload };

    let request: Promise<A>;
    try {
      request = this.transport(body);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (answer) => this.answered(answer, waiters),
      (error: unknown) => this.failed(error, waiters),
    );
  }

  private answered(answer: A, waiters: Waiter<A>[]): void {
    const { server, sending } = this.state;
    // What was sent counts as accepted unless the answer says otherwise (it may omit fields).
    this.setState({
      server: { ...server, ...sending, ...(answer.data ?? {}) },
      sending: {},
      inFlight: false,
      answer,
      error: undefined,
    });
    this.sendingForced = [];
    for (const resolve of waiters) resolve({ status: 'sent', answer });
  }

  private failed(error: unknown, waiters: Waiter<A>[]): void {
    const { sending, pending, forced } = this.state;
    // Newer typing wins over the values of the failed request; both stay unsaved.
    this.setState({
      pending: { ...sending, ...pending },
      forced: [...new Set([...this.sendingForced, ...forced])],
      sending: {},
      inFlight: false,
      error,
    });
    this.sendingForced = [];
    for (const resolve of waiters) resolve({ status: 'failed', error });
  }
}
