import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerClock } from '../clock.ts';
import type { Db, Queryable } from '../db/index.ts';
import { findBooking, lockCapacity, occupancyBetween, type BookingRow } from '../db/repositories/bookings.ts';
import { enqueueEmail } from '../db/repositories/outbox.ts';
import {
  claimOrder,
  completeDepositRequest,
  findBookingId,
  findDepositRequest,
  findGuest,
  findOrder,
  findStoredCard,
  holdLimitOf,
  insertDepositRequest,
  insertOrder,
  insertPayment,
  insertStoredCard,
  listOrdersForRequest,
  listPayments,
  lockBooking,
  recordOrderAnswer,
  reduceGuestBalances,
  releaseOrder,
  releaseProcessingOrders,
  setBookingHold,
  updateBookingMoney,
  type DepositRequestRow,
  type OrderAnswer,
  type OrderMethod,
  type OrderRow,
} from '../db/repositories/payments.ts';
import { findSession, type SessionRow } from '../db/repositories/sessions.ts';
import { urlSecret } from '../domain/booking-codes.ts';
import type { Catalogue } from '../domain/catalogue.ts';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../errors.ts';
import { DEPOSIT_HOLD_MINUTES } from '../services/booking-sessions.ts';
import type { CatalogueStore } from '../services/catalogue-store.ts';
import { getBrand } from '../../engine/i18n/brand.ts';
import { formatPence, penceToDecimal } from '../../engine/money/money.ts';
import { crashPoint } from './crash-points.ts';
import { paymentReceivedEmail, paymentRefundDueEmail } from './emails.ts';
import { GatewayFailure, GatewayUnavailable, type PaymentGateway } from './gateway.ts';
import { hppTimestamp, ORDER_ID_PATTERN, parseHppTimestamp, RESULT_PATTERN, type HppFields } from './hpp-protocol.ts';
import { applyPayment, extendedHold, holdLimit, holds, MESSAGES, payableOnline, resultMessage, stillFits } from './lifecycle.ts';

export interface PaymentsDeps {
  db: Db;
  catalogue: CatalogueStore;
  clock: ServerClock;
  gateway: PaymentGateway;
  publicUrl: string;
  currency: string;
  /** Start-up recovery of the built-in gateway (absent with a real gateway). */
  redeliver?: () => Promise<number>;
  log?: { warn(obj: object, msg: string): void };
}

type Body = Record<string, unknown>;

export const CALLBACK_PATH = '/api/rest/deposit/payment/callback';
/** A hosted page with no answer after this long is reported as timed out (a late answer still counts). */
export const ORDER_ANSWER_TIMEOUT_MINUTES = 15;
/** A wallet payment "at the gateway" for longer than this was left there by a stopped server. */
const STALE_PROCESSING_MINUTES = 15;

export interface Settlement {
  order: OrderRow;
  /** The same answer had already been settled: nothing changed. */
  replay: boolean;
}

const REF_CODE = /^[2-9A-HJ-NP-Z]{8}$/;

/** Whole pence, as a JSON integer or a string of digits. */
function penceField(value: unknown, name = 'amount'): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw unprocessable(`${name} must be a whole number of pence.`, { [name]: ['Must be a whole number of pence, e.g. 2500 for £25.00.'] });
  return n;
}

/** The wallet calls' amount: pounds with two decimals ("25.00"), as spec §7 gives it. */
function decimalAmount(value: unknown): number {
  let pence = NaN;
  if (typeof value === 'string' && /^\d{1,7}\.\d{2}$/.test(value.trim())) {
    const [pounds, fraction] = value.trim().split('.') as [string, string];
    pence = Number(pounds) * 100 + Number(fraction);
  } else if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6) {
    pence = Math.round(value * 100);
  }
  if (!Number.isSafeInteger(pence) || pence <= 0) throw unprocessable('amount must be in pounds with two decimals.', { amount: ['Must be an amount like 25.00.'] });
  return pence;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Orders, payments and their effect on bookings. Every answer from the gateway goes through
 * `settle`: checked against the stored order, then applied once, in one transaction with the
 * booking's new balances and the e-mail.
 */
export class Payments {
  readonly responseUrl: string;
  readonly parentOrigin: string;

  constructor(private readonly deps: PaymentsDeps) {
    this.responseUrl = `${deps.publicUrl}${CALLBACK_PATH}`;
    this.parentOrigin = new URL(deps.publicUrl).origin;
  }

  get gateway(): PaymentGateway {
    return this.deps.gateway;
  }

  // ── Orders ──────────────────────────────────────────────────────────────────────────────────

