/**
 * The widget's side of the host-page messages (protocol: src/embed/protocol.ts). It talks only to
 * its parent window and only at the parent's exact origin, which must be one of the brand's embed
 * origins (or the widget's own origin: the demo pages). Incoming messages count only when they come
 * from the parent window, from that origin, and have a known shape.
 */
import type { Clock, TimerHandle } from '../engine/clock/clock.ts';
import type { HostMessage } from '../engine/store/types.ts';
import type { HostBridge as StoreHost } from '../engine/store/widget-store.ts';
import { isHostMessage, message, type BookingUpdate, type HostToWidget, type WidgetToHost } from '../embed/protocol.ts';

/** The spec's height rule (account-and-guest-features §9): container height + 80, first at 500 ms, then every 100 ms. */
export const HEIGHT_EXTRA_PX = 80;
export const HEIGHT_FIRST_CHECK_MS = 500;
export const HEIGHT_CHECK_EVERY_MS = 100;

/** The origins allowed to embed the widget: the brand's list and the widget's own origin. */
export function allowedParentOrigins(embedOrigins: readonly string[], ownOrigin: string): string[] {
  return [...new Set([ownOrigin, ...embedOrigins])];
}

/**
 * The parent's origin when it is allowed, else null. `ancestorOrigins` (Chromium, WebKit) is the
 * truth where it exists; elsewhere the referrer's origin (the loader sets referrerpolicy="origin").
 */
export function resolveParentOrigin(input: { ancestorOrigins?: ArrayLike<string> | null; referrer: string; allowed: readonly string[] }): string | null {
  let origin: string | undefined;
  if (input.ancestorOrigins && input.ancestorOrigins.length > 0) origin = input.ancestorOrigins[0];
  else if (input.referrer) {
    try {
      origin = new URL(input.referrer).origin;
    } catch {
      origin = undefined;
    }
  }
  return origin && input.allowed.includes(origin) ? origin : null;
}

type Handler<K extends keyof HostToWidget> = (payload: HostToWidget[K]) => void;

export interface HostBridgeOptions {
  /** The widget's window (its `parent` is the host page). */
  window: Window;
  allowedOrigins: readonly string[];
  clock: Clock;
}

export class HostBridge {
  /** The host page's origin, or null when the widget is not embedded by an allowed page (then it posts nothing). */
  readonly parentOrigin: string | null;
  private readonly win: Window;
  private readonly clock: Clock;
  private readonly handlers = new Map<keyof HostToWidget, Set<Handler<never>>>();
  private heightTimer: TimerHandle | undefined;
  private readonly listener = (event: MessageEvent) => this.receive(event);

  constructor(options: HostBridgeOptions) {
    this.win = options.window;
    this.clock = options.clock;
    const embedded = this.win.parent !== this.win;
    this.parentOrigin = embedded
      ? resolveParentOrigin({ ancestorOrigins: this.win.location.ancestorOrigins, referrer: this.win.document.referrer, allowed: options.allowedOrigins })
      : null;
    this.win.addEventListener('message', this.listener);
  }

  get embedded(): boolean {
    return this.parentOrigin !== null;
  }

  post<K extends keyof WidgetToHost>(type: K, payload: WidgetToHost[K]): void {
    if (this.parentOrigin === null) return;
    this.win.parent.postMessage(message<WidgetToHost, K>(type, payload), this.parentOrigin);
  }

  on<K extends keyof HostToWidget>(type: K, handler: Handler<K>): () => void {
    const set = this.handlers.get(type) ?? new Set();
    set.add(handler as Handler<never>);
    this.handlers.set(type, set);
    return () => set.delete(handler as Handler<never>);
  }

  /** Reports `measure() + 80` to the host whenever it changes: first after 500 ms, then every 100 ms. */
  startHeightReports(measure: () => number): () => void {
    if (this.parentOrigin === null) return () => {};
    let last = -1;
    const tick = () => {
      const height = Math.ceil(measure()) + HEIGHT_EXTRA_PX;
      if (height !== last) {
        last = height;
        this.post('height', { height });
      }
      this.heightTimer = this.clock.setTimeout(tick, HEIGHT_CHECK_EVERY_MS);
    };
    this.heightTimer = this.clock.setTimeout(tick, HEIGHT_FIRST_CHECK_MS);
    return () => this.clock.clearTimeout(this.heightTimer);
  }

  destroy(): void {
    this.win.removeEventListener('message', this.listener);
    this.clock.clearTimeout(this.heightTimer);
    this.handlers.clear();
  }

  private receive(event: MessageEvent): void {
    if (this.parentOrigin === null || event.origin !== this.parentOrigin || event.source !== this.win.parent) return;
    if (!isHostMessage(event.data)) return;
    const { type, payload } = event.data;
    for (const handler of this.handlers.get(type) ?? []) (handler as Handler<typeof type>)(payload as never);
  }
}

const STATUS: Record<number, BookingUpdate['status']> = { 0: 'provisional', 1: 'confirmed', 3: 'enquiry' };
const count = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);

/**
 * The store's booking_update (the session's booking fields) as the host hears it. A provisional
 * booking is one waiting for its deposit: payment is due. An enquiry has no value: nothing is sold
 * yet. Null when the booking has no known status.
 */
export function bookingUpdateFrom(data: Record<string, unknown> = {}): BookingUpdate | null {
  const status = STATUS[count(data.status_id) ?? -1];
  if (!status) return null;
  const update: BookingUpdate = { status, paid: count(data.amount_paid) ?? 0, currency: 'GBP', payment_due: status === 'provisional' };
  if (status !== 'enquiry') update.value = count(data.value) ?? 0;
  if (typeof data.ref_code === 'string' && data.ref_code.length <= 64) update.ref_code = data.ref_code;
  for (const [from, to] of [
    ['people', 'people'],
    ['bar_id', 'bar_id'],
    ['party_type', 'party_type'],
  ] as const) {
    const n = count(data[from]);
    if (n !== undefined) update[to] = n;
  }
  return update;
}

/** What the store asks of the page around the widget, done through the bridge. */
export function storeHost(bridge: HostBridge, win: Pick<Window, 'open'> = window): StoreHost {
  return {
    notify(m: HostMessage) {
      if (m.type === 'close_booking') bridge.post('close_booking', {});
      if (m.type === 'booking_update') {
        const update = bookingUpdateFrom(m.data);
        if (update) bridge.post('booking_update', update);
      }
    },
    // A partner's booking page opens in its own tab: a framed page may not navigate its host.
    redirect(url: string) {
      win.open(url, '_blank', 'noopener');
    },
  };
}
