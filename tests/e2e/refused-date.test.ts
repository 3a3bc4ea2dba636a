/**
 * A date the widget cannot take (issue 29, point 5): typed at a bar that closes for good on 31/03/2027, a later
 * date is refused at once in the page's words with the date as the customer reads it, kept as typed so it can be
 * corrected, and never sent; a date it can take is sent once.
 */
import { describe, expect, it } from 'vitest';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();

describe('a refused date', () => {
  it('is said under the field, kept as typed, and not sent; a good date then is sent once', async () => {
    const { page, errors } = await watchedPage(live.browser);
    const sentDates: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'POST' || !r.url().endsWith('/api/rest/booking/session')) return;
      const body = JSON.parse(r.postData() ?? '{}') as { date?: string };
      if (body.date) sentDates.push(body.date);
    });
    // Revolución de Cuba Cardiff closes for good on 31 March 2027.
    await page.goto(`${live.server.origin}/widget?brand=decuba&bar=24`);
    await page.getByText('This booking is for Revolución de Cuba Cardiff Mill Lane').waitFor();
    const date = page.getByLabel('Date', { exact: true });
    await date.fill('15/04/2027');
    await date.blur();
    await page.locator('.covers-field-error', { hasText: 'This location is closing: please choose a date up to 31/03/2027.' }).waitFor();
    expect(await date.inputValue()).toBe('15/04/2027');
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    await page.waitForTimeout(1_500);
    expect(sentDates).toEqual([]);

    await date.fill('20/03/2027');
    await date.blur();
    await expect.poll(() => sentDates).toEqual(['2027-03-20']);
    expect(await page.getByText(/please choose a date up to/).count()).toBe(0);
    await page.waitForTimeout(1_500);
    expect(sentDates).toEqual(['2027-03-20']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
