/**
 * The booking page's Packages and Pre Order tabs (spec §2.3, §3, §4, §7.2, §7.3): the packages and the
 * pre-order state of a booking, by the logged-in customer's booking id and by the manage link; the menu
 * groups of packages. A key or id reaches only its own booking; bad input is a 4xx that changes nothing.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { accountClient, expectError, registerAccount, type AccountClient } from './accounts-helpers.ts';
import { get } from './payments-helpers.ts';
import { linkChoices } from './pre-orders-helpers.ts';
import { bookParty, BURGER_AND_FRIES, SHOT_TRAY, VEGAN_FEAST, type Party } from './pre-order-helpers.ts';

const t = useTestApp({ lookupLimit: false });
let mary: AccountClient;
let party: Party;
const MARY = 'mary.preorders@example.com';

beforeAll(async () => {
  mary = accountClient(t);
  await registerAccount(t, mary, MARY);
  party = await bookParty(t, MARY);
});
beforeEach(() => t.clock.set(TEST_NOW));


describe('GET rest/booking/pre-order-choices', () => {
  it('gives the menu groups of the packages named, each with its package and items (plu, premium, diet)', async () => {
    const r = await get(t, `rest/booking/pre-order-choices?variations=${SHOT_TRAY},${VEGAN_FEAST}`);
    expect(r.status).toBe(200);
    const groups = r.body.data as Array<{ variation_id: number; id: number; name: string; item_count: number; items: Array<Record<string, unknown>> }>;
    expect(groups.map((g) => [g.variation_id, g.id, g.name, g.item_count])).toEqual([
      [SHOT_TRAY, SHOT_TRAY * 10 + 1, 'Flavour', 2],
      [VEGAN_FEAST, VEGAN_FEAST * 10 + 1, 'Main', 1],
      [VEGAN_FEAST, VEGAN_FEAST * 10 + 2, 'Dessert', 1],
    ]);
    expect(groups[1]!.items[0]).toEqual({ id: expect.any(Number), title: expect.any(String), plu: expect.stringMatching(/^\d+$/), premium: expect.any(Number), selectable: true, vegan: true, vegetarian: expect.any(Boolean), contains_gluten: expect.any(Boolean) });
    // Repeated, the same.
    const repeated = await get(t, `rest/booking/pre-order-choices?variations=${SHOT_TRAY}&variations=${VEGAN_FEAST}`);
    expect(repeated.body).toEqual(r.body);
  });

  it('refuses a list that is not of package ids, and answers 404 for a package that does not exist', async () => {
    expect((await get(t, 'rest/booking/pre-order-choices')).status).toBe(400);
    for (const bad of ['', 'abc', '0', '101,x', '1.5', Array.from({ length: 51 }, (_, i) => 101 + i).join(',')]) {
      const r = await get(t, `rest/booking/pre-order-choices?variations=${bad}`);
      expect(r.status, bad).toBe(422);
      expect(r.body.errors.fields.variations).toHaveLength(1);
    }
    const unknown = await get(t, 'rest/booking/pre-order-choices?variations=101,999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Package not found.');
  });
});

describe('GET the packages of a booking', () => {
  it('by the manage link: every package, the per-person ones with nobody assigned yet, the per-booking one as chosen in the widget', async () => {
    const r = await get(t, `rest/my-bookings/token/${party.manage_key}/packages`);
    expect(r.status).toBe(200);
    const data = r.body.data;
    expect(data.pre_order_locked).toBe(false);
    expect(data.packages.map((p: Record<string, unknown>) => [p.variation_id, p.title, p.quantity, p.per_person, p.total])).toEqual([
      [SHOT_TRAY, 'Shot Tray', 1, false, 5000],
      [BURGER_AND_FRIES, 'Burger & Fries', 5, true, 7500],
      [VEGAN_FEAST, 'Vegan Feast', 3, true, 4200],
    ]);
    expect(data.pre_order_state.single_booking_options).toEqual([
      { variation_id: SHOT_TRAY, name: 'Shot Tray', quantity: 1, choices: expect.any(Array), completed: 2, required: 2 },
    ]);
    expect(data.pre_order_state.per_person_options.map((o: Record<string, unknown>) => [o.variation_id, o.guest_required, o.guest_added, o.customer_pre_order_required, o.guests])).toEqual([
      [BURGER_AND_FRIES, 5, 0, true, []],
      [VEGAN_FEAST, 3, 0, true, []],
    ]);
  });

  it('by id for the customer whose booking it is; another customer, nobody logged in and a bad id are refused', async () => {
    const mine = await mary.api('GET', `rest/my-bookings/${party.id}/packages`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual((await get(t, `rest/my-bookings/token/${party.manage_key}/packages`)).body);

    const bob = accountClient(t);
    await registerAccount(t, bob, 'bob.preorders@example.com');
    expectError(await bob.api('GET', `rest/my-bookings/${party.id}/packages`), 404, 'Booking not found.');
    expect((await accountClient(t).api('GET', `rest/my-bookings/${party.id}/packages`)).status).toBe(401);
    expectError(await mary.api('GET', 'rest/my-bookings/0/packages'), 404);
    expectError(await mary.api('GET', 'rest/my-bookings/abc/packages'), 404);
  });

  it("answers the same 404 for an unknown key, one of the wrong form and another brand's booking", async () => {
    for (const [path, brand] of [[`rest/my-bookings/token/${'A'.repeat(32)}/packages`, 1], ['rest/my-bookings/token/not%20a%20key/packages', 1], [`rest/my-bookings/token/${party.manage_key}/packages`, demo.brands.decuba]] as const) {
      const r = await get(t, path, { brand });
      expect(r.status, path).toBe(404);
      expect(r.body.error).toBe('Booking not found.');
    }
  });

  it('says the pre-order is locked once the booking has begun', async () => {
    t.clock.set('2026-11-27T23:00:00Z');
    expect((await get(t, `rest/my-bookings/token/${party.manage_key}/packages`)).body.data.pre_order_locked).toBe(true);
  });
});



/** The selectable items of each group of a package, by group id. */
async function menuOf(variationId: number): Promise<Record<string, Array<{ id: number; plu: string }>>> {
  const r = await get(t, `rest/booking/pre-order-choices?variations=${variationId}`);
  return Object.fromEntries((r.body.data as Array<{ id: number; items: Array<{ id: number; plu: string; selectable: boolean }> }>).map((g) => [String(g.id), g.items.filter((i) => i.selectable)]));
}

