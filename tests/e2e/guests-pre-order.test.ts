/**
 * A guest's own pre-order in Chromium (account-and-guest-features §2.4, §4, §5, §8): on the join link of
 * a brunch with a package, a join without choices names the groups to fill and puts the focus on them;
 * the guest picks by the keyboard and joins, then changes a choice on their own page ('Pre order has been
 * updated!'), which a reload still shows. A brunch whose pre-order is already locked (tomorrow's, 48
 * hours' notice) shows the locked notice on both pages and no choices. Axe on every state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, brunchWithPackages } from './payments-helpers.ts';

const live = serverAndBrowser();

interface Group {
  id: number;
  name: string;
  items: Array<{ id: number; title: string; selectable: boolean }>;
}

/** A brunch for 6 at Revolution Manchester with the Bottomless Brunch package for all, made as the widget makes it. */
async function brunch(date: string, variations: Array<{ variation_id: number; quantity: number; choices: [] }> = [{ variation_id: demo.variations.bottomlessBrunch, quantity: 6, choices: [] }]): Promise<{ token: string; manageKey: string; groups: Group[] }> {
  const { token, manageKey } = await brunchWithPackages(live.server.origin, date, variations);
  const view = await api(live.server.origin, 'GET', `rest/booking/join/${token}`);
  return { token, manageKey, groups: view.body.data.choices as Group[] };
}

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

const radio = (page: Page, title: string) => page.getByRole('radio', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

describe("a guest's own pre-order", () => {
  it("a party of two packages: the guest picks theirs on the join link, keeps what they typed, and chooses from its groups", async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const { bottomlessBrunch, bottomlessCocktailBrunch } = demo.variations;
    const { token } = await brunch('2026-11-28', [
      { variation_id: bottomlessBrunch, quantity: 3, choices: [] },
      { variation_id: bottomlessCocktailBrunch, quantity: 3, choices: [] },
    ]);
    await page.goto(`${live.server.origin}/join/${token}`);
    const packages = page.getByRole('group', { name: 'Your package' });
    await packages.waitFor();
    expect(await packages.getByRole('radio', { name: 'Bottomless Brunch', exact: true }).isChecked()).toBe(true);
    await page.getByRole('group', { name: 'Bottomless Drink' }).waitFor();
    await page.getByLabel('Forename (Required)').fill('Grace');

    // By the keyboard: the checked package takes the Tab, an arrow picks the other; its groups replace the first's.
    await tabTo(page, packages.getByRole('radio', { name: 'Bottomless Brunch', exact: true }));
    await page.keyboard.press('ArrowDown');
    await page.getByRole('list', { name: 'Cocktail' }).waitFor();
    expect(await page.getByRole('group', { name: 'Bottomless Drink' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/join/${token}/${bottomlessCocktailBrunch}`);
    expect(await packages.getByRole('radio', { name: 'Bottomless Cocktail Brunch' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Forename (Required)').inputValue()).toBe('Grace');
    await expectNoAxeFindings(page, 'join form with two packages');

    // Its dish is one to pick; its two cocktails are counted, here two of the first.
    const view = await api(live.server.origin, 'GET', `rest/booking/join/${token}?variation_id=${bottomlessCocktailBrunch}`);
    const [dish, cocktail] = (view.body.data.choices as Group[]).map((g) => ({ ...g, items: g.items.filter((i) => i.selectable) }));
    await radio(page, dish!.items[0]!.title).check();
    const more = page.getByRole('button', { name: `One more ${cocktail!.items[0]!.title}` });
    await more.click();
    await more.click();
    expect(await more.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Join booking' }).click();
    await page.waitForURL(/\/guest\/[A-Za-z0-9_-]{32,}\?brand=[a-z]+$/);
    await page.getByRole('heading', { level: 2, name: 'Your choices: Bottomless Cocktail Brunch' }).waitFor();
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('a guest must choose in every group to join, chooses by the keyboard, then changes a choice on their own page', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const { token, manageKey, groups } = await brunch('2026-11-28');
    const [dish, drink] = groups.map((g) => ({ ...g, items: g.items.filter((i) => i.selectable) }));

    await page.goto(`${live.server.origin}/join/${token}`);
    await page.getByRole('heading', { level: 2, name: 'Choose your pre-order' }).waitFor();
    await expectNoAxeFindings(page, 'join form with choices');
    await page.getByLabel('Forename (Required)').fill('Grace');
    await page.getByRole('button', { name: 'Join booking' }).click();
    // Nothing chosen: each group is named, and the choices take the focus.
    await page.getByText(`Please make a choice for ${dish!.name}`).waitFor();
    await page.getByText(`Please make a choice for ${drink!.name}`).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('group');
    await expectNoAxeFindings(page, 'choices missing');

    // By the keyboard: Tab to a radio of each group, Space to pick it.
    await tabTo(page, radio(page, dish!.items[0]!.title));
    await page.keyboard.press('Space');
    await tabTo(page, radio(page, drink!.items[0]!.title));
    await page.keyboard.press('Space');
    expect(await radio(page, drink!.items[0]!.title).isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Join booking' }));
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/guest\/[A-Za-z0-9_-]{32,}\?brand=[a-z]+$/);
    await page.getByRole('heading', { level: 2, name: 'Your choices: Bottomless Brunch' }).waitFor();
    expect(await radio(page, dish!.items[0]!.title).isChecked()).toBe(true);
    await expectNoAxeFindings(page, 'guest page with choices');

    // A change, saved: the page says so, and a reload shows it. The group's checked radio takes the Tab; an arrow moves the choice.
    await tabTo(page, radio(page, dish!.items[0]!.title));
    await page.keyboard.press('ArrowDown');
    expect(await radio(page, dish!.items[1]!.title).isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Save my choices' }));
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Pre order has been updated!').waitFor();
    await expectNoAxeFindings(page, 'choices saved');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Your choices: Bottomless Brunch' }).waitFor();
    expect(await radio(page, dish!.items[1]!.title).isChecked()).toBe(true);
    expect(await radio(page, dish!.items[0]!.title).isChecked()).toBe(false);

    // Locked while the page is open (here the lead booker cancels): the next save answers 423 and the
    // page reloads (§4), now showing the choices as they were saved and nothing to change.
    expect((await api(live.server.origin, 'DELETE', `rest/my-bookings/token/${manageKey}`)).status).toBe(200);
    await radio(page, dish!.items[2]!.title).check();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await reloaded;
    await page.getByText('This booking has been cancelled').waitFor();
    expect(await page.getByRole('button', { name: 'Save my choices' }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByText(dish!.items[1]!.title).count()).toBeGreaterThan(0);
    expect(errors.filter((e) => !e.includes('423'))).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.close();
  });

  it('a locked pre-order: the join link offers no choices and says so, and the guest page shows the notice and nothing to change', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    // Tomorrow's brunch: its pre-order closed 48 hours before it.
    const { token, groups } = await brunch('2026-11-22');
    expect(groups).toEqual([]);
    await page.goto(`${live.server.origin}/join/${token}`);
    await page.getByText('The pre-order for this booking is now locked. Please contact the bar to make changes.').waitFor();
    expect(await page.getByRole('heading', { name: 'Choose your pre-order' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'join, locked');
    await page.getByLabel('Forename (Required)').fill('Grace');
    await page.getByRole('button', { name: 'Join booking' }).click();
    await page.waitForURL(/\/guest\/[A-Za-z0-9_-]{32,}\?brand=[a-z]+$/);
    await page.getByText('Your pre-order can no longer be changed. Please contact the bar if you need to make a change.').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save my choices' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'guest page, locked');
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.close();
  });
});
