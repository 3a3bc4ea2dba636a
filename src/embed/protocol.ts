/**
 * The messages the host page (through the loader, embed.js) and the widget iframe exchange. Both
 * sides import this file, so a shape is checked the same way on each end. No imports: it is bundled
 * into the loader, whose budget is 3 KB gzip.
 *
 * Every message is `{ covers: 1, type, payload }`. A message of another shape, or from a window or
 * origin the receiver does not expect, is ignored (the receivers check origin and source first).
 *
 *   widget → host: loaded, height, params, close_booking, booking_update, apple_pay, storage_request, storage_set
 *   host → widget: params, apple_pay, apple_pay_complete, storage
 *
 * Storage through the host page, when the browser refuses the widget's frame its own (a third-party frame
 * with third-party storage blocked): the widget asks once (storage_request), the loader answers with the
 * widget's entries it keeps in the page's local storage (storage), and every change is written there
 * (storage_set; value null removes). Keys are the widget's own ("covers:…").
 *
 * Apple Pay through the host page (when the widget's frame cannot run ApplePaySession itself), one
 * payment `id` throughout; a message for another id is ignored:
 *   widget → host  apple_pay { stage: 'check' }                 can the page pay with Apple Pay?
 *   host → widget  apple_pay { stage: 'available', available }
 *   widget → host  apple_pay { stage: 'begin', request }        in the click: the page creates the session and begins
 *   host → widget  apple_pay { stage: 'validate_merchant', validation_url }
 *   widget → host  apple_pay { stage: 'merchant_session', session }   (or stage 'abort' when validation failed)
 *   host → widget  apple_pay { stage: 'authorized', token }
 *   widget → host  apple_pay { stage: 'result', success }       after the widget's process call
 *   host → widget  apple_pay_complete { status: success | failure }   the sheet is completed
 *   host → widget  apple_pay_complete { status: 'cancelled' }   the customer closed the sheet (any time)
 */

export const PROTOCOL_VERSION = 1;

/** Prefill parameters: the loader's data attributes, the widget's query string, the `params` message. */
export interface WidgetParams {
  /** Brand code (revolution, decuba, playhouse, default) or id (1, 2, 4, 0). */
  brand?: string;
  bar?: number;
  /** YYYY-MM-DD. */
  date?: string;
  people?: number;
  /** Booking (party) type id. */
  type?: number;
  lang?: string;
}

export const PARAM_NAMES = ['brand', 'bar', 'date', 'people', 'type', 'lang'] as const;

/** What the host learns about the booking, for its own pages and analytics. Money in pence. */
export interface BookingUpdate {
  status: 'enquiry' | 'provisional' | 'confirmed';
  ref_code?: string;
  /** The booking's value in pence (at least its deposit); an enquiry has none: nothing is sold yet. */
  value?: number;
  /** What has been paid of it so far, in pence. */
  paid: number;
  currency: 'GBP';
  /** True while a payment the booking needs now (a deposit, or the full amount) has not been made. */
  payment_due: boolean;
  people?: number;
  bar_id?: number;
  party_type?: number;
}

/** The widget's side of an Apple Pay payment run by the host page. */
export type ApplePayToHost =
  | { stage: 'check'; id: string }
  | { stage: 'begin'; id: string; request: Record<string, unknown> }
  | { stage: 'merchant_session'; id: string; session: Record<string, unknown> }
  | { stage: 'result'; id: string; success: boolean }
  | { stage: 'abort'; id: string };

/** The host page's side: what its ApplePaySession reports. */
export type ApplePayToWidget =
  | { stage: 'available'; id: string; available: boolean }
  | { stage: 'validate_merchant'; id: string; validation_url: string }
  | { stage: 'authorized'; id: string; token: Record<string, unknown> };

export interface ApplePayComplete {
  id: string;
  status: 'success' | 'failure' | 'cancelled';
}

export interface WidgetToHost {
  loaded: { title: string };
  height: { height: number };
  params: WidgetParams;
  close_booking: Record<string, never>;
  booking_update: BookingUpdate;
  /** Apple Pay run by the host page, stage by stage (above). */
  apple_pay: ApplePayToHost;
  storage_request: Record<string, never>;
  storage_set: { key: string; value: string | null };
}

export interface HostToWidget {
  params: WidgetParams;
  apple_pay: ApplePayToWidget;
  apple_pay_complete: ApplePayComplete;
  storage: { entries: Record<string, string> };
}

export type Message<M, K extends keyof M = keyof M> = K extends keyof M ? { covers: 1; type: K; payload: M[K] } : never;

const MAX_HEIGHT = 100_000;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e9;
const optional = (v: unknown, test: (v: unknown) => boolean) => v === undefined || test(v);

/** Keeps the known, well-formed parameters; anything else is dropped. Strings from data attributes or a URL are parsed. */
export function cleanParams(input: unknown): WidgetParams {
  const out: WidgetParams = {};
  if (!isObject(input) && !(typeof URLSearchParams !== 'undefined' && input instanceof URLSearchParams)) return out;
  const get = (name: string): unknown => (input instanceof URLSearchParams ? (input.get(name) ?? undefined) : input[name]);
  const int = (v: unknown): number | undefined => {
    const n = typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v;
    return isCount(n) ? n : undefined;
  };
  const brand = get('brand');
  if (isText(brand, 40) && /^[a-z0-9-]+$/.test(brand)) out.brand = brand;
  else if (isCount(brand)) out.brand = String(brand);
  const date = get('date');
  if (isText(date, 10) && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(date)) out.date = date;
  const lang = get('lang');
  if (isText(lang, 20) && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)) out.lang = lang;
  for (const name of ['bar', 'people', 'type'] as const) {
    const n = int(get(name));
    if (n !== undefined) out[name] = n;
  }
  return out;
}

