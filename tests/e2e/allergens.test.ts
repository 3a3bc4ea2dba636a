/**
 * The allergen menu (issue 16, spec §2.7, §4 "Allergen filter", §9) in Chromium: the declaration on load and
 * again from the warning button; a location, then a menu (sorted by name, cleared when the location changes);
 * milk and nuts filtered out, may-contain marked and then hidden, calories shown, a search; at 390 px a dish
 * whose milk only its ingredient holds hidden, and the address restoring the page; at 800 px the filters
 * behind a drawer handle. Keyboard and axe on each state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { printedLink } from './helpers/demo-links.ts';
import { tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

const itemNames = (page: Page) => page.locator('.covers-menu-item__name').allTextContents();

async function acceptDeclaration(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Before you order' });
  await dialog.waitFor();
  await tabTo(page, dialog.getByRole('button', { name: 'Accept' }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

describe('the allergen menu', () => {
  it('at 1400 px: declaration, location then menu, milk and nuts filtered, calories, search', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    await page.setViewportSize({ width: 1400, height: 900 });
    // Opened from the link the server prints at start.
    await page.goto(await printedLink(live.server, 'menus:'));
    await page.getByRole('dialog', { name: 'Before you order' }).waitFor();
    await expectNoAxeFindings(page, 'declaration');
    await acceptDeclaration(page);
    // Accepted on arrival, the focus lands on the page's first choice, not on nothing.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await page.getByRole('button', { name: 'Allergy information' }).click();
    await page.getByRole('dialog', { name: 'Before you order' }).waitFor();
    await acceptDeclaration(page);

    await page.getByText('Please select a location').waitFor();
    expect(await page.getByLabel('Menu', { exact: true }).isDisabled()).toBe(true);
    // Wide: the filters are beside the menu, no handle.
    expect(await page.getByRole('button', { name: 'Filters' }).count()).toBe(0);
    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Revolution Manchester Deansgate' });
    await page.getByText('Please select a menu').waitFor();
    await page.waitForFunction(() => !(document.querySelectorAll('select')[1] as HTMLSelectElement).disabled);
    const menus = await page.getByLabel('Menu', { exact: true }).locator('option').allTextContents();
    expect(menus).toEqual(['', 'Brunch', 'Drinks', 'Food', 'Party Food']);
    await page.getByLabel('Menu', { exact: true }).selectOption({ label: 'Food' });
    await page.getByRole('heading', { name: 'Halloumi Fries' }).waitFor();
    // Descriptions keep their safe markup as markup.
    expect(await page.locator('.covers-menu-item', { hasText: 'Halloumi Fries' }).locator('strong').first().textContent()).toBe('sweet chilli');
    await expectNoAxeFindings(page, 'food menu');
    // Unfiltered, every card says what it contains and may contain, as its PDF does.
    const halloumi = page.locator('.covers-menu-item', { hasText: 'Halloumi Fries' });
    expect(await halloumi.locator('.covers-menu-item__contains').textContent()).toBe('Contains: Cereals containing Gluten, Milk');
    expect(await halloumi.locator('.covers-menu-item__may-contain').textContent()).toBe('May contain: Crustaceans, Fish, Sesame');
    expect(await page.locator('.covers-menu-item', { hasText: 'Skin-On Fries' }).locator('.covers-menu-item__may-contain').textContent()).toContain('Cereals containing Gluten');
    expect(await page.locator('.covers-menu-item__contains').count()).toBe(await page.locator('.covers-menu-item').count());
    expect(await page.locator('.covers-menu-item mark').count()).toBe(0);

    const before = await itemNames(page);
    await tabTo(page, page.getByRole('checkbox', { name: 'Milk' }));
    await page.keyboard.press('Space');
    await page.getByRole('heading', { name: 'Halloumi Fries' }).waitFor({ state: 'detached' });
    const noMilk = await itemNames(page);
    expect(noMilk.length).toBeLessThan(before.length);
    expect(noMilk).not.toContain('Mac & Cheese');
    expect(noMilk).toContain('Thai Green Curry');

    await page.getByRole('checkbox', { name: 'Tree Nuts' }).check();
    const curry = page.locator('.covers-menu-item', { hasText: 'Thai Green Curry' });
    // What it may contain of the ticked allergens is highlighted.
    expect(await curry.locator('.covers-menu-item__may-contain').textContent()).toContain('Tree Nuts');
    expect(await curry.locator('.covers-menu-item__may-contain mark').allTextContents()).toEqual(['Tree Nuts']);
    expect(await curry.locator('.covers-menu-item__may-contain').getAttribute('class')).toContain('covers-notice--warning');
    await page.getByRole('checkbox', { name: 'Hide items that may contain the chosen allergens' }).check();
    await curry.waitFor({ state: 'detached' });

    await page.getByRole('checkbox', { name: 'Show calories' }).check();
    expect(await page.locator('.covers-menu-item', { hasText: 'Skin-On Fries' }).locator('.covers-menu-item__calories').textContent()).toBe('380 kcal');

    const fries = page.locator('.covers-menu-item', { hasText: 'Skin-On Fries' });
    await fries.getByRole('button', { name: 'Show Ingredients' }).click();
    await fries.getByRole('listitem').filter({ hasText: 'Potatoes' }).waitFor();

    await page.getByLabel('Search', { exact: true }).fill('SWEET');
    await page.waitForFunction(() => document.querySelectorAll('.covers-menu-item').length > 0 && [...document.querySelectorAll('.covers-menu-item')].every((li) => /sweet/i.test(li.textContent ?? '')));
    await page.getByLabel('Search', { exact: true }).fill('no such dish');
    await page.getByText('No items meet your criteria').waitFor();

    // The address holds what was chosen: a reload (or the link shared) opens the same menu, filtered the same way.
    await page.getByLabel('Search', { exact: true }).fill('fries');
    const filtered = await itemNames(page);
    await page.reload();
    await acceptDeclaration(page);
    await page.waitForFunction(() => document.querySelectorAll('.covers-menu-item').length > 0);
    expect(await itemNames(page)).toEqual(filtered);
    expect(await page.getByLabel('Menu', { exact: true }).locator('option:checked').textContent()).toBe('Food');
    expect(await page.getByRole('checkbox', { name: 'Milk' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Show calories' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('fries');
    // The PDFs to print follow the chosen menu's type.
    expect(await page.getByRole('link', { name: "This bar's allergen menus to print (PDF)" }).getAttribute('href')).toMatch(/\/allergens-pdf\/food\/\d+/);
    await page.getByLabel('Menu', { exact: true }).selectOption({ label: 'Drinks' });
    expect(await page.getByRole('link', { name: "This bar's allergen menus to print (PDF)" }).getAttribute('href')).toMatch(/\/allergens-pdf\/drink\/\d+/);

    // A new location clears the menu.
    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Revolution Leeds Call Lane' });
    await page.getByText('Please select a menu').waitFor();
    expect(await page.getByLabel('Menu', { exact: true }).inputValue()).toBe('');

    await tabTo(page, page.getByRole('button', { name: 'Allergy information' }));
    await page.keyboard.press('Enter');
    await acceptDeclaration(page);

    // The bar's menus to print: the PDF list for the bar chosen.
    await page.getByRole('link', { name: "This bar's allergen menus to print (PDF)" }).click();
    await page.getByRole('heading', { level: 1, name: 'Allergen menus' }).waitFor();
    expect(await page.getByLabel('Location').locator('option:checked').textContent()).toBe('Revolution Leeds Call Lane');
    await page.getByRole('link', { name: 'Food' }).waitFor();
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('at 390 px (a phone): a dish whose milk is in an ingredient alone is hidden, every card says what it may contain, the address restores the page', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${live.server.origin}/allergens?brand=revolution`);
    await acceptDeclaration(page);
    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Revolution Manchester Deansgate' });
    await page.waitForFunction(() => !(document.querySelectorAll('select')[1] as HTMLSelectElement).disabled);
    await page.getByLabel('Menu', { exact: true }).selectOption({ label: 'Food' });
    const churros = page.locator('.covers-menu-item', { hasText: 'Churros' });
    await churros.waitFor();
    // The Churros' own list has no Milk: it is in their caramel dip, and the card counts it.
    expect(await churros.locator('.covers-menu-item__contains').textContent()).toBe('Contains: Cereals containing Gluten, Milk');
    expect(await page.locator('.covers-menu-item', { hasText: 'Halloumi Fries' }).locator('.covers-menu-item__may-contain').textContent()).toBe('May contain: Crustaceans, Fish, Sesame');
    expect(await page.locator('.covers-menu-item', { hasText: 'Skin-On Fries' }).locator('.covers-menu-item__may-contain').textContent()).toBe('May contain: Crustaceans, Fish, Cereals containing Gluten');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeFindings(page, 'food menu at 390 px');

    // The filters are behind the handle; Milk ticked from the keyboard hides the Churros.
    const handle = page.getByRole('button', { name: 'Filters' });
    await tabTo(page, handle);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('checkbox', { name: 'Milk' }));
    await page.keyboard.press('Space');
    await churros.waitFor({ state: 'detached' });
    await expectNoAxeFindings(page, 'drawer open at 390 px');
    await handle.click();
    expect(await handle.textContent()).toBe('Filters (1 on)');
    const noMilk = await itemNames(page);
    expect(noMilk).not.toContain('Churros');
    expect(noMilk).toContain('Skin-On Fries');

    // A reload (or the link shared to a friend) opens the same menu, filtered the same way.
    await page.reload();
    await acceptDeclaration(page);
    await page.waitForFunction(() => document.querySelectorAll('.covers-menu-item').length > 0);
    expect(await itemNames(page)).toEqual(noMilk);
    expect(await page.getByRole('button', { name: 'Filters' }).textContent()).toBe('Filters (1 on)');
    expect(await page.getByLabel('Location', { exact: true }).locator('option:checked').textContent()).toBe('Revolution Manchester Deansgate');
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('at 800 px the filters are a drawer behind a handle; an empty menu says so', async () => {
    const { page } = await watchedPage(live.browser);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`${live.server.origin}/allergens?brand=playhouse`);
    await acceptDeclaration(page);
    const handle = page.getByRole('button', { name: 'Filters' });
    expect(await handle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('checkbox', { name: 'Milk' }).isVisible()).toBe(false);
    await tabTo(page, handle);
    await page.keyboard.press('Enter');
    expect(await handle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('checkbox', { name: 'Milk' }).waitFor();
    await expectNoAxeFindings(page, 'drawer open');
    // Closed, the handle says how many filters are on.
    await page.getByRole('checkbox', { name: 'Milk' }).check();
    await page.getByRole('checkbox', { name: 'Vegan' }).check();
    await handle.click();
    expect(await handle.textContent()).toBe('Filters (2 on)');
    await handle.click();
    await page.getByRole('checkbox', { name: 'Vegan' }).uncheck();
    await page.getByRole('checkbox', { name: 'Milk' }).uncheck();

    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Playhouse Nottingham Bridlesmith Gate' });
    await page.waitForFunction(() => !(document.querySelectorAll('select')[1] as HTMLSelectElement).disabled);
    await page.getByLabel('Menu', { exact: true }).selectOption({ label: 'Festive Menu' });
    await page.getByText("Sorry, we don't have any allergen information for this menu type currently. Please check again later").waitFor();
    await page.context().close();
  });
});
