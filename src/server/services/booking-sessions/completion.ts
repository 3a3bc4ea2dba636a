/** POST rest/booking/session/complete: the session becomes a booking (or an enquiry) and its e-mail is queued. */
import { arrivalAt, tradingDaySpan } from '../../../engine/time/booking-instant.ts';
import type { Queryable } from '../../db/index.ts';
import { findBookingVariations, insertBooking, insertBookingVariations, lockCapacity, type BookingRow } from '../../db/repositories/bookings.ts';
import { upsertCustomer } from '../../db/repositories/customers.ts';
import { enqueueEmail } from '../../db/repositories/outbox.ts';
import { findSession, markSessionCompleted, type SessionRow } from '../../db/repositories/sessions.ts';
import { refCode, urlSecret } from '../../domain/booking-codes.ts';
import { GROUP_SITE_BRAND } from '../../domain/brand-scope.ts';
import { SLOT_GONE } from '../../domain/session/view.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { Conflict, InvalidInput, NotFound } from '../../domain/errors.ts';
import { DEPOSIT_HOLD_MINUTES } from '../../domain/payments/lifecycle.ts';
import type { SessionFields } from '../../domain/session/input.ts';
import { buildSessionView, type SessionView } from '../../domain/session/view.ts';
import { bookingCreatedEmail, bookingEmailContext } from '../../mail/booking-emails.ts';
import { partyTeamEmail } from '../../mail/party-team-emails.ts';
import { findCalendarBooking } from '../../db/repositories/booking-calendar.ts';
import { bookingCalendar, icsFileName } from '../../domain/calendar/ics.ts';
import type { BookedCoversReader } from './booked-covers.ts';
import { bookingData } from './booking-data.ts';
import type { BookingSessionsDeps } from './deps.ts';
import type { OpenSessions } from './open-sessions.ts';
import { requireSessionId, type SessionCommand } from './session-command.ts';

export class SessionCompletion {

  constructor(
    private readonly deps: BookingSessionsDeps,
    private readonly sessions: OpenSessions,
    private readonly booked: BookedCoversReader,
  ) {}

  /** Turns the session into a booking or an enquiry, in one transaction under the capacity lock. */
  async complete(command: SessionCommand) {
    const { brandId } = command;
    const sessionId = requireSessionId(command.sessionId);
    const catalogue = await this.deps.catalogue.get();
    const created = await this.deps.db.transaction(async (tx) => {
      const session = await findSession(tx, sessionId, { forUpdate: true });
      if (!session || session.brand_id !== brandId) throw new NotFound('Booking session not found.');
      if (session.completed_at) throw new Conflict('This booking has already been completed.');
      const fields = session.fields as SessionFields;
      const now = new Date(this.deps.clock.now());
      const type = fields.party_type ? catalogue.types.get(fields.party_type) : undefined;
      if (fields.bar_id && type) await lockCapacity(tx, fields.bar_id, type.id);
      const booked = await this.booked.read(tx, fields, now);
      const view = buildSessionView({ catalogue, brandId, sessionId, fields, now, booked, flowRules: this.deps.flowRules });
      if (!view.can_complete) {
        const problems = [...view.fields_required, ...view.validation_errors];
        const fieldErrors = Object.fromEntries(problems.map((p) => [p.field, [p.message]]));
        const message = view.no_complete_reason ?? "Sorry, looks like we can't take this booking right now.";
        if (problems.length > 0) throw new InvalidInput(message, fieldErrors);
        // The chosen time went meanwhile: the time is what the customer must change (the widget goes back for it).
        throw message === SLOT_GONE ? new Conflict(message, { time: [message] }) : new Conflict(message);
      }
      const booking = await this.createBooking(tx, catalogue, brandId, session, fields, view, now);
      return { booking, view };
    });

    this.sessions.forget(sessionId);
    this.booked.forget(created.booking.bar_id, created.booking.booking_type_id);
    // A booking's confirmation carries its calendar file, the one /ical/{key} gives; an enquiry has no time yet.
    const calendarRow = created.booking.status_id === 3 ? undefined : await findCalendarBooking(this.deps.db, created.booking.manage_key);
    const calendar = calendarRow && { fileName: icsFileName(calendarRow.ref_code), ics: bookingCalendar(calendarRow, { publicUrl: this.deps.publicUrl, now: new Date(this.deps.clock.now()) }) };
    const context = bookingEmailContext(created.booking, catalogue, this.deps.publicUrl);
    await enqueueEmail(this.deps.db, bookingCreatedEmail(context, calendar));
    // The party team hears of what needs a person: an enquiry to call back, special requirements to prepare.
    const news = created.booking.status_id === 3 ? { kind: 'enquiry' as const } : created.booking.special_requirements.trim() ? { kind: 'special-requirements' as const } : null;
    const team = news && partyTeamEmail(context, news);
    if (team) await enqueueEmail(this.deps.db, team);
    const variations = await findBookingVariations(this.deps.db, created.booking.id);
    const customer = {
      id: created.booking.customer_id,
      email: created.booking.email,
      forename: created.view.forename,
      surname: created.view.surname,
      phone: created.view.phone,
      opt_in: created.view.opt_in,
      sms_opt_in: created.view.sms_opt_in,
      phone_opt_in: created.view.phone_opt_in,
    };
    return { ...created.view, is_completed: true, can_complete: false, booking: bookingData(created.booking, catalogue, variations), customer };
  }

