/** A party booked with packages through the widget's calls, for the pre-order tests. */
import { expect } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** The Shot Tray's group (2 flavours) and the per-person packages' ids, read from the catalogue. */
export const SHOT_TRAY = 401;
export const BURGER_AND_FRIES = 502;
export const VEGAN_FEAST = 503;

export interface Party {
  id: number;
  manage_key: string;
}

/**
 * A vodka party for 8 (on Friday 27 November 2026 unless said) at Revolution Manchester: a Shot Tray (priced per
 * booking, its two flavours chosen in the widget), Burger & Fries for 5 and a Vegan Feast for 3 (party
 * food, priced per person: chosen after booking, a guest at a time); with `extras`, one each of those
 * per-booking packages too, their first plain items chosen.
 */
export async function bookParty(
  t: Pick<TestApp, 'post'>,
  email = 'mary@example.com',
  date = '2026-11-27',
  extras: number[] = [],
): Promise<Party> {
  const brand = { brand: demo.brands.revolution };
  const start = await t.post(
    'rest/booking/session',
    {
      form_version: '2.0',
      booking_flow_version: 2,
      bar_id: demo.bars.revolutionManchester,
      date,
      no_people: 8,
      party_type: demo.types.vodkaParty,
    },
    brand,
  );
  const id = start.body.data.session_id as string;
  const slot = (start.body.data.all_slots as Array<{ time: string; available: boolean }>).find(
    (s) => s.available && s.time >= '19:00',
  )!;
  const options = (await t.post('rest/booking/session', { session_id: id, time: slot.time, step: 3 }, brand))
    .body.data.available_options as Array<{
    variations: Array<{
      variation_id: number;
      choices: Array<{
        id: number;
        item_count: number;
        items: Array<{ id: number; selectable: boolean; premium: number }>;
      }>;
    }>;
  }>;
  const plainChoices = (variationId: number) =>
    options
      .flatMap((o) => o.variations)
      .find((v) => v.variation_id === variationId)!
      .choices.flatMap((group) =>
        Array.from({ length: group.item_count }, () => ({
          choice_id: group.id,
          item_id: group.items.find((i) => i.selectable && i.premium === 0)!.id,
        })),
      )
      .map((c, index) => ({
        index,
        choice_id: c.choice_id,
        items: [{ breakdown_id: index + 1, item_id: c.item_id }],
      }));
  const tray = options.flatMap((o) => o.variations).find((v) => v.variation_id === SHOT_TRAY)!.choices[0]!;
  const [first, second] = tray.items.filter((i) => i.selectable);
  const flavours = [first!, second!].map((item, index) => ({
    index,
    choice_id: tray.id,
    items: [{ breakdown_id: index + 1, item_id: item.id }],
  }));
  const ready = await t.post(
    'rest/booking/session',
    {
      session_id: id,
      step: 4,
      forename: 'Mary',
      surname: 'Somerville',
      email,
      phone: '07700900111',
      variations: [
        { variation_id: SHOT_TRAY, quantity: 1, choices: flavours },
        { variation_id: BURGER_AND_FRIES, quantity: 5, choices: [] },
        { variation_id: VEGAN_FEAST, quantity: 3, choices: [] },
        ...extras.map((variation_id) => ({ variation_id, quantity: 1, choices: plainChoices(variation_id) })),
      ],
    },
    brand,
  );
  expect(ready.body.data.can_complete, JSON.stringify(ready.body.data.no_complete_reason ?? ready.body)).toBe(
    true,
  );
  const done = await t.post('rest/booking/session/complete', { session_id: id }, brand);
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return done.body.data.booking as Party;
}
