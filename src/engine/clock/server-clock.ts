import { systemClock, type Clock } from './clock.ts';

/**
 * "Now" as the server counts it, on a device whose own clock may be wrong (set by hand, an hour out
 * after a trip, a test server's fixed clock): the device's clock moved by the offset the server's
 * answers show. Each answer's Date header (whole seconds, stamped while the request was on its way)
 * bounds the offset; the bounds of every answer are kept together and the clock reads their middle,
 * so it settles within a fraction of a second and does not jitter from answer to answer. Until an
 * answer has come, it is the device's clock. Timers run on the device's clock (durations agree).
 */
export class ServerClock implements Clock {
  private low = Number.NEGATIVE_INFINITY;
  private high = Number.POSITIVE_INFINITY;
  private offset = 0;

  constructor(private readonly device: Clock = systemClock) {}

  now(): number {
    return this.device.now() + this.offset;
  }

  /** The device's own clock, which `observe` takes its instants on. */
  deviceNow(): number {
    return this.device.now();
  }

  setTimeout(fn: () => void, ms: number) {
    return this.device.setTimeout(fn, ms);
  }

  clearTimeout(handle: unknown): void {
    this.device.clearTimeout(handle);
  }

  /**
   * An answer's Date header, for a request sent at `sentAt` and answered at `receivedAt` (both on the
   * device's clock). A header that cannot be read changes nothing.
   */
  observe(dateHeader: string | null | undefined, sentAt: number, receivedAt: number): void {
    const stamped = dateHeader ? Date.parse(dateHeader) : Number.NaN;
    if (!Number.isFinite(stamped) || receivedAt < sentAt) return;
    // The server read its clock at some device instant in [sentAt, receivedAt] and wrote down the second.
    let low = stamped - receivedAt;
    let high = stamped + 1000 - sentAt;
    if (low <= this.high && high >= this.low) {
      low = Math.max(low, this.low);
      high = Math.min(high, this.high);
    }
    // Bounds that no longer meet (the device's clock or the server's was changed) start again from this answer.
    this.low = low;
    this.high = high;
    this.offset = Math.round((low + high) / 2);
  }
}
