/**
 * Saving a guest's own pre-order (services/pre-orders, the one save every pre-order call goes through)
 * on the real database: the choice rules, the booking's own packages and guests only, nothing stored on
 * a refusal, the lock at the booking type's lead time, and 20 saves racing the lock moment: each is
 * stored before it or refused, none after it.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { InvalidInput, Locked, NotFound } from '../../src/server/domain/errors.ts';
import { CatalogueStore } from '../../src/server/services/catalogue-store.ts';
import { GuestPreOrders } from '../../src/server/services/pre-orders/index.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { brunchWithGuest, guestRow, pickChoices, type BrunchGuest } from './pre-orders-helpers.ts';

const t = useTestApp({ lookupLimit: false });
let preOrders: GuestPreOrders;
beforeAll(async () => {
  preOrders = new GuestPreOrders({ db: t.db, catalogue: new CatalogueStore(t.db), clock: t.clock });
});
beforeEach(() => t.clock.set(TEST_NOW));

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('not refused');
}

/** A complete pre-order of the guest's package: the n-th item of each group. */
const pick = (g: BrunchGuest, n = 0) => pickChoices(g.groups, n);

describe("saving a guest's own pre-order", () => {
  it('stores the package and the choices, one answer per item slot, with the time of the change', async () => {
    const g = await brunchWithGuest(t);
    const saved = await preOrders.save({ bookingId: g.bookingId, guestId: g.guestId, variationId: demo.variations.bottomlessBrunch, choices: pick(g, 1) });
    expect(saved.variation_id).toBe(demo.variations.bottomlessBrunch);
    const row = await guestRow(t, g.guestId);
    expect(row.variation_id).toBe(demo.variations.bottomlessBrunch);
    expect(row.choices).toEqual(g.groups.map((group, index) => ({ index, choice_id: group.id, items: [{ breakdown_id: 1, item_id: group.items[1]!.id }] })));
    expect(row.pre_order_updated_at).toEqual(new Date(TEST_NOW));
  });

  it("refuses bad choices, a package not the booking's and another booking's guest, storing nothing", async () => {
    const g = await brunchWithGuest(t);
    const other = await brunchWithGuest(t);
    const before = await guestRow(t, g.guestId);
    const otherBefore = await guestRow(t, other.guestId);
    const missing = await refusal(preOrders.save({ bookingId: g.bookingId, guestId: g.guestId, variationId: demo.variations.bottomlessBrunch, choices: {} }));
    expect(missing).toBeInstanceOf(InvalidInput);
    expect(Object.keys((missing as InvalidInput).fields!)).toEqual(g.groups.map((group) => `choices.${group.id}`));
    const christmas = await refusal(preOrders.save({ bookingId: g.bookingId, guestId: g.guestId, variationId: demo.variations.festiveThreeCourses, choices: {} }));
    expect((christmas as InvalidInput).fields).toEqual({ variation_id: ['That package is not part of this booking'] });
    const strangers = await refusal(preOrders.save({ bookingId: g.bookingId, guestId: other.guestId, variationId: demo.variations.bottomlessBrunch, choices: pick(g) }));
    expect(strangers).toBeInstanceOf(NotFound);
    expect(await guestRow(t, g.guestId)).toEqual(before);
    expect(await guestRow(t, other.guestId)).toEqual(otherBefore);
  });

  it("answers Locked from the type's lock time before the booking (48 hours for a brunch), and when cancelled", async () => {
    const g = await brunchWithGuest(t);
    const change = { bookingId: g.bookingId, guestId: g.guestId, variationId: demo.variations.bottomlessBrunch, choices: pick(g) };
    t.clock.set(new Date(g.lockAt.getTime() - 1));
    await preOrders.save(change);
    const before = await guestRow(t, g.guestId);
    expect((before.pre_order_updated_at as Date).getTime()).toBe(g.lockAt.getTime() - 1);
    t.clock.set(g.lockAt);
    expect(await refusal(preOrders.save({ ...change, choices: pick(g, 1) }))).toBeInstanceOf(Locked);
    expect(await guestRow(t, g.guestId)).toEqual(before);

    await t.db.query('UPDATE booking_types SET pre_order_lock_hours = 0 WHERE id = $1', [demo.types.brunch]);
    try {
      const open = new GuestPreOrders({ db: t.db, catalogue: new CatalogueStore(t.db), clock: t.clock });
      await open.save({ ...change, choices: pick(g, 1) });
      await t.db.query('UPDATE bookings SET status_id = 4 WHERE id = $1', [g.bookingId]);
      expect(await refusal(open.save(change))).toBeInstanceOf(Locked);
    } finally {
      await t.db.query('UPDATE booking_types SET pre_order_lock_hours = 48 WHERE id = $1', [demo.types.brunch]);
    }
  });

  it('of 20 saves racing the lock moment, each is stored before it or refused as Locked, none after it', async () => {
    const g = await brunchWithGuest(t);
    // A clock that moves a second on at every reading, from 10 seconds before the lock: the saves read it in turn.
    let now = g.lockAt.getTime() - 10_000;
    const ticking = { ...t.clock, now: () => (now += 1000) - 1000 };
    const racing = new GuestPreOrders({ db: t.db, catalogue: new CatalogueStore(t.db), clock: ticking });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => racing.save({ bookingId: g.bookingId, guestId: g.guestId, variationId: demo.variations.bottomlessBrunch, choices: pick(g, n) })),
    );
    const saved = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(saved.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const reason of refused) expect(reason).toBeInstanceOf(Locked);
    for (const row of saved) expect(row.pre_order_updated_at!.getTime()).toBeLessThan(g.lockAt.getTime());
    // The row holds the last save made before the lock.
    const last = saved.reduce((a, b) => (a.pre_order_updated_at!.getTime() > b.pre_order_updated_at!.getTime() ? a : b));
    const row = await guestRow(t, g.guestId);
    expect(row.choices).toEqual(last.choices);
    expect((row.pre_order_updated_at as Date).getTime()).toBeLessThan(g.lockAt.getTime());
  });
});
