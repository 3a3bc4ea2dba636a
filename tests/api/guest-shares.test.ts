/**
 * Each guest owes their own place (issue 25): a brunch for six with three packages (2 × £35, 3 × £42, 1 × £22,
 * a £10 a head deposit); a guest on the £42 package owes £42, not the average per head; a premium ("Eggs Royale
 * (+£2.00)") chosen when joining, on the guest's page or by the lead booker raises the booking's value and the
 * chooser's share in the same save, and dropping it lowers both. The real server on PGlite, or PostgreSQL with
 * DATABASE_URL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { bookBrunch, get, payWithCard } from './payments-helpers.ts';
import type { ChoiceGroup } from './pre-orders-helpers.ts';
import { bookParty } from './pre-order-helpers.ts';

const t = useTestApp({ lookupLimit: false });
beforeEach(() => t.clock.set(TEST_NOW));

const { bottomlessBrunch, bottomlessCocktailBrunch } = demo.variations;
const BRUNCH_AND_A_COCKTAIL = 103;
/** The Woo Woo Pitcher Party: four pitchers for the booking, the Pornstar Martini one £3 more. */
const PITCHER_PARTY = 402;

/** The brunch for six: £218 of packages, £60 of deposit. */
async function threePackages() {
  const { booking } = await bookBrunch(t, {
    variations: [
      { variation_id: bottomlessBrunch, quantity: 2, choices: [] },
      { variation_id: bottomlessCocktailBrunch, quantity: 3, choices: [] },
      { variation_id: BRUNCH_AND_A_COCKTAIL, quantity: 1, choices: [] },
    ],
  });
  const [row] = await t.db.query<{ invite_code: string }>('SELECT invite_code FROM bookings WHERE id = $1', [
    booking.id,
  ]);
  return { id: booking.id as number, manageKey: booking.manage_key as string, token: row!.invite_code };
}

const money = async (id: number) =>
  (
    await t.db.query<{ value: number; deposit_balance: number; balance: number }>(
      'SELECT value, deposit_balance, balance FROM bookings WHERE id = $1',
      [id],
    )
  )[0]!;
const share = async (code: string) => {
  const page = await get(t, `rest/booking/guest/${code}`);
  expect(page.status).toBe(200);
  return page.body.data.share as {
    deposit_total: number;
    deposit_balance: number;
    balance: number;
    payable: number;
  };
};

/** The package's groups at the join link, and a full set of choices: the first item of each, or Eggs Royale for the dish. */
async function choicesFor(token: string, variation: number, eggsRoyale: boolean) {
  const view = await get(t, `rest/booking/join/${token}?variation_id=${variation}`);
  const groups = (
    view.body.data.choices as Array<
      Omit<ChoiceGroup, 'items'> & {
        items: Array<{ id: number; title: string; premium: number; selectable: boolean }>;
      }
    >
  ).map((g) => ({
    ...g,
    items: g.items.filter((i) => i.selectable),
  }));
  const choices: Record<string, number[]> = {};
  for (const group of groups) {
    const plain = group.items.filter((i) => i.premium === 0);
    const eggs = group.items.find((i) => i.title === 'Eggs Royale');
    const item = eggsRoyale && eggs ? eggs : plain[0]!;
    choices[group.id] = Array.from({ length: group.item_count }, () => item.id);
  }
  expect(
    eggsRoyale
      ? groups.some((g) => g.items.some((i) => i.title === 'Eggs Royale' && i.premium === 200))
      : true,
  ).toBe(true);
  return choices;
}

