/**
 * The gateway's answer. Every answer, from the hosted page or a wallet, goes through `settle`: checked
 * against the stored order, then applied once, in one transaction with the booking's new balances
 * and the e-mail.
 */
import type { Queryable } from '../../db/index.ts';
import { findBooking } from '../../db/repositories/bookings.ts';
import { lockGuest } from '../../db/repositories/guest-accounts.ts';
import { bookingEmailContext } from '../../mail/booking-emails.ts';
import { partyTeamEmail } from '../../mail/party-team-emails.ts';
import { enqueueEmail } from '../../db/repositories/outbox.ts';
import { insertRefund } from '../../db/repositories/refunds.ts';
import {
  completeDepositRequest,
  findDepositRequest,
  findGuest,
  findOrder,
  insertPayment,
  insertStoredCard,
  recordOrderAnswer,
  reduceGuestBalances,
  releaseProcessingOrders,
  updateBookingMoney,
  type OrderAnswer,
  type OrderRow,
} from '../../db/repositories/payments.ts';
import { findSession } from '../../db/repositories/sessions.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { Conflict, Forbidden, MalformedInput, NotFound, type DomainError } from '../../domain/errors.ts';
import { applyPayment, holds, MESSAGES, resultMessage } from '../../domain/payments/lifecycle.ts';
import { payable } from '../../domain/payments/summaries.ts';
import { crashPoint } from '../../payments/crash-points.ts';
import { paymentReceivedEmail, paymentRefundDueEmail } from '../../payments/emails.ts';
import { ORDER_ID_PATTERN, RESULT_PATTERN, type HppFields } from '../../payments/hpp-protocol.ts';
import { lockedBooking, stillFitsNow } from './bookings.ts';
import type { PaymentKind, PaymentResult, PaymentsDeps } from './deps.ts';
import { fitGuestShares } from '../pre-orders/index.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';
import { RepeatingJob } from '../repeating-job.ts';

/** A wallet payment "at the gateway" for longer than this was left there by a stopped server. */
const STALE_PROCESSING_MINUTES = 15;

export interface Settled {
  order: OrderRow;
  /** The same answer had already been settled: nothing changed. */
  replay: boolean;
}

/** An order's status once answered, as a payment's result. */
const RESULTS: Partial<Record<OrderRow['status'], PaymentResult>> = { paid: 'paid', declined: 'declined', refused: 'refund_due', stored: 'card_stored' };

/** What an order pays for (read before its answer changes the booking's balances). */
export async function paymentKind(db: Queryable, order: OrderRow): Promise<PaymentKind> {
  if (order.purpose === 'card') return 'card_check';
  const request = order.deposit_request_id ? await findDepositRequest(db, { id: order.deposit_request_id }) : undefined;
  if (request?.guest_id) return 'guest_share';
  const booking = order.booking_id ? await findBooking(db, order.booking_id) : undefined;
  return booking && booking.deposit_balance > 0 ? 'deposit' : 'balance';
}

export class Settlement {
  private readonly redelivery: RepeatingJob;

  constructor(private readonly deps: PaymentsDeps) {
    this.redelivery = new RepeatingJob(() => deps.redeliver?.() ?? Promise.resolve(0), { clock: deps.clock, log: deps.log, failed: 'the sandbox gateway’s answers could not be delivered again' });
  }

