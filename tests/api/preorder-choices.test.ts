/**
 * Pre-order choices on the server: a chosen package priced per booking has every item slot filled
 * before the session can complete. The session answer reports the empty slot in validation_errors
 * (status 200, as field errors are reported), completion is refused with the field named, and
 * choices of options priced per person are left for after booking.
 */
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const session = (body: Record<string, unknown>) => t.post('rest/booking/session', body, { brand: demo.brands.revolution });
const contact = { forename: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '07700900123' };

/** A session on the pre-order step of a type, at a free evening time on Friday 27 November 2026. */
async function atPreOrder(partyType: number, people: number, from = '19:00'): Promise<{ id: string; data: Record<string, any> }> {
  const start = await session({ form_version: '2.0', booking_flow_version: 2, bar_id: demo.bars.revolutionManchester, date: '2026-11-27', no_people: people, party_type: partyType });
  const id = start.body.data.session_id as string;
  const slot = (start.body.data.all_slots as Array<{ time: string; available: boolean }>).find((s) => s.available && s.time >= from);
  expect(slot).toBeDefined();
  const answer = await session({ session_id: id, time: slot!.time, step: 3, ...contact });
  return { id, data: answer.body.data };
}

const fieldsOf = (list: Array<{ field: string }>) => list.map((e) => e.field);

describe('pre-order choices', () => {
  it('refuses to complete while a per-booking package has an empty item slot, and completes once all are filled', async () => {
    const { id, data } = await atPreOrder(demo.types.vodkaParty, 8);
    const option = (data.available_options as Array<{ id: number; price_per_booking: boolean; variations: Array<{ variation_id: number; choices: Array<{ id: number; item_count: number; items: Array<{ id: number; selectable: boolean }> }> }> }>).find((o) => o.id === demo.options.vodkaPackages)!;
    expect(option.price_per_booking).toBe(true);
    const pitchers = option.variations.find((v) => v.variation_id === demo.variations.woowooPitchers)!.choices[0]!;
    expect(pitchers.item_count).toBe(4);
    const items = pitchers.items.filter((i) => i.selectable).map((i) => i.id);
    const pick = (index: number) => ({ index, choice_id: pitchers.id, items: [{ breakdown_id: index + 1, item_id: items[index % items.length]! }] });

    const partly = await session({ session_id: id, step: 4, variations: [{ variation_id: demo.variations.woowooPitchers, quantity: 1, choices: [pick(0), pick(1)] }] });
    expect(partly.status).toBe(200);
    expect(partly.body.data.validation_errors).toEqual([{ field: 'variations', message: 'Please choose your Pitcher 3 for Woo Woo Pitcher Party.' }]);
    expect(partly.body.data.can_complete).toBe(false);
    expect(partly.body.data.no_complete_reason).toBe('Please choose your Pitcher 3 for Woo Woo Pitcher Party.');

    const refused = await t.post('rest/booking/session/complete', { session_id: id });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.fields).toEqual({ variations: ['Please choose your Pitcher 3 for Woo Woo Pitcher Party.'] });
    expect(await t.db.query('SELECT count(*)::int AS n FROM bookings WHERE email = $1', ['ada@example.com'])).toEqual([{ n: 0 }]);

    const full = await session({ session_id: id, variations: [{ variation_id: demo.variations.woowooPitchers, quantity: 1, choices: [0, 1, 2, 3].map(pick) }] });
    expect(full.body.data.validation_errors).toEqual([]);
    expect(full.body.data.can_complete).toBe(true);
    const done = await t.post('rest/booking/session/complete', { session_id: id });
    expect(done.status).toBe(201);
    const rows = await t.db.query<{ variation_id: number; choices: unknown }>('SELECT variation_id, choices FROM booking_variations WHERE booking_id = (SELECT id FROM bookings WHERE ref_code = $1)', [done.body.data.booking.ref_code]);
    expect(rows).toHaveLength(1);
    expect((rows[0]!.choices as unknown[]).length).toBe(4);
  });

  it('asks nothing now of a per-person package’s choices: they are made after booking', async () => {
    const { id, data } = await atPreOrder(demo.types.brunch, 4, '00:00');
    const brunch = (data.available_options as Array<{ price_per_booking: boolean; variations: Array<{ variation_id: number; choices: unknown[] }> }>).find((o) => o.variations.some((v) => v.variation_id === demo.variations.bottomlessBrunch))!;
    // It has choices to make, just not now.
    expect(brunch.price_per_booking).toBe(false);
    expect(brunch.variations[0]!.choices.length).toBeGreaterThan(0);
    const answer = await session({ session_id: id, step: 4, variations: [{ variation_id: demo.variations.bottomlessBrunch, quantity: 4, choices: [] }] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.party_type).toBe(demo.types.brunch);
    expect(answer.body.data.variations).toHaveLength(1);
    expect(fieldsOf(answer.body.data.validation_errors)).not.toContain('variations');
  });
});
