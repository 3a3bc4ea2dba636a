/**
 * Re-booking a postponed booking from its link, /re-book/{manage_key} (account-and-guest-features
 * §2.3, §4), in Chromium with the keyboard alone: the seeded postponed booking, the page in its own
 * brand, Overview and Payment tabs under the welcome, 25 December refused, a free time chosen and
 * confirmed: 'You are re-booked!'. axe on every stage.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();

/** Types a date into the date field from the keyboard, day first (dd/mm/yyyy) as the field takes it. */
async function typeDate(page: Page, field: Locator, date: string) {
  const [y, m, d] = date.split('-');
  await tabTo(page, field);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(`${d}/${m}/${y}`);
  await expect.poll(() => field.inputValue()).toBe(`${d}/${m}/${y}`);
}

describe('re-booking a postponed booking', () => {
  it('offers the times of a new date, never 25 December, and re-books it with the keyboard', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    // No ?brand=: the page wears the booking's own brand, so its calls are answered.
    await page.goto(`${live.server.origin}/re-book/${demo.manageKeys.postponed}`);
    await page.getByRole('heading', { level: 1, name: 'Choose New Date' }).waitFor();
    await page.getByText('Welcome back! Choose a new date for your booking below.').waitFor();
    await page.getByText('DEM2PST2').waitFor();
    await page.getByText('This booking has been postponed. Please choose a new date.').waitFor();
    expect(await page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(await seriousViolations(page), 'overview').toEqual([]);

    // The Payment tab by the arrow keys, then back: the hash follows.
    await tabTo(page, page.getByRole('tab', { name: 'Overview' }));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page.getByRole('tab', { name: 'Payment' }))).toBe(true);
    // Playwright learns of a same-document URL change by an event of its own, which may come after the key's press
    // returns: the address is polled, not read once.
    await expect.poll(() => new URL(page.url()).hash).toBe('#payment');
    await page.getByRole('tabpanel').getByText('DEM2PST2').waitFor();
    expect(await seriousViolations(page), 'payment').toEqual([]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => new URL(page.url()).hash).toBe('#overview');

    // 25 December: refused before anything is asked.
    const date = page.getByLabel('New date', { exact: true });
    await typeDate(page, date, '2026-12-25');
    await page.keyboard.press('Enter');
    await page.getByText('We are not taking bookings on 25 December').waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    const confirm = page.getByRole('button', { name: 'Confirm new date' });
    expect(await confirm.isDisabled()).toBe(true);
    // The calendar offers every day of December but that one.
    await tabTo(page, page.getByRole('button', { name: 'Choose the date from a calendar' }));
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('group', { name: 'December 2026' });
    await calendar.waitFor();
    expect(await calendar.getByLabel('Friday 25 December 2026').getAttribute('aria-disabled')).toBe('true');
    expect(await calendar.getByLabel('Thursday 24 December 2026').getAttribute('aria-disabled')).toBeNull();
    expect(await seriousViolations(page), 'calendar').toEqual([]);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });

    // A free day: its times, one chosen, confirmed.
    await typeDate(page, date, '2026-12-16');
    await page.keyboard.press('Enter');
    const times = page.getByRole('group', { name: 'Choose a time' });
    await times.waitFor();
    expect(await page.getByText('We are not taking bookings on 25 December').count()).toBe(0);
    expect(await times.getByRole('radio').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page), 'times').toEqual([]);
    await tabTo(page, times.getByRole('radio').first());
    // The arrow keys move through the times; 19:00 is the one taken.
    for (let i = 0; i < 40 && !(await times.getByRole('radio', { name: '19:00' }).isChecked()); i++) await page.keyboard.press('ArrowRight');
    expect(await times.getByRole('radio', { name: '19:00' }).isChecked()).toBe(true);
    expect(await confirm.isEnabled()).toBe(true);
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');

    const done = page.getByRole('status').getByText('You are re-booked!');
    await done.waitFor();
    expect(await page.getByRole('button', { name: 'Confirm new date' }).count()).toBe(0);
    await page.getByText('Wednesday 16 December 2026').waitFor();
    expect(await seriousViolations(page), 're-booked').toEqual([]);

    // Re-booked for good: after a reload there is nothing left to re-book.
    await page.reload();
    await page.getByText('This booking is not postponed, so there is no new date to choose.').waitFor();
    await page.getByText('Wednesday 16 December 2026').waitFor();
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says so when the link names no booking', async () => {
    const { page } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/re-book/no-such-booking-key?brand=decuba`);
    await page.getByRole('alert').getByText('Sorry, we could not find that booking').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
