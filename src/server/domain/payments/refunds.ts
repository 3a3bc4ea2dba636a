/**
 * What a cancellation gives back, and what a booking's refunds add up to (docs/decisions.md, "Refunds"). Pure.
 * A cancelled booking gives back everything paid towards its balance; its deposit only when its type says
 * the deposit is refundable. Each refund is for one payment, to the card (and the person) that paid it.
 */
import type { PaidPart, RefundRow } from '../../db/repositories/refunds.ts';

export interface RefundToMake {
  payment_id: number;
  guest_id: number | null;
  amount: number;
}

export function cancellationRefunds(paid: readonly PaidPart[], depositRefundable: boolean): RefundToMake[] {
  return paid
    .map((p) => ({ payment_id: p.payment_id, guest_id: p.guest_id, amount: depositRefundable ? p.amount : p.balance_part }))
    .filter((r) => r.amount > 0);
}

/** The deposit a cancellation keeps: what was paid of it, when the type does not give it back. */
export function keptDeposit(paid: readonly PaidPart[], depositRefundable: boolean): number {
  return depositRefundable ? 0 : paid.reduce((sum, p) => sum + p.deposit_part, 0);
}

/** A booking's (or one payer's) refunds as the pages show them. */
export function refundsView(refunds: readonly Pick<RefundRow, 'amount' | 'reason' | 'state'>[]) {
  return {
    refund_due: refunds.filter((r) => r.state === 'due').reduce((sum, r) => sum + r.amount, 0),
    refunded: refunds.filter((r) => r.state === 'refunded').reduce((sum, r) => sum + r.amount, 0),
  };
}
