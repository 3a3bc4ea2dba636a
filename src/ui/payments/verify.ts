/**
 * The verify screen's polling (spec §4): ask whether the gateway has answered every 2 s, at most 10
 * times, then give up with "Request timed out - Please try again later.". The first check is made at
 * once: the hosted page has already shown its result when verifying starts.
 */
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Clock, TimerHandle } from '../../engine/clock/clock.ts';
import { SPEC_TIMING, type PaymentTiming } from './timing.ts';
import type { PaymentResult } from '../../api-client/payment-types.ts';

export type VerifyPhase = 'idle' | 'verifying' | 'answered' | 'timedOut';

export interface PaymentVerifierOptions {
  clock: Clock;
  /** One check call (rest/deposit/payment/check, or the card capture's poll). */
  check(orderId: string): Promise<PaymentResult>;
  /** The gateway answered (paid, declined, stored…). */
  onAnswer?(result: PaymentResult): void;
  /** Every attempt was made and none had an answer. */
  onTimeout?(): void;
  timing?: Pick<PaymentTiming, 'verifyPollMs' | 'verifyMaxAttempts'>;
}

export class PaymentVerifier {
  phase: VerifyPhase = 'idle';
  attempts = 0;
  result: PaymentResult | null = null;
  private timer: TimerHandle | undefined;
  /** Bumped on every start and stop: answers of an earlier run are ignored. */
  private run = 0;
  private readonly timing: Pick<PaymentTiming, 'verifyPollMs' | 'verifyMaxAttempts'>;

  constructor(private readonly options: PaymentVerifierOptions) {
    this.timing = options.timing ?? SPEC_TIMING;
    makeObservable<PaymentVerifier, 'set'>(this, { phase: observable, attempts: observable, result: observableRef, set: action });
  }

  private set(patch: Partial<Pick<PaymentVerifier, 'phase' | 'attempts' | 'result'>>): void {
    Object.assign(this, patch);
  }

  start(orderId: string): void {
    this.stop();
    const run = ++this.run;
    this.set({ phase: 'verifying', attempts: 0, result: null });
    void this.attempt(orderId, run);
  }

  stop(): void {
    this.run++;
    if (this.timer !== undefined) this.options.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async attempt(orderId: string, run: number): Promise<void> {
    this.set({ attempts: this.attempts + 1 });
    let result: PaymentResult | undefined;
    try {
      result = await this.options.check(orderId);
    } catch {
      // A failed check counts as an attempt without an answer.
    }
    if (run !== this.run) return;
    if (result?.received_response) {
      this.set({ phase: 'answered', result });
      this.options.onAnswer?.(result);
      return;
    }
    if (this.attempts >= this.timing.verifyMaxAttempts) {
      this.set({ phase: 'timedOut', result: result ?? null });
      this.options.onTimeout?.();
      return;
    }
    this.timer = this.options.clock.setTimeout(() => void this.attempt(orderId, run), this.timing.verifyPollMs);
  }
}