const guestsOf = (bookingId: number) =>
  t.db.query<Record<string, unknown>>('SELECT id, forename, surname, email, unique_code, variation_id, choices FROM booking_guests WHERE booking_id = $1 ORDER BY id', [bookingId]);
const trayOf = async (bookingId: number) => (await t.db.query<{ choices: unknown }>('SELECT choices FROM booking_variations WHERE booking_id = $1 AND variation_id = $2', [bookingId, SHOT_TRAY]))[0]!.choices;
const saveGuest = (key: string, guest: Record<string, unknown>) => t.post(`rest/my-bookings/token/${key}/pre-order`, { guest });
const saveItems = (key: string, variation: number | string, items: unknown) => t.post(`rest/my-bookings/token/${key}/item/${variation}`, { items });

const MAIN = String(VEGAN_FEAST * 10 + 1);
const DESSERT = String(VEGAN_FEAST * 10 + 2);
const FLAVOUR = String(SHOT_TRAY * 10 + 1);

describe('POST rest/my-bookings/token/{token}/pre-order', () => {
  it('adds a pre-order guest by name to a per-person package with their choices, and answers the booking', async () => {
    const booking = await bookParty(t, 'ann.preorders@example.com');
    const menu = await menuOf(VEGAN_FEAST);
    const r = await saveGuest(booking.manage_key, { forename: ' Grace ', surname: '', variation_id: VEGAN_FEAST, choices: { [MAIN]: [menu[MAIN]![1]!.id], [DESSERT]: menu[DESSERT]![0]!.id } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ id: booking.id, manage_key: booking.manage_key });
    const [guest] = await guestsOf(booking.id);
    expect(guest).toMatchObject({ forename: 'Grace', surname: '', email: '', unique_code: null, variation_id: VEGAN_FEAST });
    expect(guest!.choices).toEqual([
      { index: 0, choice_id: Number(MAIN), items: [{ breakdown_id: 1, item_id: menu[MAIN]![1]!.id }] },
      { index: 1, choice_id: Number(DESSERT), items: [{ breakdown_id: 1, item_id: menu[DESSERT]![0]!.id }] },
    ]);
    const feast = (await get(t, `rest/my-bookings/token/${booking.manage_key}/packages`)).body.data.pre_order_state.per_person_options[1];
    expect(feast).toMatchObject({ variation_id: VEGAN_FEAST, guest_required: 3, guest_added: 1, guests: [{ id: guest!.id, forename: 'Grace', completed: 2, required: 2 }] });

    // Edited: a part of the choices, the name kept when none is sent.
    const edited = await saveGuest(booking.manage_key, { id: guest!.id, variation_id: VEGAN_FEAST, choices: { [MAIN]: [menu[MAIN]![0]!.id] } });
    expect(edited.status).toBe(200);
    expect(await guestsOf(booking.id)).toMatchObject([{ forename: 'Grace', choices: [{ index: 0, items: [{ item_id: menu[MAIN]![0]!.id }] }] }]);
  });

  it('moves a guest who joined by the link to another package; another booking’s guest is not found', async () => {
    const booking = await bookParty(t, 'bea.preorders@example.com');
    const other = await bookParty(t, 'cat.preorders@example.com');
    const [invite] = await t.db.query<{ invite_code: string }>('SELECT invite_code FROM bookings WHERE id = $1', [other.id]);
    // The link puts the guest on the booking's first per-person package, its groups filled (spec §5).
    expect((await get(t, `rest/booking/join/${invite!.invite_code}`)).body.meta.variation_id).toBe(BURGER_AND_FRIES);
    const choices = await linkChoices(t, invite!.invite_code);
    expect((await t.post(`rest/booking/join/${invite!.invite_code}`, { guest: { forename: 'Hedy', surname: 'Lamarr', choices } })).status).toBe(201);
    const [hedy] = await guestsOf(other.id);
    expect(hedy).toMatchObject({ variation_id: BURGER_AND_FRIES });

    const wrong = await saveGuest(booking.manage_key, { id: hedy!.id, variation_id: VEGAN_FEAST });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toBe('Guest not found');
    expect((await guestsOf(other.id))[0]!.variation_id).toBe(BURGER_AND_FRIES);

    expect((await saveGuest(other.manage_key, { id: hedy!.id, variation_id: VEGAN_FEAST })).status).toBe(200);
    expect((await guestsOf(other.id))[0]).toMatchObject({ forename: 'Hedy', variation_id: VEGAN_FEAST, choices: [] });
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const booking = await bookParty(t, 'dot.preorders@example.com');
    const menu = await menuOf(VEGAN_FEAST);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ variation_id: VEGAN_FEAST }, 'forename'],
      [{ forename: '   ', variation_id: VEGAN_FEAST }, 'forename'],
      [{ forename: 'x'.repeat(101), variation_id: VEGAN_FEAST }, 'forename'],
      [{ forename: 'Ada', surname: 'y'.repeat(101), variation_id: VEGAN_FEAST }, 'surname'],
      [{ forename: 'Ada', variation_id: 'abc' }, 'variation_id'],
      [{ forename: 'Ada', variation_id: 101 }, 'variation_id'],
      [{ forename: 'Ada', variation_id: SHOT_TRAY }, 'variation_id'],
      [{ forename: 'Ada', variation_id: VEGAN_FEAST, choices: { [FLAVOUR]: [1] } }, `choices.${FLAVOUR}`],
      [{ forename: 'Ada', variation_id: VEGAN_FEAST, choices: { [MAIN]: [menu[DESSERT]![0]!.id] } }, `choices.${MAIN}`],
      [{ forename: 'Ada', variation_id: VEGAN_FEAST, choices: { [MAIN]: [menu[MAIN]![0]!.id, menu[MAIN]![1]!.id] } }, `choices.${MAIN}`],
      [{ id: 'me', forename: 'Ada', variation_id: VEGAN_FEAST }, 'guest_id'],
    ];
    for (const [guest, field] of cases) {
      const r = await saveGuest(booking.manage_key, guest);
      expect(r.status, JSON.stringify(guest)).toBe(422);
      expect(Object.keys(r.body.errors.fields), JSON.stringify(guest)).toEqual([field]);
    }
    for (const body of [{}, { guest: 'Ada' }, { guest: { forename: 'Ada' } }, { guest: { forename: 7, variation_id: VEGAN_FEAST } }]) {
      expect((await t.post(`rest/my-bookings/token/${booking.manage_key}/pre-order`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await guestsOf(booking.id)).toEqual([]);
  });

  it('takes no more guests on a package than it is for, also when they are added at once', async () => {
    const booking = await bookParty(t, 'eve.preorders@example.com');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => saveGuest(booking.manage_key, { forename: `Guest ${i}`, variation_id: VEGAN_FEAST })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
    expect(answers.find((a) => a.status === 422)!.body.errors.fields.variation_id).toEqual(['Everyone this package is for already has a place on it']);
    expect((await guestsOf(booking.id)).length).toBe(3);
  });

  it("answers 404 for an unknown key and another brand's booking, changing nothing", async () => {
    const booking = await bookParty(t, 'fay.preorders@example.com');
    expect((await saveGuest('A'.repeat(32), { forename: 'Ada', variation_id: VEGAN_FEAST })).status).toBe(404);
    expect((await t.post(`rest/my-bookings/token/${booking.manage_key}/pre-order`, { guest: { forename: 'Ada', variation_id: VEGAN_FEAST } }, { brand: demo.brands.decuba })).status).toBe(404);
    expect(await guestsOf(booking.id)).toEqual([]);
  });
});

