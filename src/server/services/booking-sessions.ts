import { LRUCache } from 'lru-cache';
import type { ServerClock } from '../clock.ts';
import type { Db, Queryable } from '../db/index.ts';
import { findBooking, findBookingVariations, insertBooking, insertBookingVariations, lockCapacity, occupancyBetween, type BookingRow } from '../db/repositories/bookings.ts';
import { upsertCustomer } from '../db/repositories/customers.ts';
import { enqueueEmail } from '../db/repositories/outbox.ts';
import { createSession, findSession, markSessionCompleted, type SessionRow } from '../db/repositories/sessions.ts';
import { refCode, urlSecret } from '../domain/booking-codes.ts';
import type { Catalogue } from '../domain/catalogue.ts';
import { NO_FLOW_RULES, type FlowRules } from '../domain/session/flow-rules.ts';
import { parseSessionFields, type SessionFields } from '../domain/session/input.ts';
import { ALTERNATIVE_DATE_RANGE_DAYS, bookableBarsData, buildSessionView, type BookedCovers, type SessionView } from '../domain/session/view.ts';
import { badRequest, conflict, notFound, unprocessable } from '../errors.ts';
import { bookingCreatedEmail } from '../mail/booking-emails.ts';
import { addDays } from '../../engine/time/calendar-date.ts';
import { startMinutes } from '../../engine/time/clock-time.ts';
import { londonInstant, londonToday } from '../../engine/time/london.ts';
import type { Payments } from '../payments/service.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import { sessionWriter } from './session-writes.ts';

export interface BookingSessionsDeps {
  db: Db;
  catalogue: CatalogueStore;
  clock: ServerClock;
  flowRules?: FlowRules;
  publicUrl: string;
  /** Orders for the hosted payment page (deposit with include=gp). */
  payments?: Payments;
}

/** Provisional bookings keep their covers this long while the customer pays the deposit. */
export const DEPOSIT_HOLD_MINUTES = 20;

/**
 * How long covers read for the session screens may be reused. What the customer sees may be this
 * stale when another process takes a booking; completion always reads afresh under the capacity lock.
 */
export const AVAILABILITY_CACHE_MS = 2_000;

type Body = Record<string, unknown>;

const INVALID = 'Some of the booking details are not valid.';

/** Changing where, when or what makes a chosen time (and for a new type, chosen packages) stale. */
function mergeFields(current: SessionFields, changes: SessionFields): SessionFields {
  const merged: SessionFields = { ...current, ...changes };
  const changed = (k: keyof SessionFields) => k in changes && changes[k] !== current[k];
  if ((changed('bar_id') || changed('date') || changed('party_type')) && !('time' in changes)) merged.time = null;
  if (changed('party_type') && !('variations' in changes)) merged.variations = [];
  return merged;
}

export class BookingSessions {
  private readonly flowRules: FlowRules;
  /** Sessions this process last wrote; each carries its version, so a stale copy is never written back. */
  private readonly sessions = new LRUCache<string, SessionRow>({ max: 20_000 });
  private readonly booked = new LRUCache<string, BookedCovers[]>({ max: 2_000, ttl: AVAILABILITY_CACHE_MS });

