/**
 * embed.js: the loader a brand's page includes with one tag. No framework: it runs on every host
 * page, so it stays under 3 KB gzip.
 *
 *   <script src="https://bookings.example/embed.js" data-brand="revolution" data-people="4" async></script>
 *     mounts a widget where the tag is (data-brand, data-bar, data-date, data-people, data-type,
 *     data-lang; data-min-height reserves space, data-title names the frame, data-target is a
 *     selector of the element to mount into, data-closable gives the widget a Close booking button
 *     whose covers:close_booking the page answers by closing it);
 *   Covers.mount(element, { brand: 'decuba', bar: 21 }) mounts one from code and returns a handle;
 *   Covers.get(element) is the handle of the widget mounted in an element (a tag's too).
 *
 * The widget's origin is the origin of this script's own URL. Messages go to that origin only, and
 * only messages from that origin, from this widget's frame, and of a known shape are read. What the
 * widget reports becomes DOM events on the mount element (covers:loaded, covers:params,
 * covers:close_booking, covers:booking_update), and a booking that is confirmed with nothing left to
 * pay now fires covers:booking-completed once.
 *
 * Apple Pay through the page: where the widget's frame cannot run ApplePaySession (a cross-origin
 * frame) but this page can, the widget asks the page to (protocol.ts's apple_pay stages). The page
 * creates the session in the message of the customer's click (the click's activation reaches the
 * page), relays merchant validation and authorisation to the widget, which calls Covers' API, and
 * completes the sheet as the widget says. One session at a time; a stage of another id is ignored.
 */
import {
  PARAM_NAMES,
  cleanParams,
  isCompletedBooking,
  isStorageKey,
  isWidgetMessage,
  message,
  type ApplePayToHost,
  type HostToWidget,
  type WidgetParams,
} from './protocol.ts';

