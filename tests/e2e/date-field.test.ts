/**
 * The date on step 1 reads one way, dd/mm/yyyy, whatever the browser's language: in a Chromium
 * started in US English (whose own date box shows 12/04/2026 for 4 December) as in British English. Typed,
 * moved with the arrow keys, or chosen from the calendar with the keyboard; a date that cannot be
 * read is said so under the field.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from './helpers/browser.ts';
import { startServer, type RunningServer } from './helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

/** Any date text on the page other than the date field's own value (which text search skips). */
const otherDates = (page: Page) => page.getByText(/\d{1,2}\/\d{1,2}\/\d{4}/).count();

for (const lang of ['en-US', 'en-GB']) {
  describe(`in a browser started with --lang=${lang}`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, `--lang=${lang}`] });
    });
    afterAll(() => browser?.close());

    it('shows the date typed, moved and picked as dd/mm/yyyy, and nothing else', async () => {
      // The flag is the browser's language; the context's locale is what pages are told (a Chromium
      // with only its US English resources installed keeps its own date box US-style either way).
      const page = await (await browser.newContext({ locale: lang })).newPage();
      await page.goto(`${server.origin}/widget?brand=revolution`);
      await page.locator('.covers-shell form').waitFor();
      expect(await page.evaluate(() => navigator.language)).toBe(lang);
      const date = page.getByLabel('Date', { exact: true });
      expect(await date.getAttribute('placeholder')).toBe('dd/mm/yyyy');
      // The format is read out with the field (the placeholder alone goes once typing starts).
      const hint = (await date.getAttribute('aria-describedby'))!.split(' ')[0]!;
      expect(await page.locator(`[id="${hint}"]`).textContent()).toBe('dd/mm/yyyy');
      await date.click();
      await page.keyboard.type('4/12/2026');
      await page.keyboard.press('Tab');
      expect(await date.inputValue()).toBe('04/12/2026');
      await expect.poll(() => page.locator('.covers-readout').textContent()).toBe('Chosen date: Friday 4 December 2026');
      expect(await otherDates(page)).toBe(0);
      // Arrow up: the next day.
      await date.focus();
      await page.keyboard.press('ArrowUp');
      expect(await date.inputValue()).toBe('05/12/2026');
      // The calendar: opened from its button, a week on with the arrow keys, chosen with Enter.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const chosen = page.getByRole('button', { name: 'Saturday 5 December 2026' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Saturday 5 December 2026');
      expect(await chosen.getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('.covers-calendar').getByText('December 2026').count()).toBe(1);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await date.inputValue()).toBe('12/12/2026');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(await date.getAttribute('id'));
      expect(await page.locator('.covers-calendar').count()).toBe(0);
      expect(await otherDates(page)).toBe(0);
      await page.context().close();
    });
  });
}

describe('the date field', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  });
  afterAll(() => browser?.close());

  it('says when a typed date cannot be read, and the calendar offers only the dates on sale', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/widget?brand=revolution`);
    await page.locator('.covers-shell form').waitFor();
    const date = page.getByLabel('Date', { exact: true });
    await date.fill('31/02/2027');
    await date.blur();
    await page.getByText('Please type the date as dd/mm/yyyy, or choose it from the calendar').waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    expect(await date.inputValue()).toBe('31/02/2027');
    // The calendar opens on today's month (the test clock's 21 November 2026): earlier days are not offered.
    await page.getByRole('button', { name: 'Choose the date from a calendar' }).click();
    expect(await page.getByRole('button', { name: 'Friday 20 November 2026' }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Friday 20 November 2026' }).click({ force: true });
    expect(await page.locator('.covers-calendar').count()).toBe(1);
    await page.getByRole('button', { name: 'Saturday 28 November 2026' }).click();
    expect(await date.inputValue()).toBe('28/11/2026');
    expect(await date.getAttribute('aria-invalid')).toBeNull();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // Open, the calendar has the focus on the chosen day; Escape closes it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Saturday 28 November 2026');
    await page.keyboard.press('Escape');
    expect(await page.locator('.covers-calendar').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Choose the date from a calendar');
    await page.context().close();
  });
});
