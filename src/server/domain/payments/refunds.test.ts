import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaidPart } from '../../db/repositories/refunds.ts';
import { cancellationSplit } from './refunds.ts';

const sum = (xs: Iterable<number>) => [...xs].reduce((a, b) => a + b, 0);

describe('what a cancellation gives back', () => {
  it('keeps each guest’s own £10 deposit, whoever paid first, and the lead booker the rest of the £60', () => {
    // A brunch for 6 (£10 deposit a head): Grace paid £37 first (all of it counted to the deposit), Ada £37
    // (£23 of it), the lead booker £152 (none).
    const paid: PaidPart[] = [
      { payment_id: 1, amount: 3700, deposit_part: 3700, balance_part: 0, guest_id: 11 },
      { payment_id: 2, amount: 3700, deposit_part: 2300, balance_part: 1400, guest_id: 12 },
      { payment_id: 3, amount: 15200, deposit_part: 0, balance_part: 15200, guest_id: null },
    ];
    const { refunds, kept } = cancellationSplit(
      paid,
      false,
      new Map([
        [11, 1000],
        [12, 1000],
        [13, 1000],
      ]),
    );
    expect(refunds).toEqual([
      { payment_id: 1, guest_id: 11, amount: 2700 },
      { payment_id: 2, guest_id: 12, amount: 2700 },
      { payment_id: 3, guest_id: null, amount: 11200 },
    ]);
    expect([...kept]).toEqual([
      [11, 1000],
      [12, 1000],
      [null, 4000],
    ]);
  });

  it('gives everything back when the type refunds its deposit', () => {
    const paid: PaidPart[] = [
      { payment_id: 1, amount: 3000, deposit_part: 1000, balance_part: 2000, guest_id: 4 },
    ];
    expect(cancellationSplit(paid, true, new Map([[4, 1000]]))).toEqual({
      refunds: [{ payment_id: 1, guest_id: 4, amount: 3000 }],
      kept: new Map([[4, 0]]),
    });
  });

  it('adds up over any payments: kept plus given back is everything paid, the deposit kept is the deposit paid, no payment given back beyond itself', () => {
    const payment = fc.record({
      amount: fc.integer({ min: 1, max: 20_000 }),
      depositShare: fc.double({ min: 0, max: 1, noNaN: true }),
      guest: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(payment, { maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        (payments, deposits, refundable) => {
          const paid: PaidPart[] = payments.map((p, i) => {
            const deposit_part = Math.floor(p.amount * p.depositShare);
            return {
              payment_id: i + 1,
              amount: p.amount,
              deposit_part,
              balance_part: p.amount - deposit_part,
              guest_id: p.guest,
            };
          });
          const guestDeposits = new Map(deposits.map((d, i) => [i + 1, d]));
          const { refunds, kept } = cancellationSplit(paid, refundable, guestDeposits);
          expect(sum(refunds.map((r) => r.amount)) + sum(kept.values())).toBe(sum(paid.map((p) => p.amount)));
          expect(sum(kept.values())).toBe(refundable ? 0 : sum(paid.map((p) => p.deposit_part)));
          expect(new Set(refunds.map((r) => r.payment_id)).size).toBe(refunds.length);
          for (const r of refunds) {
            const p = paid.find((x) => x.payment_id === r.payment_id)!;
            expect(r.amount).toBeGreaterThan(0);
            expect(r.amount).toBeLessThanOrEqual(p.amount);
            expect(r.guest_id).toBe(p.guest_id);
          }
          // When the lead booker paid at least what the guests' own deposits leave of it, no guest keeps more than their own deposit.
          const own = sum(
            [...guestDeposits].map(([g, d]) =>
              Math.min(d, sum(paid.filter((p) => p.guest_id === g).map((p) => p.amount))),
            ),
          );
          const lead = sum(paid.filter((p) => p.guest_id === null).map((p) => p.amount));
          if (lead >= sum(kept.values()) - own)
            for (const [g, d] of guestDeposits) expect(kept.get(g) ?? 0).toBeLessThanOrEqual(d);
        },
      ),
    );
  });
});