describe('POST rest/my-bookings/token/{token}/item/{variation_id}', () => {
  it('replaces the choices of a per-booking package by the entries sent (a plu, when sent, its item’s)', async () => {
    const booking = await bookParty(t, 'gil.preorders@example.com');
    const flavours = (await menuOf(SHOT_TRAY))[FLAVOUR]!;
    const entry = (i: number, plu = true) => ({ choice_id: Number(FLAVOUR), choice_item_id: flavours[i]!.id, ...(plu ? { plu: flavours[i]!.plu } : {}) });
    const r = await saveItems(booking.manage_key, SHOT_TRAY, [entry(2), entry(2, false)]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await trayOf(booking.id)).toEqual([
      { index: 0, choice_id: Number(FLAVOUR), items: [{ breakdown_id: 1, item_id: flavours[2]!.id }] },
      { index: 1, choice_id: Number(FLAVOUR), items: [{ breakdown_id: 2, item_id: flavours[2]!.id }] },
    ]);
    expect((await get(t, `rest/my-bookings/token/${booking.manage_key}/packages`)).body.data.pre_order_state.single_booking_options[0]).toMatchObject({ completed: 2, required: 2 });
    // Fewer than it takes: kept as they are, counted.
    expect((await saveItems(booking.manage_key, SHOT_TRAY, [entry(0)])).status).toBe(200);
    expect((await get(t, `rest/my-bookings/token/${booking.manage_key}/packages`)).body.data.pre_order_state.single_booking_options[0]).toMatchObject({ completed: 1, required: 2 });
  });

  it('refuses bad entries, a per-person package and one not on the booking, storing nothing', async () => {
    const booking = await bookParty(t, 'hal.preorders@example.com');
    const before = await trayOf(booking.id);
    const flavours = (await menuOf(SHOT_TRAY))[FLAVOUR]!;
    const cases: Array<[number | string, unknown, string]> = [
      [SHOT_TRAY, [{ choice_id: Number(FLAVOUR), choice_item_id: flavours[0]!.id, plu: 'nope' }], 'pre_order'],
      [SHOT_TRAY, [{ choice_id: 'x', choice_item_id: flavours[0]!.id }], 'pre_order'],
      [SHOT_TRAY, [{ choice_id: Number(FLAVOUR), choice_item_id: flavours[0]!.id }, { choice_id: Number(FLAVOUR), choice_item_id: flavours[1]!.id }, { choice_id: Number(FLAVOUR), choice_item_id: flavours[1]!.id }], `choices.${FLAVOUR}`],
      [SHOT_TRAY, [{ choice_id: Number(MAIN), choice_item_id: flavours[0]!.id }], `choices.${MAIN}`],
      [VEGAN_FEAST, [], 'variation_id'],
      [101, [], 'variation_id'],
      ['abc', [], 'variation_id'],
    ];
    for (const [variation, items, field] of cases) {
      const r = await saveItems(booking.manage_key, variation, items);
      expect(r.status, JSON.stringify([variation, items])).toBe(422);
      expect(Object.keys(r.body.errors.fields)).toEqual([field]);
    }
    expect((await t.post(`rest/my-bookings/token/${booking.manage_key}/item/${SHOT_TRAY}`, {})).status).toBe(400);
    expect((await saveItems('A'.repeat(32), SHOT_TRAY, [])).status).toBe(404);
    expect(await trayOf(booking.id)).toEqual(before);
  });
});

