/**
 * The number of people as typed (issue 29, point 5; spec §5: empty or negative becomes 0): a negative number shows
 * as the 0 it becomes, not as if it counted, and a party of 0 is never sent as a change; a number typed after it is.
 */
import { describe, expect, it } from 'vitest';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { stepOf } from './payments-helpers.ts';

const live = serverAndBrowser();

describe('the number of people', () => {
  it('shows "-3" as the 0 it becomes, and sends the party once a real number is typed', async () => {
    const { page, errors } = await watchedPage(live.browser);
    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/rest/booking/session')) sent.push(JSON.parse(r.postData() ?? '{}'));
    });
    await page.goto(`${live.server.origin}/widget?brand=revolution`);
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('1');
    const people = page.getByLabel('Number of people');
    await people.fill('-3');
    expect(await people.inputValue()).toBe('0');
    // The spec's debounce (1 s) passes: nothing about the party was sent, as nothing changed.
    await page.waitForTimeout(1_500);
    expect(sent.filter((body) => 'no_people' in body && body.session_id)).toEqual([]);
    await people.fill('6');
    await expect.poll(() => sent.some((body) => body.no_people === 6), { timeout: 5_000 }).toBe(true);
    await people.blur();
    expect(await people.inputValue()).toBe('6');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
