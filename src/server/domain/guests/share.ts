/**
 * A guest's share of a booking's money (spec §3 "Guest": deposit_total, deposit_balance, balance) and
 * what they may pay of it now. Pure. docs/decisions.md, "Guest payments: each guest's share".
 */
import { formatPence } from '../../../engine/money/money.ts';
import type { BookingRow } from '../../db/repositories/bookings.ts';

export interface GuestShare {
  deposit_total: number;
  deposit_balance: number;
  balance: number;
}

const perPerson = (pence: number, people: number) => Math.floor(Math.max(pence, 0) / Math.max(people, 1));

/**
 * What a guest joining now owes: one person's part of the deposit and of the rest of the price,
 * never more than the booking still owes of each (the lead booker may have paid it already).
 */
export function joiningShare(booking: Pick<BookingRow, 'people' | 'value' | 'deposit' | 'deposit_balance' | 'balance'>): GuestShare {
  const deposit = perPerson(booking.deposit, booking.people);
  return {
    deposit_total: deposit,
    deposit_balance: Math.min(deposit, booking.deposit_balance),
    balance: Math.min(perPerson(booking.value - booking.deposit, booking.people), booking.balance),
  };
}

/** What the guest may pay now: their outstanding share, and never more than the booking can take online. */
export function guestPayable(guest: Pick<GuestShare, 'deposit_balance' | 'balance'>, bookingPayable: number): number {
  return Math.max(0, Math.min(guest.deposit_balance + guest.balance, bookingPayable));
}

export interface GuestPaymentOption {
  type: 'deposit' | 'balance';
  text: string;
  amount: number;
  display_amount: string;
}

/** The guest's Pay Deposit (their deposit still owed) and Pay Balance (all they owe), as the booking's own. */
export function guestPaymentOptions(guest: Pick<GuestShare, 'deposit_balance' | 'balance'>, bookingPayable: number, cancelled: boolean): GuestPaymentOption[] {
  if (cancelled) return [];
  const all = guestPayable(guest, bookingPayable);
  const deposit = Math.min(guest.deposit_balance, all);
  const options: GuestPaymentOption[] = [];
  if (deposit > 0) options.push({ type: 'deposit', text: 'Pay Deposit', amount: deposit, display_amount: formatPence(deposit) });
  if (all > deposit) options.push({ type: 'balance', text: 'Pay Balance', amount: all, display_amount: formatPence(all) });
  return options;
}

/** A guest's share as their pages show it: what it was, what is left, what they may pay now and how. */
export function shareView(guest: GuestShare, bookingPayable: number, cancelled: boolean) {
  const payable = cancelled ? 0 : guestPayable(guest, bookingPayable);
  return {
    deposit_total: guest.deposit_total,
    deposit_balance: guest.deposit_balance,
    balance: guest.balance,
    payable,
    display_payable: formatPence(payable),
    payment_options: guestPaymentOptions(guest, bookingPayable, cancelled),
  };
}