/** As much of Safari's ApplePaySession as the relay uses. */
interface ApplePaySessionLike {
  onvalidatemerchant: ((e: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((e: { payment: { token: Record<string, unknown> } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(result: { status: number }): void;
}
interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionLike;
  canMakePayments(): boolean;
  supportsVersion(version: number): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}
/** Spec §9: Apple Pay version 6. */
const APPLE_PAY_VERSION = 6;

export interface MountOptions {
  /** Space kept for the widget before it reports its height, so the page does not jump (px). */
  minHeight?: number;
  title?: string;
  /** The page closes the widget on covers:close_booking: the widget shows a Close booking button. */
  closable?: boolean;
}

export interface WidgetHandle {
  element: HTMLElement;
  iframe: HTMLIFrameElement;
  /** Sends prefill parameters to the running widget. */
  setParams(params: WidgetParams): void;
  /** Sends a message to the widget (e.g. apple_pay_complete). */
  send<K extends keyof HostToWidget>(type: K, payload: HostToWidget[K]): void;
  destroy(): void;
}

const DEFAULT_MIN_HEIGHT = 600;
/** How long after its frame loads the widget has to say it is there before the page says it cannot be shown. */
const LOADED_WITHIN_MS = 5000;
const handles = new WeakMap<HTMLElement, WidgetHandle>();
const script = document.currentScript as HTMLScriptElement | null;
const widgetOrigin = new URL(script?.src ?? location.href, location.href).origin;

/**
 * The widget's saved booking kept in this page's storage, when the browser refuses its frame storage of its own
 * (a third-party frame): a reload then resumes the booking as on the widget's own page. Never fatal: a page
 * without storage simply keeps nothing.
 */
function keptForWidget(): Record<string, string> {
  const entries: Record<string, string> = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const value = key && isStorageKey(key) ? localStorage.getItem(key) : null;
      if (key && value !== null) entries[key] = value;
    }
  } catch {
    // No storage here either.
  }
  return entries;
}

function keepForWidget(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Full, or refused: the booking is not resumed after a reload, and nothing else changes.
  }
}

function mount(element: HTMLElement, params: WidgetParams = {}, options: MountOptions = {}): WidgetHandle {
  const clean = cleanParams(params);
  const query = new URLSearchParams();
  for (const name of PARAM_NAMES) if (clean[name] !== undefined) query.set(name, String(clean[name]));
  if (options.closable) query.set('closable', '1');
  const minHeight = Math.max(0, options.minHeight ?? DEFAULT_MIN_HEIGHT);

  const iframe = document.createElement('iframe');
  iframe.src = `${widgetOrigin}/widget?${query}`;
  iframe.title = options.title ?? 'Booking';
  iframe.allow = 'payment';
  // The widget finds its parent's origin from the referrer where ancestorOrigins is missing.
  iframe.referrerPolicy = 'origin';
  // Reserving the space up front keeps the host page from shifting while the widget loads.
  iframe.style.cssText = `display:block;width:100%;border:0;min-height:${minHeight}px;height:${minHeight}px`;
  element.appendChild(iframe);

  const completed = new Set<string>();
  let session: ApplePaySessionLike | undefined;
  let sessionId = '';
  const emit = (name: string, detail: unknown) => element.dispatchEvent(new CustomEvent(`covers:${name}`, { detail, bubbles: true }));

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== widgetOrigin || event.source !== iframe.contentWindow || !isWidgetMessage(event.data)) return;
    const { type, payload } = event.data;
    if (type === 'height') {
      // The reserved space only bridges the wait for the first report: kept as a minimum, it would leave
      // a blank band under every step shorter than it (issue 29, point 7).
      iframe.style.minHeight = '0';
      iframe.style.height = `${Math.ceil(payload.height)}px`;
      return;
    }
    if (type === 'apple_pay') return applePay(payload);
    if (type === 'storage_request') return send('storage', { entries: keptForWidget() });
    if (type === 'storage_set') return keepForWidget(payload.key, payload.value);
    if (type === 'loaded') {
      iframe.title = payload.title;
      heard = true;
      clearTimeout(refused);
    }
    emit(type, payload);
    if (type === 'booking_update' && isCompletedBooking(payload)) {
      const key = payload.ref_code ?? '';
      if (completed.has(key)) return;
      completed.add(key);
      // Analytics count pounds: the value and what was paid, each beside its pence.
      const value = payload.value ?? 0;
      emit('booking-completed', { ...payload, value: value / 100, value_pence: value, paid: payload.paid / 100, paid_pence: payload.paid });
    }
  };
  window.addEventListener('message', onMessage);

  // A page the brand does not let frame the widget gets a blank frame (its CSP refuses it): when the frame has
  // loaded and the widget has not said so within a few seconds, the customer is told and given the booking page.
  let refused: ReturnType<typeof setTimeout> | undefined;
  let heard = false;
  iframe.addEventListener('load', () => {
    clearTimeout(refused);
    if (heard) return;
    refused = setTimeout(() => {
      const note = document.createElement('p');
      note.className = 'covers-unavailable';
      note.setAttribute('role', 'alert');
      note.textContent = 'Sorry, the booking form cannot be shown on this page. ';
      const link = document.createElement('a');
      link.href = iframe.src;
      link.textContent = 'Book on our bookings page';
      note.appendChild(link);
      iframe.replaceWith(note);
    }, LOADED_WITHIN_MS);
  });

  const send = <K extends keyof HostToWidget>(type: K, payload: HostToWidget[K]) =>
    iframe.contentWindow?.postMessage(message<HostToWidget, K>(type, payload), widgetOrigin);

  const applePay = (p: ApplePayToHost) => {
    const Session = (window as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
    const id = p.id;
    const complete = (status: 'success' | 'failure' | 'cancelled') => {
      session = undefined;
      send('apple_pay_complete', { id, status });
    };
    if (p.stage === 'check') {
      let available = false;
      try {
        available = !!Session && Session.supportsVersion(APPLE_PAY_VERSION) && Session.canMakePayments();
      } catch {
        // Thrown outside a secure context.
      }
      return send('apple_pay', { stage: 'available', id, available });
    }
    if (p.stage === 'begin') {
      if (session) return complete('failure');
      try {
        const s = new Session!(APPLE_PAY_VERSION, p.request);
        s.onvalidatemerchant = (e) => send('apple_pay', { stage: 'validate_merchant', id, validation_url: e.validationURL });
        s.onpaymentauthorized = (e) => send('apple_pay', { stage: 'authorized', id, token: e.payment.token });
        s.oncancel = () => session === s && complete('cancelled');
        s.begin();
        session = s;
        sessionId = id;
      } catch {
        complete('failure');
      }
      return;
    }
    const s = session;
    if (!s || id !== sessionId) return;
    try {
      if (p.stage === 'merchant_session') s.completeMerchantValidation(p.session);
      else if (p.stage === 'abort') {
        session = undefined;
        s.abort();
      } else if (p.stage === 'result') {
        s.completePayment({ status: p.success ? Session!.STATUS_SUCCESS : Session!.STATUS_FAILURE });
        complete(p.success ? 'success' : 'failure');
      }
    } catch {
      complete('failure');
    }
  };

  const handle: WidgetHandle = {
    element,
    iframe,
    send,
    setParams: (p) => send('params', cleanParams(p)),
    destroy() {
      clearTimeout(refused);
      window.removeEventListener('message', onMessage);
      iframe.remove();
      handles.delete(element);
    },
  };
  handles.set(element, handle);
  return handle;
}

const api = { mount, get: (element: HTMLElement) => handles.get(element) };
declare global {
  interface Window {
    Covers?: typeof api;
  }
}
window.Covers = window.Covers ?? api;

// One tag is enough: a script tag carrying data-brand mounts a widget in its own place, or inside
// the element its data-target selector names.
if (script?.dataset.brand !== undefined) {
  const data = script.dataset;
  const target = data.target ? document.querySelector<HTMLElement>(data.target) : null;
  const holder = target ?? document.createElement('div');
  if (!target) script.parentNode?.insertBefore(holder, script);
  const params = Object.fromEntries(PARAM_NAMES.map((name) => [name, data[name]]));
  const minHeight = data.minHeight ? Number(data.minHeight) : undefined;
  mount(holder, params, { minHeight: Number.isFinite(minHeight) ? minHeight : undefined, title: data.title, closable: data.closable !== undefined });
}
