import { action, makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { localExpiry } from './Countdown.tsx';
import { NoOrderError, paymentOptions, StorePayment, type PaymentStore, type PayOption } from './store-payment.ts';

/** The WidgetStore as the adapter sees it: choosePayment makes the booking, then the order arrives. */
class FakeStore implements PaymentStore {
  modal: 'deposit' | 'cardCapture' | null = 'deposit';
  deposit: Record<string, unknown> | null = { deposit: 6000 };
  modalNotices: unknown[] = [];
  state: { payment: { option: PayOption; paid: boolean } | null } = { payment: null };
  chosen: PayOption[] = [];
  orders = 0;
  fail = false;

  constructor() {
    makeAutoObservable(this, { choosePayment: false });
  }

  choosePayment(option: PayOption): void {
    action(() => {
      this.chosen.push(option);
      this.state = { payment: { option, paid: false } };
    })();
    // The deposit call answers a moment later.
    setTimeout(
      action(() => {
        if (this.fail) this.modalNotices = [...this.modalNotices, { key: 'errors:generic' }];
        else this.deposit = { deposit: 6000, deposit_token: 'pay-token', gp: { data: { order_id: `order-${++this.orders}`, url: 'https://hpp', fields: {} } } };
      }),
      5,
    );
  }
}

describe('paying through the widget store', () => {
  it('uses the order opened when the amount was chosen, then a new one for each attempt', async () => {
    const store = new FakeStore();
    const payment = new StorePayment(store);
    payment.choose('deposit');
    expect(store.chosen).toEqual(['deposit']);
    expect((await payment.openCard()).order_id).toBe('order-1');
    expect(store.chosen).toEqual(['deposit']);
    expect((await payment.openCard()).order_id).toBe('order-2');
    expect(store.chosen).toEqual(['deposit', 'deposit']);
    expect(await payment.payer()).toEqual({ token: 'pay-token' });
    expect(store.chosen).toHaveLength(2);
  });

  it('asks for the other amount’s order after switching', async () => {
    const store = new FakeStore();
    const payment = new StorePayment(store);
    payment.choose('deposit');
    await payment.openCard();
    payment.choose('balance');
    expect((await payment.openCard()).order_id).toBe('order-2');
    expect(store.chosen).toEqual(['deposit', 'balance']);
  });

  it('waits for the order the completion screen already asked for', async () => {
    const store = new FakeStore();
    store.choosePayment('balance');
    const payment = new StorePayment(store);
    payment.adopt('balance');
    expect((await payment.openCard()).order_id).toBe('order-1');
    expect(store.chosen).toEqual(['balance']);
  });

  it('fails when the store says there is no order (its own notice explains)', async () => {
    const store = new FakeStore();
    store.fail = true;
    const payment = new StorePayment(store);
    payment.choose('deposit');
    await expect(payment.openCard()).rejects.toBeInstanceOf(NoOrderError);
    await expect(payment.payer()).rejects.toBeInstanceOf(NoOrderError);
  });
});

describe('the amounts the deposit screen offers', () => {
  it('are the deposit answer’s payment options that have an amount', () => {
    expect(paymentOptions(null)).toEqual([]);
    expect(
      paymentOptions({
        payment_options: [
          { type: 'deposit', text: 'Pay Deposit', amount: 8000 },
          { type: 'balance', text: 'Pay Balance', amount: 24000 },
        ],
      }),
    ).toEqual([
      { type: 'deposit', amount: 8000 },
      { type: 'balance', amount: 24000 },
    ]);
    // Deposit paid: the balance alone; a type paid on arrival: the deposit alone.
    expect(paymentOptions({ payment_options: [{ type: 'balance', amount: 16000 }] })).toEqual([{ type: 'balance', amount: 16000 }]);
    expect(paymentOptions({ payment_options: [{ type: 'deposit', amount: 6000 }, { type: 'balance', amount: 0 }] })).toEqual([{ type: 'deposit', amount: 6000 }]);
    // An answer without options still offers the deposit it owes.
    expect(paymentOptions({ deposit: 6000 })).toEqual([{ type: 'deposit', amount: 6000 }]);
    expect(paymentOptions({ deposit: 0, payment_options: [] })).toEqual([]);
  });
});

describe('the hold countdown', () => {
  it('counts the time left on the server’s clock from the moment the answer arrives', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(localExpiry('2026-11-21T12:20:00Z', '2026-11-21T12:05:00Z', now)).toBe(now + 15 * 60_000);
    expect(localExpiry('2026-11-21T12:20:00Z', null, now)).toBe(Date.parse('2026-11-21T12:20:00Z'));
    expect(localExpiry(null, '2026-11-21T12:05:00Z', now)).toBeNaN();
  });
});