async function join(token: string, forename: string, variation: number, eggsRoyale = false) {
  const joined = await t.post(`rest/booking/join/${token}`, {
    guest: {
      forename,
      surname: 'Guest',
      email: `${forename.toLowerCase()}@example.com`,
      variation_id: variation,
      choices: await choicesFor(token, variation, eggsRoyale),
    },
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const code = joined.body.data.unique_code as string;
  const [guest] = await t.db.query<{ id: number }>('SELECT id FROM booking_guests WHERE unique_code = $1', [
    code,
  ]);
  return { code, id: guest!.id };
}

describe('a guest’s share', () => {
  it('is their own package: £42 on the £42 package and £22 on the £22 one, each with a £10 deposit', async () => {
    const b = await threePackages();
    expect(await money(b.id)).toEqual({ value: 21800, deposit_balance: 6000, balance: 15800 });
    const cocktail = await join(b.token, 'Grace', bottomlessCocktailBrunch);
    expect(await share(cocktail.code)).toMatchObject({
      deposit_total: 1000,
      deposit_balance: 1000,
      balance: 3200,
      payable: 4200,
    });
    const small = await join(b.token, 'Hedy', BRUNCH_AND_A_COCKTAIL);
    expect(await share(small.code)).toMatchObject({
      deposit_total: 1000,
      deposit_balance: 1000,
      balance: 1200,
      payable: 2200,
    });
    // Nothing chosen with a premium: the booking is worth what it was.
    expect(await money(b.id)).toEqual({ value: 21800, deposit_balance: 6000, balance: 15800 });
  });

  it('takes a premium chosen when joining: the booking is worth £2 more, and so is the share of the guest who chose it', async () => {
    const b = await threePackages();
    const grace = await join(b.token, 'Grace', bottomlessCocktailBrunch, true);
    expect(await money(b.id)).toEqual({ value: 22000, deposit_balance: 6000, balance: 16000 });
    expect(await share(grace.code)).toMatchObject({ deposit_total: 1000, balance: 3400, payable: 4400 });
  });

  it('moves with a premium chosen or dropped later, on the guest’s page or by the lead booker', async () => {
    const b = await threePackages();
    const grace = await join(b.token, 'Grace', bottomlessCocktailBrunch);
    const eggs = await choicesFor(b.token, bottomlessCocktailBrunch, true);
    const plain = await choicesFor(b.token, bottomlessCocktailBrunch, false);

    const onPage = await t.post(`rest/booking/guest/${grace.code}/pre-order`, {
      pre_order: { choices: eggs },
    });
    expect(onPage.status, JSON.stringify(onPage.body)).toBe(200);
    expect(await money(b.id)).toEqual({ value: 22000, deposit_balance: 6000, balance: 16000 });
    expect(await share(grace.code)).toMatchObject({ balance: 3400, payable: 4400 });

    const dropped = await t.post(`rest/booking/guest/${grace.code}/pre-order`, {
      pre_order: { choices: plain },
    });
    expect(dropped.status).toBe(200);
    expect(await money(b.id)).toEqual({ value: 21800, deposit_balance: 6000, balance: 15800 });
    expect(await share(grace.code)).toMatchObject({ balance: 3200, payable: 4200 });

    // The lead booker's Pre Order tab, for the same guest: her share again.
    const byLead = await t.post(`rest/my-bookings/token/${b.manageKey}/pre-order`, {
      guest: { id: grace.id, variation_id: bottomlessCocktailBrunch, choices: eggs },
    });
    expect(byLead.status, JSON.stringify(byLead.body)).toBe(200);
    expect(await money(b.id)).toEqual({ value: 22000, deposit_balance: 6000, balance: 16000 });
    expect(await share(grace.code)).toMatchObject({ balance: 3400, payable: 4400 });
    expect(byLead.body.data).toMatchObject({ value: 22000 });
  });

  it('is the lead booker’s when the lead booker adds a guest of their own: the premium is the booking’s, no one else’s', async () => {
    const b = await threePackages();
    const eggs = await choicesFor(b.token, bottomlessBrunch, true);
    const added = await t.post(`rest/my-bookings/token/${b.manageKey}/pre-order`, {
      guest: { forename: 'Ada', surname: 'Added', variation_id: bottomlessBrunch, choices: eggs },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await money(b.id)).toEqual({ value: 22000, deposit_balance: 6000, balance: 16000 });
    const [row] = await t.db.query<{ deposit_balance: number; balance: number }>(
      "SELECT deposit_balance, balance FROM booking_guests WHERE booking_id = $1 AND forename = 'Ada'",
      [b.id],
    );
    expect(row).toEqual({ deposit_balance: 0, balance: 0 });
  });

  it('refuses to drop a premium already paid for (409): nothing is stored, no money is left owed to no one', async () => {
    const b = await threePackages();
    const grace = await join(b.token, 'Grace', bottomlessCocktailBrunch, true);
    const ask = await t.post(`rest/booking/${b.id}/create-guest-deposit/${grace.id}`, {
      guest_code: grace.code,
    });
    const opened = await t.post(`rest/deposit/manage/create-request/${ask.body.data.data.token}`, {});
    await payWithCard(t, opened.body.data.gp.data);
    expect(await share(grace.code)).toMatchObject({ deposit_balance: 0, balance: 0, payable: 0 });
    const before = await money(b.id);
    const dropped = await t.post(`rest/booking/guest/${grace.code}/pre-order`, {
      pre_order: { choices: await choicesFor(b.token, bottomlessCocktailBrunch, false) },
    });
    expect(dropped.status).toBe(409);
    expect(dropped.body.error).toBe(
      'That choice is already paid for, so it cannot be swapped for a cheaper one here: please ask the bar to change it.',
    );
    expect(await money(b.id)).toEqual(before);
    const [row] = await t.db.query<{ choices: Array<{ items: Array<{ item_id: number }> }> }>(
      'SELECT choices FROM booking_guests WHERE id = $1',
      [grace.id],
    );
    const eggs = Object.values(await choicesFor(b.token, bottomlessCocktailBrunch, true)).flat();
    expect(row!.choices.flatMap((c) => c.items.map((i) => i.item_id))).toEqual(
      expect.arrayContaining([eggs[0]]),
    );
  });
});

describe('a per-booking package’s premiums', () => {
  it('are the lead booker’s: four Pornstar Martini Pitchers raise the value and balance by £12, plain ones lower them again, and once paid they cannot be dropped', async () => {
    const party = await bookParty(t, 'pitchers@example.com', '2026-11-27', [PITCHER_PARTY]);
    const [group] = (await get(t, `rest/booking/pre-order-choices?variations=${PITCHER_PARTY}`)).body
      .data as Array<{
      id: number;
      item_count: number;
      items: Array<{ id: number; title: string; premium: number }>;
    }>;
    const pick = (title?: string) => {
      const item = group!.items.find((i) => (title ? i.title === title : i.premium === 0))!;
      return Array.from({ length: group!.item_count }, () => ({
        choice_id: group!.id,
        choice_item_id: item.id,
      }));
    };
    const save = (items: unknown) =>
      t.post(`rest/my-bookings/token/${party.manage_key}/item/${PITCHER_PARTY}`, { items });
    const unitPrice = async () =>
      (
        await t.db.query<{ unit_price: number }>(
          'SELECT unit_price FROM booking_variations WHERE booking_id = $1 AND variation_id = $2',
          [party.id, PITCHER_PARTY],
        )
      )[0]!.unit_price;
    const before = await money(party.id);
    const price = await unitPrice();

    const pornstar = await save(pick('Pornstar Martini Pitcher'));
    expect(pornstar.status, JSON.stringify(pornstar.body)).toBe(200);
    expect(await money(party.id)).toEqual({
      value: before.value + 1200,
      deposit_balance: before.deposit_balance,
      balance: before.balance + 1200,
    });
    expect(await unitPrice()).toBe(price + 1200);
    expect(pornstar.body.data).toMatchObject({ value: before.value + 1200 });

    expect((await save(pick())).status).toBe(200);
    expect(await money(party.id)).toEqual(before);
    expect(await unitPrice()).toBe(price);

    // Chosen again and paid for with everything else: the lead booker cannot swap them for plain ones any more.
    expect((await save(pick('Pornstar Martini Pitcher'))).status).toBe(200);
    const [{ payment_token }] = (await t.db.query<{ payment_token: string }>(
      'SELECT payment_token FROM bookings WHERE id = $1',
      [party.id],
    )) as [{ payment_token: string }];
    const payable = (await get(t, `rest/deposit/manage?token=${payment_token}`)).body.data.payable as number;
    const opened = await t.post(`rest/deposit/manage/create-request/${payment_token}`, { amount: payable });
    await payWithCard(t, opened.body.data.gp.data);
    const paid = await money(party.id);
    expect(paid).toMatchObject({ value: before.value + 1200, deposit_balance: 0, balance: 0 });
    const dropped = await save(pick());
    expect(dropped.status).toBe(409);
    expect(dropped.body.error).toMatch(/already paid for/);
    expect(await money(party.id)).toEqual(paid);
    expect(await unitPrice()).toBe(price + 1200);
  });
});
