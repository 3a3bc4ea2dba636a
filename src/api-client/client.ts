/**
 * A typed client for the server's /api routes. Everything it needs is passed in (fetch, base URL,
 * API key, brand, a logger), so the widget, the account site, the CLI and tests each give their own —
 * the fixture replayer passes a fetch that calls the app in process.
 */
import { API_MESSAGES, ApiError, errorText, fieldErrorsOf } from './errors.ts';
import type { BookingData, DataResponse, DepositData } from './types.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type FetchLike = (input: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  text(): Promise<string>;
  headers?: { get(name: string): string | null };
}>;

export interface ApiLogger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export interface ApiClientOptions {
  fetch: FetchLike;
  /** Where /api lives: "" for the same origin, or "https://book.example.com". */
  baseUrl: string;
  apiKey: string;
  brand: number | string;
  logger?: ApiLogger;
  /** Told every answer's Date header: the page's "now" is the server's (a device's clock may be wrong). */
  serverClock?: ServerTimeObserver;
}

/** What learns the server's time from answers (engine/clock/server-clock.ts). */
export interface ServerTimeObserver {
  deviceNow(): number;
  observe(dateHeader: string | null | undefined, sentAt: number, receivedAt: number): void;
}

export interface QueryOptions {
  /** Sent as JSON (POST, PATCH, DELETE). */
  body?: unknown;
  /** Appended to the URL; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
}

export interface ApiResponse<T> {
  status: number;
  body: T;
}

/** Events a page can listen to: `logout` on any 401, `error` on every failed call (after it is built). */
export interface ApiEvents {
  logout: { error: ApiError };
  error: { error: ApiError; method: HttpMethod; path: string };
}

type Listener<K extends keyof ApiEvents> = (event: ApiEvents[K]) => void;

export interface SessionCallOptions {
  /** Related data to send back, e.g. ['bars'] while the location list is not loaded. */
  include?: readonly string[];
}

/** Session fields by their wire names; session_id once the session exists. */
export type SessionRequestFields = Readonly<Record<string, unknown>>;

const silentLogger: ApiLogger = { warn: () => {}, error: () => {} };

/** A call's path as the server's routes name it under /api: 'rest/booking/session' for '/api/rest/booking/session' too. */
export const apiPath = (path: string) => path.replace(/^\/+/, '').replace(/^api\//, '');

function joinUrl(baseUrl: string, path: string, query?: QueryOptions['query']): string {
  const base = baseUrl.replace(/\/+$/, '');
  const clean = apiPath(path);
  const params = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  const search = params.length > 0 ? `?${new URLSearchParams(params.map(([k, v]) => [k, String(v)])).toString()}` : '';
  return `${base}/api/${clean}${search}`;
}

export class ApiClient {
  private readonly listeners: { [K in keyof ApiEvents]: Set<Listener<K>> } = { logout: new Set(), error: new Set() };
  private readonly logger: ApiLogger;

  constructor(private readonly options: ApiClientOptions) {
    this.logger = options.logger ?? silentLogger;
  }

  get brand(): string {
    return String(this.options.brand);
  }

  /** Subscribes to a client event; returns the function that unsubscribes. */
  on<K extends keyof ApiEvents>(event: K, listener: Listener<K>): () => void {
    const set = this.listeners[event] as Set<Listener<K>>;
    set.add(listener);
    return () => set.delete(listener);
  }

  /**
   * Any /api call, JSON in and out. Resolves with the status and the parsed body below 400; rejects
   * with an ApiError for every status from 400 to 599, for a network failure and for a body that is
   * not JSON.
   */
  async query<T = unknown>(method: HttpMethod, path: string, options: QueryOptions = {}): Promise<ApiResponse<T>> {
    const url = joinUrl(this.options.baseUrl, path, options.query);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-api-key': this.options.apiKey,
      'x-brand': this.brand,
    };
    const init: { method: string; headers: Record<string, string>; body?: string } = { method, headers };
    if (options.body !== undefined && method !== 'GET') {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }

    let status: number;
    let text: string;
    const { serverClock } = this.options;
    const sentAt = serverClock?.deviceNow() ?? 0;
    try {
      const response = await this.options.fetch(url, init);
      serverClock?.observe(response.headers?.get('date'), sentAt, serverClock.deviceNow());
      status = response.status;
      text = await response.text();
    } catch (cause) {
      // The customer's typing is the caller's to keep; here we only say what kind of failure it was.
      this.logger.error(`Network error: ${method} ${path}`, cause);
      throw this.failed(new ApiError('network', API_MESSAGES.offline.text, 0, {}, API_MESSAGES.offline.key, cause), method, path);
    }

    let body: unknown = null;
    let parsed = true;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        parsed = false;
      }
    }

