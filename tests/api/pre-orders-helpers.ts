/** A brunch booked with its package for everyone, and a guest who joined it by its link with their choices. */
import { expect } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { bookBrunch, get } from './payments-helpers.ts';

export interface ChoiceGroup {
  id: number;
  name: string;
  item_count: number;
  items: Array<{ id: number; title: string; selectable: boolean }>;
}

export interface BrunchGuest extends BrunchBooking {
  guestId: number;
  code: string;
  /** The choice groups of the guest's package (Bottomless Brunch), items that can be chosen only. */
  groups: ChoiceGroup[];
}

/** Group id → the n-th selectable item of each group, as many as the group takes. */
export const pickChoices = (groups: ChoiceGroup[], n = 0) =>
  Object.fromEntries(groups.map((group) => [String(group.id), Array.from({ length: group.item_count }, () => group.items[n % group.items.length]!.id)]));

export interface BrunchBooking {
  bookingId: number;
  manageKey: string;
  joinToken: string;
  /** When the booking's pre-order locks: 48 hours before it. */
  lockAt: Date;
}

/** A brunch for six on Saturday 28 November 2026 with both bottomless packages, three each. */
export async function bookBrunchWithPackages(t: TestApp): Promise<BrunchBooking> {
  const { bottomlessBrunch, bottomlessCocktailBrunch } = demo.variations;
  const { booking } = await bookBrunch(t, {
    variations: [
      { variation_id: bottomlessBrunch, quantity: 3, choices: [] },
      { variation_id: bottomlessCocktailBrunch, quantity: 3, choices: [] },
    ],
  });
  const [row] = await t.db.query<{ invite_code: string; start_at: Date }>('SELECT invite_code, start_at FROM bookings WHERE id = $1', [booking.id]);
  return { bookingId: booking.id, manageKey: booking.manage_key, joinToken: row!.invite_code, lockAt: new Date(row!.start_at.getTime() - 48 * 3_600_000) };
}

export async function brunchWithGuest(t: TestApp, options: { email?: string } = {}): Promise<BrunchGuest> {
  const b = await bookBrunchWithPackages(t);
  const view = await get(t, `rest/booking/join/${b.joinToken}`);
  expect(view.status).toBe(200);
  const groups = (view.body.data.choices as ChoiceGroup[]).map((g) => ({ ...g, items: g.items.filter((i) => i.selectable) }));
  expect(groups.length).toBeGreaterThan(0);
  const joined = await t.post(`rest/booking/join/${b.joinToken}`, {
    guest: { forename: 'Grace', surname: 'Hopper', email: options.email ?? '', variation_id: demo.variations.bottomlessBrunch, choices: pickChoices(groups) },
  });
  expect(joined.status).toBe(201);
  const code = joined.body.data.unique_code as string;
  const [guest] = await t.db.query<{ id: number }>('SELECT id FROM booking_guests WHERE unique_code = $1', [code]);
  return { ...b, guestId: guest!.id, code, groups };
}

export async function guestRow(t: TestApp, guestId: number) {
  const [row] = await t.db.query<Record<string, unknown>>('SELECT variation_id, choices, pre_order_updated_at FROM booking_guests WHERE id = $1', [guestId]);
  return row!;
}

/** What a guest joining by the link must send when the booking has a package: the first item of each of its groups. */
export async function linkChoices(t: TestApp, joinToken: string): Promise<Record<string, number[]>> {
  const view = await get(t, `rest/booking/join/${joinToken}`);
  expect(view.status).toBe(200);
  return pickChoices((view.body.data.choices as ChoiceGroup[]).map((g) => ({ ...g, items: g.items.filter((i) => i.selectable) })));
}
