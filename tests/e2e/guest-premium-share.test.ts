/**
 * A guest's own share in Chromium (issue 25): on a brunch for six with three packages (2 × £35, 3 × £42, 1 × £22),
 * a guest joins on the £42 package by the link, picks "Eggs Royale (+£2.00)", is asked for £44 (their own place,
 * not the average per head) and pays exactly that on the card page; the booking is worth £2 more and the lead
 * booker's list shows her share paid. A guest whose page is still open when the lead booker pays for her is told
 * her share is paid when she presses Pay, and after a cancellation a guest who paid sees what goes back to her card.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, brunchWithPackages, CARDS, cardFrame, payWithCard } from './payments-helpers.ts';

// Several people on one booking, all from this one address: the limit on look-ups by a code (its own tests) is off.
const live = serverAndBrowser({ env: { LOOKUP_RATE_LIMIT: 'off' } });

interface Group {
  id: number;
  name: string;
  items: Array<{ id: number; title: string; selectable: boolean; premium: number }>;
}

const radio = (page: Page, title: string) => page.getByRole('radio', { name: new RegExp(`^${title}`) });

describe("a guest's own share", () => {
  it('a guest on the £42 package picks Eggs Royale (+£2.00) and pays exactly their £44 share; the lead booker’s list agrees', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const { bottomlessBrunch, bottomlessCocktailBrunch } = demo.variations;
    const { token, manageKey } = await brunchWithPackages(live.server.origin, '2026-11-27', [
      { variation_id: bottomlessBrunch, quantity: 2, choices: [] },
      { variation_id: bottomlessCocktailBrunch, quantity: 3, choices: [] },
      { variation_id: 103, quantity: 1, choices: [] },
    ]);
    await page.goto(`${live.server.origin}/join/${token}/${bottomlessCocktailBrunch}`);
    await page.getByRole('list', { name: 'Cocktail' }).waitFor();
    await page.getByLabel('Forename (Required)').fill('Grace');
    await page.getByLabel('E-Mail').fill(`grace.premium.${Date.now()}@example.com`);
    await radio(page, 'Eggs Royale').check();
    const view = await api(
      live.server.origin,
      'GET',
      `rest/booking/join/${token}?variation_id=${bottomlessCocktailBrunch}`,
    );
    const cocktail = (view.body.data.choices as Group[]).map((g) => ({
      ...g,
      items: g.items.filter((i) => i.selectable),
    }))[1]!;
    const plain = cocktail.items.find((i) => !/\(\+£/.test(i.title))!;
    const more = page.getByRole('button', { name: `One more ${plain.title}` });
    await more.click();
    await more.click();
    await page.getByRole('button', { name: 'Join booking' }).click();
    await page.waitForURL(/\/guest\/[A-Za-z0-9_-]{32,}\?brand=[a-z]+$/);

    // Her share: her own package and her premium, £42 + £2, not the £36.67 average per head.
    await page.getByText('You owe £44.00').waitFor();
    await page.getByRole('button', { name: 'Pay Balance £44.00' }).click();
    await cardFrame(page).getByLabel('Card number').waitFor();
    await payWithCard(page, CARDS.success);
    await page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    await page.reload();
    await page.getByText('Your share is paid.').waitFor();

    const booking = await api(live.server.origin, 'GET', `rest/my-bookings/token/${manageKey}`);
    expect(booking.body.data).toMatchObject({ value: 22000, payments_made: 4400 });
    const list = await api(live.server.origin, 'GET', `rest/my-bookings/token/${manageKey}/guests`);
    expect(list.body.data.guests).toMatchObject([
      { forename: 'Grace', paid: 4400, share: 4400, deposit_balance: 0, balance: 0 },
    ]);
    expect(list.body.data.lead_booker.total_balance).toBe(22000 - 4400);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('a guest pressing Pay after the lead booker paid for her is told her share is paid; after a cancellation a guest who paid sees her refund', async () => {
    const { bottomlessCocktailBrunch } = demo.variations;
    const { token, manageKey } = await brunchWithPackages(live.server.origin, '2026-11-27', [
      { variation_id: bottomlessCocktailBrunch, quantity: 6, choices: [] },
    ]);
    const view = await api(
      live.server.origin,
      'GET',
      `rest/booking/join/${token}?variation_id=${bottomlessCocktailBrunch}`,
    );
    // Plain choices: the £42 package, no premium.
    const plain = Object.fromEntries(
      (
        view.body.data.choices as Array<Group & { item_count: number; items: Array<{ premium: number }> }>
      ).map((g) => [
        g.id,
        Array.from({ length: g.item_count }, () => g.items.find((i) => i.selectable && i.premium === 0)!.id),
      ]),
    );
    const join = async (forename: string) => {
      const joined = await api(live.server.origin, 'POST', `rest/booking/join/${token}`, {
        guest: {
          forename,
          surname: 'Guest',
          email: `${forename.toLowerCase()}.${Date.now()}@example.com`,
          variation_id: bottomlessCocktailBrunch,
          choices: plain,
        },
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      const { page } = await watchedPage(live.browser);
      await page.goto(`${live.server.origin}/guest/${joined.body.data.unique_code}`);
      await page.getByRole('button', { name: 'Pay Balance £42.00' }).waitFor();
      return page;
    };
    const grace = await join('Grace');
    const ada = await join('Ada');
    await grace.getByRole('button', { name: 'Pay Balance £42.00' }).click();
    await payWithCard(grace, CARDS.success);
    await grace.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });

    // The lead booker pays everything left, Ada's share with it, while her page still offers it.
    const { page: lead } = await watchedPage(live.browser);
    await lead.goto(`${live.server.origin}/manage/${manageKey}/pay/balance`);
    await payWithCard(lead, CARDS.success);
    await lead.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    await ada.getByRole('button', { name: 'Pay Balance £42.00' }).click();
    await ada.getByText('Your share is paid: there is nothing left for you to pay.').waitFor();
    await ada.getByText('Your share is paid.', { exact: true }).waitFor();
    expect(await cardFrame(ada).locator('body').count()).toBe(0);

    expect((await api(live.server.origin, 'DELETE', `rest/my-bookings/token/${manageKey}`)).status).toBe(200);
    await grace.reload();
    await grace.getByText('This booking has been cancelled').waitFor();
    // £42 paid, her own £10 deposit kept (the brunch's rule): £32 goes back to her card.
    await grace.getByText('£32.00 of what you paid will be refunded to your card.').waitFor();
    await ada.reload();
    await ada.getByText('This booking has been cancelled').waitFor();
    expect(await ada.getByRole('heading', { name: 'Your share' }).count()).toBe(0);
    await Promise.all([grace, ada, lead].map((page) => page.context().close()));
  });
});
