/**
 * A booking's own page (account-and-guest-features §2.3, §4, §7.2): read it, change its date, time or
 * party, cancel it. One booking is reached two ways, and every call takes the way as a key: by its
 * manage key (whoever holds the link: `rest/my-bookings/token/{token}`) or by its id (the signed-in
 * customer's own: `rest/my-bookings/{id}`). The answers are the same.
 */
import type { BookingCancelled, BookingChange, BrunchUpgrade, CallbackSlotAnswer, GuestList, GuestListChange, ManagedBooking } from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type { BookingCancelled, BookingChange, BrunchUpgrade, CallbackSlotAnswer, GuestList, ManagedBooking };
export type ListedGuest = GuestList['guests'][number];
export type ReminderKind = ListedGuest['reminders'][number];

/** A change to a guest: their details, or whether they are a co-host. */
export interface GuestUpdate {
  forename?: string;
  surname?: string;
  email?: string;
  admin?: boolean;
}

/** How the page names its booking: the link's manage key, or the signed-in customer's booking id. */
export type BookingKey = { token: string } | { id: string };

/** A new date and time ('YYYY-MM-DD HH:mm', London time) and party; `rebook` re-books a postponed booking. */
export interface BookingChangeRequest {
  date: string;
  people: number;
  rebook?: 1;
}

const enc = encodeURIComponent;

/** The booking's path: the token's or the account's. */
export function bookingPath(key: BookingKey): string {
  return 'token' in key ? `rest/my-bookings/token/${enc(key.token)}` : `rest/my-bookings/${enc(key.id)}`;
}

export class BookingApi {
  constructor(private readonly client: QueryClient) {}

  /** GET the booking as its page shows it. */
  async booking(key: BookingKey): Promise<ManagedBooking> {
    return (await this.client.query<{ data: ManagedBooking }>('GET', bookingPath(key))).body.data;
  }

  /** POST a change: saved, or the times or dates that could be, or the bar's e-mail. */
  async change(key: BookingKey, change: BookingChangeRequest): Promise<BookingChange> {
    return (await this.client.query<{ data: BookingChange }>('POST', bookingPath(key), { body: change })).body.data;
  }

  /** DELETE: cancels the booking (status 4). */
  async cancel(key: BookingKey): Promise<BookingCancelled> {
    return (await this.client.query<{ data: BookingCancelled }>('DELETE', bookingPath(key))).body.data;
  }

  /** GET rest/booking/manage/{manage_key}/brunch-upgrade: may it be upgraded, the call asked for, the windows offered. */
  async brunchUpgrade(manageKey: string): Promise<BrunchUpgrade> {
    return (await this.client.query<BrunchUpgrade>('GET', brunchUpgradePath(manageKey))).body;
  }

  /** POST a callback window (one of those offered) and optional notes: the party team is e-mailed. */
  async requestBrunchUpgrade(manageKey: string, request: { callback_slot: CallbackSlotAnswer; notes: string }): Promise<BrunchUpgrade> {
    return (await this.client.query<BrunchUpgrade>('POST', brunchUpgradePath(manageKey), { body: request })).body;
  }

  /** GET the guests, their shares and the lead booker's part. */
  async guests(key: BookingKey): Promise<GuestList> {
    return (await this.client.query<{ data: GuestList }>('GET', `${guestListPath(key)}/guests`)).body.data;
  }

  /** PUT a guest's details or co-host flag: 'Guest has been updated' and the list as it now is. */
  async updateGuest(key: BookingKey, guestId: number, update: GuestUpdate): Promise<GuestListChange['data']> {
    return (await this.client.query<GuestListChange>('PUT', `${guestListPath(key)}/guest/${guestId}`, { body: update })).body.data;
  }

  /** DELETE a guest: 'Guest has been deleted' and the list as it now is. */
  async removeGuest(key: BookingKey, guestId: number): Promise<GuestListChange['data']> {
    return (await this.client.query<GuestListChange>('DELETE', `${guestListPath(key)}/guest/${guestId}`)).body.data;
  }

  /** POST a reminder to a guest: 'Reminder has been sent!'. */
  async remindGuest(key: BookingKey, kind: ReminderKind, guestId: number): Promise<{ message: string }> {
    return (await this.client.query<{ data: { message: string } }>('POST', `${guestListPath(key)}/reminder/${kind}`, { body: { guest_id: guestId } })).body.data;
  }
}

/**
 * The lead booker's guest list (§2.3, §7.3): by the manage key (rest/my-bookings/token/{token}/…) or by
 * the signed-in customer's booking id (rest/booking/{id}/…).
 */
export function guestListPath(key: BookingKey): string {
  return 'token' in key ? `rest/my-bookings/token/${enc(key.token)}` : `rest/booking/${enc(key.id)}`;
}

const brunchUpgradePath = (manageKey: string) => `rest/booking/manage/${enc(manageKey)}/brunch-upgrade`;
