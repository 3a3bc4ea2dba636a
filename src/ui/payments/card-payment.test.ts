import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '../../engine/clock/clock.ts';
import { CardPaymentController } from './card-payment.ts';
import { SPEC_TIMING } from './timing.ts';
import type { HostedData, PaymentResult } from '../../api-client/payment-types.ts';
import { PaymentVerifier } from './verify.ts';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** Moves the clock on in steps, letting the promises of each timer settle before the next. */
async function advance(clock: SimulatedClock, ms: number, step = 100) {
  for (let t = 0; t < ms; t += step) {
    clock.advance(Math.min(step, ms - t));
    await flush();
  }
}

const hosted = (n: number): HostedData => ({ order_id: `order-${n}`, amount: 6000, url: 'https://pay.example/hpp', fields: { ORDER_ID: `order-${n}` } });
const pending: PaymentResult = { received_response: false, success: false, error: false, timed_out: false };
const paid: PaymentResult = { received_response: true, success: true, error: false, result: '00', method: 'card', purpose: 'payment' };
const declined = (result: string): PaymentResult => ({ received_response: true, success: false, error: true, result, method: 'card', purpose: 'payment' });

function setup(options: { answers?: (orderId: string, call: number) => PaymentResult; afterFailure?: 'restart' | 'stop'; surface?: 'widget' | 'page' } = {}) {
  const clock = new SimulatedClock(0);
  const opened: number[] = [];
  const checks: Array<{ at: number; order: string }> = [];
  const outcomes: string[] = [];
  let n = 0;
  const controller = new CardPaymentController({
    clock,
    open: async () => {
      opened.push(clock.now());
      return hosted(++n);
    },
    check: async (order) => {
      checks.push({ at: clock.now(), order });
      return options.answers ? options.answers(order, checks.length) : pending;
    },
    onSuccess: () => outcomes.push('success'),
    onFailure: (m) => outcomes.push(`failure:${m.key ?? m.text}`),
    afterFailure: options.afterFailure ?? 'restart',
    surface: options.surface ?? 'widget',
  });
  return { clock, controller, opened, checks, outcomes };
}

