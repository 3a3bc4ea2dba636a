/**
 * Bookings, orders and payment requests found by what a request names them with (an id, a payment
 * token, a booking reference, a request's token), and only within the caller's brand: another
 * brand's is as good as unknown (the group's own site, brand 0, is every brand's: domain/brand-scope.ts).
 */
import type { Queryable } from '../../db/index.ts';
import { findBooking, type BookingRow } from '../../db/repositories/bookings.ts';
import { findBookingId, findDepositRequest, findOrder, type DepositRequestRow, type OrderRow } from '../../db/repositories/payments.ts';
import { inBrand } from '../../domain/brand-scope.ts';
import { Conflict, MalformedInput, NotFound } from '../../domain/errors.ts';
import { text } from '../../domain/payments/input.ts';
import { ORDER_ID_PATTERN } from '../../payments/hpp-protocol.ts';

const REF_CODE = /^[2-9A-HJ-NP-Z]{8}$/;

export async function bookingForBrand(db: Queryable, brandId: number, where: { paymentToken: string } | { refCode: string } | { id: number }): Promise<BookingRow> {
  const id = 'id' in where ? where.id : await findBookingId(db, where);
  const booking = id ? await findBooking(db, id) : undefined;
  if (!booking || !inBrand(booking.brand_id, brandId)) throw new NotFound('Booking not found.');
  return booking;
}

export async function orderForBrand(db: Queryable, brandId: number, orderId: string | undefined): Promise<OrderRow> {
  const order = orderId && ORDER_ID_PATTERN.test(orderId) ? await findOrder(db, orderId) : undefined;
  if (!order || !inBrand(order.brand_id, brandId)) throw new NotFound('Payment not found.');
  return order;
}

/** A booking by its reference (the /pay code), as a customer types it: spaces, dashes and case do not matter. */
export async function bookingByCode(db: Queryable, brandId: number, code: string | undefined): Promise<BookingRow> {
  const c = code ? code.replace(/[\s-]/g, '').toUpperCase() : '';
  if (!c) throw new MalformedInput('code is required.', { code: ['Please enter your booking code.'] });
  if (!REF_CODE.test(c)) throw new NotFound('We could not find a booking with that code.');
  try {
    return await bookingForBrand(db, brandId, { refCode: c });
  } catch {
    throw new NotFound('We could not find a booking with that code.');
  }
}

/** A payment request by its token, with its booking. */
export async function requestByToken(db: Queryable, brandId: number, token: string | undefined) {
  const t = text(token);
  const request = t ? await findDepositRequest(db, { token: t }) : undefined;
  const booking = request ? await findBooking(db, request.booking_id) : undefined;
  if (!request || !booking || !inBrand(booking.brand_id, brandId)) throw new NotFound('Payment request not found.');
  return { request, booking };
}

export interface PaymentTarget {
  booking: BookingRow;
  request?: DepositRequestRow;
}

/** A booking by its payment token, or a deposit request by its token; optionally a named request. */
export async function paymentTarget(db: Queryable, brandId: number, code: string | undefined, requestToken: string | undefined): Promise<PaymentTarget> {
  let request = requestToken ? await findDepositRequest(db, { token: requestToken }) : undefined;
  if (requestToken && !request) throw new NotFound('Payment request not found.');
  let booking: BookingRow | undefined;
  if (code) {
    const bookingId = await findBookingId(db, { paymentToken: code });
    if (bookingId) booking = await findBooking(db, bookingId);
    else {
      const byCode = await findDepositRequest(db, { token: code });
      if (!byCode || (request && request.id !== byCode.id)) throw new NotFound('Booking not found.');
      request = byCode;
    }
  }
  if (!booking && request) booking = await findBooking(db, request.booking_id);
  if (!booking || !inBrand(booking.brand_id, brandId)) throw new NotFound('Booking not found.');
  if (request && request.booking_id !== booking.id) throw new NotFound('Payment request not found.');
  if (request?.completed_at) throw new Conflict('This payment has already been made.');
  return { booking, ...(request ? { request } : {}) };
}
