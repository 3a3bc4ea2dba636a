/**
 * The card flow of spec §4, without React: start (an order for the hosted page), show the hosted
 * frame and check the order every 4 s until the gateway has answered; when the frame reports a
 * height of 70 px or less its result is showing, and the verify screen takes over (every 2 s, at
 * most 10 times). Success ends the flow; after a failure the frame restarts with a new order after
 * 500 ms (the widget) or the failure stays on screen with Try Again (the account pages). A page never sent
 * within its order's life is replaced by a fresh one in the widget.
 */
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Clock, TimerHandle } from '../../engine/clock/clock.ts';
import { failureMessage, resultMessage, type PaymentMessage, type Surface } from './messages.ts';
import { SPEC_TIMING, type PaymentTiming } from './timing.ts';
import type { HostedData, PaymentResult } from '../../api-client/payment-types.ts';
import { PaymentVerifier } from './verify.ts';

export type CardPhase =
  /** Asking the server for an order. */
  | 'starting'
  /** The hosted page is showing; its order is checked every 4 s. */
  | 'frame'
  /** The hosted page shows its result; the verify screen is asking for it. */
  | 'verifying'
  | 'succeeded'
  /** Declined or refused; with restart, a new frame follows after 500 ms. */
  | 'failed'
  /** The verify screen gave up, or the gateway never answered. */
  | 'timedOut'
  /** No order could be opened (the server refused or could not be reached). */
  | 'error';

export interface CardPaymentOptions {
  clock: Clock;
  /** Opens a new order for the hosted page. */
  open(): Promise<HostedData>;
  check(orderId: string): Promise<PaymentResult>;
  onSuccess?(result: PaymentResult): void;
  /** The flow stopped without success (failed with 'stop', timed out, or no order). */
  onFailure?(message: PaymentMessage): void;
  /** 'restart': a failed payment opens a new frame after 500 ms; 'stop': it stays failed. */
  afterFailure?: 'restart' | 'stop';
  surface?: Surface;
  timing?: Partial<PaymentTiming>;
}

export class CardPaymentController {
  phase: CardPhase = 'starting';
  hosted: HostedData | null = null;
  /** One per order: the frame is rebuilt for each. */
  attempt = 0;
  /** The frame's last reported height (px), null until it reports. */
  frameHeight: number | null = null;
  /** What the customer is told: the last failure, kept over a restart until the next outcome. */
  message: PaymentMessage | null = null;
  result: PaymentResult | null = null;

  readonly verifier: PaymentVerifier;
  private readonly timing: PaymentTiming;
  private readonly afterFailure: 'restart' | 'stop';
  private readonly surface: Surface;
  private timer: TimerHandle | undefined;
  private run = 0;
  private disposed = false;

  constructor(private readonly options: CardPaymentOptions) {
    this.timing = { ...SPEC_TIMING, ...options.timing };
    this.afterFailure = options.afterFailure ?? 'restart';
    this.surface = options.surface ?? 'widget';
    this.verifier = new PaymentVerifier({
      clock: options.clock,
      check: (id) => options.check(id),
      timing: this.timing,
      onAnswer: (result) => this.answered(result),
      onTimeout: () => this.timedOut(),
    });
    makeObservable<CardPaymentController, 'set'>(this, {
      phase: observable,
      hosted: observableRef,
      attempt: observable,
      frameHeight: observable,
      message: observableRef,
      result: observableRef,
      set: action,
    });
  }

  private set(patch: Partial<Pick<CardPaymentController, 'phase' | 'hosted' | 'attempt' | 'frameHeight' | 'message' | 'result'>>): void {
    Object.assign(this, patch);
  }

  /** Opens an order and shows its hosted page (again, after a failure or a timeout). */
  start(): void {
    if (this.disposed) return;
    this.clearTimers();
    const run = ++this.run;
    this.set({ phase: 'starting', frameHeight: null, result: null, ...(this.phase === 'timedOut' || this.phase === 'error' ? { message: null } : {}) });
    this.options.open().then(
      (hosted) => {
        if (run !== this.run) return;
        this.set({ phase: 'frame', hosted, attempt: this.attempt + 1 });
        this.schedulePoll(run);
      },
      (error: unknown) => {
        if (run !== this.run) return;
        const message = failureMessage(error);
        this.set({ phase: 'error', hosted: null, message });
        this.options.onFailure?.(message);
      },
    );
  }

  /** Try Again after a timeout or an error: a new order, the old message gone. */
  retry(): void {
    this.set({ message: null });
    this.start();
  }

  /** The hosted page's size message. 70 px or less: its result is showing, so verify it. */
  frameResized(height: number): void {
    if (!Number.isFinite(height)) return;
    this.set({ frameHeight: height });
    if (this.phase === 'frame' && height <= this.timing.resultMaxHeightPx && this.hosted) {
      this.clearTimers();
      this.set({ phase: 'verifying' });
      this.verifier.start(this.hosted.order_id);
    }
  }

  dispose(): void {
    this.disposed = true;
    this.run++;
    this.clearTimers();
  }

  private clearTimers(): void {
    if (this.timer !== undefined) this.options.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.verifier.stop();
  }

  private schedulePoll(run: number): void {
    this.timer = this.options.clock.setTimeout(() => void this.poll(run), this.timing.cardPollMs);
  }

  private async poll(run: number): Promise<void> {
    const hosted = this.hosted;
    if (run !== this.run || this.phase !== 'frame' || !hosted) return;
    let result: PaymentResult | undefined;
    try {
      result = await this.options.check(hosted.order_id);
    } catch {
      // Not answered this time: ask again at the next poll.
    }
    if (run !== this.run || this.phase !== 'frame') return;
    if (result?.received_response) return this.answered(result);
    if (result?.timed_out) return this.expired(result);
    this.schedulePoll(run);
  }

  /**
   * The hosted page's order lived out its life with no answer while the page was still showing: the customer never
   * sent it. In the widget a fresh page replaces it (its order extends the booking's hold, which the deposit screen's
   * countdown then shows); the account pages say it timed out, with Try Again.
   */
  private expired(result: PaymentResult): void {
    if (this.afterFailure !== 'restart') return this.timedOut(result);
    this.start();
  }

  private answered(result: PaymentResult): void {
    this.clearTimers();
    const message = resultMessage(result, this.surface);
    if (result.success) {
      this.set({ phase: 'succeeded', result, message });
      this.options.onSuccess?.(result);
      return;
    }
    this.set({ phase: 'failed', result, message });
    if (this.afterFailure === 'restart') {
      const run = this.run;
      this.timer = this.options.clock.setTimeout(() => run === this.run && this.start(), this.timing.restartAfterErrorMs);
    } else {
      this.options.onFailure?.(message);
    }
  }

  private timedOut(result?: PaymentResult): void {
    this.clearTimers();
    const message = result ? resultMessage(result, this.surface) : { level: 'error' as const, key: 'payments:errors.timedOut' };
    this.set({ phase: 'timedOut', message, result: result ?? null });
    this.options.onFailure?.(message);
  }
}
