/**
 * The booking page's Pre-order tab from a party's manage link (account-and-guest-features §2.3, §4, §5)
 * in Chromium, with the keyboard: a pre-order guest added to a per-person package ('Forename (Required)'
 * refused empty) with their dish picked, then renamed, the per-booking package's flavours counted by + and − within
 * what it takes, each saved and read back from the server. A booking whose pre-order is locked shows the
 * notice and no add or edit; a save the server refuses as locked (423) reloads the page. axe throughout.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookParty, BURGER_AND_FRIES, SHOT_TRAY, VEGAN_FEAST } from '../api/pre-order-helpers.ts';
import { registeredCustomer } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, API_KEY, REVOLUTION } from './payments-helpers.ts';

const live = serverAndBrowser();

const party = (email: string, date?: string) => bookParty({ post: (path, body) => api(live.server.origin, 'POST', path, body as Record<string, unknown>) }, email, date);
const packagesOf = async (key: string) => (await api(live.server.origin, 'GET', `rest/my-bookings/token/${key}/packages`)).body.data;

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

async function openPreOrder(page: Page, key: string) {
  await page.goto(`${live.server.origin}/manage/${key}#pre-order`);
  await page.getByRole('heading', { level: 2, name: 'Burger & Fries' }).waitFor();
  expect(await page.getByRole('tab', { name: 'Pre-order' }).getAttribute('aria-selected')).toBe('true');
}

describe('the Pre-order tab', () => {
  it('adds a pre-order guest with their dish and counts the tray’s flavours, by the keyboard', async () => {
    const booking = await party('ada.preorder@example.com');
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    await openPreOrder(page, booking.manage_key);
    await page.getByText('0 of 5 guests added').waitFor();
    await expectNoAxeFindings(page, 'tab');

    // Add a guest to Burger & Fries: the forename is required.
    await tabTo(page, page.getByRole('button', { name: 'Add pre-order guest to Burger & Fries' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add pre-order guest' });
    await dialog.waitFor();
    const forename = dialog.getByLabel('Forename');
    expect(await forename.getAttribute('placeholder')).toBe('Forename (Required)');
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await dialog.getByText('Forename is required').waitFor();
    await expect.poll(() => focused(forename)).toBe(true);
    await expectNoAxeFindings(page, 'forename required');
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hopper');
    // The Main group: one to pick, from its radio buttons.
    await dialog.getByRole('button', { name: 'Main 0 of 1 chosen' }).waitFor();
    const firstMain = dialog.getByRole('radio').first();
    await tabTo(page, firstMain);
    await page.keyboard.press('Space');
    await dialog.getByText('1 of 1 chosen').waitFor();
    await expectNoAxeFindings(page, 'guest dialog');
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByText('Pre order has been updated!').waitFor();
    await page.getByText('1 of 5 guests added').waitFor();
    // Edited: her names as saved, her dish as chosen; the surname changed.
    await tabTo(page, page.getByRole('button', { name: 'Edit pre-order guest Grace Hopper' }));
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit pre-order guest' });
    expect(await edit.getByLabel('Forename').inputValue()).toBe('Grace');
    expect(await edit.getByRole('radio').first().isChecked()).toBe(true);
    await edit.getByLabel('Surname').fill('Murray Hopper');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit pre-order guest Grace Murray Hopper' }).waitFor();
    const burgers = (await packagesOf(booking.manage_key)).pre_order_state.per_person_options.find((o: { variation_id: number }) => o.variation_id === BURGER_AND_FRIES);
    expect(burgers.guests).toMatchObject([{ forename: 'Grace', surname: 'Murray Hopper', completed: 1, required: 1 }]);

    // The Shot Tray's two flavours, chosen in the widget: + is off at 2 of 2; one fewer of the first, one more of the second.
    await tabTo(page, page.getByRole('button', { name: 'Pick pre-order options for Shot Tray' }));
    await page.keyboard.press('Enter');
    const tray = page.getByRole('dialog', { name: 'Pick options for Shot Tray' });
    await tray.getByText('2 of 2 chosen').waitFor();
    const plus = tray.getByRole('button', { name: /^One more / });
    expect(await plus.first().isDisabled()).toBe(true);
    const before = (await packagesOf(booking.manage_key)).pre_order_state.single_booking_options[0].choices as Array<{ items: Array<{ item_id: number }> }>;
    const [first, second] = before.map((c) => c.items[0]!.item_id);
    const minus = tray.getByRole('button', { name: /^One fewer / }).and(tray.locator(':not([disabled])'));
    await tabTo(page, minus.first());
    await page.keyboard.press('Enter');
    await tray.getByText('1 of 2 chosen').waitFor();
    // The second flavour's +: the rows are in the group's item order.
    const rows = tray.getByRole('listitem');
    const secondRow = rows.filter({ hasText: await titleOf(SHOT_TRAY, second!) });
    await tabTo(page, secondRow.getByRole('button', { name: /^One more / }));
    await page.keyboard.press('Enter');
    await tray.getByText('2 of 2 chosen').waitFor();
    await expectNoAxeFindings(page, 'tray dialog');
    await tabTo(page, tray.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByText('Pre order has been updated!').waitFor();
    const after = (await packagesOf(booking.manage_key)).pre_order_state.single_booking_options[0];
    expect(after.choices.map((c: { items: Array<{ item_id: number }> }) => c.items[0]!.item_id)).toEqual([second, second]);
    expect(first).not.toBe(second);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it('at /edit-booking/{id}: the Packages tab; a guest who joined by the link has their dish changed, and a guest is added to another package', async () => {
    const email = 'nell.preorder@example.com';
    const booking = await party(email);
    const { page, errors } = await watchedPage(live.browser);
    await registeredCustomer(page, live.server.origin, email, 'a long walk by the canal');
    // The link puts its guest on the first per-person package (Burger & Fries), its group filled.
    const joinToken = await joinTokenOf(booking.manage_key);
    const link = (await api(live.server.origin, 'GET', `rest/booking/join/${joinToken}`)).body;
    expect(link.meta.variation_id).toBe(BURGER_AND_FRIES);
    const [main] = link.data.choices as Array<{ id: number; items: Array<{ id: number; selectable: boolean }> }>;
    const [firstDish, secondDish] = main!.items.filter((i) => i.selectable);
    expect((await api(live.server.origin, 'POST', `rest/booking/join/${joinToken}`, { guest: { forename: 'Hedy', surname: 'Lamarr', choices: { [main!.id]: [firstDish!.id] } } })).status).toBe(201);

    await page.goto(`${live.server.origin}/edit-booking/${booking.id}?brand=revolution#packages`);
    const packagesTab = page.getByRole('tab', { name: 'Packages' });
    await packagesTab.waitFor();
    expect(await packagesTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { level: 2, name: 'Vegan Feast' }).waitFor();
    await page.getByText('For 3 people').waitFor();
    await expectNoAxeFindings(page, 'packages');

    // Hedy's dish changed by the lead booker (the id's calls send the items as entries).
    await page.getByRole('tab', { name: 'Pre Order' }).click();
    await page.getByText('1 of 5 guests added').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Edit pre-order guest Hedy Lamarr' }));
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit pre-order guest' });
    const dishes = edit.getByRole('group', { name: 'Main' }).getByRole('radio');
    expect(await dishes.nth(0).isChecked()).toBe(true);
    await tabTo(page, dishes.nth(0));
    await page.keyboard.press('ArrowDown');
    expect(await dishes.nth(1).isChecked()).toBe(true);
    await expectNoAxeFindings(page, 'edit a joined guest');
    await tabTo(page, edit.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByText('Pre order has been updated!').waitFor();
    const burgers = (await packagesOf(booking.manage_key)).pre_order_state.per_person_options.find((o: { variation_id: number }) => o.variation_id === BURGER_AND_FRIES);
    expect(burgers.guests).toMatchObject([{ forename: 'Hedy', surname: 'Lamarr', completed: 1, required: 1, choices: [{ items: [{ item_id: secondDish!.id }] }] }]);

    // A guest added by name to the Vegan Feast, both its groups picked.
    await tabTo(page, page.getByRole('button', { name: 'Add pre-order guest to Vegan Feast' }));
    await page.keyboard.press('Enter');
    const add = page.getByRole('dialog', { name: 'Add pre-order guest' });
    await add.getByLabel('Forename').fill('Ada');
    for (const group of ['Main', 'Dessert']) {
      await tabTo(page, add.getByRole('group', { name: group }).getByRole('radio').first());
      await page.keyboard.press('Space');
    }
    await expect.poll(() => add.getByText('1 of 1 chosen').count()).toBe(2);
    await tabTo(page, add.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByText('1 of 3 guests added').waitFor();
    const feast = (await packagesOf(booking.manage_key)).pre_order_state.per_person_options.find((o: { variation_id: number }) => o.variation_id === VEGAN_FEAST);
    expect(feast.guests).toMatchObject([{ forename: 'Ada', surname: '', completed: 2, required: 2 }]);
    expect(errors).toEqual([]);
  });

  it('shows the locked notice and no add or edit once the pre-order is locked', async () => {
    // Sunday 22 November: within the 48 hours before it, so locked already.
    const booking = await party('lin.preorder@example.com', '2026-11-22');
    const { page } = await watchedPage(live.browser);
    await openPreOrder(page, booking.manage_key);
    await page.getByText('The pre-order for this booking is now locked. Please contact the bar to make changes.').waitFor();
    expect(await page.getByRole('button', { name: /Add pre-order guest|Pick pre-order options|Edit pre-order guest/ }).count()).toBe(0);
    await expectNoAxeFindings(page, 'locked');
  });

  it('reloads the page when a save is refused as locked (423)', async () => {
    const booking = await party('joan.preorder@example.com');
    const { page } = await watchedPage(live.browser);
    await openPreOrder(page, booking.manage_key);
    await page.getByRole('button', { name: 'Add pre-order guest to Burger & Fries' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add pre-order guest' });
    await dialog.getByLabel('Forename').fill('Joan');
    // Cancelled meanwhile: the pre-order is closed, the save answers 423 and the page reloads without the tab.
    const cancelled = await fetch(`${live.server.origin}/api/rest/my-bookings/token/${booking.manage_key}`, { method: 'DELETE', headers: { 'x-brand': String(REVOLUTION), 'x-api-key': API_KEY } });
    expect(cancelled.status).toBe(200);
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await reloaded;
    await page.getByText('This booking has been cancelled').first().waitFor();
    expect(await page.getByRole('tab', { name: 'Pre-order' }).count()).toBe(0);
    expect((await packagesOf(booking.manage_key)).pre_order_state.per_person_options[0].guest_added).toBe(0);
  });
});

/** The token of the booking's join link, as the lead booker's guest list gives the link. */
async function joinTokenOf(manageKey: string): Promise<string> {
  const link = (await api(live.server.origin, 'GET', `rest/my-bookings/token/${manageKey}/guests`)).body.data.join_link as string;
  return new URL(link).pathname.split('/')[2]!;
}

/** An item's title, from the menu groups call. */
async function titleOf(variationId: number, itemId: number): Promise<string> {
  const groups = (await api(live.server.origin, 'GET', `rest/booking/pre-order-choices?variations=${variationId}`)).body.data as Array<{ items: Array<{ id: number; title: string }> }>;
  return groups.flatMap((g) => g.items).find((i) => i.id === itemId)!.title;
}
