/**
 * The money of a booking with guests, over random sequences (issue 25): guests joining on one of three packages
 * with or without a premium, premiums chosen and dropped on their pages, guests moved to another package or
 * removed by the lead booker, guests paying their share (some twice, some two at once), the lead booker paying
 * part of what is left, and a cancellation. After every step:
 * - the booking's value is its packages plus the premiums chosen now (and those of removed guests already paid);
 * - what the gateway took is what the booking kept plus what is due back, and every refund is a payment's;
 * - the guests never owe between them more than the booking does, and no guest pays more than their place;
 * - the guest's page, the lead booker's list and the booking's answer give the figures the database holds;
 * - a cancelled booking owes nothing, and what it kept plus what goes back is everything taken.
 * The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addDays } from '../../src/engine/time/calendar-date.ts';
import { bookWithDeposit, get, payWithCard } from './payments-helpers.ts';

const t = useTestApp({ lookupLimit: false });

const PACKAGES = [
  { variation: demo.variations.bottomlessBrunch, price: 3500, quantity: 2 },
  { variation: demo.variations.bottomlessCocktailBrunch, price: 4200, quantity: 3 },
  { variation: 103, price: 2200, quantity: 1 },
];
const BASE_VALUE = PACKAGES.reduce((sum, p) => sum + p.price * p.quantity, 0);

type Op =
  | { kind: 'join'; pkg: number; premium: boolean }
  | { kind: 'premium'; guest: number; premium: boolean }
  | { kind: 'pay'; guest: number; twice: boolean }
  | { kind: 'payAtOnce'; a: number; b: number }
  | { kind: 'lead'; fraction: number }
  | { kind: 'remove'; guest: number }
  | { kind: 'move'; guest: number; pkg: number }
  | { kind: 'cancel' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('join' as const), pkg: fc.nat(2), premium: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('premium' as const), guest: fc.nat(4), premium: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('pay' as const), guest: fc.nat(4), twice: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('payAtOnce' as const), a: fc.nat(4), b: fc.nat(4) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('lead' as const),
      fraction: fc.double({ min: 0.1, max: 1, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), guest: fc.nat(4) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('move' as const), guest: fc.nat(4), pkg: fc.nat(2) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
);

interface Guest {
  id: number;
  code: string;
  pkg: number;
  premium: boolean;
}

let n = 0;
let runs = 0;
const BRUNCH_DAYS = Array.from({ length: 120 }, (_, i) =>
  addDays('2026-11-27', 7 * Math.floor(i / 3) + (i % 3)),
).filter((d) => !d.endsWith('-12-25'));

async function scenario(ops: Op[]) {
  // A Friday, Saturday or Sunday of its own for each run (the brunch's slots never fill up), never Christmas Day.
  const date = BRUNCH_DAYS[runs % BRUNCH_DAYS.length]!;
  runs += 1;
  const { booking } = await bookWithDeposit(t, {
    date,
    variations: PACKAGES.map((p) => ({ variation_id: p.variation, quantity: p.quantity, choices: [] })),
  });
  const [row] = await t.db.query<{ invite_code: string }>('SELECT invite_code FROM bookings WHERE id = $1', [
    booking.id,
  ]);
  const guests: Guest[] = [];
  // Premiums of removed guests that had been paid for: they stay in the value (docs/decisions.md).
  let kept = 0;
  const groups = new Map<
    number,
    Array<{
      id: number;
      item_count: number;
      items: Array<{ id: number; title: string; premium: number; selectable: boolean }>;
    }>
  >();
  let cancelled = false;

  const choicesFor = async (pkg: number, premium: boolean) => {
    const variation = PACKAGES[pkg]!.variation;
    if (!groups.has(variation))
      groups.set(
        variation,
        (await get(t, `rest/booking/join/${row!.invite_code}?variation_id=${variation}`)).body.data.choices,
      );
    const choices: Record<string, number[]> = {};
    for (const group of groups.get(variation)!) {
      const items = group.items.filter((i) => i.selectable);
      const item =
        (premium && items.find((i) => i.title === 'Eggs Royale')) || items.find((i) => i.premium === 0)!;
      choices[group.id] = Array.from({ length: group.item_count }, () => item.id);
    }
    return choices;
  };
  const payShare = async (guest: Guest) => {
    const ask = await t.post(`rest/booking/${booking.id}/create-guest-deposit/${guest.id}`, {
      guest_code: guest.code,
    });
    if (ask.status !== 201) return null;
    const opened = await t.post(`rest/deposit/manage/create-request/${ask.body.data.data.token}`, {});
    return opened.status === 201 ? opened.body.data.gp.data : null;
  };

  for (const step of ops) {
    if (cancelled) break;
    if (step.kind === 'join' && guests.length < 5) {
      const joined = await t.post(`rest/booking/join/${row!.invite_code}`, {
        guest: {
          forename: 'Guest',
          surname: `Number${n}`,
          email: `guest.${n++}@example.com`,
          variation_id: PACKAGES[step.pkg]!.variation,
          choices: await choicesFor(step.pkg, step.premium),
        },
      });
      if (joined.status === 201) {
        const [g] = await t.db.query<{ id: number }>('SELECT id FROM booking_guests WHERE unique_code = $1', [
          joined.body.data.unique_code,
        ]);
        guests.push({ id: g!.id, code: joined.body.data.unique_code, pkg: step.pkg, premium: step.premium });
      }
    } else if (step.kind === 'premium' && guests[step.guest]) {
      const guest = guests[step.guest]!;
      const saved = await t.post(`rest/booking/guest/${guest.code}/pre-order`, {
        pre_order: { choices: await choicesFor(guest.pkg, step.premium) },
      });
      if (saved.status === 409) {
        // Dropping a premium already paid for is refused: the guest's place would cost less than they paid.
        expect(saved.body.error).toMatch(/already paid for/);
        const [owed] = await t.db.query<{ owed: number }>(
          'SELECT deposit_balance + balance AS owed FROM booking_guests WHERE id = $1',
          [guest.id],
        );
        expect(
          guest.premium && !step.premium && owed!.owed < 200,
          JSON.stringify({ guest, step, owed }),
        ).toBe(true);
      } else {
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        guest.premium = step.premium;
      }
    } else if (step.kind === 'pay' && guests[step.guest]) {
      const pages = [
        await payShare(guests[step.guest]!),
        step.twice ? await payShare(guests[step.guest]!) : null,
      ].filter(Boolean);
      for (const page of pages) await payWithCard(t, page);
    } else if (step.kind === 'payAtOnce' && guests[step.a] && guests[step.b]) {
      const pages = (await Promise.all([payShare(guests[step.a]!), payShare(guests[step.b]!)])).filter(
        Boolean,
      );
      await Promise.all(pages.map((page) => payWithCard(t, page)));
    } else if (step.kind === 'lead') {
      const state = await get(t, `rest/deposit/manage?token=${booking.payment_token}`);
      const amount = Math.floor((state.body.data.payable as number) * step.fraction);
      if (amount > 0) {
        const opened = await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, {
          amount,
        });
        if (opened.status === 201) await payWithCard(t, opened.body.data.gp.data);
      }
    } else if (step.kind === 'remove' && guests[step.guest]) {
      const guest = guests[step.guest]!;
      const owed = await t.db.query<{ id: number; owed: number }>(
        'SELECT id, deposit_balance + balance AS owed FROM booking_guests WHERE booking_id = $1',
        [booking.id],
      );
      const [b] = await t.db.query<{ owed: number }>(
        'SELECT deposit_balance + balance AS owed FROM bookings WHERE id = $1',
        [booking.id],
      );
      // What the booking owes beyond the guests who stay: the removed guest's premium comes off that much.
      const leadPart = b!.owed - owed.filter((g) => g.id !== guest.id).reduce((sum, g) => sum + g.owed, 0);
      const r = await t.app.server.inject({
        method: 'DELETE',
        url: `/api/rest/my-bookings/token/${booking.manage_key}/guest/${guest.id}`,
        headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY },
      });
      expect(r.statusCode, r.body).toBe(200);
      if (guest.premium) kept += 200 - Math.min(200, Math.max(0, leadPart));
      guests.splice(step.guest, 1);
    } else if (step.kind === 'move' && guests[step.guest] && guests[step.guest]!.pkg !== step.pkg) {
      const guest = guests[step.guest]!;
      const r = await t.app.server.inject({
        method: 'PUT',
        url: `/api/rest/my-bookings/token/${booking.manage_key}/guest/${guest.id}`,
        headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json' },
        payload: JSON.stringify({ variation: PACKAGES[step.pkg]!.variation }),
      });
      if (r.statusCode === 409) {
        // A place left cheaper than what was already paid for it is refused: the guest's package stays.
        expect(r.json().error, r.body).toMatch(/already paid for/);
        const [owed] = await t.db.query<{ owed: number }>(
          'SELECT deposit_balance + balance AS owed FROM booking_guests WHERE id = $1',
          [guest.id],
        );
        const cheaper = PACKAGES[guest.pkg]!.price + (guest.premium ? 200 : 0) - PACKAGES[step.pkg]!.price;
        expect(cheaper > owed!.owed, JSON.stringify({ guest, step, owed })).toBe(true);
      } else {
        expect(r.statusCode, r.body).toBe(200);
        // The new package starts with no choices: the old one's premium goes with them.
        Object.assign(guest, { pkg: step.pkg, premium: false });
      }
    } else if (step.kind === 'cancel') {
      const r = await t.app.server.inject({
        method: 'DELETE',
        url: `/api/rest/my-bookings/token/${booking.manage_key}`,
        headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY },
      });
      expect(r.statusCode, r.body).toBe(200);
      cancelled = true;
    }
    await invariants(booking, guests, kept, cancelled);
  }
}

async function invariants(
  booking: { id: number; manage_key: string },
  guests: Guest[],
  kept: number,
  cancelled: boolean,
) {
  const [b] = await t.db.query<{ value: number; deposit_balance: number; balance: number }>(
    'SELECT value, deposit_balance, balance FROM bookings WHERE id = $1',
    [booking.id],
  );
  // The value is the packages sold plus the premiums chosen now (Eggs Royale, £2, once per guest who has it).
  expect(b!.value).toBe(BASE_VALUE + guests.filter((g) => g.premium).length * 200 + kept);

  const [money] = await t.db.query<{
    taken: number;
    captured: number;
    not_owed: number;
    refunds_not_owed: number;
    refunds: number;
    orphans: number;
  }>(
    `SELECT COALESCE((SELECT SUM(amount) FROM payments WHERE booking_id = $1), 0)::int AS taken,
            COALESCE((SELECT SUM(amount) FROM payments WHERE booking_id = $1 AND status = 'captured'), 0)::int AS captured,
            COALESCE((SELECT SUM(amount) FROM payments WHERE booking_id = $1 AND status = 'refund_due'), 0)::int AS not_owed,
            COALESCE((SELECT SUM(amount) FROM refunds WHERE booking_id = $1 AND reason = 'not_owed'), 0)::int AS refunds_not_owed,
            COALESCE((SELECT SUM(amount) FROM refunds WHERE booking_id = $1), 0)::int AS refunds,
            (SELECT count(*) FROM refunds r LEFT JOIN payments p ON p.id = r.payment_id WHERE r.booking_id = $1 AND (p.id IS NULL OR r.amount > p.amount))::int AS orphans`,
    [booking.id],
  );
  // What the gateway took is what was kept plus what is due back, each refund a payment's own.
  expect(money!.taken).toBe(money!.captured + money!.not_owed);
  expect(money!.refunds_not_owed).toBe(money!.not_owed);
  expect(money!.orphans).toBe(0);

  const rows = await t.db.query<{ id: number; deposit_balance: number; balance: number; paid: number }>(
    `SELECT g.id, g.deposit_balance, g.balance,
            COALESCE((SELECT SUM(p.amount) FROM payments p JOIN payment_orders o ON o.id = p.order_id JOIN deposit_requests r ON r.id = o.deposit_request_id
                       WHERE r.guest_id = g.id AND p.status = 'captured'), 0)::int AS paid
       FROM booking_guests g WHERE g.booking_id = $1 ORDER BY g.id`,
    [booking.id],
  );
  // The guests never owe between them more than the booking does; no guest pays more than their place.
  expect(rows.reduce((sum, g) => sum + g.deposit_balance + g.balance, 0)).toBeLessThanOrEqual(
    b!.deposit_balance + b!.balance,
  );
  for (const guest of guests) {
    const r = rows.find((x) => x.id === guest.id)!;
    expect(r.paid).toBeLessThanOrEqual(PACKAGES[guest.pkg]!.price + (guest.premium ? 200 : 0));
  }

  // Every page's figures are the database's.
  const view = (await get(t, `rest/my-bookings/token/${booking.manage_key}`)).body.data;
  expect(view).toMatchObject({
    value: b!.value,
    deposit_balance: b!.deposit_balance,
    balance: b!.balance,
    total_balance: b!.deposit_balance + b!.balance,
    payments_made: money!.captured,
  });
  expect(view.refund_due + view.refunded).toBe(money!.refunds);
  const list = (await get(t, `rest/my-bookings/token/${booking.manage_key}/guests`)).body.data;
  for (const listed of list.guests as Array<{
    id: number;
    deposit_balance: number;
    balance: number;
    paid: number;
  }>) {
    const r = rows.find((x) => x.id === listed.id)!;
    expect(listed).toMatchObject({ deposit_balance: r.deposit_balance, balance: r.balance });
  }
  expect(list.lead_booker.total_balance).toBe(
    b!.deposit_balance + b!.balance - rows.reduce((sum, g) => sum + g.deposit_balance + g.balance, 0),
  );
  for (const guest of guests) {
    const share = (await get(t, `rest/booking/guest/${guest.code}`)).body.data.share;
    const r = rows.find((x) => x.id === guest.id)!;
    expect(share).toMatchObject({ deposit_balance: r.deposit_balance, balance: r.balance });
  }

  if (cancelled) {
    // A cancelled booking owes nothing, and everything taken is kept (its deposit) or goes back.
    expect(b!.deposit_balance + b!.balance).toBe(0);
    expect(rows.every((g) => g.deposit_balance + g.balance === 0)).toBe(true);
    const [kept] = await t.db.query<{ deposit: number }>(
      "SELECT COALESCE(SUM(deposit_part), 0)::int AS deposit FROM payments WHERE booking_id = $1 AND status = 'captured'",
      [booking.id],
    );
    expect(money!.captured + money!.not_owed).toBe(kept!.deposit + money!.refunds);
  }
}

describe('a booking’s money with guests, over random sequences', () => {
  it('adds up after every join, premium, payment (twice, at once), lead booker’s payment and cancellation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 10 }), async (ops) => {
        await scenario([{ kind: 'join', pkg: 1, premium: true }, ...ops]);
      }),
      {
        numRuns: 12,
        examples: [
          // Found by this test: a guest owing only their premium dropped it and was refused (the lead booker's payment
          // had been fitted over their share first).
          [
            [
              { kind: 'join', pkg: 0, premium: true },
              { kind: 'lead', fraction: 0.8597615648608008 },
              { kind: 'join', pkg: 1, premium: true },
              { kind: 'payAtOnce', a: 4, b: 3 },
              { kind: 'payAtOnce', a: 4, b: 3 },
              { kind: 'premium', guest: 2, premium: false },
              { kind: 'premium', guest: 4, premium: false },
              { kind: 'premium', guest: 3, premium: false },
            ],
          ],
          // A paid guest moved to a cheaper package (refused), then removed once the lead booker has paid the rest
          // (their paid premium stays in the value).
          [
            [
              { kind: 'pay', guest: 0, twice: false },
              { kind: 'move', guest: 0, pkg: 0 },
              { kind: 'lead', fraction: 1 },
              { kind: 'remove', guest: 0 },
              { kind: 'cancel' },
            ],
          ],
        ] as never,
      },
    );
    // A dozen scenarios of up to eleven steps each, and the examples: under a loaded CI machine this takes longer than one API call.
  }, 120_000);
});