  private readonly saveFields: ReturnType<typeof sessionWriter>;
  /** Per session, the last change this process is applying. */
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: BookingSessionsDeps) {
    this.flowRules = deps.flowRules ?? NO_FLOW_RULES;
    this.saveFields = sessionWriter(deps.db);
  }

  /**
   * POST rest/booking/session: start a session or change some of its answers. Changes to one session
   * that reach this process together are applied one after the other, each on the last one's result;
   * across processes the stored version decides.
   */
  update(brandId: number, body: Body) {
    const sessionId = typeof body.session_id === 'string' && body.session_id !== '' ? body.session_id : undefined;
    if (!sessionId) return this.applyUpdate(brandId, body);
    const previous = this.pending.get(sessionId);
    const run = (previous ?? Promise.resolve()).catch(() => undefined).then(() => this.applyUpdate(brandId, body));
    const settled = run.catch(() => undefined);
    this.pending.set(sessionId, settled);
    void settled.then(() => {
      if (this.pending.get(sessionId) === settled) this.pending.delete(sessionId);
    });
    return run;
  }

  private async applyUpdate(brandId: number, body: Body) {
    const { fields: changes, errors } = parseSessionFields(body);
    if (Object.keys(errors).length > 0) throw unprocessable(Object.values(errors)[0]![0] ?? INVALID, errors);

    const sessionId = typeof body.session_id === 'string' && body.session_id !== '' ? body.session_id : undefined;
    const changing = Object.keys(changes).length > 0;
    let session: SessionRow | undefined;
    if (sessionId) {
      // A change can start from the copy in memory (the write checks its version); a plain reload reads afresh.
      session = await this.loadOpenSession(brandId, sessionId, changing);
    } else if (String(body.form_version ?? '') !== '2.0' && String(body.form_version ?? '') !== '2') {
      throw badRequest('A new booking session needs form_version 2.0.', { form_version: ['Send form_version 2.0 to start a session.'] });
    }
    if (body.booking_flow_version !== undefined && String(body.booking_flow_version) !== '2') {
      throw badRequest('Only booking_flow_version 2 is supported.', { booking_flow_version: ['Must be 2.'] });
    }

    const catalogue = await this.deps.catalogue.get();
    const now = this.deps.clock.now();
    let fields: SessionFields;
    if (!session) {
      this.checkChanges(catalogue, brandId, {}, changes, now);
      fields = mergeFields({}, changes);
      session = await createSession(this.deps.db, urlSecret(), brandId, fields);
    } else if (changing) {
      for (let attempt = 0; ; attempt++) {
        const current = session.fields as SessionFields;
        this.checkChanges(catalogue, brandId, current, changes, now);
        fields = mergeFields(current, changes);
        const version = await this.saveFields({ id: session.id, fields, version: session.version });
        if (version !== undefined) {
          session = { ...session, fields: fields as Record<string, unknown>, version };
          break;
        }
        // Changed elsewhere since this copy was read (or completed): start again from the stored one.
        this.sessions.delete(session.id);
        if (attempt === 2) throw conflict('This booking session is being changed elsewhere. Please try again.');
        session = await this.loadOpenSession(brandId, session.id, false);
      }
    } else {
      fields = session.fields as SessionFields;
    }
    this.sessions.set(session.id, session);

    const booked = await this.bookedFor(this.deps.db, fields, now, { reuse: true });
    const view = buildSessionView({ catalogue, brandId, sessionId: session.id, fields, now, booked, flowRules: this.flowRules });
    // Only a type that secures bookings with a card asks: a stored card is a payments matter.
    if (view.requires_card && this.deps.payments) view.has_stored_card = await this.deps.payments.hasStoredCard(session.id, null);
    const include = String(body.include ?? '').split(',').map((s) => s.trim());
    return { data: { ...view, ...(include.includes('bars') ? { bars: bookableBarsData(catalogue, brandId) } : {}) } };
  }

  /** POST rest/booking/session/complete: turn the session into a booking or an enquiry. */
  async complete(brandId: number, body: Body) {
    const sessionId = this.requireSessionId(body);
    const catalogue = await this.deps.catalogue.get();
    const created = await this.deps.db.transaction(async (tx) => {
      const session = await findSession(tx, sessionId, { forUpdate: true });
      if (!session || session.brand_id !== brandId) throw notFound('Booking session not found.');
      if (session.completed_at) throw conflict('This booking has already been completed.');
      const fields = session.fields as SessionFields;
      const now = this.deps.clock.now();
      const type = fields.party_type ? catalogue.types.get(fields.party_type) : undefined;
      if (fields.bar_id && type) await lockCapacity(tx, fields.bar_id, type.id);
      const booked = await this.bookedFor(tx, fields, now);
      const view = buildSessionView({ catalogue, brandId, sessionId, fields, now, booked, flowRules: this.flowRules });
      if (!view.can_complete) {
        const problems = [...view.fields_required, ...view.validation_errors];
        const fieldErrors = Object.fromEntries(problems.map((p) => [p.field, [p.message]]));
        const message = view.no_complete_reason ?? "Sorry, looks like we can't take this booking right now.";
        if (problems.length > 0) throw unprocessable(message, fieldErrors);
        throw conflict(message);
      }
      const booking = await this.createBooking(tx, catalogue, brandId, session, fields, view, now);
      return { booking, view };
    });

    this.sessions.delete(sessionId);
    this.forgetBooked(created.booking.bar_id, created.booking.booking_type_id);
    const bar = catalogue.bars.get(created.booking.bar_id)!;
    const type = catalogue.types.get(created.booking.booking_type_id)!;
    await enqueueEmail(
      this.deps.db,
      bookingCreatedEmail({
        booking: created.booking,
        barName: bar.branded_name,
        brandName: catalogue.brands.get(brandId)?.name ?? 'Covers',
        typeName: type.front_end_name,
        publicUrl: this.deps.publicUrl,
      }),
    );
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
    return {
      data: { ...created.view, is_completed: true, can_complete: false, booking: bookingData(created.booking, catalogue, variations), customer },
    };
  }

  /**
   * POST rest/booking/session/deposit: what is to be paid for this session, and its payment token.
   * Once the session is a booking, include=gp opens a payment: an order for the deposit (or, with
   * payment_type=balance, everything payable now) and the signed request for the hosted card page in
   * data.gp.data. Before completion there is nothing to pay yet and gp is null.
   */
  async deposit(brandId: number, body: Body) {
    const sessionId = this.requireSessionId(body);
    const session = await findSession(this.deps.db, sessionId);
    if (!session || session.brand_id !== brandId) throw notFound('Booking session not found.');
    const catalogue = await this.deps.catalogue.get();
    const now = this.deps.clock.now();
    const fields = session.fields as SessionFields;
    const booked = await this.bookedFor(this.deps.db, fields, now);
    const view = buildSessionView({ catalogue, brandId, sessionId, fields, now, booked, flowRules: this.flowRules });
    if (!view.requires_deposit) throw unprocessable('This booking does not need a deposit.');
    let booking = session.booking_id ? await findBooking(this.deps.db, session.booking_id) : undefined;
    if (booking?.status_id === 4) throw conflict('Payment cannot be taken as this booking has been cancelled...');
    const include = String(body.include ?? '').split(',').map((s) => s.trim());
    const payments = this.deps.payments;
    let gp: { data: ReturnType<Payments['hostedData']> } | null = null;
    if (include.includes('gp') && booking && payments) {
      gp = { data: await payments.orderForBooking(brandId, booking, body) };
      // Opening the payment moved the hold on.
      booking = (await findBooking(this.deps.db, booking.id)) ?? booking;
    }
    const state = booking && payments ? await payments.paymentState(booking) : undefined;
    return {
      data: {
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
        has_stored_card: state?.has_stored_card ?? (payments ? await payments.hasStoredCard(sessionId, null) : false),
        is_completed: Boolean(session.completed_at),
        booking: booking ? bookingData(booking, catalogue, []) : null,
        gp,
      },
    };
  }

  private requireSessionId(body: Body): string {
    if (typeof body.session_id !== 'string' || body.session_id === '') {
      throw badRequest('session_id is required.', { session_id: ['session_id is required.'] });
    }
    return body.session_id;
  }

  private async loadOpenSession(brandId: number, sessionId: string, fromMemory: boolean): Promise<SessionRow> {
    const session = (fromMemory ? this.sessions.get(sessionId) : undefined) ?? (await findSession(this.deps.db, sessionId));
    // Another brand's session is as good as unknown: ids alone never grant access across brands.
    if (!session || session.brand_id !== brandId) throw notFound('Booking session not found.');
    if (session.completed_at) throw conflict('This booking has already been completed.');
    return session;
  }

  /**
   * Rejects outright (4xx, nothing stored) a change that names something that does not exist or a
   * date that can never be booked: these are not half-typed answers but wrong requests.
   */
  private checkChanges(catalogue: Catalogue, brandId: number, current: SessionFields, changes: SessionFields, now: Date) {
    const fieldErrors: Record<string, string[]> = {};
    const barId = changes.bar_id ?? current.bar_id ?? null;
    if (changes.bar_id) {
      const bar = catalogue.bars.get(changes.bar_id);
      const visible = catalogue.barsForBrand(brandId).some((b) => b.id === changes.bar_id);
      if (!bar || !visible) fieldErrors.bar_id = ['Unknown location.'];
      else if (!catalogue.bookableBars(brandId).some((b) => b.id === bar.id)) fieldErrors.bar_id = ['This location is not taking bookings.'];
    }
    const typeId = changes.party_type ?? current.party_type ?? null;
    const type = typeId ? catalogue.types.get(typeId) : undefined;
    if (changes.party_type) {
      if (!type || (type.brand_id !== null && brandId !== 0 && type.brand_id !== brandId)) fieldErrors.party_type = ['Unknown booking type.'];
      else if (barId && !fieldErrors.bar_id && catalogue.capacityOf(barId, type.id) === undefined) {
        fieldErrors.party_type = ['That booking type is not available at this location.'];
      }
    }
    if (changes.date) {
      const today = londonToday(now);
      const bar = barId ? catalogue.bars.get(barId) : undefined;
      if (changes.date < today) fieldErrors.date = ['Please choose a date from today onwards.'];
      else if (bar?.close_date && changes.date > bar.close_date) {
        fieldErrors.date = [`${bar.branded_name} is closing: please choose a date up to ${bar.close_date}.`];
      } else if (type && !fieldErrors.party_type) {
        const message = this.flowRules.checkDate(type.flow, changes.date, today);
        if (message) fieldErrors.date = [message];
      }
    }
    if (Object.keys(fieldErrors).length > 0) throw unprocessable(Object.values(fieldErrors)[0]![0]!, fieldErrors);
  }

  private async bookedFor(db: Queryable, fields: SessionFields, now: Date, options: { reuse?: boolean } = {}): Promise<BookedCovers[]> {
    if (!fields.bar_id || !fields.party_type || !fields.date || !fields.no_people) return [];
    const key = `${fields.bar_id}:${fields.party_type}:${fields.date}`;
    const cached = options.reuse ? this.booked.get(key) : undefined;
    if (cached) return cached;
    const rows = await occupancyBetween(db, fields.bar_id, fields.party_type, fields.date, addDays(fields.date, ALTERNATIVE_DATE_RANGE_DAYS), now);
    if (options.reuse) this.booked.set(key, rows);
    return rows;
  }

  /** After a booking, this process's screens must show its covers gone at once. */
  private forgetBooked(barId: number, typeId: number) {
    for (const key of [...this.booked.keys()]) if (key.startsWith(`${barId}:${typeId}:`)) this.booked.delete(key);
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
    const time = fields.time ?? fields.approx_time ?? fields.requested_time ?? '19:00';
    const startAt = londonInstant(view.date!, startMinutes(time));
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
      brand_id: brandId,
      bar_id: view.bar_id!,
      booking_type_id: type.id,
      customer_id: customerId,
      session_id: session.id,
      people: view.no_people,
      booking_date: view.date!,
      booking_time: time,
      start_at: startAt,
      end_at: new Date(startAt.getTime() + type.duration_minutes * 60_000),
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

/** The booking as the widget's completion screen reads it. */
export function bookingData(booking: BookingRow, catalogue: Catalogue, variations: Array<{ variation_id: number; quantity: number; unit_price: number; name: string; choices: unknown }>) {
  const bar = catalogue.bars.get(booking.bar_id);
  return {
    id: booking.id,
    ref_code: booking.ref_code,
    status_id: booking.status_id,
    people: booking.people,
    booking_date: `${booking.booking_date} ${booking.booking_time}`,
    date: booking.booking_date,
    time: booking.booking_time,
    party_type: booking.booking_type_id,
    value: booking.value,
    deposit: booking.deposit,
    deposit_due_date: booking.deposit_due_date,
    deposit_balance: booking.deposit_balance,
    balance: booking.balance,
    balance_due_date: booking.balance_due_date,
    hold_expires_at: booking.hold_expires_at?.toISOString() ?? null,
    manage_key: booking.manage_key,
    invite_code: booking.invite_code,
    payment_token: booking.payment_token,
    options: variations,
    bar: bar ? { id: bar.id, bar_name: bar.bar_name, branded_name: bar.branded_name, phone: bar.phone, party_booking_email: bar.party_booking_email } : null,
  };
}

