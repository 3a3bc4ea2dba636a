/**
 * A reload keeps the booking on a brand's page (issue 29, point 8; spec §2: a saved booking session resumes), also
 * where the host page pre-fills answers (the embed tag's data-people): the same page asking the same resumes the
 * booking where it was; a page asking for another party starts a booking of its own.
 */
import { describe, expect, it } from 'vitest';
import { answerStep1, NEXT_SATURDAY, next, waitForStep } from './helpers/booking.ts';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();

describe('a reload on a page that pre-fills the party', () => {
  it('resumes the booking at its step; another party asked for starts afresh', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/widget?brand=revolution&people=4`);
    await page.locator('.covers-shell form').waitFor();
    await answerStep1(page, { location: 'Manchester Deansgate', date: NEXT_SATURDAY, people: 4, category: 'Tables', type: 'Table Booking' });
    await next(page);
    await waitForStep(page, '2');
    const saved = await page.evaluate(() => localStorage.getItem('covers:1:session'));
    expect(saved).toBeTruthy();

    await page.reload();
    await waitForStep(page, '2');
    expect(await page.evaluate(() => localStorage.getItem('covers:1:session'))).toBe(saved);
    await page.getByRole('button', { name: 'Saturday 28 November 2026, 19:00, available', exact: true }).waitFor();

    await page.goto(`${live.server.origin}/widget?brand=revolution&people=6`);
    await waitForStep(page, '1');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('covers:1:session'))).not.toBe(saved);
    expect(await page.getByLabel('Number of people').inputValue()).toBe('6');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
