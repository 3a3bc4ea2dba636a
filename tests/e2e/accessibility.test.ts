/**
 * The widget shell for keyboard and screen-reader users: landmarks, live regions, focus on step
 * change, and axe with no serious or critical violation in any brand's look.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

/** Revolution Manchester, a week today, four people, a table: every answer of step 1. */
const PREFILLED = 'brand=revolution&bar=11&date=2026-11-28&people=4&type=1';

const live = serverAndBrowser();

describe('the widget shell', () => {
  for (const brand of ['revolution', 'decuba', 'playhouse', 'default']) {
    it(`has no serious or critical axe violation (${brand})`, async () => {
      const { page } = await watchedPage(live.browser);
      await page.goto(`${live.server.origin}/widget?brand=${brand}`);
      await page.locator('.covers-shell form').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('has no serious or critical axe violation on the second step', async () => {
    const { page } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/widget?${PREFILLED}`);
    await expect.poll(() => page.locator('.covers-shell').getAttribute('data-step')).toBe('2');
    await page.locator('.covers-shell form').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('has landmarks, a title, live regions for notices and a page language', async () => {
    const { page } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/widget?brand=revolution`);
    await page.locator('.covers-shell form').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
    expect(await page.title()).toBe('Revolution bookings');
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('main').getAttribute('aria-labelledby')).toBe('covers-title');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Book Now');
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await page.getByRole('status').count()).toBe(1);
    await page.context().close();
  });

  it('moves focus to the title when the customer changes step, and not before', async () => {
    const { page } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/widget?${PREFILLED}`);
    // Step 1 was skipped on load: nothing took the focus.
    await expect.poll(() => page.locator('.covers-shell').getAttribute('data-step')).toBe('2');
    await page.locator('.covers-shell form').waitFor();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // The back button is the first stop; it returns to the first step.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Back');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.covers-shell').getAttribute('data-step')).toBe('1');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('covers-title');
    // Through every field of the step to Next, with the keyboard only.
    await page.locator('.covers-shell form').waitFor();
    let guard = 0;
    while ((await page.evaluate(() => document.activeElement?.getAttribute('type'))) !== 'submit' && guard++ < 20) await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLButtonElement).disabled)).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.covers-shell').getAttribute('data-step')).toBe('2');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('covers-title');
    await page.context().close();
  });
});