describe('the pre-order saves by booking id', () => {
  it('let the customer whose booking it is save a guest and a package’s items; another customer and nobody are refused', async () => {
    const menu = await menuOf(VEGAN_FEAST);
    const saved = await mary.api('POST', `rest/booking/${party.id}/pre-order`, {
      forename: 'Ida', variation_id: VEGAN_FEAST,
      pre_order: [{ choice_id: Number(MAIN), choice_item_id: menu[MAIN]![0]!.id, plu: menu[MAIN]![0]!.plu }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.id).toBe(party.id);
    const [ida] = await guestsOf(party.id);
    expect(ida).toMatchObject({ forename: 'Ida', variation_id: VEGAN_FEAST, choices: [{ index: 0, choice_id: Number(MAIN), items: [{ item_id: menu[MAIN]![0]!.id }] }] });
    const edited = await mary.api('POST', `rest/booking/${party.id}/pre-order`, { guest_id: ida!.id, surname: 'Pfeiffer', variation_id: VEGAN_FEAST, pre_order: [] });
    expect(edited.status).toBe(200);
    expect((await guestsOf(party.id))[0]).toMatchObject({ forename: 'Ida', surname: 'Pfeiffer', choices: [] });

    const flavours = (await menuOf(SHOT_TRAY))[FLAVOUR]!;
    const items = [{ choice_id: Number(FLAVOUR), choice_item_id: flavours[1]!.id }];
    expect((await mary.api('POST', `rest/my-bookings/${party.id}/item/${SHOT_TRAY}`, { items })).status).toBe(200);
    expect(await trayOf(party.id)).toEqual([{ index: 0, choice_id: Number(FLAVOUR), items: [{ breakdown_id: 1, item_id: flavours[1]!.id }] }]);

    const bob = accountClient(t);
    await registerAccount(t, bob, 'bob2.preorders@example.com');
    expectError(await bob.api('POST', `rest/booking/${party.id}/pre-order`, { forename: 'Bob', variation_id: VEGAN_FEAST }), 404, 'Booking not found.');
    expectError(await bob.api('POST', `rest/my-bookings/${party.id}/item/${SHOT_TRAY}`, { items: [] }), 404, 'Booking not found.');
    expect((await accountClient(t).api('POST', `rest/booking/${party.id}/pre-order`, { forename: 'Nobody', variation_id: VEGAN_FEAST })).status).toBe(401);
    expectError(await mary.api('POST', `rest/booking/${party.id}/pre-order`, { forename: 'Ada', variation_id: VEGAN_FEAST, pre_order: 'all' }), 400);
    expectError(await mary.api('POST', `rest/booking/${party.id}/pre-order`, { forename: 'Ada', variation_id: VEGAN_FEAST, pre_order: [{ choice_id: 0, choice_item_id: 1 }] }), 422);
    expect((await guestsOf(party.id)).length).toBe(1);
    // Another booking's guest by this booking's id.
    const other = await bookParty(t, 'ivy.preorders@example.com');
    expect((await saveGuest(other.manage_key, { forename: 'Jo', variation_id: VEGAN_FEAST })).status).toBe(200);
    const [jo] = await guestsOf(other.id);
    expectError(await mary.api('POST', `rest/booking/${party.id}/pre-order`, { guest_id: jo!.id, variation_id: VEGAN_FEAST }), 404, 'Guest not found');
    expect((await guestsOf(other.id))[0]).toMatchObject({ forename: 'Jo', variation_id: VEGAN_FEAST });
  });
});

describe('a co-host', () => {
  it('manages the pre-order by the booking id as the lead booker does; a guest who is not one is refused', async () => {
    const booking = await bookParty(t, 'lena.preorders@example.com');
    const [invite] = await t.db.query<{ invite_code: string }>('SELECT invite_code FROM bookings WHERE id = $1', [booking.id]);
    for (const email of ['cohost.preorders@example.com', 'plain.preorders@example.com']) {
      expect((await t.post(`rest/booking/join/${invite!.invite_code}`, { guest: { forename: 'Guest', email, choices: await linkChoices(t, invite!.invite_code) } })).status).toBe(201);
    }
    // A guest on no package (one who joined once the pre-order was locked, say) is offered to be put on one.
    await t.db.query("UPDATE booking_guests SET variation_id = NULL, choices = '[]' WHERE booking_id = $1 AND email = 'plain.preorders@example.com'", [booking.id]);
    expect((await get(t, `rest/my-bookings/token/${booking.manage_key}/packages`)).body.data.pre_order_state.unassigned_guests).toEqual([{ id: expect.any(Number), forename: 'Guest', surname: '' }]);
    await t.db.query("UPDATE booking_guests SET admin = true WHERE booking_id = $1 AND email = 'cohost.preorders@example.com'", [booking.id]);
    const cohost = accountClient(t);
    await registerAccount(t, cohost, 'cohost.preorders@example.com');
    const plain = accountClient(t);
    await registerAccount(t, plain, 'plain.preorders@example.com');

    expect((await cohost.api('GET', `rest/my-bookings/${booking.id}/packages`)).status).toBe(200);
    const saved = await cohost.api('POST', `rest/booking/${booking.id}/pre-order`, { forename: 'Max', variation_id: VEGAN_FEAST, pre_order: [] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await guestsOf(booking.id)).map((g) => g.forename)).toEqual(['Guest', 'Guest', 'Max']);

    expectError(await plain.api('GET', `rest/my-bookings/${booking.id}/packages`), 403);
    expectError(await plain.api('POST', `rest/booking/${booking.id}/pre-order`, { forename: 'Sly', variation_id: VEGAN_FEAST }), 403);
    expectError(await plain.api('POST', `rest/my-bookings/${booking.id}/item/${SHOT_TRAY}`, { items: [] }), 403);
    expect((await guestsOf(booking.id)).length).toBe(3);
  });
});

describe('once the pre-order is locked', () => {
  it('answers 423 to every save, by key and by id, and stores nothing', async () => {
    const booking = await bookParty(t, 'kim.preorders@example.com');
    const flavours = (await menuOf(SHOT_TRAY))[FLAVOUR]!;
    const before = await trayOf(booking.id);
    // Within the 48 hours before the party (Friday evening), before it begins.
    t.clock.set('2026-11-26T12:00:00Z');
    const answers = [
      await saveGuest(booking.manage_key, { forename: 'Lou', variation_id: VEGAN_FEAST }),
      await saveItems(booking.manage_key, SHOT_TRAY, [{ choice_id: Number(FLAVOUR), choice_item_id: flavours[0]!.id }]),
      await mary.api('POST', `rest/booking/${party.id}/pre-order`, { forename: 'Lou', variation_id: VEGAN_FEAST }),
      await mary.api('POST', `rest/my-bookings/${party.id}/item/${SHOT_TRAY}`, { items: [] }),
    ];
    for (const r of answers) {
      expect(r.status, JSON.stringify(r.body)).toBe(423);
      expect(r.body.error).toBe('The pre-order for this booking is now locked. Please contact the bar to make changes.');
    }
    expect(await guestsOf(booking.id)).toEqual([]);
    expect(await trayOf(booking.id)).toEqual(before);
    expect((await get(t, `rest/my-bookings/token/${booking.manage_key}/packages`)).body.data.pre_order_locked).toBe(true);
  });
});
