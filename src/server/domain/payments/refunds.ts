/**
 * What a cancellation gives back, and what a booking's refunds add up to (docs/decisions.md, "Refunds"). Pure.
 * A cancelled booking gives back everything paid beyond its deposit; its deposit only when its type says
 * the deposit is refundable. Each refund is for one payment, to the card (and the person) that paid it.
 */
import type { PaidPart, RefundRow } from '../../db/repositories/refunds.ts';

export interface RefundToMake {
  payment_id: number;
  guest_id: number | null;
  amount: number;
}

/** Who paid: a guest's id, or null for the lead booker (and payments by the booking's code). */
export type Payer = number | null;

export interface CancellationSplit {
  /** What goes back, a refund per payment, ordered as the payments were made. */
  refunds: RefundToMake[];
  /** What each payer paid that the bar keeps (the deposit, when it is not refundable). */
  kept: ReadonlyMap<Payer, number>;
}

const total = (parts: ReadonlyArray<{ amount: number }>) => parts.reduce((sum, p) => sum + p.amount, 0);

/**
 * What a cancellation gives back, and to whom. The deposit the booking had paid is kept unless its type
 * refunds it, each guest keeping no more than their own share's deposit (`guestDeposits`, by guest id)
 * and the lead booker the rest, whatever order the payments came in (the first money paid went to the
 * booking's deposit, and would otherwise make the first guest to pay lose all of it). Should the lead
 * booker have paid less than that rest, it falls on the guests in the order they paid. Everything else
 * goes back to the card that paid it.
 */
export function cancellationSplit(
  paid: readonly PaidPart[],
  depositRefundable: boolean,
  guestDeposits: ReadonlyMap<number, number>,
): CancellationSplit {
  const payers = [...new Set(paid.map((p) => p.guest_id))];
  const paidBy = (payer: Payer) => total(paid.filter((p) => p.guest_id === payer));
  const kept = new Map<Payer, number>(payers.map((payer) => [payer, 0]));
  let toKeep = depositRefundable ? 0 : paid.reduce((sum, p) => sum + p.deposit_part, 0);
  const keep = (payer: Payer, most: number) => {
    const more = Math.max(0, Math.min(most - kept.get(payer)!, toKeep));
    kept.set(payer, kept.get(payer)! + more);
    toKeep -= more;
  };
  for (const payer of payers)
    if (payer !== null) keep(payer, Math.min(paidBy(payer), guestDeposits.get(payer) ?? 0));
  if (kept.has(null)) keep(null, paidBy(null));
  for (const payer of payers) keep(payer, paidBy(payer));

  const refunds: RefundToMake[] = [];
  for (const payer of payers) {
    let back = paidBy(payer) - kept.get(payer)!;
    // A payer's latest payments go back first: the deposit they keep is the earliest money they paid.
    for (const p of paid.filter((x) => x.guest_id === payer).reverse()) {
      const amount = Math.min(p.amount, back);
      if (amount > 0) refunds.push({ payment_id: p.payment_id, guest_id: payer, amount });
      back -= amount;
    }
  }
  return { refunds: refunds.sort((a, b) => a.payment_id - b.payment_id), kept };
}

/** A booking's (or one payer's) refunds as the pages show them. */
export function refundsView(refunds: readonly Pick<RefundRow, 'amount' | 'reason' | 'state'>[]) {
  return {
    refund_due: refunds.filter((r) => r.state === 'due').reduce((sum, r) => sum + r.amount, 0),
    refunded: refunds.filter((r) => r.state === 'refunded').reduce((sum, r) => sum + r.amount, 0),
  };
}
