/**
 * Issue 25's journey, clicked through as its people would with a real SMTP server: a brunch for six on three
 * packages (2 × £35, 3 × £42, 1 × £22); four guests join by the link, each on a package with premiums; two pay at
 * the same moment, then the last guest and the lead booker reach for the last guest's share at the same moment;
 * then the lead booker cancels. Every figure on every page and e-mail adds up: each share is what its guest
 * chose, one card is charged per share, and each payer is shown and sent what goes back to them.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatPence } from '../../src/engine/money/money.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { watchedPage } from './helpers/browser.ts';
import { received, sentTo } from './helpers/mail.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, brunchWithPackages, CARDS, cardFrame, payWithCard } from './payments-helpers.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
// Five people on one booking from this one address: the limit on look-ups by a code (its own tests) is off.
const live = serverAndBrowser({ env: { LOOKUP_RATE_LIMIT: 'off', SMTP_URL: inbox.url, DEV_MAILBOX: 'false' } });

const { bottomlessBrunch, bottomlessCocktailBrunch } = demo.variations;
/** The £22 package: a brunch dish and one cocktail. */
const BRUNCH_AND_COCKTAIL = 103;
const LEAD = 'mary.money@example.com';

interface Guest {
  name: string;
  variation: number;
  /** Single choices (radio buttons) and, for the cocktail brunch's two cocktails, one press of "One more" each. */
  radios: string[];
  more?: string[];
  /** Their place: the package and their premiums, in pence. */
  share: number;
}

const GUESTS: Guest[] = [
  { name: 'Grace', variation: bottomlessCocktailBrunch, radios: ['Eggs Royale'], more: ['Zombie', 'Pornstar Martini'], share: 4200 + 200 + 200 },
  { name: 'Alan', variation: bottomlessBrunch, radios: ['Eggs Royale', 'Prosecco'], share: 3500 + 200 },
  { name: 'Hedy', variation: bottomlessCocktailBrunch, radios: ['Full English'], more: ['Espresso Martini', 'Espresso Martini'], share: 4200 + 150 + 150 },
  { name: 'Edsger', variation: BRUNCH_AND_COCKTAIL, radios: ['Eggs Royale', 'Zombie'], share: 2200 + 200 + 200 },
];
const email = (name: string) => `${name.toLowerCase()}.money@example.com`;
const money = (pence: number) => formatPence(pence);

/** The figures of one guest's card in the lead booker's list, by their label. */
async function cardOf(page: Page, name: string): Promise<Record<string, string>> {
  const card = page.locator('li.covers-guest').filter({ has: page.getByText(new RegExp(`^${name} `)) });
  const terms = await card.locator('dt').allTextContents();
  const values = await card.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i]!]));
}

/** What went wrong in the pages' scripts (a refused payment's 409 in the console is expected; a script error is not). */
const scriptErrors: string[][] = [];

async function joinByLink(token: string, guest: Guest): Promise<Page> {
  const { page, errors } = await watchedPage(live.browser);
  scriptErrors.push(errors);
  await page.goto(`${live.server.origin}/join/${token}/${guest.variation}`);
  await page.getByLabel('Forename (Required)').fill(guest.name);
  await page.getByLabel('E-Mail').fill(email(guest.name));
  for (const title of guest.radios) await page.getByRole('radio', { name: new RegExp(`^${title}`) }).check();
  for (const title of guest.more ?? []) await page.getByRole('button', { name: new RegExp(`^One more ${title}`) }).click();
  await page.getByRole('button', { name: 'Join booking' }).click();
  await page.waitForURL(/\/guest\/[A-Za-z0-9_-]{32,}\?brand=[a-z]+$/);
  await page.getByText(`You owe ${money(guest.share)}`).waitFor();
  return page;
}

