/**
 * The lead booker's guest list (spec §2.3, §3 "Guest"): each guest with whether they accepted, their
 * share, what they paid and still owe, the reminders they may be sent; and the lead booker's own part.
 *
 * The booking's balances are the whole party's; a guest's deposit_balance and balance are the part of
 * them that guest pays. What no guest pays is the lead booker's, so a removed guest's unpaid share is
 * the lead booker's again at once, and what a guest paid has already come off the booking's balances
 * (docs/decisions.md, "Removing a guest").
 */
import type { BookingRow } from '../../db/repositories/bookings.ts';
import type { ListedGuestRow } from '../../db/repositories/guest-list.ts';
import type { ReminderKind } from '../../db/repositories/guest-reminders.ts';

export interface GuestFacts {
  /** What the guest has paid through their own payment requests. */
  paid: number;
  /** The packages (variation ids) the guest is assigned to: a pre-order reminder needs one. */
  variations: number[];
}

export interface ListContext {
  joinLink: string | null;
  preOrderLocked: boolean;
  /** Who is looking: the lead booker or one of the co-hosts. */
  viewerGuestId: number | null;
}

/** Which reminders a guest may be sent now (spec §4): every one needs an e-mail address. */
export function reminderKinds(guest: Pick<ListedGuestRow, 'email' | 'accepted'>, facts: Pick<GuestFacts, 'variations'>, preOrderLocked: boolean): ReminderKind[] {
  if (guest.email === '') return [];
  const kinds: ReminderKind[] = [];
  if (!guest.accepted) kinds.push('invite-reminder');
  if (facts.variations.length > 0 && !preOrderLocked) kinds.push('pre-order');
  kinds.push('guest-details');
  return kinds;
}

export function guestView(guest: ListedGuestRow, facts: GuestFacts, preOrderLocked: boolean) {
  return {
    id: guest.id,
    forename: guest.forename,
    surname: guest.surname,
    email: guest.email,
    admin: guest.admin,
    accepted: guest.accepted,
    share: facts.paid + guest.deposit_balance + guest.balance,
    paid: facts.paid,
    deposit_total: guest.deposit_total,
    deposit_balance: guest.deposit_balance,
    balance: guest.balance,
    variations: facts.variations,
    reminders: reminderKinds(guest, facts, preOrderLocked),
  };
}

export function guestListView(booking: BookingRow, guests: Array<{ row: ListedGuestRow; facts: GuestFacts }>, context: ListContext) {
  const guestsDeposit = guests.reduce((sum, g) => sum + g.row.deposit_balance, 0);
  const guestsBalance = guests.reduce((sum, g) => sum + g.row.balance, 0);
  // The lead booker's part is what the booking owes beyond the guests' shares, in all (money paid goes to the
  // booking's deposit first, so the parts need not match one by one); of it, the deposit the guests have not taken on.
  const total = Math.max(0, booking.deposit_balance + booking.balance - guestsDeposit - guestsBalance);
  const deposit = Math.min(total, Math.max(0, booking.deposit_balance - guestsDeposit));
  const balance = total - deposit;
  return {
    booking_id: booking.id,
    people: booking.people,
    join_link: context.joinLink,
    viewer_guest_id: context.viewerGuestId,
    pre_order_locked: context.preOrderLocked,
    lead_booker: {
      name: `${booking.forename} ${booking.surname}`.trim(),
      email: booking.email,
      deposit_balance: deposit,
      balance,
      total_balance: deposit + balance,
    },
    guests: guests.map((g) => guestView(g.row, g.facts, context.preOrderLocked)),
  };
}

export type GuestListView = ReturnType<typeof guestListView>;
