import { describe, expect, it } from 'vitest';
import { fittedShares, guestPayable, guestPaymentOptions, joiningShare, movedShare, placeValue } from './share.ts';

const brunch = { price_per_person: 0, deposit_per_person: 1000, full_payment_required: false };

describe('a guest’s place and share', () => {
  it('costs their own package and premiums, and never less than a person’s deposit', () => {
    expect(placeValue(brunch, 4200, 0)).toBe(4200);
    expect(placeValue(brunch, 3500, 200)).toBe(3700);
    expect(placeValue({ ...brunch, price_per_person: 500 }, 2200, 0)).toBe(2700);
    expect(placeValue(brunch, 0, 0)).toBe(1000);
    expect(placeValue({ ...brunch, full_payment_required: true, deposit_per_person: 0 }, 0, 0)).toBe(0);
  });

  it('is a person’s deposit and the rest of their place, never more in all than no guest has taken on', () => {
    expect(joiningShare(brunch, 4200, 16000)).toEqual({ deposit_total: 1000, deposit_balance: 1000, balance: 3200 });
    expect(joiningShare(brunch, 4200, 500)).toEqual({ deposit_total: 1000, deposit_balance: 500, balance: 0 });
    expect(joiningShare(brunch, 4200, 1500)).toEqual({ deposit_total: 1000, deposit_balance: 1000, balance: 500 });
    expect(joiningShare({ ...brunch, full_payment_required: true }, 6000, 6000)).toEqual({ deposit_total: 6000, deposit_balance: 6000, balance: 0 });
  });

  it('moves with the price of their place: a rise as far as the booking owes it, a fall off what they still owe', () => {
    const share = { deposit_total: 1000, deposit_balance: 1000, balance: 3200 };
    expect(movedShare(share, 200, 200)).toEqual({ ...share, balance: 3400 });
    expect(movedShare(share, 700, 200)).toEqual({ ...share, balance: 3400 });
    expect(movedShare(share, -700, 0)).toEqual({ ...share, balance: 2500 });
    expect(movedShare(share, -3500, 0)).toEqual({ ...share, balance: 0, deposit_balance: 700 });
    expect(movedShare({ ...share, deposit_balance: 0, balance: 0 }, -300, 0)).toEqual({ ...share, deposit_balance: 0, balance: 0 });
  });

  it('fits what the booking owes when the lead booker paid for guests: the latest to join first, balance then deposit', () => {
    const guests = [
      { id: 1, deposit_balance: 1000, balance: 3200 },
      { id: 2, deposit_balance: 1000, balance: 1200 },
    ];
    expect(fittedShares(guests, 6400)).toEqual(guests);
    expect(fittedShares(guests, 5000)).toEqual([guests[0], { id: 2, deposit_balance: 800, balance: 0 }]);
    expect(fittedShares(guests, 0)).toEqual([
      { id: 1, deposit_balance: 0, balance: 0 },
      { id: 2, deposit_balance: 0, balance: 0 },
    ]);
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