    if (status === 504) {
      this.logger.warn(`Timeout (504): ${method} ${path}`);
      throw this.failed(new ApiError('timeout', API_MESSAGES.gatewayTimeout.text, status, {}, API_MESSAGES.gatewayTimeout.key, body), method, path);
    }
    if (status >= 400 && status <= 599) {
      const message = errorText(body);
      const error = new ApiError(
        status === 401 ? 'unauthorised' : 'http',
        message ?? API_MESSAGES.generic.text,
        status,
        fieldErrorsOf(body),
        message === undefined ? API_MESSAGES.generic.key : undefined,
        body,
      );
      if (status === 401) for (const listener of this.listeners.logout) listener({ error });
      throw this.failed(error, method, path);
    }
    if (!parsed) {
      this.logger.error(`Not JSON: ${method} ${path} answered ${status}`);
      throw this.failed(new ApiError('bad-response', API_MESSAGES.badResponse.text, status, {}, API_MESSAGES.badResponse.key, text), method, path);
    }
    return { status, body: body as T };
  }

  get<T = unknown>(path: string, query?: QueryOptions['query']): Promise<ApiResponse<T>> {
    return this.query<T>('GET', path, { query });
  }

  post<T = unknown>(path: string, body?: unknown): Promise<ApiResponse<T>> {
    return this.query<T>('POST', path, { body });
  }

  patch<T = unknown>(path: string, body?: unknown): Promise<ApiResponse<T>> {
    return this.query<T>('PATCH', path, { body });
  }

  delete<T = unknown>(path: string, body?: unknown): Promise<ApiResponse<T>> {
    return this.query<T>('DELETE', path, { body });
  }

  /**
   * POST rest/booking/session: starts a session (no session_id: form_version 2.0 is added) or sends
   * changed fields of an existing one. Resolves with booking_data.
   */
  async session(fields: SessionRequestFields, options: SessionCallOptions = {}): Promise<DataResponse<BookingData>> {
    const isNew = fields.session_id === undefined || fields.session_id === null || fields.session_id === '';
    const body: Record<string, unknown> = {
      ...fields,
      brand: this.brand,
      booking_flow_version: 2,
      ...(isNew ? { form_version: '2.0' } : {}),
    };
    if (isNew) delete body.session_id;
    if (options.include && options.include.length > 0) body.include = options.include.join(',');
    return (await this.post<DataResponse<BookingData>>('rest/booking/session', body)).body;
  }

  /** POST rest/booking/session/complete: turns the session into a booking or an enquiry. */
  async complete(sessionId: string): Promise<DataResponse<BookingData>> {
    return (await this.post<DataResponse<BookingData>>('rest/booking/session/complete', { brand: this.brand, session_id: sessionId })).body;
  }

  /**
   * POST rest/booking/session/deposit: what is to be paid, and the payment token once the booking
   * exists. With include "gp" for a booking, the server opens a payment (`payment_type` deposit or
   * balance in `fields`) and answers the hosted page's request in data.gp.
   */
  async deposit(sessionId: string, include?: string, fields: Record<string, unknown> = {}): Promise<DataResponse<DepositData>> {
    const body: Record<string, unknown> = { ...fields, session_id: sessionId };
    if (include) body.include = include;
    return (await this.post<DataResponse<DepositData>>('rest/booking/session/deposit', body)).body;
  }

  /** GET customers/me: the signed-in customer, if any (401 logs out). */
  async me<T = Record<string, unknown>>(include?: readonly string[]): Promise<DataResponse<T>> {
    return (await this.get<DataResponse<T>>('customers/me', include && include.length > 0 ? { include: include.join(',') } : undefined)).body;
  }

  private failed(error: ApiError, method: HttpMethod, path: string): ApiError {
    for (const listener of this.listeners.error) listener({ error, method, path });
    return error;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}
