/**
 * The messages the host page (through the loader, embed.js) and the widget iframe exchange. Both
 * sides import this file, so a shape is checked the same way on each end. No imports: it is bundled
 * into the loader, whose budget is 3 KB gzip.
 *
 * Every message is `{ covers: 1, type, payload }`. A message of another shape, or from a window or
 * origin the receiver does not expect, is ignored (the receivers check origin and source first).
 *
 *   widget → host: loaded, height, params, close_booking, booking_update, apple_pay
 *   host → widget: params, apple_pay_complete
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
  /** The booking's value in pence. */
  value: number;
  currency: 'GBP';
  /** True while a payment the booking needs now (a deposit, or the full amount) has not been made. */
  payment_due: boolean;
  people?: number;
  bar_id?: number;
  party_type?: number;
}

export interface ApplePayComplete {
  status: 'success' | 'failure' | 'cancelled';
  /** The wallet's payment token, passed back to the widget to process. */
  token?: Record<string, unknown>;
}

export interface WidgetToHost {
  loaded: { title: string };
  height: { height: number };
  params: WidgetParams;
  close_booking: Record<string, never>;
  booking_update: BookingUpdate;
  /** The widget asks the host page to run an Apple Pay session with this payment request. */
  apple_pay: { request: Record<string, unknown> };
}

export interface HostToWidget {
  params: WidgetParams;
  apple_pay_complete: ApplePayComplete;
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
    isCount(v.value) &&
    v.currency === 'GBP' &&
    typeof v.payment_due === 'boolean' &&
    optional(v.ref_code, (r) => isText(r, 64)) &&
    optional(v.people, isCount) &&
    optional(v.bar_id, isCount) &&
    optional(v.party_type, isCount)
  );
}

const WIDGET_TO_HOST: { [K in keyof WidgetToHost]: (p: unknown) => boolean } = {
  loaded: (p) => isObject(p) && isText(p.title),
  height: (p) => isObject(p) && typeof p.height === 'number' && p.height >= 0 && p.height <= MAX_HEIGHT,
  params: paramsOk,
  close_booking: isObject,
  booking_update: bookingUpdateOk,
  apple_pay: (p) => isObject(p) && isObject(p.request),
};

const HOST_TO_WIDGET: { [K in keyof HostToWidget]: (p: unknown) => boolean } = {
  params: paramsOk,
  apple_pay_complete: (p) => isObject(p) && (p.status === 'success' || p.status === 'failure' || p.status === 'cancelled') && optional(p.token, isObject),
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