function paramsOk(v: unknown): boolean {
  if (!isObject(v)) return false;
  const clean = cleanParams(v) as Record<string, unknown>;
  // Every key given must survive cleaning unchanged: a malformed value makes the whole message wrong.
  return Object.keys(v).every((k) => v[k] === undefined || clean[k] === v[k] || (k === 'brand' && clean[k] === String(v[k])));
}

function bookingUpdateOk(v: unknown): boolean {
  return (
    isObject(v) &&
    (v.status === 'enquiry' || v.status === 'provisional' || v.status === 'confirmed') &&
    (v.status === 'enquiry' ? v.value === undefined : isCount(v.value)) &&
    isCount(v.paid) &&
    v.currency === 'GBP' &&
    typeof v.payment_due === 'boolean' &&
    optional(v.ref_code, (r) => isText(r, 64)) &&
    optional(v.people, isCount) &&
    optional(v.bar_id, isCount) &&
    optional(v.party_type, isCount)
  );
}

const isId = (v: unknown) => typeof v === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(v);
/** Each stage's own fields, and no others. */
function stageOk(p: unknown, stages: Record<string, (p: Record<string, unknown>) => boolean>): boolean {
  if (!isObject(p) || !isId(p.id) || typeof p.stage !== 'string' || !Object.hasOwn(stages, p.stage)) return false;
  return stages[p.stage]!(p);
}
const keys = (p: Record<string, unknown>, ...names: string[]) => Object.keys(p).every((k) => k === 'id' || k === 'stage' || names.includes(k));

const APPLE_PAY_TO_HOST: Record<ApplePayToHost['stage'], (p: Record<string, unknown>) => boolean> = {
  check: (p) => keys(p),
  begin: (p) => keys(p, 'request') && isObject(p.request) && isObject(p.request.total),
  merchant_session: (p) => keys(p, 'session') && isObject(p.session),
  result: (p) => keys(p, 'success') && typeof p.success === 'boolean',
  abort: (p) => keys(p),
};
const APPLE_PAY_TO_WIDGET: Record<ApplePayToWidget['stage'], (p: Record<string, unknown>) => boolean> = {
  available: (p) => keys(p, 'available') && typeof p.available === 'boolean',
  validate_merchant: (p) => keys(p, 'validation_url') && isText(p.validation_url, 500) && p.validation_url.startsWith('https://'),
  authorized: (p) => keys(p, 'token') && isObject(p.token),
};

/** The widget's storage keys and values, as the host page keeps them for it. */
export const isStorageKey = (v: unknown): v is string => typeof v === 'string' && /^covers:[A-Za-z0-9:._-]{1,120}$/.test(v);
const isStorageValue = (v: unknown) => isText(v, 16_384);
const MAX_STORAGE_ENTRIES = 50;

const WIDGET_TO_HOST: { [K in keyof WidgetToHost]: (p: unknown) => boolean } = {
  loaded: (p) => isObject(p) && isText(p.title),
  height: (p) => isObject(p) && typeof p.height === 'number' && p.height >= 0 && p.height <= MAX_HEIGHT,
  params: paramsOk,
  close_booking: isObject,
  booking_update: bookingUpdateOk,
  apple_pay: (p) => stageOk(p, APPLE_PAY_TO_HOST),
  storage_request: isObject,
  storage_set: (p) => isObject(p) && keys(p, 'key', 'value') && isStorageKey(p.key) && (p.value === null || isStorageValue(p.value)),
};

const HOST_TO_WIDGET: { [K in keyof HostToWidget]: (p: unknown) => boolean } = {
  params: paramsOk,
  apple_pay: (p) => stageOk(p, APPLE_PAY_TO_WIDGET),
  apple_pay_complete: (p) => isObject(p) && isId(p.id) && (p.status === 'success' || p.status === 'failure' || p.status === 'cancelled') && keys(p, 'status'),
  storage: (p) =>
    isObject(p) &&
    isObject(p.entries) &&
    Object.keys(p.entries).length <= MAX_STORAGE_ENTRIES &&
    Object.entries(p.entries).every(([k, v]) => isStorageKey(k) && isStorageValue(v)),
};

function check<M>(table: Record<string, (p: unknown) => boolean>, data: unknown): data is Message<M> {
  return isObject(data) && data.covers === PROTOCOL_VERSION && typeof data.type === 'string' && Object.hasOwn(table, data.type) && table[data.type]!(data.payload);
}

/** True for a well-formed message the widget may send to the host. */
export const isWidgetMessage = (data: unknown): data is Message<WidgetToHost> => check<WidgetToHost>(WIDGET_TO_HOST, data);
/** True for a well-formed message the host may send to the widget. */
export const isHostMessage = (data: unknown): data is Message<HostToWidget> => check<HostToWidget>(HOST_TO_WIDGET, data);

export function message<M, K extends keyof M>(type: K, payload: M[K]): { covers: 1; type: K; payload: M[K] } {
  return { covers: PROTOCOL_VERSION, type, payload };
}

/** A message from the widget to the host. */
export const widgetMessage = <K extends keyof WidgetToHost>(type: K, payload: WidgetToHost[K]) => message<WidgetToHost, K>(type, payload);
/** A message from the host to the widget. */
export const hostMessage = <K extends keyof HostToWidget>(type: K, payload: HostToWidget[K]) => message<HostToWidget, K>(type, payload);

/** A booking the host may count as done: confirmed, with nothing left to pay now. */
export function isCompletedBooking(update: BookingUpdate): boolean {
  return update.status === 'confirmed' && !update.payment_due;
}
