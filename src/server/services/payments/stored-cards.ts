/** Card capture: a hosted page that checks and stores a card for a no-show fee; nothing is taken. */
import { findBooking, type BookingRow } from '../../db/repositories/bookings.ts';
import { findStoredCard } from '../../db/repositories/payments.ts';
import { findSession, type SessionRow } from '../../db/repositories/sessions.ts';
import { sameSecret } from '../../domain/booking-codes.ts';
import { Conflict, InvalidInput, MalformedInput, NotFound } from '../../domain/errors.ts';
import { MESSAGES } from '../../domain/payments/lifecycle.ts';
import { orderResult } from '../../domain/payments/summaries.ts';
import type { PaymentsDeps } from './deps.ts';
import { bookingForBrand, orderForBrand } from './finders.ts';
import type { HostedData, HostedOrders } from './orders.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';

/** POST rest/deposits/store-card: a session, or a booking with its payment token. */
export interface CardCapture {
  brandId: number;
  sessionId: string | undefined;
  /** As the request gave it (a number or a string of digits). */
  bookingId: string | undefined;
  token: string | undefined;
}

export interface CardCaptureOrder {
  order_data: HostedData;
  no_show_fee_pp: number;
  no_show_fee: number;
  card_capture_message: string;
}

export class StoredCards {
  constructor(
    private readonly deps: Pick<PaymentsDeps, 'db' | 'catalogue' | 'clock'>,
    private readonly orders: HostedOrders,
  ) {}

  async open(command: CardCapture): Promise<CardCaptureOrder> {
    const { brandId, sessionId, bookingId: bookingIdText } = command;
    if (!sessionId && !bookingIdText) throw new MalformedInput('session_id or booking_id is required.', { session_id: ['session_id or booking_id is required.'] });
    const catalogue = await this.deps.catalogue.get();
    let session: SessionRow | undefined;
    let booking: BookingRow | undefined;
    if (sessionId) {
      session = await findSession(this.deps.db, sessionId);
      if (!session || session.brand_id !== brandId) throw new NotFound('Booking session not found.');
      if (session.booking_id) booking = await findBooking(this.deps.db, session.booking_id);
      if (bookingIdText && String(booking?.id) !== bookingIdText) throw new InvalidInput('booking_id is not this session’s booking.', { booking_id: ['Does not match the session.'] });
    } else {
      // An id alone never grants access: it comes with the booking's payment token.
      if (!/^\d{1,9}$/.test(bookingIdText!)) throw new NotFound('Booking not found.');
      booking = await bookingForBrand(this.deps.db, brandId, { id: Number(bookingIdText) });
      const token = command.token;
      if (!token || !sameSecret(token, booking.payment_token)) throw new NotFound('Booking not found.');
    }
    const typeId = booking?.booking_type_id ?? (session?.fields as { party_type?: number } | undefined)?.party_type;
    const type = typeId ? catalogue.types.get(typeId) : undefined;
    if (!type?.requires_card) throw new InvalidInput('This booking does not need a card.');
    if (booking && isCancelled(booking.status_id)) throw new Conflict(MESSAGES.cancelled);
    if (await findStoredCard(this.deps.db, { sessionId: session?.id ?? booking?.session_id ?? null, bookingId: booking?.id ?? null })) {
      throw new Conflict('A card is already stored for this booking.');
    }
    const order = await this.orders.open({ brandId, booking, sessionId: session?.id ?? booking?.session_id ?? null, purpose: 'card', method: 'card', amount: 0 });
    const people = booking?.people ?? (session?.fields as { no_people?: number } | undefined)?.no_people ?? 0;
    return {
      order_data: this.orders.hostedData(order, booking),
      no_show_fee_pp: type.no_show_fee_pp,
      no_show_fee: type.no_show_fee_pp * people,
      card_capture_message: 'We need your card details to secure this booking. Nothing is taken now; a no-show fee may be charged at the venue’s discretion.',
    };
  }

  /** GET rest/deposits/store-card/{order_id}: whether the card capture has its answer. */
  async status(brandId: number, orderId: string | undefined) {
    const order = await orderForBrand(this.deps.db, brandId, orderId);
    if (order.purpose !== 'card') throw new NotFound('Card capture not found.');
    return { ...orderResult(order, new Date(this.deps.clock.now())), has_stored_card: order.status === 'stored' };
  }

  /** Whether a card is stored for a session or its booking (the session view's has_stored_card). */
  async has(sessionId: string | null, bookingId: number | null): Promise<boolean> {
    return Boolean(await findStoredCard(this.deps.db, { sessionId, bookingId }));
  }
}
