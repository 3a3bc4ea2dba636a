/**
 * A guest's choices at join (rest/booking/join/{join_token}, spec §3 "Join booking", §5): the link shows
 * the choice groups of the booking's per-person package the page names, else its first; the join stores
 * the guest's package and choices, every group with a selectable item filled and each item one its group
 * offers; a wrong one is refused field by field with the names' errors, storing nothing. Once the
 * pre-order is locked the link shows no groups, a join with choices answers 423 and one without still joins.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { get } from './payments-helpers.ts';
import { bookBrunchWithPackages, pickChoices, type ChoiceGroup } from './pre-orders-helpers.ts';

const t = useTestApp({ lookupLimit: false });
beforeEach(() => t.clock.set(TEST_NOW));

const { bottomlessBrunch, bottomlessCocktailBrunch, festiveThreeCourses } = demo.variations;

const join = (token: string, guest: Record<string, unknown>) => t.post(`rest/booking/join/${token}`, { guest });
const guests = (bookingId: number) =>
  t.db.query<{ forename: string; variation_id: number | null; choices: unknown; pre_order_updated_at: Date | null }>(
    'SELECT forename, variation_id, choices, pre_order_updated_at FROM booking_guests WHERE booking_id = $1 ORDER BY id',
    [bookingId],
  );
const groupsOf = async (token: string, variation?: number) => {
  const view = await get(t, `rest/booking/join/${token}${variation ? `?variation_id=${variation}` : ''}`);
  expect(view.status).toBe(200);
  return { meta: view.body.meta, groups: view.body.data.choices as ChoiceGroup[], packages: view.body.data.packages as Array<{ variation_id: number; name: string }> };
};
const selectable = (groups: ChoiceGroup[]) => groups.map((g) => ({ ...g, items: g.items.filter((i) => i.selectable) }));

describe('choices at join', () => {
  it("shows the groups of the package the page names, else of the booking's first per-person package", async () => {
    const b = await bookBrunchWithPackages(t);
    const first = await groupsOf(b.joinToken);
    expect(first.meta).toEqual({ variation_id: bottomlessBrunch, customer: null, pre_order_locked: false });
    expect(first.groups.map((g) => [g.name, g.item_count])).toEqual([['Brunch Dish', 1], ['Bottomless Drink', 1]]);
    const cocktails = await groupsOf(b.joinToken, bottomlessCocktailBrunch);
    expect(cocktails.meta.variation_id).toBe(bottomlessCocktailBrunch);
    expect(cocktails.groups.map((g) => [g.name, g.item_count])).toEqual([['Brunch Dish', 1], ['Cocktail', 2]]);
    // Not one of the booking's packages: its first.
    expect((await groupsOf(b.joinToken, festiveThreeCourses)).meta.variation_id).toBe(bottomlessBrunch);
    // The packages a guest may pick from, whichever the page names.
    const offered = [
      { variation_id: bottomlessBrunch, name: 'Bottomless Brunch' },
      { variation_id: bottomlessCocktailBrunch, name: 'Bottomless Cocktail Brunch' },
    ];
    expect(first.packages).toEqual(offered);
    expect(cocktails.packages).toEqual(offered);
  });

  it("stores the guest's package and choices, one answer per item slot", async () => {
    const b = await bookBrunchWithPackages(t);
    const groups = selectable((await groupsOf(b.joinToken, bottomlessCocktailBrunch)).groups);
    const [dish, cocktail] = groups;
    const joined = await join(b.joinToken, { forename: 'Grace', variation_id: bottomlessCocktailBrunch, choices: { [dish!.id]: [dish!.items[1]!.id], [cocktail!.id]: [cocktail!.items[0]!.id, cocktail!.items[2]!.id] } });
    expect(joined.status).toBe(201);
    const [row] = await guests(b.bookingId);
    expect(row).toEqual({
      forename: 'Grace',
      variation_id: bottomlessCocktailBrunch,
      choices: [
        { index: 0, choice_id: dish!.id, items: [{ breakdown_id: 1, item_id: dish!.items[1]!.id }] },
        { index: 1, choice_id: cocktail!.id, items: [{ breakdown_id: 1, item_id: cocktail!.items[0]!.id }] },
        { index: 2, choice_id: cocktail!.id, items: [{ breakdown_id: 2, item_id: cocktail!.items[2]!.id }] },
      ],
      pre_order_updated_at: new Date(TEST_NOW),
    });
    // No package named: the booking's first; a lone id for a group of one.
    const brunch = selectable((await groupsOf(b.joinToken)).groups);
    expect((await join(b.joinToken, { forename: 'Alan', choices: Object.fromEntries(brunch.map((g) => [g.id, g.items[0]!.id])) })).status).toBe(201);
    expect((await guests(b.bookingId))[1]).toMatchObject({ forename: 'Alan', variation_id: bottomlessBrunch });
  });

  it('refuses missing choices, an item of another group, a package not the booking’s, with the names’ errors, storing nothing', async () => {
    const b = await bookBrunchWithPackages(t);
    const groups = selectable((await groupsOf(b.joinToken)).groups);
    const [dish, drink] = groups;
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ forename: 'Grace' }, { [`choices.${dish!.id}`]: ['Please make a choice for Brunch Dish'], [`choices.${drink!.id}`]: ['Please make a choice for Bottomless Drink'] }],
      [{ forename: 'Al', choices: { [dish!.id]: [dish!.items[0]!.id] } }, { forename: ['Forename must be at least 3 characters'], [`choices.${drink!.id}`]: ['Please make a choice for Bottomless Drink'] }],
      [{ forename: 'Grace', choices: { [dish!.id]: [drink!.items[0]!.id], [drink!.id]: [drink!.items[0]!.id] } }, { [`choices.${dish!.id}`]: ['Please choose from the items offered for Brunch Dish'] }],
      [{ forename: 'Grace', choices: { ...pickChoices(groups), 999999: [1] } }, { 'choices.999999': ['That choice is not part of this package'] }],
      [{ forename: 'Grace', variation_id: festiveThreeCourses, choices: pickChoices(groups) }, { variation_id: ['That package is not part of this booking'] }],
      [{ forename: 'Grace', variation_id: 'brunch', choices: pickChoices(groups) }, { variation_id: ['That package is not part of this booking'] }],
    ];
    for (const [guest, fields] of cases) {
      const r = await join(b.joinToken, guest);
      expect(r.status, JSON.stringify(guest)).toBe(422);
      expect(r.body.errors.fields).toEqual(fields);
      expect(r.body.error).toBe(Object.values(fields).map(([m]) => m).join(', '));
    }
    const malformed = await join(b.joinToken, { forename: 'Grace', choices: { [dish!.id]: 'pancakes' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.fields).toHaveProperty('guest');
    expect(await guests(b.bookingId)).toEqual([]);
  });

  it('once the pre-order is locked shows no groups, refuses choices with 423 and still takes a guest without them', async () => {
    const b = await bookBrunchWithPackages(t);
    const groups = selectable((await groupsOf(b.joinToken)).groups);
    t.clock.set(b.lockAt);
    expect(await groupsOf(b.joinToken)).toEqual({ meta: { variation_id: null, customer: null, pre_order_locked: true }, groups: [], packages: [] });
    const refused = await join(b.joinToken, { forename: 'Grace', choices: pickChoices(groups) });
    expect(refused.status).toBe(423);
    expect(refused.body).toEqual({ error: 'The pre-order for this booking is now locked. Please contact the bar to make changes.', errors: { message: 'The pre-order for this booking is now locked. Please contact the bar to make changes.' } });
    expect(await guests(b.bookingId)).toEqual([]);
    expect((await join(b.joinToken, { forename: 'Grace' })).status).toBe(201);
    expect(await guests(b.bookingId)).toEqual([{ forename: 'Grace', variation_id: null, choices: [], pre_order_updated_at: null }]);
  });
});
