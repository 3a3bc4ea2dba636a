/**
 * A guest's share of a booking's money (spec §3 "Guest": deposit_total, deposit_balance, balance) and
 * what they may pay of it now. Pure. docs/decisions.md, "Guest payments: each guest's share".
 */
import { formatPence } from '../../../engine/money/money.ts';
import type { RefundRow } from '../../db/repositories/refunds.ts';
import type { BookingType } from '../catalogue.ts';
import { refundsView } from '../payments/refunds.ts';

export interface GuestShare {
  deposit_total: number;
  deposit_balance: number;
  balance: number;
}

/** What of a booking's type decides one person's part of it. */
export type ShareRules = Pick<BookingType, 'price_per_person' | 'deposit_per_person' | 'full_payment_required'>;

/**
 * What the booking still owes that no guest has taken on as their own share (the lead booker's part), in all:
 * the booking's deposit and balance still to pay less every guest's share still to pay. (Money paid goes to the
 * booking's deposit first, so a guest's deposit part and the booking's need not match; the totals do.)
 */
export type Unclaimed = number;

/**
 * What one person's place costs: the type's price per person, the price of their own package and the
 * premiums they chose for it; never less than a person's deposit (a brunch whose packages are chosen later
 * still takes its deposit per head).
 */
export function placeValue(rules: ShareRules, packagePrice: number, premiums: number): number {
  return Math.max(rules.price_per_person + packagePrice + premiums, rules.full_payment_required ? 0 : rules.deposit_per_person);
}

/**
 * What a guest joining now owes: their place's deposit (a person's deposit, or all of it when the type is
 * paid in full) and the rest of their place, never more in all than the booking owes beyond what the other
 * guests have already taken on (the lead booker may have paid it already).
 */
export function joiningShare(rules: ShareRules, place: number, unclaimed: Unclaimed): GuestShare {
  const deposit = rules.full_payment_required ? place : Math.min(rules.deposit_per_person, place);
  const depositOwed = clamp(deposit, unclaimed);
  return { deposit_total: deposit, deposit_balance: depositOwed, balance: clamp(place - deposit, unclaimed - depositOwed) };
}

/**
 * A guest's share after their place's price moved by `change` (a premium chosen or dropped, another
 * package): a rise is theirs to pay, as far as the booking owes it beyond every guest's share; a fall comes
 * off what they still owe of the balance, then of the deposit.
 */
export function movedShare(guest: GuestShare, change: number, unclaimed: Unclaimed): GuestShare {
  if (change >= 0) return { ...guest, balance: guest.balance + clamp(change, unclaimed) };
  return lowered(guest, -change);
}

const clamp = (wanted: number, most: number) => Math.max(0, Math.min(wanted, most));

/** A share still to pay, `amount` less of it: off the balance first, then the deposit, never below nothing. */
function lowered<G extends Pick<GuestShare, 'deposit_balance' | 'balance'>>(share: G, amount: number): G {
  const offBalance = Math.min(amount, share.balance);
  const offDeposit = Math.min(amount - offBalance, share.deposit_balance);
  return { ...share, balance: share.balance - offBalance, deposit_balance: share.deposit_balance - offDeposit };
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

/** A guest's share as their pages show it: what it was, what is left, what they may pay now and how, and what of theirs goes back. */
export function shareView(guest: GuestShare, bookingPayable: number, cancelled: boolean, refunds: ReadonlyArray<Pick<RefundRow, 'amount' | 'reason' | 'state'>> = []) {
  const payable = cancelled ? 0 : guestPayable(guest, bookingPayable);
  return {
    ...refundsView(refunds),
    deposit_total: guest.deposit_total,
    deposit_balance: guest.deposit_balance,
    balance: guest.balance,
    payable,
    display_payable: formatPence(payable),
    payment_options: guestPaymentOptions(guest, bookingPayable, cancelled),
  };
}

/**
 * The guests' shares still to pay, fitted to what the booking still owes: when the lead booker (or a payment
 * by code) paid more than their own part, the rest paid for guests' shares, the latest to join first (their
 * balance, then their deposit), so no guest is asked for money the booking no longer owes and every page agrees.
 */
export function fittedShares<G extends { id: number; deposit_balance: number; balance: number }>(guests: readonly G[], bookingOwes: number): G[] {
  const out = [...guests].sort((a, b) => a.id - b.id);
  let excess = out.reduce((sum, g) => sum + g.deposit_balance + g.balance, 0) - bookingOwes;
  for (let i = out.length - 1; i >= 0 && excess > 0; i--) {
    const was = out[i]!;
    out[i] = lowered(was, excess);
    excess -= was.deposit_balance + was.balance - out[i]!.deposit_balance - out[i]!.balance;
  }
  return out;
}