describe('the card payment flow', () => {
  it('uses the spec’s numbers', () => {
    expect(SPEC_TIMING).toEqual({ cardPollMs: 4000, restartAfterErrorMs: 500, resultMaxHeightPx: 70, verifyPollMs: 2000, verifyMaxAttempts: 10, applePayCompletionDelayMs: 1000 });
  });

  it('opens an order, shows the frame and checks it every 4 s until the gateway answers', async () => {
    let answered = false;
    const { clock, controller, checks, outcomes } = setup({ answers: () => (answered ? paid : pending) });
    controller.start();
    expect(controller.phase).toBe('starting');
    await flush();
    expect(controller.phase).toBe('frame');
    expect(controller.hosted?.order_id).toBe('order-1');
    expect(controller.attempt).toBe(1);
    await advance(clock, 3999, 3999);
    expect(checks).toEqual([]);
    await advance(clock, 1, 1);
    expect(checks).toEqual([{ at: 4000, order: 'order-1' }]);
    await advance(clock, 8000);
    expect(checks.map((c) => c.at)).toEqual([4000, 8000, 12000]);
    answered = true;
    await advance(clock, 4000);
    expect(controller.phase).toBe('succeeded');
    expect(controller.message).toEqual({ level: 'success', key: 'payments:results.success' });
    expect(outcomes).toEqual(['success']);
    expect(clock.pendingCount).toBe(0);
  });

  it('verifies at once when the frame shrinks to 70 px or less, then every 2 s', async () => {
    let calls = 0;
    const { clock, controller, checks, outcomes } = setup({ answers: () => (++calls >= 3 ? paid : pending) });
    controller.start();
    await flush();
    controller.frameResized(500);
    expect(controller.phase).toBe('frame');
    await advance(clock, 1000);
    controller.frameResized(71);
    expect(controller.phase).toBe('frame');
    controller.frameResized(70);
    expect(controller.phase).toBe('verifying');
    await flush();
    expect(checks.map((c) => c.at)).toEqual([1000]);
    await advance(clock, 2000);
    // The 4 s poll stopped when verifying began.
    expect(checks.map((c) => c.at)).toEqual([1000, 3000]);
    await advance(clock, 2000);
    expect(checks.map((c) => c.at)).toEqual([1000, 3000, 5000]);
    expect(controller.phase).toBe('succeeded');
    expect(outcomes).toEqual(['success']);
  });

  it('gives up after 10 attempts with "Request timed out"', async () => {
    const { clock, controller, checks, outcomes } = setup();
    controller.start();
    await flush();
    controller.frameResized(40);
    await flush();
    await advance(clock, 30_000);
    expect(checks).toHaveLength(10);
    expect(checks.map((c) => c.at)).toEqual([0, 2000, 4000, 6000, 8000, 10000, 12000, 14000, 16000, 18000]);
    expect(controller.phase).toBe('timedOut');
    expect(controller.message).toEqual({ level: 'error', key: 'payments:errors.timedOut' });
    expect(outcomes).toEqual(['failure:payments:errors.timedOut']);
    expect(clock.pendingCount).toBe(0);
    controller.retry();
    await flush();
    expect(controller.phase).toBe('frame');
    expect(controller.message).toBeNull();
    expect(controller.hosted?.order_id).toBe('order-2');
  });

  it('restarts the frame with a new order 500 ms after a decline, keeping the message on screen', async () => {
    const { clock, controller, opened } = setup({ answers: (order) => (order === 'order-1' ? declined('101') : pending) });
    controller.start();
    await flush();
    controller.frameResized(60);
    await flush();
    expect(controller.phase).toBe('failed');
    expect(controller.message).toEqual({ level: 'error', key: 'payments:errors.processing' });
    await advance(clock, 499, 499);
    expect(opened).toEqual([0]);
    await advance(clock, 1, 1);
    expect(opened).toEqual([0, 500]);
    expect(controller.phase).toBe('frame');
    expect(controller.hosted?.order_id).toBe('order-2');
    expect(controller.attempt).toBe(2);
    expect(controller.message?.key).toBe('payments:errors.processing');
  });

  it('stays failed on the account pages, with the account wording', async () => {
    const { clock, controller, opened, outcomes } = setup({ answers: () => declined('110'), afterFailure: 'stop', surface: 'page' });
    controller.start();
    await flush();
    await advance(clock, 4000);
    expect(controller.phase).toBe('failed');
    expect(controller.message?.key).toBe('payments:results.decline110');
    expect(outcomes).toEqual(['failure:payments:results.decline110']);
    await advance(clock, 10_000);
    expect(opened).toHaveLength(1);
  });

  it('on an account page, reports the order’s timeout from the 4 s poll', async () => {
    const { clock, controller } = setup({ answers: () => ({ ...pending, timed_out: true, message: 'Request timed out - Please try again later.' }), surface: 'page', afterFailure: 'stop' });
    controller.start();
    await flush();
    await advance(clock, 4000);
    expect(controller.phase).toBe('timedOut');
    expect(controller.message?.key).toBe('payments:results.timeout');
  });

  it('in the widget, replaces a page never sent within its order’s life with a fresh one', async () => {
    const { clock, controller, opened, checks, outcomes } = setup({ answers: (order) => (order === 'order-1' ? { ...pending, timed_out: true } : pending) });
    controller.start();
    await flush();
    await advance(clock, 4000);
    expect(opened).toHaveLength(2);
    expect(controller.phase).toBe('frame');
    expect(controller.hosted?.order_id).toBe('order-2');
    expect(outcomes).toEqual([]);
    await advance(clock, 4000);
    expect(checks.at(-1)?.order).toBe('order-2');
  });

  it('shows why no order could be opened', async () => {
    const clock = new SimulatedClock(0);
    const failures: unknown[] = [];
    const controller = new CardPaymentController({
      clock,
      open: () => Promise.reject(Object.assign(new Error('Payment cannot be taken as this booking has been cancelled...'), { status: 409 })),
      check: async () => pending,
      onFailure: (m) => failures.push(m),
    });
    controller.start();
    await flush();
    expect(controller.phase).toBe('error');
    expect(controller.message).toEqual({ level: 'error', key: 'payments:errors.cancelledBooking' });
    expect(failures).toHaveLength(1);
  });

  it('ignores answers once disposed', async () => {
    const { clock, controller, checks } = setup({ answers: () => paid });
    controller.start();
    await flush();
    controller.dispose();
    await advance(clock, 10_000);
    expect(checks).toEqual([]);
    expect(controller.phase).toBe('frame');
    expect(clock.pendingCount).toBe(0);
  });
});

describe('the verify screen on its own', () => {
  it('counts a failed check as an attempt, and stops at the first answer', async () => {
    const clock = new SimulatedClock(0);
    let call = 0;
    const answers: PaymentResult[] = [];
    const verifier = new PaymentVerifier({
      clock,
      check: async () => {
        call += 1;
        if (call === 1) throw new Error('offline');
        return call === 3 ? paid : pending;
      },
      onAnswer: (r) => answers.push(r),
    });
    verifier.start('order-1');
    await advance(clock, 10_000);
    expect(verifier.phase).toBe('answered');
    expect(verifier.attempts).toBe(3);
    expect(answers).toEqual([paid]);
    expect(clock.pendingCount).toBe(0);
  });
});
