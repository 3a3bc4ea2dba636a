/**
 * The enquiry in Chromium: an enquiry-only flow (its step 2 is the enquiry) from the host page's
 * parameters, and step 99 reached by Let's talk with the time carried; both end on Enquiry Added.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { apiSession, openAtStep, rememberSession, stepOf } from './helpers/sessions.ts';

const live = serverAndBrowser();

async function fillContact(page: Page) {
  await page.getByLabel('Forename').fill('Ada');
  await page.getByLabel('Surname').fill('Lovelace');
  await page.getByLabel('E-Mail (Required)').fill('ada@example.com');
  await page.getByLabel('Phone number (Required)').fill('07700900123');
}

/** A Let's-talk time (fallback, not bookable now) from a session answer. */
function fallbackTime(data: Record<string, any>): string {
  const slot = (data.all_slots as Array<{ time: string; available: boolean; can_fallback: boolean }>).find((s) => !s.available && s.can_fallback);
  if (!slot) throw new Error('no Let’s-talk slot');
  return slot.time;
}

describe('an enquiry-only flow', () => {
  it('takes the contact details, an approximate time and a callback window, and ends on Enquiry Added', async () => {
    const { page, errors, context } = await watchedPage(live.browser);
    // A general enquiry (type 99) for ten at Revolution Manchester: step 1 is answered by the host page.
    await page.goto(`${live.server.origin}/widget?brand=revolution&bar=11&date=2026-11-28&people=10&type=99`);
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('2');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Enquire Now');
    await page.getByLabel('Forename').waitFor();

    // The approximate start time: optional, 10:00 to 00:00 in 15-minute steps.
    const approx = page.getByLabel('Approximate start time');
    const times = await approx.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(times[0]).toBe('');
    expect(times[1]).toBe('10:00');
    expect(times[2]).toBe('10:15');
    expect(times[times.length - 1]).toBe('00:00');
    expect(times).toHaveLength(1 + 14 * 4 + 1);

    // The callback windows: 12, Today or Tomorrow (or a weekday) with hour windows.
    const windows = page.getByRole('group', { name: 'When would you like us to call you back?' }).getByRole('radio');
    expect(await windows.count()).toBe(12);

    await fillContact(page);
    await page.getByLabel('Anything else we should know?').fill('A leaving do: somewhere we can hear each other.');
    await approx.selectOption('20:15');
    await windows.nth(1).check();
    const send = page.getByRole('button', { name: 'Send Enquiry' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();

    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('999');
    await page.locator('.covers-completion-details').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank You!');
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe('Enquiry Added');
    expect(await page.locator('.covers-reference').textContent()).toMatch(/^[A-Z0-9]{6,10}$/);
    expect(await page.locator('.covers-completion-details').innerText()).toContain('Saturday 28 November 2026 at 20:15');
    const manage = page.getByRole('link', { name: /Manage My Enquiry/ });
    expect(await manage.getAttribute('href')).toMatch(new RegExp(`^${live.server.origin}/manage/[A-Za-z0-9_-]{32}$`));
    // An enquiry is not a booking yet: nothing to pay, nobody to invite.
    expect(await page.getByRole('button', { name: /Pay/ }).count()).toBe(0);
    expect(await page.getByLabel('Invite link').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an enquiry sent without a time', () => {
  it('says "time to be agreed" on completion and on the booking page, never a time nobody chose', async () => {
    const { page, errors, context } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/widget?brand=revolution&bar=11&date=2026-11-28&people=10&type=99`);
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('2');
    await page.getByLabel('Forename').waitFor();
    await fillContact(page);
    expect(await page.getByLabel('Approximate start time').inputValue()).toBe('');
    await page.getByRole('group', { name: 'When would you like us to call you back?' }).getByRole('radio').first().check();
    const send = page.getByRole('button', { name: 'Send Enquiry' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();

    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('999');
    const details = page.locator('.covers-completion-details');
    await details.waitFor();
    expect(await details.innerText()).toContain('Saturday 28 November 2026, time to be agreed');
    expect(await details.innerText()).not.toMatch(/\d\d:\d\d/);

    const manage = await page.getByRole('link', { name: /Manage My Enquiry/ }).getAttribute('href');
    await page.goto(manage!);
    await page.getByText('Saturday 28 November 2026, time to be agreed').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('step 99, after Let’s talk', () => {
  it('keeps the time Let’s talk carried, and Send Enquiry completes the session', async () => {
    // Sixteen at a table: more than is confirmed online, so the slots offer Let's talk.
    const base = { bar_id: 11, date: '2026-11-27', no_people: 16, party_type: 1 };
    const first = await apiSession(live.server.origin, 'revolution', base);
    const time = fallbackTime(first.data);
    const session = await apiSession(live.server.origin, 'revolution', base, { time, step: 99 });
    const { page, errors, context } = await watchedPage(live.browser);
    await rememberSession(context, 'revolution', session.id);
    await openAtStep(page, live.server.origin, 'revolution', '99');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Enquire Now');
    await page.getByLabel('Approximate start time').waitFor();
    expect(await page.getByLabel('Approximate start time').inputValue()).toBe(time);

    await fillContact(page);
    await page.getByRole('radio').first().check();
    const send = page.getByRole('button', { name: 'Send Enquiry' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('999');
    await page.locator('.covers-completion-details').waitFor();
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe('Enquiry Added');
    expect(await page.locator('.covers-completion-details').innerText()).toContain(`Friday 27 November 2026 at ${time}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names a masterclass enquiry’s date as its proposed date', async () => {
    // Twenty for a cocktail masterclass (type 27): more than it confirms online.
    const base = { bar_id: 11, date: '2026-11-28', no_people: 20, party_type: 27 };
    const first = await apiSession(live.server.origin, 'revolution', base);
    const time = fallbackTime(first.data);
    const session = await apiSession(live.server.origin, 'revolution', base, { time, step: 99, forename: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '07700900123' });
    const { page, context } = await watchedPage(live.browser);
    await rememberSession(context, 'revolution', session.id);
    await openAtStep(page, live.server.origin, 'revolution', '99');
    const send = page.getByRole('button', { name: 'Send Enquiry' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('999');
    await page.locator('.covers-completion-details').waitFor();
    expect(await page.locator('.covers-completion-details dt').allTextContents()).toContain('Proposed date');
    await context.close();
  });
});
