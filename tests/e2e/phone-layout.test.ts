/**
 * The widget on a phone (issue 29, point 7), 375 px wide: step 2's day-part tabs stay on one row (none wraps
 * alone onto a second), step 4's callback times sit two to a row rather than twelve full-width rows, and on a
 * host page the frame shrinks with a short step (content + 80) instead of leaving blank space under it.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerStep1, NEXT_SATURDAY, next, skipPreOrder, slot, waitForStep } from './helpers/booking.ts';
import { widgetFrame } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();

/** The distinct left edges and top edges of the elements, rounded to the pixel. */
async function edges(items: Locator): Promise<{ lefts: number; tops: number; count: number }> {
  const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => [Math.round(r.left), Math.round(r.top)]));
  return { lefts: new Set(boxes.map((b) => b[0])).size, tops: new Set(boxes.map((b) => b[1])).size, count: boxes.length };
}

describe('the widget on a phone', () => {
  it('keeps the day-part tabs on one row and the callback times two to a row', async () => {
    const context = await live.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${live.server.origin}/widget?brand=revolution`);
    await page.locator('.covers-shell form').waitFor();
    await answerStep1(page, { location: 'Manchester Deansgate', date: NEXT_SATURDAY, people: 4, category: 'Tables', type: 'Table Booking' });
    await next(page);
    await waitForStep(page, '2');
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBeGreaterThan(2);
    const row = await edges(tabs);
    expect(row.tops, `${row.count} tabs`).toBe(1);
    await page.screenshot({ path: 'test-results/phone-step-2.png' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await slot(page, 'Saturday 28 November 2026, 19:00, available').click();
    await skipPreOrder(page);
    await waitForStep(page, '4');
    const callbacks = page.locator('.covers-callback');
    await callbacks.first().waitFor();
    const grid = await edges(callbacks);
    expect(grid.count).toBeGreaterThan(2);
    expect(grid.lefts).toBe(2);
    expect(grid.tops).toBe(Math.ceil(grid.count / 2));
    await page.screenshot({ path: 'test-results/phone-step-4.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('sizes the host page’s frame to a short step after a long one: its content + 80, no blank space under it', async () => {
    const context = await live.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    // Step 2 of a karaoke booking at a partner venue opens the partner's page in a tab of its own.
    await context.route('https://karaoke-partner.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }));
    const page = await context.newPage();
    await page.goto(`${live.server.origin}/demo/playhouse`);
    const iframe = page.locator('iframe');
    const frame = await widgetFrame(page);
    // What the host page gives the frame (its drawn height, min-height included) beside the widget's content.
    const drawn = () => iframe.evaluate((el) => Math.round(el.getBoundingClientRect().height));
    const content = () => frame.locator('.covers-shell').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
    const blank = async () => (await drawn()) - (await content());

    // Step 1 with its category panels is the long step.
    await answerStep1(frame, { location: 'Nottingham Bridlesmith Gate', date: NEXT_SATURDAY, people: 6, category: 'Karaoke' });
    await expect.poll(blank).toBe(80);
    const long = await drawn();
    expect(long).toBeGreaterThan(600);

    // Step 2 is a line and a link: the frame follows it down, below the 600 px reserved while loading.
    await next(frame);
    await frame.getByText('Continue to our booking partner').waitFor();
    await expect.poll(blank).toBe(80);
    expect(await drawn()).toBeLessThan(600);
    expect(await iframe.evaluate((el) => (el as HTMLIFrameElement).style.minHeight)).toBe('0px');
    await page.screenshot({ path: 'test-results/phone-short-step.png', fullPage: true });
    await context.close();
  });
});
