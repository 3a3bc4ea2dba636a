/**
 * The menu documents (issue 16, spec §2.7, §3 "Allergen menu PDF", "Party menu response", §8) in Chromium:
 * /allergens-pdf lists a bar's allergen menus of a type as PDFs (name, dates, uploaded), chosen by location
 * and type from the keyboard, each link a real PDF; /documents shows 'Menus', the date and the bar, a card
 * per category with a link per menu type, and the spec's message when the link is wrong. Axe on each state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { printedLink } from './helpers/demo-links.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();
const MANCHESTER = demo.bars.revolutionManchester;
const FAILURE = 'There was an error loading the menus. Please check the link and try again.';

async function expectPdf(page: Page, href: string | null) {
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.status(), href!).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

describe('the allergen menu documents', () => {
  it('a location and a menu type from the keyboard, then each menu’s PDF with its dates', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/allergens-pdf?brand=revolution`);
    await page.getByRole('heading', { level: 1, name: 'Allergen menus' }).waitFor();
    await page.getByText('Please select a location').waitFor();
    expect(await seriousViolations(page), 'no location').toEqual([]);

    const location = page.getByLabel('Location', { exact: true });
    await tabTo(page, location);
    await location.selectOption({ label: 'Revolution Manchester Deansgate' });
    await page.waitForURL(`**/allergens-pdf/food/${MANCHESTER}?brand=revolution`);
    const table = page.getByRole('table', { name: 'Allergen menus to download' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.locator('th').allTextContents()).toEqual(['Brunch(PDF, opens in a new tab)', 'Food(PDF, opens in a new tab)'].map((s) => s.replace('(', ' (')));
    expect(await rows.first().locator('td').first().textContent()).toMatch(/^From \w+day \d{1,2} \w+ \d{4}$/);
    expect(await rows.first().locator('td').last().textContent()).toMatch(/^\w+day \d{1,2} \w+ \d{4}$/);
    expect(await seriousViolations(page), 'food menus').toEqual([]);
    const food = page.getByRole('link', { name: /^Food/ });
    await tabTo(page, food);
    expect(await focused(food)).toBe(true);
    await expectPdf(page, await food.getAttribute('href'));

    await page.getByLabel('Menu type', { exact: true }).selectOption({ label: 'Drink' });
    await page.waitForURL(`**/allergens-pdf/drink/${MANCHESTER}?brand=revolution`);
    await page.getByRole('link', { name: /^Drinks/ }).waitFor();
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.context().close();
  });
});

describe('the party menu documents', () => {
  it("'Menus', the date and the bar, a card per category with a PDF per menu type", async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const today = new Date().toISOString().slice(0, 10);
    // As a new user opens it: the link npm start prints.
    const printed = await printedLink(live.server, 'documents:');
    expect(new URL(printed).pathname).toBe(`/documents/${MANCHESTER}/${today}`);
    await page.goto(printed);
    await page.getByRole('heading', { level: 1, name: 'Menus' }).waitFor();
    const christmas = page.getByRole('region', { name: 'Christmas Parties' });
    await christmas.waitFor();
    expect(await page.locator('.covers-documents__subheading').textContent()).toMatch(/^\w+day \d{1,2} \w+ \d{4} at Revolution Manchester Deansgate$/);
    expect(await page.locator('.covers-documents__card h2').allTextContents()).toEqual(['Christmas Parties', 'Birthday Parties']);
    expect(await christmas.getByRole('link').allTextContents()).toEqual(['Food: Christmas Parties menu (PDF, opens in a new tab)', 'Drinks: Christmas Parties menu (PDF, opens in a new tab)']);
    expect(await seriousViolations(page)).toEqual([]);
    const food = christmas.getByRole('link', { name: /^Food/ });
    await tabTo(page, food);
    await expectPdf(page, await food.getAttribute('href'));

    // Only the categories and types in the address (on the fresh demo data, Birthday Parties is category 2 and Drinks type 2).
    await page.goto(`${live.server.origin}/documents/${MANCHESTER}/${today}/2/2?brand=revolution`);
    await page.getByRole('region', { name: 'Birthday Parties' }).waitFor();
    expect(await page.locator('.covers-documents__card h2').allTextContents()).toEqual(['Birthday Parties']);
    expect(await page.locator('.covers-documents__card a').allTextContents()).toEqual(['Drinks: Birthday Parties menu (PDF, opens in a new tab)']);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('a wrong link (a date that is none, a bar that is none) says so', async () => {
    const { page } = await watchedPage(live.browser);
    for (const path of [`/documents/${MANCHESTER}/2026-02-30`, '/documents/9999/2026-12-01', `/documents/${MANCHESTER}/2026-12-01/x/y`]) {
      await page.goto(`${live.server.origin}${path}?brand=revolution`);
      await page.getByRole('heading', { level: 1, name: 'Menus' }).waitFor();
      await page.getByRole('alert').filter({ hasText: FAILURE }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