  private async createBooking(
    tx: Queryable,
    catalogue: Catalogue,
    brandId: number,
    session: SessionRow,
    fields: SessionFields,
    view: SessionView,
    now: Date,
  ): Promise<BookingRow> {
    const type = catalogue.types.get(view.party_type!)!;
    const status = view.is_enquiry ? 3 : view.requires_deposit ? 0 : 1;
    // The slot is a time of the day chosen at step 2 (its trading day); the booking is when the party arrives.
    // An enquiry sent without an approximate start time has none until the party team agrees one.
    const time = view.is_enquiry ? (fields.time ?? fields.approx_time ?? null) : (fields.time ?? fields.requested_time ?? '19:00');
    const when = time === null ? null : arrivalAt(view.date!, time);
    const span = when ? { start: when.at, end: new Date(when.at.getTime() + type.duration_minutes * 60_000) } : tradingDaySpan(view.date!);
    const customerId = await upsertCustomer(tx, {
      email: view.email,
      forename: view.forename,
      surname: view.surname,
      phone: view.phone,
      opt_in: view.opt_in,
      sms_opt_in: view.sms_opt_in,
      phone_opt_in: view.phone_opt_in,
    });
    const row = {
      status_id: status,
      // A booking is its bar's brand's, wherever it was made: one made on the group's own site (brand 0) is
      // shown, e-mailed and paid in its bar's brand, and its calls from that brand's pages find it.
      brand_id: brandId === GROUP_SITE_BRAND ? (catalogue.bars.get(view.bar_id!)?.brand_id ?? brandId) : brandId,
      bar_id: view.bar_id!,
      booking_type_id: type.id,
      customer_id: customerId,
      session_id: session.id,
      people: view.no_people,
      booking_date: when?.date ?? view.date!,
      booking_time: when?.time ?? null,
      start_at: span.start,
      end_at: span.end,
      trading_date: view.date!,
      value: view.value,
      deposit: view.deposit,
      deposit_balance: view.deposit,
      balance: view.balance,
      deposit_due_date: view.deposit_due_date,
      balance_due_date: view.balance_due_date,
      hold_expires_at: status === 0 ? new Date(now.getTime() + DEPOSIT_HOLD_MINUTES * 60_000) : null,
      forename: view.forename,
      surname: view.surname,
      email: view.email.toLowerCase(),
      phone: view.phone,
      company_name: view.company_name,
      special_requirements: view.special_requirements,
      callback_date: view.callback_date,
      callback_time: view.callback_time,
      approx_time: view.approx_time,
      is_standing: view.standing,
      manage_key: urlSecret(),
      invite_code: urlSecret(),
      payment_token: urlSecret(),
    };
    let booking: BookingRow | undefined;
    // A clash of the short reference is rare: draw again.
    for (let attempt = 0; !booking; attempt++) {
      if (attempt === 5) throw new Error('Could not draw a free booking reference.');
      booking = await insertBooking(tx, { ...row, ref_code: refCode() });
    }
    await insertBookingVariations(tx, booking.id, view.variations);
    await markSessionCompleted(tx, session.id, booking.id);
    return booking;
  }
}
