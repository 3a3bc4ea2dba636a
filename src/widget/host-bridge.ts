/**
 * The widget's side of the host-page messages (protocol: src/embed/protocol.ts). It talks only to
 * its parent window and only at the parent's exact origin, which must be one of the brand's embed
 * origins (or the widget's own origin: the demo pages). Incoming messages count only when they come
 * from the parent window, from that origin, and have a known shape.
 */
import type { Clock, TimerHandle } from '../engine/clock/clock.ts';
import { isHostMessage, message, type HostToWidget, type WidgetToHost } from '../embed/protocol.ts';

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
