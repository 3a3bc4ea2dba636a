/**
 * POST rest/booking/session/deposit: what is to be paid for this session, and its payment token.
 * Once the session is a booking, include=gp opens a payment: an order for the deposit (or, with
 * payment_type=balance, everything payable now) and the signed request for the hosted card page in
 * data.gp.data. Before completion there is nothing to pay yet and gp is null. include=session adds
 * the session as the session call answers it (which refuses a completed session).
 */
import { findBooking } from '../../db/repositories/bookings.ts';
import { findSession } from '../../db/repositories/sessions.ts';
import { Conflict, InvalidInput, NotFound } from '../../domain/errors.ts';
import type { SessionFields } from '../../domain/session/input.ts';
import { buildSessionView } from '../../domain/session/view.ts';
import type { HostedData } from '../payments/orders.ts';
import type { BookedCoversReader } from './booked-covers.ts';
import { bookingData } from './booking-data.ts';
import type { BookingSessionsDeps } from './deps.ts';
import { requireSessionId, type SessionCommand } from './session-command.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';

export interface SessionDeposit extends SessionCommand {
  /** `gp` opens a payment once the session is a booking. */
  include: readonly string[];
  /** With include=gp: deposit or balance, and where the card page sends the customer back. */
  paymentType: string | undefined;
  url: string | undefined;
}

export class SessionDeposits {

  constructor(
    private readonly deps: BookingSessionsDeps,
    private readonly booked: BookedCoversReader,
  ) {}

  async deposit(command: SessionDeposit) {
    const { brandId } = command;
    const sessionId = requireSessionId(command.sessionId);
    const session = await findSession(this.deps.db, sessionId);
    if (!session || session.brand_id !== brandId) throw new NotFound('Booking session not found.');
    const catalogue = await this.deps.catalogue.get();
    const now = new Date(this.deps.clock.now());
    const fields = session.fields as SessionFields;
    const booked = await this.booked.read(this.deps.db, fields, now);
    const view = buildSessionView({ catalogue, brandId, sessionId, fields, now, booked, flowRules: this.deps.flowRules });
    if (!view.requires_deposit) throw new InvalidInput('This booking does not need a deposit.');
    let booking = session.booking_id ? await findBooking(this.deps.db, session.booking_id) : undefined;
    if (booking && isCancelled(booking.status_id)) throw new Conflict('Payment cannot be taken as this booking has been cancelled...');
    const payments = this.deps.payments;
    let gp: { data: HostedData } | null = null;
    if (command.include.includes('gp') && booking && payments) {
      gp = { data: await payments.orders.forSessionBooking({ brandId, booking, paymentType: command.paymentType, url: command.url }) };
      // Opening the payment moved the hold on.
      booking = (await findBooking(this.deps.db, booking.id)) ?? booking;
    }
    const state = booking && payments ? await payments.lookups.paymentState(booking) : undefined;
    return {
      session_id: sessionId,
      deposit: view.deposit,
      deposit_balance: booking ? booking.deposit_balance : view.deposit,
      balance: booking ? booking.balance : view.balance,
      value: view.value,
      payment_amount: booking ? booking.deposit_balance : view.payment_amount,
      payment_options: state ? state.payment_options : view.payment_options,
      deposit_due_date: booking ? booking.deposit_due_date : view.deposit_due_date,
      balance_due_date: booking ? booking.balance_due_date : view.balance_due_date,
      deposit_token: booking?.payment_token ?? null,
      hold_expires_at: booking?.hold_expires_at?.toISOString() ?? null,
      // The server's clock, so a browser whose clock differs counts the hold down correctly.
      server_time: now.toISOString(),
      can_auto_confirm: state ? state.can_auto_confirm : booking ? true : view.can_auto_confirm,
      has_payment: state?.has_payment ?? false,
      // What has been paid so far (pence): the completion screen and the host page's event say it.
      amount_paid: state ? state.payments.reduce((sum, p) => sum + p.amount, 0) : 0,
      has_stored_card: state?.has_stored_card ?? (payments ? await payments.storedCards.has(sessionId, null) : false),
      is_completed: Boolean(session.completed_at),
      booking: booking ? bookingData(booking, catalogue, []) : null,
      gp,
      // A reload of the widget on a booking still to be paid has only the session's id: the session's
      // own answers (its flow, options, wording facts) draw its "Pay Now!" screen again.
      ...(command.include.includes('session') ? { session: view } : {}),
    };
  }
}
