/**
 * The calls of the re-book page (account-and-guest-features §7.2), by the booking's manage key: the
 * times or later dates a postponed booking can move to, and the re-booking itself (the booking itself
 * is `BookingApi`'s, as on the booking page). Types are the ones generated from schemas/api.
 */
import type { BookingChange, RebookAvailability } from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type { BookingChange, ManagedBooking, RebookAvailability } from '../../schemas/api/types.generated.ts';

const enc = encodeURIComponent;

export class RebookApi {
  constructor(private readonly client: QueryClient) {}

  /** GET rest/my-bookings/{manage_key}/re-book?date=YYYY-MM-DD: the times free that day, else later dates. */
  async availability(manageKey: string, date: string): Promise<RebookAvailability> {
    return (await this.client.query<{ data: RebookAvailability }>('GET', `rest/my-bookings/${enc(manageKey)}/re-book`, { query: { date } })).body.data;
  }

  /** POST rest/my-bookings/{manage_key}/re-book with date 'YYYY-MM-DD HH:mm' (the server sets the rebook flag). */
  async rebook(manageKey: string, date: string): Promise<BookingChange> {
    return (await this.client.query<{ data: BookingChange }>('POST', `rest/my-bookings/${enc(manageKey)}/re-book`, { body: { date } })).body.data;
  }
}
