/**
 * A reload on a brand's own site (issue 29, point 8): the widget is a third-party frame there, and this Chromium
 * refuses such a frame storage of its own (as browsers blocking third-party cookies do). The loader keeps the
 * widget's saved booking in the brand page's storage instead, so a reload with the embed tag the demo pages show
 * (data-brand, data-people) resumes the booking where it was, and a reload with the deposit's card page open comes
 * back to "Pay Now!" for the booking held.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerStep1, NEXT_SATURDAY, next, waitForStep } from './helpers/booking.ts';
import { watchedPage, widgetFrame } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { backAtPayNow, bookToCardPage } from './payments-helpers.ts';

const live = serverAndBrowser();
/** A brand's site (a development origin the widget may be framed by), another site than the server's 127.0.0.1. */
const SITE = 'http://localhost:8080';

async function brandSite(context: BrowserContext) {
  // Answered by Playwright, so Chromium counts it as public; it may reach Covers on this machine as a real brand site reaches Covers' public address.
  await context.grantPermissions(['local-network-access'], { origin: SITE });
  await context.route(`${SITE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en-GB"><head><title>Revolution</title></head><body><h1>Revolution</h1><script src="${live.server.origin}/embed.js" data-brand="revolution" data-people="6"></script></body></html>`,
    }),
  );
}

describe('a reload on a brand’s site, the widget a third-party frame without storage of its own', () => {
  it('resumes the booking at its step, and with the card page open comes back to "Pay Now!"', async () => {
    const { page, context, errors } = await watchedPage(live.browser);
    await brandSite(context);
    await page.goto(`${SITE}/`);
    let frame = await widgetFrame(page);
    // The browser refuses the frame its own storage: what a customer blocking third-party cookies has.
    expect(await frame.evaluate(() => {
      try {
        return typeof window.localStorage.length === 'number';
      } catch {
        return false;
      }
    })).toBe(false);
    await answerStep1(frame, { location: 'Manchester Deansgate', date: NEXT_SATURDAY, people: 6, category: 'Brunch' });
    await next(frame);
    const kept = await page.evaluate(() => localStorage.getItem('covers:1:session'));
    expect(kept).toMatch(/\S/);

    await page.reload();
    frame = await widgetFrame(page);
    await waitForStep(frame, '2');
    expect(await page.evaluate(() => localStorage.getItem('covers:1:session'))).toBe(kept);

    await bookToCardPage(frame, 'reload.brand.site@example.com');

    await page.reload();
    await backAtPayNow(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