  /**
   * The merchant response URL. A signed answer that matches its order is applied exactly once;
   * the same answer again changes nothing; anything else is refused (a domain error) and logged.
   * `raw` is the answer exactly as posted: reading it is part of checking it.
   */
  async settle(raw: unknown): Promise<Settled> {
    const fields = this.answerFields(raw);
    const orderId = fields.ORDER_ID!;
    const order = await findOrder(this.deps.db, orderId);
    if (!order) throw this.reject(NotFound, 'Unknown order.', orderId, 'unknown order');
    if (order.gateway !== this.deps.gateway.name) throw this.reject(Conflict, 'This order was made with another payment gateway.', orderId, 'other gateway');
    if (!this.deps.gateway.verifyResponse(fields)) throw this.reject(Forbidden, 'The payment response signature is not valid.', orderId, 'bad signature');
    if (fields.MERCHANT_ID !== order.merchant_id) throw this.reject(MalformedInput, 'The payment response is for another merchant.', orderId, 'merchant mismatch');
    if (fields.ACCOUNT !== undefined && fields.ACCOUNT !== order.account) throw this.reject(MalformedInput, 'The payment response is for another account.', orderId, 'account mismatch');
    if (fields.AMOUNT !== String(order.amount)) throw this.reject(MalformedInput, 'The payment response amount does not match the order.', orderId, 'amount mismatch');
    if (fields.CURRENCY !== undefined && fields.CURRENCY !== order.currency) throw this.reject(MalformedInput, 'The payment response currency does not match the order.', orderId, 'currency mismatch');

    const catalogue = await this.deps.catalogue.get();
    const hash = fields.SHA1HASH!.toLowerCase();
    const settled = await this.deps.db.transaction(async (tx): Promise<Settled & { kind?: PaymentKind }> => {
      const current = (await findOrder(tx, orderId, { forUpdate: true }))!;
      if (current.responded_at) {
        if (current.response_hash === hash) return { order: current, replay: true };
        throw this.reject(Conflict, 'This order has already been settled.', orderId, 'second, different answer');
      }
      const now = new Date(this.deps.clock.now());
      const kind = await paymentKind(tx, current);
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
      return { order: { ...current, ...answer }, replay: false, kind };
    });
    crashPoint('settle:after-commit');
    // Counted once committed, and once per order: a replayed answer changed nothing.
    if (!settled.replay && settled.kind) this.deps.figures?.payment({ kind: settled.kind, method: settled.order.method, result: RESULTS[settled.order.status] ?? 'failed' });
    return { order: settled.order, replay: settled.replay };
  }

