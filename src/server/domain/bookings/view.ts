/**
 * A booking as the booking page shows it (spec §2.3, §3 "My booking"): its state in words, what may be
 * done to it, and its money. Pure: the same booking, bar, type and clock always give the same view.
 */
import type { BookingRow } from '../../db/repositories/bookings.ts';
import type { RefundRow } from '../../db/repositories/refunds.ts';
import { refundsView } from '../payments/refunds.ts';
import type { Bar, BookingType } from '../catalogue.ts';
import { DELETED, isCancelled, POSTPONED, shownStatusId } from '../../../engine/bookings/status.ts';
import { bookingDateText } from '../../../engine/time/booking-instant.ts';

/** Status id → its name, the page's class for it and the sentence shown (4 and 5 are the spec's). */
const STATUSES: Record<number, { status: string; status_class: string; status_text: string }> = {
  0: { status: 'Provisional', status_class: 'warning', status_text: 'Your booking is reserved: please pay the deposit to confirm it.' },
  1: { status: 'Confirmed', status_class: 'success', status_text: 'Your booking is confirmed.' },
  2: { status: 'No Show', status_class: 'danger', status_text: 'This booking was marked as a no show.' },
  3: { status: 'Enquiry', status_class: 'info', status_text: "We've received your enquiry: our team will be in touch." },
  4: { status: 'Cancelled', status_class: 'danger', status_text: 'This booking has been cancelled' },
  5: { status: 'Postponed', status_class: 'warning', status_text: 'This booking has been postponed. Please choose a new date.' },
  [DELETED]: { status: 'Deleted', status_class: 'danger', status_text: 'This booking has been cancelled' },
};

/** Statuses a customer may still change or cancel online (not a no-show, cancelled or postponed one). */
const CHANGEABLE = new Set([0, 1, 3]);

export interface ViewContext {
  bar: Bar | undefined;
  type: BookingType | undefined;
  now: Date;
  /** Whether the booking's address has a registered account (else the token holder is offered signup). */
  registered: boolean;
  /** What the gateway took towards the booking and the booking kept (captured payments). */
  paid: number;
  /** Money due back, or gone back, from the booking's payments. */
  refunds: ReadonlyArray<Pick<RefundRow, 'amount' | 'reason' | 'state'>>;
}

/**
 * Whether the customer may edit or cancel the booking online: it is theirs to change (not an agency's),
 * in a state that can change, and has not begun.
 */
export function canChange(booking: BookingRow, now: Date): boolean {
  return booking.agency_name === null && CHANGEABLE.has(booking.status_id) && booking.start_at.getTime() > now.getTime();
}

/** Hours before a booking its pre-order closes when its type is unknown: the column's default. */
export const DEFAULT_PRE_ORDER_LOCK_HOURS = 48;

/**
 * When the booking's pre-order closes by time: its type's `pre_order_lock_hours` before it begins
 * (docs/decisions.md, "When a pre-order locks").
 */
export function preOrderLockAt(booking: Pick<BookingRow, 'start_at'>, type: Pick<BookingType, 'pre_order_lock_hours'> | undefined): Date {
  const hours = type?.pre_order_lock_hours ?? DEFAULT_PRE_ORDER_LOCK_HOURS;
  return new Date(booking.start_at.getTime() - hours * 3_600_000);
}

/**
 * Whether the booking's pre-order is closed (spec §3 `pre_order_locked`, §4: add, edit and remove hidden,
 * a save refused with 423): from its type's lock time before the booking on, and once the booking is
 * cancelled, deleted, postponed or a no-show. An agency's booking stays open: only its changes and
 * payments go through the agency.
 */
export function preOrderLocked(booking: Pick<BookingRow, 'status_id' | 'start_at'>, type: Pick<BookingType, 'pre_order_lock_hours'> | undefined, now: Date): boolean {
  return !CHANGEABLE.has(booking.status_id) || preOrderLockAt(booking, type).getTime() <= now.getTime();
}

/** Per person, to the penny (spec §2.3's per-person figures). */
const perPerson = (pence: number, people: number) => Math.round(pence / Math.max(people, 1));

export function bookingView(booking: BookingRow, context: ViewContext) {
  const { bar, type } = context;
  const state = STATUSES[booking.status_id] ?? STATUSES[1]!;
  const perPersonBalance = perPerson(booking.balance, booking.people);
  const perPersonDeposit = perPerson(booking.deposit_balance, booking.people);
  const cancelled = isCancelled(booking.status_id);
  return {
    id: booking.id,
    ref_code: booking.ref_code,
    brand_id: booking.brand_id,
    party_name: booking.company_name || `${booking.forename} ${booking.surname}`.trim(),
    party_type: booking.booking_type_id,
    party_type_name: type?.front_end_name ?? null,
    booking_date: bookingDateText(booking.booking_date, booking.booking_time),
    date: booking.booking_date,
    time: booking.booking_time,
    people: booking.people,
    forename: booking.forename,
    surname: booking.surname,
    bar: {
      data: {
        id: booking.bar_id,
        bar_name: bar?.bar_name ?? '',
        branded_name: bar?.branded_name ?? '',
        phone: bar?.phone ?? '',
        party_booking_email: bar?.party_booking_email ?? '',
      },
    },
    status_id: shownStatusId(booking.status_id),
    ...state,
    value: booking.value,
    deposit: booking.deposit,
    deposit_balance: booking.deposit_balance,
    balance: booking.balance,
    per_person_balance: perPersonBalance,
    per_person_deposit: perPersonDeposit,
    /** What the lead booker sees as left to pay: (per-person balance + per-person deposit) × people. */
    // The spec's (per-person balance + per-person deposit) × people, before the pennies are rounded: what is owed.
    total_balance: booking.balance + booking.deposit_balance,
    payments_made: context.paid,
    ...refundsView(context.refunds),
    deposit_due_date: booking.deposit_due_date,
    balance_due_date: booking.balance_due_date,
    is_paid: booking.deposit_balance + booking.balance === 0,
    can_cancel: canChange(booking, context.now),
    can_rebook: booking.status_id === POSTPONED,
    can_customer_pay: booking.agency_name === null && !cancelled,
    pre_order_locked: preOrderLocked(booking, type, context.now),
    agency_name: booking.agency_name,
    manage_key: booking.manage_key,
    payment_token: booking.payment_token,
    lead_booker_email: booking.email,
    admin: true,
    registered: context.registered,
    // A cancellation gave the deposit back (its type's rule), not merely some balance.
    is_deposit_refunded: cancelled && (type?.deposit_refundable ?? false) && context.refunds.some((r) => r.reason === 'cancelled'),
  };
}

export type BookingView = ReturnType<typeof bookingView>;
