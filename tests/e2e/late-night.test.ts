/**
 * One instant per booking (issue 24) in Chromium, on a device whose clock is an hour out and whose time zone is
 * Los Angeles: the 01:00 slot of Saturday's late night at Manchester Deansgate reads as Sunday on its tile, on
 * the details step, on the completion screen, in the calendar file, on the booking page and in My Bookings; and the slots shown
 * for today are exactly those the server offers by its own clock.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { answerStep1, complete, completeAnswer, CUSTOMER, fillContact, next, skipPreOrder, slot, storedBooking, waitForStep } from './helpers/booking.ts';
import { appUserLinks } from './helpers/demo-links.ts';
import { E2E_NOW } from './helpers/server.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();

/** A page in Los Angeles whose clock runs `hours` ahead of the server's (behind when negative). */
async function offPage(hours: number): Promise<Page> {
  const context = await live.browser.newContext({ timezoneId: 'America/Los_Angeles' });
  await context.clock.install({ time: new Date(Date.parse(E2E_NOW) + hours * 3_600_000) });
  return context.newPage();
}

/** The session answers' offered times (too-soon ones removed by the server), as the page received them. */
function offeredTimes(page: Page): { latest: string[] | null } {
  const seen: { latest: string[] | null } = { latest: null };
  page.on('response', (response: Response) => {
    if (!response.url().endsWith('/api/rest/booking/session')) return;
    void response.json().then((body: { data?: { time_slots?: string[] } }) => {
      if (Array.isArray(body.data?.time_slots)) seen.latest = body.data.time_slots;
    }, () => undefined);
  });
  return seen;
}

describe('a late-night booking', () => {
  it('is Sunday 01:00 on every screen and in the calendar file when Saturday’s late-night 01:00 is booked', async () => {
    const page = await offPage(1);
    await page.goto(`${live.server.origin}/widget?brand=revolution`);
    await answerStep1(page, { location: 'Manchester Deansgate', date: '2026-11-28', people: 2, category: 'Tables', type: 'Table Booking' });
    await next(page);
    await page.getByRole('tab', { name: 'Late Night' }).click();
    await slot(page, 'Sunday 29 November 2026, 01:00, available').click();
    await skipPreOrder(page);
    await page.getByText('2 people at Revolution Manchester Deansgate on Sunday 29 November 2026 at 01:00').waitFor();
    // Booked by the demo app user, whose printed link opens their bookings logged in.
    await fillContact(page, { ...CUSTOMER, email: demo.customerEmail });
    const answer = completeAnswer(page);
    await complete(page, 'Book now');
    const booking = await answer;
    expect(booking.booking_date).toBe('2026-11-29 01:00');
    await waitForStep(page, '999');
    // The completion screen's code arrives on its first showing: its text once drawn.
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
    const completion = (await page.locator('main').textContent()) ?? '';
    expect(completion).toContain('Sunday 29 November 2026');
    expect(completion).not.toContain('Saturday 28 November 2026');

    const ical = await storedBooking(live.server.origin, page, booking.manage_key, 1);
    expect(ical).toContain('DTSTART;TZID=Europe/London:20261129T010000');

    await page.goto(`${live.server.origin}/manage/${booking.manage_key}`);
    await page.getByText('Sunday 29 November 2026 at 01:00').waitFor();
    expect(await page.getByText('Saturday 28 November 2026').count()).toBe(0);

    // My Bookings: among the current bookings, on Sunday.
    await page.goto((await appUserLinks(live.server, demo.customerEmail)).app);
    const current = page.getByRole('region', { name: 'Current bookings' });
    const line = current.getByRole('listitem').filter({ hasText: booking.ref_code });
    await line.waitFor();
    expect(await line.textContent()).toContain('Sunday 29 November 2026 at 01:00');
    await page.context().close();
  });

  it('shows for today exactly the times the server offers, whatever the device’s clock says', async () => {
    for (const hours of [-1, 1]) {
      const page = await offPage(hours);
      const offered = offeredTimes(page);
      await page.goto(`${live.server.origin}/widget?brand=revolution`);
      // Today, by the server's clock (Saturday 21 November, a little after noon in London).
      await answerStep1(page, { location: 'Manchester Deansgate', date: E2E_NOW.slice(0, 10), people: 2, category: 'Tables', type: 'Table Booking' });
      await next(page);
      await expect.poll(() => offered.latest !== null).toBe(true);
      const shown: string[] = [];
      for (const tab of await page.getByRole('tab').all()) {
        if (await tab.isDisabled()) continue;
        await tab.click();
        for (const name of await page.locator('.covers-slot').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
          const time = / (\d\d:\d\d), /.exec(name)?.[1];
          if (time && !shown.includes(time)) shown.push(time);
        }
      }
      // Each tab's first page: never a time the server does not offer, and the earliest it offers is there.
      const times = [...offered.latest!].map((t) => t.slice(0, 5));
      expect(shown.length, `device ${hours} h`).toBeGreaterThan(0);
      expect(shown.filter((t) => !times.includes(t)), `device ${hours} h`).toEqual([]);
      expect(shown, `device ${hours} h`).toContain(times[0]);
      await page.context().close();
    }
  });
});
