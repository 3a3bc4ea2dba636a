import { describe, expect, it } from 'vitest';
import { paidInFull } from './paid-in-full.ts';

describe('paid in full', () => {
  it('only once the price is paid, not a deposit held while packages are still to be chosen', () => {
    // A brunch for six booked without packages: £60, all of it deposit.
    expect(paidInFull({ value: 6000, deposit: 6000, deposit_balance: 0, balance: 0 }, false)).toBe(false);
    // The same brunch with £218 of packages, all paid.
    expect(paidInFull({ value: 21800, deposit: 6000, deposit_balance: 0, balance: 0 }, false)).toBe(true);
    expect(paidInFull({ value: 21800, deposit: 6000, deposit_balance: 0, balance: 100 }, false)).toBe(false);
    // New Year's Eve: paid in full up front.
    expect(paidInFull({ value: 7000, deposit: 7000, deposit_balance: 0, balance: 0 }, true)).toBe(true);
    // A free table: nothing was paid.
    expect(paidInFull({ value: 0, deposit: 0, deposit_balance: 0, balance: 0 }, false)).toBe(false);
  });
});
