import { describe, expect, it } from 'vitest';
import { guestPayable, guestPaymentOptions, joiningShare } from './share.ts';

describe('joiningShare', () => {
  it('is one person’s part of the deposit and of the rest, rounded down to the penny', () => {
    expect(joiningShare({ people: 8, value: 24000, deposit: 8000, deposit_balance: 8000, balance: 16000 })).toEqual({ deposit_total: 1000, deposit_balance: 1000, balance: 2000 });
    expect(joiningShare({ people: 3, value: 1000, deposit: 1000, deposit_balance: 1000, balance: 0 })).toEqual({ deposit_total: 333, deposit_balance: 333, balance: 0 });
  });

  it('is never more than the booking still owes of each', () => {
    expect(joiningShare({ people: 8, value: 24000, deposit: 8000, deposit_balance: 0, balance: 500 })).toEqual({ deposit_total: 1000, deposit_balance: 0, balance: 500 });
  });
});

describe('what a guest may pay', () => {
  it('is what is left of their share, capped by what the booking can take', () => {
    expect(guestPayable({ deposit_balance: 1000, balance: 2000 }, 24000)).toBe(3000);
    expect(guestPayable({ deposit_balance: 1000, balance: 2000 }, 1500)).toBe(1500);
    expect(guestPayable({ deposit_balance: 0, balance: 0 }, 24000)).toBe(0);
  });

  it('offers Pay Deposit for their deposit and Pay Balance for all they owe; nothing once paid or cancelled', () => {
    expect(guestPaymentOptions({ deposit_balance: 1000, balance: 2000 }, 24000, false)).toEqual([
      { type: 'deposit', text: 'Pay Deposit', amount: 1000, display_amount: '£10.00' },
      { type: 'balance', text: 'Pay Balance', amount: 3000, display_amount: '£30.00' },
    ]);
    expect(guestPaymentOptions({ deposit_balance: 1000, balance: 0 }, 24000, false)).toEqual([{ type: 'deposit', text: 'Pay Deposit', amount: 1000, display_amount: '£10.00' }]);
    expect(guestPaymentOptions({ deposit_balance: 0, balance: 2000 }, 24000, false)).toEqual([{ type: 'balance', text: 'Pay Balance', amount: 2000, display_amount: '£20.00' }]);
    expect(guestPaymentOptions({ deposit_balance: 1000, balance: 2000 }, 24000, true)).toEqual([]);
    expect(guestPaymentOptions({ deposit_balance: 0, balance: 0 }, 24000, false)).toEqual([]);
  });
});
