/** Tables booked and looked up through the session API, as the widget does it (for the booking-management tests). */
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';

export interface Booked {
  id: number;
  manage_key: string;
}

export interface TableAt {
  bar: number;
  type: number;
  /** The brand the widget is of (Revolution unless said). */
  brand?: number;
}

/** A table booked through the session API, as the widget books it. */
export async function bookTable(t: TestApp, at: TableAt, date: string, time: string, people: number, email = 'grace@example.com'): Promise<Booked> {
  const brand = { brand: at.brand ?? 1 };
  const start = await t.post('rest/booking/session', { form_version: '2.0', booking_flow_version: 2 }, brand);
  const id = start.body.data.session_id as string;
  const answer = await t.post('rest/booking/session', {
    session_id: id, bar_id: at.bar, date, no_people: people, party_type: at.type, time, step: 4,
    forename: 'Grace', surname: 'Hopper', email, phone: '07700900456',
  }, brand);
  expect(answer.body.data.can_complete, JSON.stringify(answer.body.data.errors ?? answer.body)).toBe(true);
  const done = await t.post('rest/booking/session/complete', { session_id: id }, brand);
  expect(done.status).toBe(201);
  return done.body.data.booking as Booked;
}

/** Whether the widget offers this time for this party now. */
export async function widgetOffers(t: TestApp, at: TableAt, date: string, time: string, people: number): Promise<boolean> {
  const start = await t.post('rest/booking/session', { form_version: '2.0', booking_flow_version: 2 });
  const answer = await t.post('rest/booking/session', { session_id: start.body.data.session_id, bar_id: at.bar, date, no_people: people, party_type: at.type });
  const slots = answer.body.data.all_slots as Array<{ time: string; available: boolean }>;
  return slots.some((s) => s.time === time && s.available);
}

/** Edits of a booking of 2026-11-27 18:00 for 2 refused as bad input: the body, the status and the one field named. */
export const BAD_EDITS: Array<[unknown, number, string]> = [
  [{}, 400, 'date'],
  [{ date: 42 }, 400, 'date'],
  [{ date: 'tomorrow' }, 400, 'date'],
  [{ date: '2026-02-30 19:00' }, 400, 'date'],
  [{ date: '2026-11-27 25:00' }, 400, 'date'],
  [{ date: '2026-11-27 19:00', people: 0 }, 400, 'people'],
  [{ date: '2026-11-27 19:00', people: 'four' }, 400, 'people'],
  [{ date: '2026-11-27 19:00', people: 2.5 }, 400, 'people'],
  [{ date: '2026-11-20 19:00' }, 422, 'date'],
  [{ date: '2026-11-27 18:00', people: 2 }, 422, 'date'],
];