  private answerFields(raw: unknown): HppFields {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw this.reject(MalformedInput, 'The payment response must be form fields.', null, 'not a form');
    const fields: HppFields = {};
    for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof value !== 'string') throw this.reject(MalformedInput, `The payment response field ${name} is not a single value.`, null, 'repeated field');
      fields[name] = value;
    }
    const missing = ['ORDER_ID', 'TIMESTAMP', 'MERCHANT_ID', 'RESULT', 'AMOUNT', 'SHA1HASH'].filter((n) => !fields[n]);
    if (missing.length > 0) throw this.reject(MalformedInput, `The payment response is missing ${missing.join(', ')}.`, fields.ORDER_ID ?? null, 'incomplete');
    if (!ORDER_ID_PATTERN.test(fields.ORDER_ID!) || !RESULT_PATTERN.test(fields.RESULT!)) {
      throw this.reject(MalformedInput, 'The payment response is malformed.', null, 'malformed');
    }
    return fields;
  }

  private reject(kind: new (message: string) => DomainError, message: string, orderId: string | null, reason: string): DomainError {
    this.deps.log?.warn({ order_id: orderId, reason }, 'payment response rejected');
    return new kind(message);
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
    const booking = await lockedBooking(tx, (await findBooking(tx, order.booking_id!))!);
    const request = order.deposit_request_id ? await findDepositRequest(tx, { id: order.deposit_request_id }) : undefined;
    // A guest's share is held after the booking (the same order everywhere): two of their payments at
    // once cannot both take it, nor pay more than it (docs/decisions.md, "Guest payments").
    const share = request?.guest_id ? await lockGuest(tx, request.guest_id) : undefined;
    let reason: string | null = null;
    if (isCancelled(booking.status_id)) reason = MESSAGES.cancelled;
    else if (order.amount > payable(booking, catalogue) || request?.completed_at) reason = MESSAGES.alreadyPaid;
    else if (share && order.amount > share.deposit_balance + share.balance) reason = MESSAGES.shareAlreadyPaid;
    else if (booking.status_id === 0 && !holds(booking.hold_expires_at, now) && !(await stillFitsNow(tx, booking, now, catalogue))) reason = MESSAGES.slotGone;

    const payment = {
      order_id: order.id,
      booking_id: booking.id,
      amount: order.amount,
      currency: order.currency,
      method: order.method,
      pasref: fields.PASREF ?? '',
      authcode: fields.AUTHCODE ?? '',
    };
    // The names and brand every e-mail about the booking uses (its bar's brand when booked on the group's site).
    const about = bookingEmailContext(booking, catalogue, this.deps.publicUrl);
    const context = {
      amount: order.amount,
      barName: about.barName,
      brandName: about.brandName,
      brandId: about.brandId,
      publicUrl: this.deps.publicUrl,
      fullPaymentRequired: catalogue.types.get(booking.booking_type_id)?.full_payment_required ?? false,
    };
    // Whoever paid hears about it: a guest paying their share, else the lead booker.
    const guest = request?.guest_id ? await findGuest(tx, booking.id, request.guest_id) : undefined;
    const payer = guest?.email ? { email: guest.email, forename: guest.forename } : undefined;
    if (reason) {
      const refused = await insertPayment(tx, { ...payment, deposit_part: 0, balance_part: 0, status: 'refund_due', reason });
      if (refused) {
        await insertRefund(tx, { booking_id: booking.id, payment_id: refused.id, guest_id: request?.guest_id ?? null, amount: order.amount, reason: isCancelled(booking.status_id) ? 'cancelled' : 'not_owed', created_at: now });
      }
      await enqueueEmail(tx, paymentRefundDueEmail({ ...context, booking, reason, ...(payer ? { payer } : {}) }));
      // The bar's party team hears what is owed back, and to whom.
      const team = partyTeamEmail(about, { kind: 'refund-due', amount: order.amount, reason, payer: payer ?? null });
      if (team) await enqueueEmail(tx, team);
      return { status: 'refused' as const, customer_message: reason };
    }
    const next = applyPayment(booking, order.amount);
    await insertPayment(tx, { ...payment, deposit_part: next.deposit_part, balance_part: next.balance_part, status: 'captured', reason: null });
    await updateBookingMoney(tx, booking.id, next);
    if (request) {
      await completeDepositRequest(tx, request.id, now);
      if (request.guest_id) await reduceGuestBalances(tx, request.guest_id, order.amount);
    }
    // What the lead booker paid beyond their own part paid for guests' shares.
    await fitGuestShares(tx, { id: booking.id, ...next });
    // A guest paying their share hears about it themselves, when we have their address.
    await enqueueEmail(tx, paymentReceivedEmail({ ...context, booking: { ...booking, ...next }, ...(payer ? { payer } : {}) }));
    return { status: 'paid' as const, customer_message: MESSAGES.paid };
  }

  /**
   * With the built-in gateway, while running: an answer it charged but could not deliver (the database out of
   * reach between the two) goes again every few seconds, not only at the next start, so a payment taken is
   * never left unrecorded while the process lives.
   */
  startRedelivery(everyMs = 5_000) {
    if (this.deps.redeliver) this.redelivery.start(everyMs);
  }

  stopRedelivery() {
    return this.redelivery.stop();
  }

  /** Start-up: answers the built-in gateway never delivered go again; wallet orders left mid-way are freed. */
  async recover(): Promise<{ redelivered: number; released: number }> {
    const redelivered = this.deps.redeliver ? await this.deps.redeliver() : 0;
    const released = await releaseProcessingOrders(this.deps.db, new Date(this.deps.clock.now() - STALE_PROCESSING_MINUTES * 60_000));
    return { redelivered, released };
  }
}
