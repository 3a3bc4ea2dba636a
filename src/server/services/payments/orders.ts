/**
 * Hosted-page orders: an order for a booking (or a session's card capture) and the signed request
 * the browser posts to the gateway's hosted page. For a provisional booking the slot must still be
 * held or free, and opening the payment extends the hold, up to its limit.
 */
import { randomBytes } from 'node:crypto';
import { formatPence } from '../../../engine/money/money.ts';
import { findBooking, type BookingRow } from '../../db/repositories/bookings.ts';
import { lockGuest } from '../../db/repositories/guest-accounts.ts';
import { findDepositRequest, findOrder, insertOrder, lockBooking, reservedByOthers, type DepositRequestRow, type OrderMethod, type OrderRow } from '../../db/repositories/payments.ts';
import { urlSecret } from '../../domain/booking-codes.ts';
import { Conflict, InvalidInput } from '../../domain/errors.ts';
import { penceField, paymentType, returnUrl, type WireAmount } from '../../domain/payments/input.ts';
import { holds, MESSAGES, PAYMENT_RESERVATION_MINUTES } from '../../domain/payments/lifecycle.ts';
import { payable } from '../../domain/payments/summaries.ts';
import { hppTimestamp, parseHppTimestamp } from '../../payments/hpp-protocol.ts';
import { extendHold, lockedBooking, stillFitsNow } from './bookings.ts';
import type { PaymentsDeps } from './deps.ts';
import { paymentTarget, type PaymentTarget } from './finders.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';

export const CALLBACK_PATH = '/api/rest/deposit/payment/callback';

export interface NewOrder {
  brandId: number;
  booking: BookingRow | undefined;
  sessionId: string | null;
  depositRequest?: DepositRequestRow | undefined;
  purpose: 'payment' | 'card';
  method: OrderMethod;
  amount: number;
  returnUrl?: string | undefined;
}

/** The signed request for the hosted page, as data.gp.data / data.order_data carry it. */
export type HostedData = ReturnType<HostedOrders['hostedData']>;

/** POST rest/booking/session/deposit with include=gp, once the session is a booking. */
export interface SessionBookingPayment {
  brandId: number;
  booking: BookingRow;
  paymentType: string | undefined;
  url: string | undefined;
}

/** POST rest/deposit/manage/create-request/{code}. */
export interface ManagePayment {
  brandId: number;
  /** A booking's payment token or a deposit request's token. */
  code: string | undefined;
  depositRequestToken: string | undefined;
  amount: WireAmount | undefined;
  paymentType: string | undefined;
  url: string | undefined;
}

export class HostedOrders {
  readonly responseUrl: string;
  readonly parentOrigin: string;

  constructor(private readonly deps: Pick<PaymentsDeps, 'db' | 'catalogue' | 'clock' | 'gateway' | 'publicUrl' | 'currency'>) {
    this.responseUrl = `${deps.publicUrl}${CALLBACK_PATH}`;
    this.parentOrigin = new URL(deps.publicUrl).origin;
  }

