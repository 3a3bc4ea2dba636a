/** What the guest API tests share: a guest joining a booking by its link with their own address. */
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';

let joins = 0;

/** A guest joins the booking by its link with an address of their own; their id, page code and address. */
export async function joinByLink(t: TestApp, bookingId: number, guest: { forename: string; surname?: string }) {
  joins += 1;
  const email = `${guest.forename.toLowerCase()}${joins}-${Date.now()}@example.com`;
  const [row] = await t.db.query<{ invite_code: string }>('SELECT invite_code FROM bookings WHERE id = $1', [bookingId]);
  const joined = await t.post(`rest/booking/join/${row!.invite_code}`, { guest: { surname: 'Guest', ...guest, email } });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const code = joined.body.data.unique_code as string;
  const [found] = await t.db.query<{ id: number }>('SELECT id FROM booking_guests WHERE unique_code = $1', [code]);
  return { id: found!.id, code, email };
}
