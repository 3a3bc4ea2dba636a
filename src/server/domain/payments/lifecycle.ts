/**
 * The rules of a booking's money, pure: what the customer may pay, how a payment changes the booking,
 * how long its slot is held while they pay, and what they are told. The payments service applies
 * them inside transactions.
 */
import payments from '../../../../locales/en-GB/payments.json' with { type: 'json' };
import { occupancyOn, type BookedCovers } from '../session/slots.ts';
import { SLOT_GONE } from '../session/view.ts';
import { startMinutes } from '../../../engine/time/clock-time.ts';

export const MESSAGES = {
  paid: 'Payment has been made',
  cardStored: 'Your card details have been saved',
  failed: 'Sorry, we were unable to take your payment',
  declined: 'There was an error in processing your payment. Please check your details and try again.',
  // The widget and the account pages say the same (spec §8: 110 has its own message).
  corporateCard: payments.results.decline110,
  checkCard: 'Please check your payment information and try again',
  timeout: 'Request timed out - Please try again later.',
  cancelled: 'Payment cannot be taken as this booking has been cancelled...',
  slotGone: SLOT_GONE,
  alreadyPaid: 'This booking has already been paid. Any amount taken twice will be refunded.',
  nothingToPay: 'There is nothing left to pay on this booking.',
  shareAlreadyPaid: 'Your share of this booking has already been paid. Any amount taken twice will be refunded.',
  beingPaid: 'Someone else is paying towards this booking right now, so this amount is not owed any more. Please try again in a few minutes if it is still left to pay.',
  googlePay: 'There was an error in authorising your google pay payment',
  applePay: 'There was an error in authorising your apple pay payment',
  error: 'Unfortunately an error has occurred. Please try again later.',
} as const;

/** What the customer is told about a gateway RESULT (spec §8; 110 has its own, longer message). */
export function resultMessage(result: string, method: 'card' | 'google_pay' | 'apple_pay' = 'card'): string {
  if (result === '00') return MESSAGES.paid;
  if (method === 'google_pay') return MESSAGES.googlePay;
  if (method === 'apple_pay') return MESSAGES.applePay;
  if (result === '110') return MESSAGES.corporateCard;
  if (/^1\d\d$/.test(result)) return MESSAGES.declined;
  if (/^5\d\d$/.test(result)) return MESSAGES.checkCard;
  return MESSAGES.failed;
}

/** Provisional bookings keep their covers this long after completion while the customer pays the deposit. */
export const DEPOSIT_HOLD_MINUTES = 20;

/** The slot is held this long after the payment page opens… */
export const PAYMENT_HOLD_EXTENSION_MINUTES = 15;
/** …but never longer than this after the booking was made; after that the hold lapses for good. */
export const PAYMENT_HOLD_LIMIT_MINUTES = 60;

/**
 * How long an unanswered card page holds the money it is for: what a payer may take before another payer's
 * page opens for the same money (the hosted page's own life).
 */
export const PAYMENT_RESERVATION_MINUTES = 15;

/**
 * The latest a provisional booking's slot can be held: an hour after it was made. Completion holds
 * the slot for `initialHoldMinutes`, so the first hold tells when that was.
 */
export function holdLimit(firstHold: Date, initialHoldMinutes: number): Date {
  return new Date(firstHold.getTime() + (PAYMENT_HOLD_LIMIT_MINUTES - initialHoldMinutes) * 60_000);
}

/**
 * The hold after the payment page opens: 15 minutes from now, never shortened, never past the limit.
 * Null means "leave it as it is" (the limit has passed, or the hold already runs longer).
 */
export function extendedHold(current: Date | null, limit: Date, now: Date): Date | null {
  const wanted = Math.min(now.getTime() + PAYMENT_HOLD_EXTENSION_MINUTES * 60_000, limit.getTime());
  if (wanted <= now.getTime()) return null;
  if (current && current.getTime() >= wanted) return null;
  return new Date(wanted);
}

export function holds(holdExpiresAt: Date | null, now: Date): boolean {
  return holdExpiresAt !== null && holdExpiresAt.getTime() > now.getTime();
}

/** A booking's money and what it decides: its status, what is left to pay and by when, its hold. */
export interface BookingMoney {
  status_id: number;
  deposit_balance: number;
  balance: number;
  deposit_due_date: string | null;
  balance_due_date: string | null;
  hold_expires_at: Date | null;
}

/** What can be paid online now: the deposit, and the balance unless it is paid on arrival (type 91). */
export function payableOnline(b: Pick<BookingMoney, 'deposit_balance' | 'balance'>, balanceOnArrival: boolean): number {
  return b.deposit_balance + (balanceOnArrival ? 0 : b.balance);
}

/**
 * A payment goes to the deposit first, then the balance. Paying off the deposit confirms a
 * provisional booking and ends its hold; a part paid off has no due date any more.
 */
export function applyPayment(b: BookingMoney, amount: number): BookingMoney & { deposit_part: number; balance_part: number } {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`Not a payment: ${amount}`);
  const depositPart = Math.min(amount, b.deposit_balance);
  const balancePart = amount - depositPart;
  if (balancePart > b.balance) throw new RangeError(`Payment of ${amount} is more than is owed`);
  const depositLeft = b.deposit_balance - depositPart;
  const balanceLeft = b.balance - balancePart;
  const confirmed = b.status_id === 0 && depositLeft === 0;
  return {
    status_id: confirmed ? 1 : b.status_id,
    deposit_balance: depositLeft,
    balance: balanceLeft,
    deposit_due_date: depositLeft === 0 ? null : b.deposit_due_date,
    balance_due_date: balanceLeft === 0 ? null : b.balance_due_date,
    hold_expires_at: confirmed ? null : b.hold_expires_at,
    deposit_part: depositPart,
    balance_part: balancePart,
  };
}

/**
 * Whether the party still fits at its time, given the covers others hold (this booking's own hold
 * having lapsed, it is not among them): the busiest minute of its whole duration must have room.
 */
export function stillFits(
  booking: { trading_date: string; booking_time: string; people: number; duration_minutes: number },
  capacity: number,
  booked: ReadonlyArray<BookedCovers>,
): boolean {
  const start = startMinutes(booking.booking_time);
  const end = start + booking.duration_minutes;
  let peak = 0;
  const taken = occupancyOn(booking.trading_date, booked);
  for (let m = start; m < end; m++) {
    let inUse = 0;
    for (const o of taken) if (o.start <= m && m < o.end) inUse += o.people;
    if (inUse > peak) peak = inUse;
  }
  return peak + booking.people <= capacity;
}