  /** Creates an order, checking the booking can take it and moving its hold on. */
  async open(input: NewOrder): Promise<OrderRow> {
    const catalogue = await this.deps.catalogue.get();
    const now = new Date(this.deps.clock.now());
    return this.deps.db.transaction(async (tx) => {
      const booking = input.booking ? await lockedBooking(tx, input.booking) : undefined;
      if (booking) {
        if (isCancelled(booking.status_id)) throw new Conflict(MESSAGES.cancelled);
        if (input.purpose === 'payment') {
          const most = payable(booking, catalogue);
          if (most === 0) throw new Conflict(MESSAGES.nothingToPay);
          // A guest's share paid meanwhile (by them, or by the lead booker paying beyond their own part): no card page.
          if (input.depositRequest?.guest_id) {
            const guest = await lockGuest(tx, input.depositRequest.guest_id);
            if (!guest || input.amount > guest.deposit_balance + guest.balance) throw new Conflict(MESSAGES.shareAlreadyPaid);
          }
          // Money another payer's open card page is taking is not theirs to pay too: refused before a card is charged.
          const claim = input.depositRequest?.guest_id ? `g${input.depositRequest.guest_id}` : 'b';
          const reserved = await reservedByOthers(tx, booking.id, claim, new Date(now.getTime() - PAYMENT_RESERVATION_MINUTES * 60_000));
          if (reserved > 0 && input.amount > most - reserved) throw new Conflict(MESSAGES.beingPaid);
          if (input.amount > most) {
            const message = `The most that can be paid now is ${formatPence(most)}.`;
            throw new InvalidInput(message, { amount: [message] });
          }
          if (input.depositRequest) {
            const request = await findDepositRequest(tx, { id: input.depositRequest.id });
            if (request?.completed_at) throw new Conflict('This payment has already been made.');
          }
        }
        if (booking.status_id === 0) {
          if (!holds(booking.hold_expires_at, now) && !(await stillFitsNow(tx, booking, now, catalogue))) throw new Conflict(MESSAGES.slotGone);
          await extendHold(tx, booking, now);
        }
      }
      const card = input.purpose === 'card';
      return insertOrder(tx, {
        order_id: urlSecret(),
        purpose: input.purpose,
        method: input.method,
        // The booking's brand, whatever site the page was opened on: its card page and e-mails wear it.
        brand_id: booking?.brand_id ?? input.brandId,
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

  /** The signed request the browser posts to the hosted page. */
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

  /** The hosted page was opened: the customer is paying, so the slot's hold runs on (up to its limit). */
  async hostedPageOpened(orderId: string): Promise<void> {
    const order = await findOrder(this.deps.db, orderId);
    if (!order?.booking_id || order.responded_at) return;
    const now = new Date(this.deps.clock.now());
    await this.deps.db.transaction(async (tx) => {
      await lockBooking(tx, order.booking_id!);
      const booking = (await findBooking(tx, order.booking_id!))!;
      if (booking.status_id !== 0 || !holds(booking.hold_expires_at, now)) return;
      await extendHold(tx, booking, now);
    });
  }

  /** A card payment of the deposit (or, with payment_type=balance, everything payable now) for a session's booking. */
  async forSessionBooking(command: SessionBookingPayment): Promise<HostedData> {
    const { booking } = command;
    const catalogue = await this.deps.catalogue.get();
    const type = paymentType(command.paymentType) ?? (booking.deposit_balance > 0 ? 'deposit' : 'balance');
    const amount = type === 'deposit' ? booking.deposit_balance : payable(booking, catalogue);
    if (isCancelled(booking.status_id)) throw new Conflict(MESSAGES.cancelled);
    if (amount === 0) throw new Conflict(type === 'deposit' ? 'The deposit has already been paid.' : MESSAGES.nothingToPay);
    const order = await this.open({ brandId: command.brandId, booking, sessionId: booking.session_id, purpose: 'payment', method: 'card', amount, returnUrl: returnUrl(command.url) });
    return this.hostedData(order, booking);
  }

  /** A hosted card page for an amount, for a booking by its payment token or a payment request. */
  async forManageRequest(command: ManagePayment): Promise<{ gp: { data: HostedData } }> {
    const target = await paymentTarget(this.deps.db, command.brandId, command.code, command.depositRequestToken);
    const amount = await this.amountFor(target, penceField(command.amount), command.paymentType);
    const order = await this.open({
      brandId: command.brandId,
      booking: target.booking,
      sessionId: target.booking.session_id,
      ...(target.request ? { depositRequest: target.request } : {}),
      purpose: 'payment',
      method: 'card',
      amount,
      returnUrl: returnUrl(command.url),
    });
    return { gp: { data: this.hostedData(order, target.booking) } };
  }

  /** What a payment for a target takes: a request's own amount, the amount asked for, or by payment type. */
  async amountFor(target: PaymentTarget, asked: number | undefined, type: string | undefined): Promise<number> {
    if (target.request) {
      if (asked !== undefined && asked !== target.request.amount) {
        throw new InvalidInput(`This payment request is for ${formatPence(target.request.amount)}.`, { amount: ['Must be the requested amount.'] });
      }
      return target.request.amount;
    }
    if (asked !== undefined) return asked;
    const catalogue = await this.deps.catalogue.get();
    const amount = (type ?? 'deposit') === 'balance' || target.booking.deposit_balance === 0 ? payable(target.booking, catalogue) : target.booking.deposit_balance;
    if (isCancelled(target.booking.status_id)) throw new Conflict(MESSAGES.cancelled);
    if (amount === 0) throw new Conflict(MESSAGES.nothingToPay);
    return amount;
  }
}
