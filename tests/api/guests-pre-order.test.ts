/**
 * The guest's own pre-order on their page (rest/booking/guest/{code} and …/pre-order, spec §3 "Guest",
 * §4, §7.3): the page shows the guest's package, its groups and their choices; the guest changes them
 * ('Pre order has been updated!') until the pre-order locks (423 after, nothing stored); bad choices are
 * refused field by field; a code reaches its own guest only; of 20 saves racing the lock moment each is
 * stored before it or refused with 423, none after it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { get } from './payments-helpers.ts';
import { bookBrunchWithPackages, brunchWithGuest, guestRow, pickChoices } from './pre-orders-helpers.ts';

const t = useTestApp({ lookupLimit: false });
beforeEach(() => t.clock.set(TEST_NOW));

const LOCKED = 'The pre-order for this booking is now locked. Please contact the bar to make changes.';
const save = (code: string, choices: unknown, brand?: number) => t.post(`rest/booking/guest/${code}/pre-order`, { pre_order: { choices }, include: 'booking,customer' }, brand === undefined ? {} : { brand });

describe("the guest's own pre-order", () => {
  it('shows the guest their package, its groups and their choices', async () => {
    const g = await brunchWithGuest(t);
    const r = await get(t, `rest/booking/guest/${g.code}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      variations: [demo.variations.bottomlessBrunch],
      has_pre_order: true,
      pre_order: { variation_id: demo.variations.bottomlessBrunch, name: 'Bottomless Brunch', choices: pickChoices(g.groups, 0) },
    });
    expect(r.body.data.pre_order.groups.map((group: { name: string }) => group.name)).toEqual(['Brunch Dish', 'Bottomless Drink']);
  });

  it("changes them: 'Pre order has been updated!', the page as it now is, the row with the time of the change", async () => {
    const g = await brunchWithGuest(t);
    t.clock.set('2026-11-22T09:30:00Z');
    const r = await save(g.code, pickChoices(g.groups, 1));
    expect(r.status).toBe(200);
    expect(r.body.meta).toEqual({ message: 'Pre order has been updated!' });
    expect(r.body.data).toMatchObject({ id: g.guestId, has_pre_order: true, pre_order: { choices: pickChoices(g.groups, 1) }, booking: { pre_order_locked: false } });
    const row = await guestRow(t, g.guestId);
    expect(row.variation_id).toBe(demo.variations.bottomlessBrunch);
    expect(row.pre_order_updated_at).toEqual(new Date('2026-11-22T09:30:00Z'));
    expect((await get(t, `rest/booking/guest/${g.code}`)).body.data.pre_order.choices).toEqual(pickChoices(g.groups, 1));
  });

  it('refuses bad input in the error shape, storing nothing', async () => {
    const g = await brunchWithGuest(t);
    const before = await guestRow(t, g.guestId);
    const [dish, drink] = g.groups;
    const refusals: Array<[unknown, number, Record<string, string[]>]> = [
      [{}, 422, { [`choices.${dish!.id}`]: ['Please make a choice for Brunch Dish'], [`choices.${drink!.id}`]: ['Please make a choice for Bottomless Drink'] }],
      [{ ...pickChoices(g.groups), [dish!.id]: [drink!.items[0]!.id] }, 422, { [`choices.${dish!.id}`]: ['Please choose from the items offered for Brunch Dish'] }],
      [{ ...pickChoices(g.groups), [dish!.id]: [dish!.items[0]!.id, dish!.items[1]!.id] }, 422, { [`choices.${dish!.id}`]: ['Please choose no more than 1 for Brunch Dish'] }],
      [{ ...pickChoices(g.groups), 12345: [1] }, 422, { 'choices.12345': ['That choice is not part of this package'] }],
      [[dish!.items[0]!.id], 400, { pre_order: ['pre_order.choices must be object.'] }],
      [{ [dish!.id]: 'pancakes' }, 400, { pre_order: [`pre_order.choices.${dish!.id} must be array or integer or null.`] }],
    ];
    for (const [choices, status, fields] of refusals) {
      const r = await save(g.code, choices);
      expect(r.status, JSON.stringify(choices)).toBe(status);
      expect(r.body.errors.fields).toEqual(fields);
      expect(r.body.error).toBe(Object.values(fields).map(([m]) => m).join(', '));
    }
    const noBody = await t.post(`rest/booking/guest/${g.code}/pre-order`, {});
    expect(noBody.status).toBe(400);
    expect(noBody.body.errors.fields).toEqual({ pre_order: ['pre_order is required.'] });
    expect(await guestRow(t, g.guestId)).toEqual(before);
  });

  it("reaches only the code's own guest: another guest of the booking is untouched; an unknown code or another brand's is 'Guest not found'", async () => {
    const g = await brunchWithGuest(t);
    const other = await t.post(`rest/booking/join/${g.joinToken}`, { guest: { forename: 'Alan', choices: pickChoices(g.groups, 2) } });
    expect(other.status).toBe(201);
    const [otherRow] = await t.db.query<{ id: number }>('SELECT id FROM booking_guests WHERE unique_code = $1', [other.body.data.unique_code]);
    const otherBefore = await guestRow(t, otherRow!.id);
    expect((await save(g.code, pickChoices(g.groups, 1))).status).toBe(200);
    expect(await guestRow(t, otherRow!.id)).toEqual(otherBefore);
    const before = await guestRow(t, g.guestId);
    for (const [code, brand] of [['A'.repeat(32), undefined], ['not a code', undefined], [g.code, demo.brands.decuba]] as const) {
      const r = await save(encodeURIComponent(code), pickChoices(g.groups, 3), brand);
      expect(r.status, code).toBe(404);
      expect(r.body).toEqual({ error: 'Guest not found', errors: { message: 'Guest not found' } });
    }
    expect(await guestRow(t, g.guestId)).toEqual(before);
  });

  it('a guest without a package has nothing to choose', async () => {
    const b = await bookBrunchWithPackages(t);
    t.clock.set(b.lockAt);
    const joined = await t.post(`rest/booking/join/${b.joinToken}`, { guest: { forename: 'Grace' } });
    t.clock.set(TEST_NOW);
    const code = joined.body.data.unique_code as string;
    expect((await get(t, `rest/booking/guest/${code}`)).body.data).toMatchObject({ variations: [], has_pre_order: false, pre_order: null });
    const r = await save(code, {});
    expect(r.status).toBe(422);
    expect(r.body.errors.fields).toEqual({ choices: ['Please choose a package before its options'] });
  });

  it('answers 423 from the lock time on, and the page says locked; nothing stored', async () => {
    const g = await brunchWithGuest(t);
    t.clock.set(new Date(g.lockAt.getTime() - 60_000));
    expect((await save(g.code, pickChoices(g.groups, 1))).status).toBe(200);
    const before = await guestRow(t, g.guestId);
    t.clock.set(g.lockAt);
    const r = await save(g.code, pickChoices(g.groups, 2));
    expect(r.status).toBe(423);
    expect(r.body).toEqual({ error: LOCKED, errors: { message: LOCKED } });
    expect(await guestRow(t, g.guestId)).toEqual(before);
    expect((await get(t, `rest/booking/guest/${g.code}`)).body.data.booking.pre_order_locked).toBe(true);
  });

  it('of 20 saves racing the lock moment, each is stored before it or refused with 423, none after it', async () => {
    const g = await brunchWithGuest(t);
    const { now } = t.clock;
    // The server's clock moves a second on at every reading, from 30 seconds before the lock (each save reads
    // it more than once: its answer's Date header, the lock check).
    let at = g.lockAt.getTime() - 30_000;
    t.clock.now = () => (at += 1000) - 1000;
    try {
      const results = await Promise.all(Array.from({ length: 20 }, (_, n) => save(g.code, pickChoices(g.groups, n))));
      const statuses = results.map((r) => r.status);
      expect(statuses.every((s) => s === 200 || s === 423), String(statuses)).toBe(true);
      expect(statuses).toContain(200);
      expect(statuses).toContain(423);
      for (const r of results.filter((r) => r.status === 423)) expect(r.body.error).toBe(LOCKED);
      const row = await guestRow(t, g.guestId);
      expect((row.pre_order_updated_at as Date).getTime()).toBeLessThan(g.lockAt.getTime());
      const stored = (await get(t, `rest/booking/guest/${g.code}`)).body.data.pre_order.choices;
      expect(results.filter((r) => r.status === 200).map((r) => r.body.data.pre_order.choices)).toContainEqual(stored);
    } finally {
      t.clock.now = now;
    }
  });
});