describe('money you can trust, as its people meet it', () => {
  it('a brunch for six on three packages, four guests with premiums, two payments at once, the last share raced for, a cancellation', async () => {
    const { bottomlessBrunch: b35, bottomlessCocktailBrunch: b42 } = demo.variations;
    const { token, manageKey, ref } = await brunchWithPackages(
      live.server.origin,
      '2026-11-27',
      [
        { variation_id: b35, quantity: 2, choices: [] },
        { variation_id: b42, quantity: 3, choices: [] },
        { variation_id: BRUNCH_AND_COCKTAIL, quantity: 1, choices: [] },
      ],
      LEAD,
    );
    const pages = new Map<string, Page>();
    for (const guest of GUESTS) pages.set(guest.name, await joinByLink(token, guest));

    // The booking is worth its packages and every premium chosen; the lead booker's part is what remains.
    const packages = 2 * 3500 + 3 * 4200 + 2200;
    const premiums = 200 + 200 + 200 + 300 + 200 + 200;
    const value = packages + premiums;
    const guestShares = GUESTS.reduce((sum, g) => sum + g.share, 0);
    const { page: lead, errors } = await watchedPage(live.browser);
    scriptErrors.push(errors);
    await lead.goto(`${live.server.origin}/manage/${manageKey}`);
    await lead.getByRole('heading', { name: 'Guests' }).waitFor();
    for (const guest of GUESTS) expect(await cardOf(lead, guest.name), guest.name).toMatchObject({ Share: money(guest.share), Paid: '£0.00' });
    await lead.getByText(`Left for Mary Somerville to pay: ${money(value - guestShares)}`).waitFor();
    await lead.getByText(`Total balance: ${money(value)}`).waitFor();

    // Grace and Alan pay their whole shares at the same moment: each card is charged their own share, once.
    const [grace, alan, hedy, edsger] = GUESTS.map((g) => pages.get(g.name)!) as [Page, Page, Page, Page];
    await Promise.all(
      ([[grace, GUESTS[0]!], [alan, GUESTS[1]!]] as const).map(async ([page, guest]) => {
        await page.getByRole('button', { name: `Pay Balance ${money(guest.share)}` }).click();
        await cardFrame(page).getByLabel('Card number').waitFor();
      }),
    );
    await Promise.all([grace, alan].map((page) => payWithCard(page, CARDS.success)));
    await Promise.all([grace, alan].map((page) => page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 })));
    // Hedy pays only her deposit.
    await hedy.getByRole('button', { name: 'Pay Deposit £10.00' }).click();
    await payWithCard(hedy, CARDS.success);
    await hedy.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });

    // The last guest and the lead booker reach for Edsger's share at the same moment: whoever's card page opens
    // first holds it; the other is told so before any card page opens. One card is charged for it.
    await lead.getByRole('tab', { name: 'Payment' }).click();
    const paidSoFar = GUESTS[0]!.share + GUESTS[1]!.share + 1000;
    await lead.getByText(`Total balance: ${money(value - paidSoFar)}`).waitFor();
    const leadPay = lead.getByRole('button', { name: `Pay Balance ${money(value - paidSoFar)}` });
    const edsgerPay = edsger.getByRole('button', { name: `Pay Balance ${money(GUESTS[3]!.share)}` });
    await Promise.all([leadPay.waitFor(), edsgerPay.waitFor()]);
    await Promise.all([leadPay.click(), edsgerPay.click()]);
    const REFUSED = 'Someone else is paying towards this booking right now, so this amount is not owed any more.';
    const outcome = async (page: Page) =>
      (await cardFrame(page).getByLabel('Card number').count()) > 0 ? 'card page' : (await page.getByText(REFUSED).count()) > 0 ? 'refused' : 'waiting';
    await expect.poll(async () => [await outcome(lead), await outcome(edsger)].sort().join(' and '), { timeout: 15_000 }).toBe('card page and refused');
    const leadFirst = (await outcome(lead)) === 'card page';
    const [winner, loser] = leadFirst ? [lead, edsger] : [edsger, lead];
    await payWithCard(winner, CARDS.success);
    await winner.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    await loser.getByRole('button', { name: 'Try Again' }).click();
    if (leadFirst) {
      // The lead booker paid everything left, Edsger's share with it: his page, reloaded, says so.
      await edsger.getByText('Your share is paid.', { exact: true }).waitFor();
      expect(await edsger.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    } else {
      // Edsger's share is paid: the lead booker is offered the rest, without it.
      const rest = value - paidSoFar - GUESTS[3]!.share;
      await lead.getByText(`Total balance: ${money(rest)}`).waitFor();
      await lead.getByRole('button', { name: `Pay Balance ${money(rest)}` }).click();
      await payWithCard(lead, CARDS.success);
      await lead.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    }

    // Paid in full, each share once: nothing was taken twice.
    const paidBy = new Map<string, number>([
      ['Grace', GUESTS[0]!.share],
      ['Alan', GUESTS[1]!.share],
      ['Hedy', 1000],
      ['Edsger', leadFirst ? 0 : GUESTS[3]!.share],
    ]);
    const guestsPaid = [...paidBy.values()].reduce((a, b) => a + b, 0);
    paidBy.set('Mary', value - guestsPaid);
    const paid = await api(live.server.origin, 'GET', `rest/my-bookings/token/${manageKey}`);
    expect(paid.body.data).toMatchObject({ value, payments_made: value, refund_due: 0, is_paid: true });
    await lead.reload();
    await lead.getByRole('tab', { name: 'Overview' }).click();
    await lead.getByRole('heading', { name: 'Guests' }).waitFor();
    // What the lead booker paid of a guest's place is the lead booker's part now: each guest's share is what they paid.
    for (const guest of GUESTS) expect(await cardOf(lead, guest.name), guest.name).toMatchObject({ Share: money(paidBy.get(guest.name)!), Paid: money(paidBy.get(guest.name)!) });
    expect(await lead.getByText(/^Left for Mary Somerville to pay/).count()).toBe(0);

    // The lead booker cancels. The brunch keeps its £10 a head deposit, each payer's own places' worth (Hedy's and,
    // when the lead booker paid it, Edsger's, from whoever paid it); the rest goes back to whoever paid it.
    await lead.getByRole('button', { name: 'Cancel Booking' }).click();
    await lead.getByRole('dialog').getByRole('button', { name: /^(Yes|Cancel Booking|Confirm)/ }).click();
    await lead.getByText('This booking has been cancelled').first().waitFor();
    const refundOf = new Map<string, number>([
      ['Grace', GUESTS[0]!.share - 1000],
      ['Alan', GUESTS[1]!.share - 1000],
      ['Hedy', 0],
      ['Edsger', leadFirst ? 0 : GUESTS[3]!.share - 1000],
    ]);
    const keptFromLead = (leadFirst ? 3 : 2) * 1000;
    refundOf.set('Mary', paidBy.get('Mary')! - keptFromLead);
    const refunds = [...refundOf.values()].reduce((a, b) => a + b, 0);
    expect(refunds).toBe(value - 6000);
    const summary = lead.locator('dl.covers-booking-refunds');
    await summary.getByText(money(refunds)).waitFor();
    expect(await summary.innerText()).toContain(money(value));
    for (const guest of GUESTS) {
      const page = pages.get(guest.name)!;
      await page.reload();
      await page.getByText('This booking has been cancelled').first().waitFor();
      const back = refundOf.get(guest.name)!;
      if (back > 0) await page.getByText(`${money(back)} of what you paid will be refunded to your card.`).waitFor();
      else expect(await page.getByText(/will be refunded to your card/).count(), guest.name).toBe(0);
    }

    // The e-mails say the same: every guest hears of the cancellation with what goes back to them; the lead booker
    // is told what goes back to the cards; the party team hears of the money to return.
    for (const guest of GUESTS) {
      const mail = await received(inbox, email(guest.name), /booking you joined is cancelled/);
      const back = refundOf.get(guest.name)!;
      if (back > 0) expect(mail.text, guest.name).toContain(`${money(back)} will be refunded to the card you paid with.`);
      else expect(mail.text, guest.name).not.toContain('will be refunded');
    }
    const leadMail = await received(inbox, LEAD, /cancelled/);
    expect(leadMail.text).toContain(`${money(refunds)} will be refunded to the cards it was paid with.`);
    const team = inbox.messages.filter((m) => /cancel/i.test(m.subject ?? '') && m.subject!.includes(ref) && !sentTo(m, LEAD) && !GUESTS.some((g) => sentTo(m, email(g.name))));
    expect(team, 'the party team hears of the cancellation').toHaveLength(1);
    expect(team[0]!.text).toContain(`${money(refunds)} goes back to the cards it was paid with.`);
    expect(scriptErrors.flat().filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await Promise.all([lead, ...pages.values()].map((page) => page.context().close()));
  }, 180_000);
});