  /**
   * Creates an order for a booking (or a session's card capture). For a provisional booking the slot
   * must still be held or free, and opening the payment extends the hold, up to its limit.
   */
  private async createOrder(input: {
    brandId: number;
    booking: BookingRow | undefined;
    sessionId: string | null;
    depositRequest?: DepositRequestRow;
    purpose: 'payment' | 'card';
    method: OrderMethod;
    amount: number;
    returnUrl?: string | undefined;
  }): Promise<OrderRow> {
    const catalogue = await this.deps.catalogue.get();
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const booking = input.booking ? await this.lockedBooking(tx, input.booking) : undefined;
      if (booking) {
        if (booking.status_id === 4) throw conflict(MESSAGES.cancelled);
        if (input.purpose === 'payment') {
          const payable = this.payable(booking, catalogue);
          if (payable === 0) throw conflict(MESSAGES.nothingToPay);
          if (input.amount > payable) {
            const message = `The most that can be paid now is ${formatPence(payable)}.`;
            throw unprocessable(message, { amount: [message] });
          }
          if (input.depositRequest) {
            const request = await findDepositRequest(tx, { id: input.depositRequest.id });
            if (request?.completed_at) throw conflict('This payment has already been made.');
          }
        }
        if (booking.status_id === 0) {
          if (!holds(booking.hold_expires_at, now) && !(await this.fits(tx, booking, now, catalogue))) throw conflict(MESSAGES.slotGone);
          await this.extendHold(tx, booking, now);
        }
      }
      const card = input.purpose === 'card';
      return insertOrder(tx, {
        order_id: urlSecret(),
        purpose: input.purpose,
        method: input.method,
        brand_id: input.brandId,
        booking_id: booking?.id ?? null,
        session_id: input.sessionId,
        deposit_request_id: input.depositRequest?.id ?? null,
        amount: input.amount,
        currency: this.deps.currency,
        gateway: this.deps.gateway.name,
        merchant_id: this.deps.gateway.merchantId,
        account: this.deps.gateway.account,
        request_timestamp: hppTimestamp(now),
        auto_settle: !card,
        payer_ref: card ? randomBytes(12).toString('hex') : null,
        pmt_ref: card ? randomBytes(12).toString('hex') : null,
        return_url: input.returnUrl ?? null,
        created_at: now,
      });
    });
  }

  private async extendHold(tx: Queryable, booking: BookingRow, now: Date): Promise<void> {
    const limit = await holdLimitOf(tx, booking.id, (first) => holdLimit(first, DEPOSIT_HOLD_MINUTES));
    const hold = limit ? extendedHold(booking.hold_expires_at, limit, now) : null;
    if (hold) await setBookingHold(tx, booking.id, hold);
  }

  /** The signed request the browser posts to the hosted page, as data.gp.data / data.order_data. */
  hostedData(order: OrderRow, booking?: BookingRow) {
    const request = this.deps.gateway.hostedRequest({
      orderId: order.order_id,
      amount: order.amount,
      currency: order.currency,
      timestamp: parseHppTimestamp(order.request_timestamp)!,
      autoSettle: order.auto_settle,
      ...(order.purpose === 'card' ? { storeCard: { payerRef: order.payer_ref!, pmtRef: order.pmt_ref! } } : {}),
      responseUrl: this.responseUrl,
      parentOrigin: this.parentOrigin,
      ...(booking?.email ? { customerEmail: booking.email } : {}),
      ...(booking ? { comment: booking.ref_code } : {}),
      buttonText: order.purpose === 'card' ? 'Save card' : `Pay ${formatPence(order.amount)}`,
    });
    return {
      order_id: order.order_id,
      amount: order.amount,
      display_amount: formatPence(order.amount),
      currency: order.currency,
      url: request.url,
      fields: request.fields,
      // The fields as one JSON string, the form the Global Payments client libraries take.
      serialised: JSON.stringify(request.fields),
    };
  }

  private async lockedBooking(tx: Queryable, booking: BookingRow): Promise<BookingRow> {
    // Capacity first, then the booking: the same order as booking completion, so neither waits on the other in a cycle.
    if (booking.status_id === 0) await lockCapacity(tx, booking.bar_id, booking.booking_type_id);
    await lockBooking(tx, booking.id);
    return (await findBooking(tx, booking.id))!;
  }

  private payable(booking: BookingRow, catalogue: Catalogue): number {
    return payableOnline(booking, catalogue.types.get(booking.booking_type_id)?.balance_on_arrival ?? false);
  }

  /** Whether a provisional booking whose hold has lapsed could still have its slot. */
  private async fits(db: Queryable, booking: BookingRow, now: Date, catalogue: Catalogue): Promise<boolean> {
    const booked = await occupancyBetween(db, booking.bar_id, booking.booking_type_id, booking.booking_date, booking.booking_date, now);
    const duration = Math.round((booking.end_at.getTime() - booking.start_at.getTime()) / 60_000);
    const capacity = catalogue.capacityOf(booking.bar_id, booking.booking_type_id) ?? 0;
    return stillFits({ booking_date: booking.booking_date, booking_time: booking.booking_time, people: booking.people, duration_minutes: duration }, capacity, booked);
  }

  // ── The gateway's answer ────────────────────────────────────────────────────────────────────

  /**
   * The merchant response URL. A signed answer that matches its order is applied exactly once;
   * the same answer again changes nothing; anything else is refused with a 4xx and logged.
   */
  async settle(raw: unknown): Promise<Settlement> {
    const fields = this.answerFields(raw);
    const orderId = fields.ORDER_ID!;
    const order = await findOrder(this.deps.db, orderId);
    if (!order) throw this.reject(404, 'Unknown order.', orderId, 'unknown order');
    if (order.gateway !== this.deps.gateway.name) throw this.reject(409, 'This order was made with another payment gateway.', orderId, 'other gateway');
    if (!this.deps.gateway.verifyResponse(fields)) throw this.reject(403, 'The payment response signature is not valid.', orderId, 'bad signature');
    if (fields.MERCHANT_ID !== order.merchant_id) throw this.reject(400, 'The payment response is for another merchant.', orderId, 'merchant mismatch');
    if (fields.ACCOUNT !== undefined && fields.ACCOUNT !== order.account) throw this.reject(400, 'The payment response is for another account.', orderId, 'account mismatch');
    if (fields.AMOUNT !== String(order.amount)) throw this.reject(400, 'The payment response amount does not match the order.', orderId, 'amount mismatch');
    if (fields.CURRENCY !== undefined && fields.CURRENCY !== order.currency) throw this.reject(400, 'The payment response currency does not match the order.', orderId, 'currency mismatch');

    const catalogue = await this.deps.catalogue.get();
    const hash = fields.SHA1HASH!.toLowerCase();
    const settled = await this.deps.db.transaction(async (tx): Promise<Settlement> => {
      const current = (await findOrder(tx, orderId, { forUpdate: true }))!;
      if (current.responded_at) {
        if (current.response_hash === hash) return { order: current, replay: true };
        throw this.reject(409, 'This order has already been settled.', orderId, 'second, different answer');
      }
      const now = this.deps.clock.now();
      const decided =
        fields.RESULT !== '00'
          ? { status: 'declined' as const, customer_message: resultMessage(fields.RESULT!, current.method) }
          : current.purpose === 'card'
            ? await this.storeCard(tx, current, fields)
            : await this.takePayment(tx, current, fields, catalogue, now);
      const answer: OrderAnswer = {
        ...decided,
        result: fields.RESULT!,
        message: fields.MESSAGE ?? '',
        pasref: fields.PASREF ?? '',
        authcode: fields.AUTHCODE ?? '',
        response_hash: hash,
        responded_at: now,
      };
      await recordOrderAnswer(tx, current.id, answer);
      crashPoint('settle:before-commit');
      return { order: { ...current, ...answer }, replay: false };
    });
    crashPoint('settle:after-commit');
    return settled;
  }

  private answerFields(raw: unknown): HppFields {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw this.reject(400, 'The payment response must be form fields.', null, 'not a form');
    const fields: HppFields = {};
    for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof value !== 'string') throw this.reject(400, `The payment response field ${name} is not a single value.`, null, 'repeated field');
      fields[name] = value;
    }
    const missing = ['ORDER_ID', 'TIMESTAMP', 'MERCHANT_ID', 'RESULT', 'AMOUNT', 'SHA1HASH'].filter((n) => !fields[n]);
    if (missing.length > 0) throw this.reject(400, `The payment response is missing ${missing.join(', ')}.`, fields.ORDER_ID ?? null, 'incomplete');
    if (!ORDER_ID_PATTERN.test(fields.ORDER_ID!) || !RESULT_PATTERN.test(fields.RESULT!)) {
      throw this.reject(400, 'The payment response is malformed.', null, 'malformed');
    }
    return fields;
  }

  private reject(status: number, message: string, orderId: string | null, reason: string): HttpError {
    this.deps.log?.warn({ order_id: orderId, reason }, 'payment response rejected');
    return new HttpError(status, message);
  }

  private async storeCard(tx: Queryable, order: OrderRow, fields: HppFields) {
    if (fields.PMT_SETUP !== undefined && fields.PMT_SETUP !== '00') return { status: 'declined' as const, customer_message: MESSAGES.failed };
    let bookingId = order.booking_id;
    if (!bookingId && order.session_id) bookingId = (await findSession(tx, order.session_id))?.booking_id ?? null;
    await insertStoredCard(tx, {
      order_id: order.id,
      session_id: order.session_id,
      booking_id: bookingId,
      payer_ref: fields.SAVED_PAYER_REF || order.payer_ref!,
      pmt_ref: fields.SAVED_PMT_REF || order.pmt_ref!,
      card_digits: fields.SAVED_PMT_DIGITS ?? '',
      card_type: fields.SAVED_PMT_TYPE ?? '',
      expiry: fields.SAVED_PMT_EXPDATE ?? '',
    });
    return { status: 'stored' as const, customer_message: MESSAGES.cardStored };
  }

  /**
   * Money the gateway took. It confirms and pays down the booking, unless the booking was cancelled,
   * is already paid, or lost its slot after its hold lapsed: then it is recorded as due back.
   */
  private async takePayment(tx: Queryable, order: OrderRow, fields: HppFields, catalogue: Catalogue, now: Date) {
    const booking = await this.lockedBooking(tx, (await findBooking(tx, order.booking_id!))!);
    const request = order.deposit_request_id ? await findDepositRequest(tx, { id: order.deposit_request_id }) : undefined;
    let reason: string | null = null;
    if (booking.status_id === 4) reason = MESSAGES.cancelled;
    else if (order.amount > this.payable(booking, catalogue) || request?.completed_at) reason = MESSAGES.alreadyPaid;
    else if (booking.status_id === 0 && !holds(booking.hold_expires_at, now) && !(await this.fits(tx, booking, now, catalogue))) reason = MESSAGES.slotGone;

    const payment = {
      order_id: order.id,
      booking_id: booking.id,
      amount: order.amount,
      currency: order.currency,
      method: order.method,
      pasref: fields.PASREF ?? '',
      authcode: fields.AUTHCODE ?? '',
    };
    const bar = catalogue.bars.get(booking.bar_id);
    const context = { amount: order.amount, barName: bar?.branded_name ?? '', brandName: catalogue.brands.get(booking.brand_id)?.name ?? 'Covers', publicUrl: this.deps.publicUrl };
    if (reason) {
      await insertPayment(tx, { ...payment, deposit_part: 0, balance_part: 0, status: 'refund_due', reason });
      await enqueueEmail(tx, paymentRefundDueEmail({ ...context, booking, reason }));
      return { status: 'refused' as const, customer_message: reason };
    }
    const next = applyPayment(booking, order.amount);
    await insertPayment(tx, { ...payment, deposit_part: next.deposit_part, balance_part: next.balance_part, status: 'captured', reason: null });
    await updateBookingMoney(tx, booking.id, next);
    if (request) {
      await completeDepositRequest(tx, request.id, now);
      if (request.guest_id) await reduceGuestBalances(tx, request.guest_id, order.amount);
    }
    // A guest paying their share hears about it themselves, when we have their address.
    const guest = request?.guest_id ? await findGuest(tx, booking.id, request.guest_id) : undefined;
    const payer = guest?.email ? { email: guest.email, forename: guest.forename } : undefined;
    await enqueueEmail(tx, paymentReceivedEmail({ ...context, booking: { ...booking, ...next }, ...(payer ? { payer } : {}) }));
    return { status: 'paid' as const, customer_message: MESSAGES.paid };
  }

  /** Start-up: answers the built-in gateway never delivered go again; wallet orders left mid-way are freed. */
  async recover(): Promise<{ redelivered: number; released: number }> {
    const redelivered = this.deps.redeliver ? await this.deps.redeliver() : 0;
    const released = await releaseProcessingOrders(this.deps.db, new Date(this.deps.clock.now().getTime() - STALE_PROCESSING_MINUTES * 60_000));
    return { redelivered, released };
  }

  /** The hosted page was opened: the customer is paying, so the slot's hold runs on (up to its limit). */
  async hostedPageOpened(orderId: string): Promise<void> {
    const order = await findOrder(this.deps.db, orderId);
    if (!order?.booking_id || order.responded_at) return;
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await lockBooking(tx, order.booking_id!);
      const booking = (await findBooking(tx, order.booking_id!))!;
      if (booking.status_id !== 0 || !holds(booking.hold_expires_at, now)) return;
      await this.extendHold(tx, booking, now);
    });
  }

  // ── Reading results ─────────────────────────────────────────────────────────────────────────

  private orderResult(order: OrderRow) {
    const received = order.responded_at !== null;
    const success = order.status === 'paid' || order.status === 'stored';
    const timedOut = !received && this.deps.clock.now().getTime() - order.created_at.getTime() > ORDER_ANSWER_TIMEOUT_MINUTES * 60_000;
    return {
      order_id: order.order_id,
      received_response: received,
      success,
      error: received && !success,
      timed_out: timedOut,
      result: order.result,
      message: received ? order.customer_message : timedOut ? MESSAGES.timeout : null,
      auth: order.authcode || null,
      amount: order.amount,
      display_amount: formatPence(order.amount),
      currency: order.currency,
      method: order.method,
      purpose: order.purpose,
      status: order.status,
    };
  }

  private async orderForBrand(brandId: number, orderId: unknown): Promise<OrderRow> {
    const id = text(orderId);
    const order = id && ORDER_ID_PATTERN.test(id) ? await findOrder(this.deps.db, id) : undefined;
    if (!order || order.brand_id !== brandId) throw notFound('Payment not found.');
    return order;
  }

  /** GET rest/deposit/payment/check?code=<order_id> */
  async check(brandId: number, code: unknown) {
    if (!text(code)) throw badRequest('code is required.', { code: ['code is required.'] });
    const order = await this.orderForBrand(brandId, code);
    const catalogue = await this.deps.catalogue.get();
    const booking = order.booking_id ? await findBooking(this.deps.db, order.booking_id) : undefined;
    return { data: { ...this.orderResult(order), booking: booking ? this.bookingSummary(booking, catalogue) : null } };
  }

  bookingSummary(b: BookingRow, catalogue: Catalogue) {
    const bar = catalogue.bars.get(b.bar_id);
    const type = catalogue.types.get(b.booking_type_id);
    const payable = this.payable(b, catalogue);
    return {
      id: b.id,
      ref_code: b.ref_code,
      status_id: b.status_id,
      party_type: b.booking_type_id,
      party_type_name: type?.front_end_name ?? null,
      people: b.people,
      booking_date: `${b.booking_date} ${b.booking_time}`,
      date: b.booking_date,
      time: b.booking_time,
      forename: b.forename,
      bar: bar ? { id: bar.id, bar_name: bar.bar_name, branded_name: bar.branded_name, phone: bar.phone, party_booking_email: bar.party_booking_email } : null,
      value: b.value,
      deposit: b.deposit,
      deposit_balance: b.deposit_balance,
      balance: b.balance,
      deposit_due_date: b.deposit_due_date,
      balance_due_date: b.balance_due_date,
      balance_on_arrival: type?.balance_on_arrival ?? false,
      hold_expires_at: b.hold_expires_at?.toISOString() ?? null,
      payable,
      display_payable: formatPence(payable),
    };
  }

  private paymentOptions(b: BookingRow, catalogue: Catalogue) {
    const payable = this.payable(b, catalogue);
    const options: Array<{ type: 'deposit' | 'balance'; text: string; amount: number; display_amount: string }> = [];
    if (b.status_id === 4) return options;
    if (b.deposit_balance > 0) options.push({ type: 'deposit', text: 'Pay Deposit', amount: b.deposit_balance, display_amount: formatPence(b.deposit_balance) });
    if (payable > b.deposit_balance) options.push({ type: 'balance', text: 'Pay Balance', amount: payable, display_amount: formatPence(payable) });
    return options;
  }

  // ── Bookings by their payment token ─────────────────────────────────────────────────────────

  private async bookingForBrand(brandId: number, where: { paymentToken: string } | { refCode: string } | { id: number }): Promise<BookingRow> {
    const id = 'id' in where ? where.id : await findBookingId(this.deps.db, where);
    const booking = id ? await findBooking(this.deps.db, id) : undefined;
    if (!booking || booking.brand_id !== brandId) throw notFound('Booking not found.');
    return booking;
  }

  /** What a booking's payment pages show: balances, what can be paid, and whether its slot is safe. */
  async paymentState(booking: BookingRow) {
    const catalogue = await this.deps.catalogue.get();
    const now = this.deps.clock.now();
    const payments = await listPayments(this.deps.db, booking.id);
    const card = await findStoredCard(this.deps.db, { sessionId: booking.session_id, bookingId: booking.id });
    const canConfirm = booking.status_id === 0 ? holds(booking.hold_expires_at, now) || (await this.fits(this.deps.db, booking, now, catalogue)) : booking.status_id !== 4;
    return {
      has_payment: payments.some((p) => p.status === 'captured'),
      has_stored_card: Boolean(card),
      can_auto_confirm: canConfirm,
      payment_options: this.paymentOptions(booking, catalogue),
      payments: payments
        .filter((p) => p.status === 'captured')
        .map((p) => ({ amount: p.amount, display_amount: formatPence(p.amount), method: p.method, auth_code: p.authcode, date: p.created_at.toISOString() })),
    };
  }

  /** POST rest/booking/session/deposit with include=gp, once the session is a booking. */
  async orderForBooking(brandId: number, booking: BookingRow, body: Body) {
    const catalogue = await this.deps.catalogue.get();
    const type = text(body.payment_type) ?? (booking.deposit_balance > 0 ? 'deposit' : 'balance');
    if (type !== 'deposit' && type !== 'balance') throw unprocessable('payment_type must be deposit or balance.', { payment_type: ['Must be deposit or balance.'] });
    const amount = type === 'deposit' ? booking.deposit_balance : this.payable(booking, catalogue);
    if (booking.status_id === 4) throw conflict(MESSAGES.cancelled);
    if (amount === 0) throw conflict(type === 'deposit' ? 'The deposit has already been paid.' : MESSAGES.nothingToPay);
    const order = await this.createOrder({ brandId, booking, sessionId: booking.session_id, purpose: 'payment', method: 'card', amount, returnUrl: this.returnUrl(body.url) });
    return this.hostedData(order, booking);
  }

  private returnUrl(value: unknown): string | undefined {
    const url = text(value);
    if (!url) return undefined;
    try {
      const parsed = new URL(url);
      if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && url.length <= 2000) return url;
    } catch {
      // falls through to the error below
    }
    throw unprocessable('url must be a web address.', { url: ['Must be an http(s) address.'] });
  }

  /** GET rest/deposit/manage?token=<payment token> */
  async manage(brandId: number, token: unknown) {
    const t = text(token);
    if (!t) throw badRequest('token is required.', { token: ['token is required.'] });
    const booking = await this.bookingForBrand(brandId, { paymentToken: t });
    const catalogue = await this.deps.catalogue.get();
    const state = await this.paymentState(booking);
    const summary = this.bookingSummary(booking, catalogue);
    return {
      data: {
        ...summary,
        ...state,
        can_pay: booking.status_id !== 4 && summary.payable > 0,
        message: booking.status_id === 4 ? MESSAGES.cancelled : summary.payable === 0 ? "You've paid!" : null,
      },
    };
  }

  /** A booking by its payment token, or a deposit request by its token; optionally a named request. */
  private async paymentTarget(brandId: number, code: unknown, requestToken: unknown): Promise<{ booking: BookingRow; request?: DepositRequestRow }> {
    const c = text(code);
    const r = text(requestToken);
    let request = r ? await findDepositRequest(this.deps.db, { token: r }) : undefined;
    if (r && !request) throw notFound('Payment request not found.');
    let booking: BookingRow | undefined;
    if (c) {
      const bookingId = await findBookingId(this.deps.db, { paymentToken: c });
      if (bookingId) booking = await findBooking(this.deps.db, bookingId);
      else {
        const byCode = await findDepositRequest(this.deps.db, { token: c });
        if (!byCode || (request && request.id !== byCode.id)) throw notFound('Booking not found.');
        request = byCode;
      }
    }
    if (!booking && request) booking = await findBooking(this.deps.db, request.booking_id);
    if (!booking || booking.brand_id !== brandId) throw notFound('Booking not found.');
    if (request && request.booking_id !== booking.id) throw notFound('Payment request not found.');
    if (request?.completed_at) throw conflict('This payment has already been made.');
    return { booking, ...(request ? { request } : {}) };
  }

  private async amountFor(target: { booking: BookingRow; request?: DepositRequestRow }, asked: number | undefined, paymentType: unknown): Promise<number> {
    if (target.request) {
      if (asked !== undefined && asked !== target.request.amount) {
        throw unprocessable(`This payment request is for ${formatPence(target.request.amount)}.`, { amount: ['Must be the requested amount.'] });
      }
      return target.request.amount;
    }
    if (asked !== undefined) return asked;
    const catalogue = await this.deps.catalogue.get();
    const type = text(paymentType) ?? 'deposit';
    const amount = type === 'balance' || target.booking.deposit_balance === 0 ? this.payable(target.booking, catalogue) : target.booking.deposit_balance;
    if (target.booking.status_id === 4) throw conflict(MESSAGES.cancelled);
    if (amount === 0) throw conflict(MESSAGES.nothingToPay);
    return amount;
  }

  /** POST rest/deposit/manage/create-request/{code}: a hosted card page for an amount. */
  async createManageRequest(brandId: number, code: string, body: Body) {
    const target = await this.paymentTarget(brandId, code, body.deposit_request_token);
    const amount = await this.amountFor(target, penceField(body.amount), body.payment_type);
    const order = await this.createOrder({
      brandId,
      booking: target.booking,
      sessionId: target.booking.session_id,
      ...(target.request ? { depositRequest: target.request } : {}),
      purpose: 'payment',
      method: 'card',
      amount,
      returnUrl: this.returnUrl(body.url),
    });
    return { data: { gp: { data: this.hostedData(order, target.booking) } } };
  }

  // ── Wallets ─────────────────────────────────────────────────────────────────────────────────

  /** POST rest/deposit/google-pay/verify */
  async googlePayVerify(brandId: number, body: Body) {
    const target = await this.paymentTarget(brandId, body.token, body.deposit_request_token);
    const amount = await this.amountFor(target, decimalAmount(body.amount), undefined);
    const catalogue = await this.deps.catalogue.get();
    const order = await this.createOrder({ brandId, booking: target.booking, sessionId: target.booking.session_id, ...(target.request ? { depositRequest: target.request } : {}), purpose: 'payment', method: 'google_pay', amount });
    return {
      meta: { google_pay: this.deps.gateway.googlePay(catalogue.brands.get(brandId)?.name ?? 'Covers') },
      data: { amount: penceToDecimal(amount), display_amount: formatPence(amount), gp: { data: { order_id: order.order_id } } },
    };
  }

  /** POST rest/deposit/apple-pay/verify: merchant validation, and the order the payment will settle. */
  async applePayVerify(brandId: number, body: Body) {
    let url: URL;
    try {
      url = new URL(text(body.url) ?? '');
    } catch {
      throw unprocessable('url must be the Apple Pay validation URL.', { url: ['Must be the validationURL of the merchant validation event.'] });
    }
    if (!this.deps.gateway.acceptsApplePayValidationUrl(url)) throw unprocessable('url is not an Apple Pay validation URL.', { url: ['Not an Apple Pay validation URL.'] });
    const domain = this.applePayDomain(brandId, body.domain);
    const target = await this.paymentTarget(brandId, body.token, body.deposit_request_token);
    const amount = await this.amountFor(target, decimalAmount(body.amount), undefined);
    const catalogue = await this.deps.catalogue.get();
    const session = await this.wallet(() =>
      this.deps.gateway.applePaySession(url, { displayName: catalogue.brands.get(brandId)?.name ?? 'Covers', domain }),
    );
    const order = await this.createOrder({ brandId, booking: target.booking, sessionId: target.booking.session_id, ...(target.request ? { depositRequest: target.request } : {}), purpose: 'payment', method: 'apple_pay', amount });
    return { data: { amount: penceToDecimal(amount), display_amount: formatPence(amount), gp: { data: { order_id: order.order_id, ap_data: session } } } };
  }

  /**
   * The domain Apple checks the merchant is registered for: the page that runs the Apple Pay sheet.
   * That is this server's pages, or a brand's own site when the widget runs Apple Pay through its
   * host page; no other domain is asked for.
   */
  private applePayDomain(brandId: number, given: unknown): string {
    const own = new URL(this.deps.publicUrl).hostname;
    if (given === undefined || given === null || given === '') return own;
    const hosts = new Set([own, ...(getBrand(brandId).embedOrigins).map((o) => new URL(o).hostname)]);
    if (typeof given !== 'string' || !hosts.has(given)) throw unprocessable('domain is not one of this brand’s sites.', { domain: ['Must be the host name of a page that embeds this brand’s widget.'] });
    return given;
  }

  private async wallet<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw new HttpError(501, error.message);
      if (error instanceof GatewayFailure) {
        this.deps.log?.warn({ reason: error.message }, 'wallet gateway call failed');
        throw new HttpError(502, 'The payment service did not answer. Please try again.');
      }
      throw error;
    }
  }

  /** POST rest/deposit/digital-wallet/process: charges the wallet token once; asking again gives the same answer. */
  async processWallet(brandId: number, body: Body) {
    const order = await this.orderForBrand(brandId, body.order_id);
    const type = text(body.type);
    if (type !== 'google_pay' && type !== 'apple_pay') throw unprocessable('type must be google_pay or apple_pay.', { type: ['Must be google_pay or apple_pay.'] });
    if (order.method !== type) throw unprocessable(`This order is not a ${type === 'google_pay' ? 'Google Pay' : 'Apple Pay'} payment.`, { type: ['Does not match the order.'] });
    const token = typeof body.token === 'string' ? body.token : body.token && typeof body.token === 'object' ? JSON.stringify(body.token) : '';
    if (!token) throw unprocessable('token is required.', { token: ['The wallet payment token is required.'] });

    let settled = order;
    if (!order.responded_at) {
      if (!(await claimOrder(this.deps.db, order.id))) {
        const now = await findOrder(this.deps.db, order.order_id);
        if (!now?.responded_at) throw conflict('This payment is already being processed.');
        settled = now;
      } else {
        let fields: HppFields;
        try {
          fields = await this.wallet(() =>
            this.deps.gateway.processWallet({ orderId: order.order_id, amount: order.amount, currency: order.currency, timestamp: parseHppTimestamp(order.request_timestamp)!, type, token }),
          );
        } catch (error) {
          // Nothing is known to have been charged: the order may be tried again (a gateway charges an order id once).
          await releaseOrder(this.deps.db, order.id).catch(() => undefined);
          throw error;
        }
        settled = (await this.settle(fields)).order;
      }
    }
    const result = this.orderResult(settled);
    return { data: { ...result, success: result.success } };
  }

  // ── Payment by code ─────────────────────────────────────────────────────────────────────────

  /** POST rest/booking/{id}/create-guest-deposit/{guest_id}: a guest's share as a payment request. */
  async createGuestDeposit(brandId: number, bookingId: string, guestId: string, body: Body) {
    if (!/^\d{1,9}$/.test(bookingId)) throw notFound('Booking not found.');
    if (!/^\d{1,9}$/.test(guestId)) throw notFound('Guest not found');
    const booking = await this.bookingForBrand(brandId, { id: Number(bookingId) });
    // Until customers can log in, knowing the booking's manage key is what proves it is yours.
    const key = text(body.manage_key);
    if (!key || !sameSecret(key, booking.manage_key)) throw new HttpError(403, 'You cannot request payments for this booking.');
    const guest = await findGuest(this.deps.db, booking.id, Number(guestId));
    if (!guest) throw notFound('Guest not found');
    if (booking.status_id === 4) throw conflict(MESSAGES.cancelled);
    const catalogue = await this.deps.catalogue.get();
    const payable = this.payable(booking, catalogue);
    const owed = guest.deposit_balance + guest.balance;
    const amount = penceField(body.amount) ?? owed;
    if (!amount) throw unprocessable('amount is required: this guest has nothing outstanding.', { amount: ['amount is required.'] });
    const most = owed > 0 ? Math.min(owed, payable) : payable;
    if (amount > most) {
      const message = `The most this guest can pay is ${formatPence(most)}.`;
      throw unprocessable(message, { amount: [message] });
    }
    const request = await insertDepositRequest(this.deps.db, { token: urlSecret(), booking_id: booking.id, guest_id: guest.id, kind: 'guest', amount });
    return { data: { data: { token: request.token, amount, display_amount: formatPence(amount), guest_id: guest.id } } };
  }

  private async requestByToken(brandId: number, token: unknown) {
    const t = text(token);
    const request = t ? await findDepositRequest(this.deps.db, { token: t }) : undefined;
    const booking = request ? await findBooking(this.deps.db, request.booking_id) : undefined;
    if (!request || !booking || booking.brand_id !== brandId) throw notFound('Payment request not found.');
    return { request, booking };
  }

  /** POST rest/deposit/payment/{code}: the deposit request with its results and booking. */
  async depositRequest(brandId: number, code: string) {
    const { request, booking } = await this.requestByToken(brandId, code);
    const catalogue = await this.deps.catalogue.get();
    const orders = await listOrdersForRequest(this.deps.db, request.id);
    const result = (o: OrderRow) => ({ id: o.order_id, auth_code: o.authcode || null, message: o.customer_message, date: o.responded_at?.toISOString() ?? null });
    return {
      data: {
        token: request.token,
        kind: request.kind,
        amount: request.amount,
        display_amount: formatPence(request.amount),
        completed: request.completed_at !== null,
        can_pay: request.completed_at === null && booking.status_id !== 4,
        message: booking.status_id === 4 ? MESSAGES.cancelled : request.completed_at ? MESSAGES.paid : null,
        success: orders.filter((o) => o.status === 'paid').map(result),
        fail: orders.filter((o) => o.status === 'declined' || o.status === 'refused').map(result),
        booking: this.bookingSummary(booking, catalogue),
      },
    };
  }

  /** GET rest/deposit/{id}: whether a deposit request is still open (the page ignores the answer). */
  async depositRequestStatus(brandId: number, token: string) {
    const { request } = await this.requestByToken(brandId, token);
    return { data: { amount: request.amount, display_amount: formatPence(request.amount), completed: request.completed_at !== null } };
  }

  private async bookingByCode(brandId: number, code: unknown): Promise<BookingRow> {
    const c = typeof code === 'string' ? code.replace(/[\s-]/g, '').toUpperCase() : '';
    if (!c) throw badRequest('code is required.', { code: ['Please enter your booking code.'] });
    if (!REF_CODE.test(c)) throw notFound('We could not find a booking with that code.');
    try {
      return await this.bookingForBrand(brandId, { refCode: c });
    } catch {
      throw notFound('We could not find a booking with that code.');
    }
  }

  /** GET rest/deposits/payment-request?code=<booking reference>&include=booking */
  async paymentRequest(brandId: number, code: unknown, include: unknown) {
    const booking = await this.bookingByCode(brandId, code);
    const catalogue = await this.deps.catalogue.get();
    const summary = this.bookingSummary(booking, catalogue);
    const includes = String(include ?? '').split(',').map((s) => s.trim());
    return {
      data: {
        code: booking.ref_code,
        amount: summary.payable,
        display_amount: summary.display_payable,
        can_pay: booking.status_id !== 4 && summary.payable > 0,
        message: booking.status_id === 4 ? MESSAGES.cancelled : summary.payable === 0 ? "You've paid!" : null,
        ...(includes.includes('booking') ? { booking: summary } : {}),
      },
    };
  }

  /** POST rest/deposits/payment-request/create-deposit: the confirmed amount becomes a payment token. */
  async createPaymentRequestDeposit(brandId: number, body: Body) {
    const booking = await this.bookingByCode(brandId, body.payment_code);
    const amount = penceField(body.amount);
    if (amount === undefined) throw unprocessable('amount is required.', { amount: ['amount is required.'] });
    if (booking.status_id === 4) throw conflict(MESSAGES.cancelled);
    const payable = this.payable(booking, await this.deps.catalogue.get());
    if (payable === 0) throw conflict(MESSAGES.nothingToPay);
    if (amount > payable) {
      const message = `The most that can be paid now is ${formatPence(payable)}.`;
      throw unprocessable(message, { amount: [message] });
    }
    const request = await insertDepositRequest(this.deps.db, { token: urlSecret(), booking_id: booking.id, guest_id: null, kind: 'payment_request', amount });
    return { data: { token: request.token, amount, display_amount: formatPence(amount) } };
  }

  // ── Card capture ────────────────────────────────────────────────────────────────────────────

  /** POST rest/deposits/store-card: a hosted page that checks and stores a card for a no-show fee. */
  async storeCardOrder(brandId: number, body: Body) {
    const sessionId = text(body.session_id);
    const bookingIdText = body.booking_id === undefined || body.booking_id === null || body.booking_id === '' ? undefined : String(body.booking_id);
    if (!sessionId && !bookingIdText) throw badRequest('session_id or booking_id is required.', { session_id: ['session_id or booking_id is required.'] });
    const catalogue = await this.deps.catalogue.get();
    let session: SessionRow | undefined;
    let booking: BookingRow | undefined;
    if (sessionId) {
      session = await findSession(this.deps.db, sessionId);
      if (!session || session.brand_id !== brandId) throw notFound('Booking session not found.');
      if (session.booking_id) booking = await findBooking(this.deps.db, session.booking_id);
      if (bookingIdText && String(booking?.id) !== bookingIdText) throw unprocessable('booking_id is not this session’s booking.', { booking_id: ['Does not match the session.'] });
    } else {
      // An id alone never grants access: it comes with the booking's payment token.
      if (!/^\d{1,9}$/.test(bookingIdText!)) throw notFound('Booking not found.');
      booking = await this.bookingForBrand(brandId, { id: Number(bookingIdText) });
      const token = text(body.token);
      if (!token || !sameSecret(token, booking.payment_token)) throw notFound('Booking not found.');
    }
    const typeId = booking?.booking_type_id ?? (session?.fields as { party_type?: number } | undefined)?.party_type;
    const type = typeId ? catalogue.types.get(typeId) : undefined;
    if (!type?.requires_card) throw unprocessable('This booking does not need a card.');
    if (booking?.status_id === 4) throw conflict(MESSAGES.cancelled);
    if (await findStoredCard(this.deps.db, { sessionId: session?.id ?? booking?.session_id ?? null, bookingId: booking?.id ?? null })) {
      throw conflict('A card is already stored for this booking.');
    }
    const order = await this.createOrder({ brandId, booking, sessionId: session?.id ?? booking?.session_id ?? null, purpose: 'card', method: 'card', amount: 0 });
    const people = booking?.people ?? (session?.fields as { no_people?: number } | undefined)?.no_people ?? 0;
    return {
      data: {
        order_data: this.hostedData(order, booking),
        no_show_fee_pp: type.no_show_fee_pp,
        no_show_fee: type.no_show_fee_pp * people,
        card_capture_message: 'We need your card details to secure this booking. Nothing is taken now; a no-show fee may be charged at the venue’s discretion.',
      },
    };
  }

  /** GET rest/deposits/store-card/{order_id} */
  async storeCardStatus(brandId: number, orderId: string) {
    const order = await this.orderForBrand(brandId, orderId);
    if (order.purpose !== 'card') throw notFound('Card capture not found.');
    const result = this.orderResult(order);
    return { data: { ...result, has_stored_card: order.status === 'stored' } };
  }

  /** Whether a card is stored for a session or its booking (the session view's has_stored_card). */
  async hasStoredCard(sessionId: string | null, bookingId: number | null): Promise<boolean> {
    return Boolean(await findStoredCard(this.deps.db, { sessionId, bookingId }));
  }
}
