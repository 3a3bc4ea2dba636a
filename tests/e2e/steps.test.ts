/**
 * The wizard's rules as a customer meets them: the enquiry through Let's talk, a party too large to
 * book online offered an enquiry, a Christmas booking refusing a June date, the back button, answers
 * passed by the host page skipping their questions, the first step's notices, and a step the flow
 * does not have.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import {
  answerStep1,
  complete,
  expectCompleted,
  fillContact,
  NEXT_SATURDAY,
  next,
  skipPreOrder,
  slot,
  step,
  title,
  waitForStep,
} from './helpers/booking.ts';

const live = serverAndBrowser();

async function open(query = 'brand=revolution'): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await watchedPage(live.browser);
  await page.goto(`${live.server.origin}/widget?${query}`);
  await page.locator('.covers-shell form').waitFor();
  return { page, errors };
}

const TABLE = {
  location: 'Manchester Deansgate',
  date: NEXT_SATURDAY,
  category: 'Tables',
  type: 'Table Booking',
};
const back = (page: Page) => page.locator('.covers-back');

describe('an enquiry', () => {
  it('goes from Let’s talk to Enquiry Added for a party too large to confirm online', async () => {
    const { page, errors } = await open();
    await answerStep1(page, { ...TABLE, people: 14 });
    await next(page);
    const letsTalk = slot(page, 'Saturday 28 November 2026, 19:00, enquiry only');
    await letsTalk.waitFor();
    // A size question (issue 29): the enquiry is offered, not "every time on this day has now been booked".
    await page.getByText("We can't book a group of this size online. Send us an enquiry and the team will call you back.").waitFor();
    expect(await page.getByText(/every time on this day has now been booked/).count()).toBe(0);
    expect(await letsTalk.textContent()).toBe('19:00');
    expect(await page.locator('.covers-slot-cell', { has: letsTalk }).textContent()).toContain("Let's talk");
    await letsTalk.click();
    await waitForStep(page, '99');
    expect(await title(page)).toBe('Enquire Now');
    await fillContact(page);
    await complete(page, 'Send Enquiry');
    await expectCompleted(page, { title: 'Thank You!', heading: 'Enquiry Added' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is offered, with Enquire now, when the group is too large to book online at all', async () => {
    const { page } = await open();
    await answerStep1(page, { ...TABLE, people: 30 });
    await next(page);
    await expect
      .poll(() =>
        page
          .getByText(
            "We can't book a group of this size online. Send us an enquiry and the team will call you back.",
          )
          .count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Enquire now' }).click();
    await waitForStep(page, '99');
    expect(await title(page)).toBe('Enquire Now');
    // Nothing could be confirmed online: back goes to the start.
    await back(page).click();
    await waitForStep(page, '1');
    await page.context().close();
  });
});

describe('step 1’s rules', () => {
  it('a Christmas booking refuses a June date, under the date, with Next disabled', async () => {
    const { page } = await open();
    await answerStep1(page, {
      location: 'Manchester Deansgate',
      date: NEXT_SATURDAY,
      people: 8,
      category: 'Christmas',
    });
    expect(await page.getByRole('button', { name: /^Christmas/ }).getAttribute('aria-pressed')).toBe('true');
    const date = page.getByLabel('Date', { exact: true });
    await date.fill('2027-06-12');
    await date.blur();
    await page
      .locator('.covers-field-error', {
        hasText: 'Christmas bookings are for November to February. Please choose a date in those months.',
      })
      .waitFor({ timeout: 10_000 });
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // A date in the season clears it.
    await date.fill('2026-12-12');
    await expect
      .poll(() => page.getByRole('button', { name: 'Next' }).isEnabled(), { timeout: 10_000 })
      .toBe(true);
    expect((await page.locator('.covers-field-error').allTextContents()).join('')).toBe('');
    await page.context().close();
  });

  it('offers dates up to the bar’s close date, and refuses a later one under the date', async () => {
    const { page } = await open('brand=decuba');
    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Cardiff Mill Lane' });
    const date = page.getByLabel('Date', { exact: true });
    await date.fill('2027-04-10');
    await page.getByLabel('Number of people').fill('4');
    await page
      .locator('.covers-field-error', { hasText: 'please choose a date up to 31/03/2027.' })
      .waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // A date before it reads in full to a screen reader, dd/MM/yyyy on screen.
    await date.fill('27/03/2027');
    await expect.poll(() => page.locator('.covers-readout').textContent()).toBe('Chosen date: Saturday 27 March 2027');
    expect(await date.inputValue()).toBe('27/03/2027');
    // The calendar offers the close date, and nothing after it.
    await page.getByRole('button', { name: 'Choose the date from a calendar' }).click();
    expect(await page.getByRole('button', { name: 'Wednesday 31 March 2027' }).getAttribute('aria-disabled')).toBeNull();
    expect(await page.getByRole('button', { name: 'Next month' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('says it cannot take the booking when the chosen type is not served that day', async () => {
    const { page } = await open();
    await answerStep1(page, {
      location: 'Manchester Deansgate',
      date: NEXT_SATURDAY,
      people: 4,
      category: 'Brunch',
    });
    await page.getByLabel('Date', { exact: true }).fill('2026-11-24');
    await page
      .getByText("Sorry, looks like we can't take this booking right now.")
      .waitFor({ timeout: 10_000 });
    await page
      .getByText("Whoops! We don't serve brunch on Tuesday, do you want to check a different day?")
      .waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).getAttribute('aria-describedby')).toBeTruthy();
    await page.context().close();
  });

  it('shows the seating and standing tick box with its information for a type that allows it', async () => {
    const { page } = await open();
    await answerStep1(page, {
      location: 'Manchester Deansgate',
      date: NEXT_SATURDAY,
      people: 12,
      category: 'Parties & Celebrations',
      type: 'Vodka & Shots Party',
    });
    const tick = page.getByRole('checkbox', { name: 'Include a mix of seating and standing space' });
    await tick.waitFor({ timeout: 10_000 });
    const info = page.getByRole('button', { name: 'About seating and standing' });
    expect(await info.getAttribute('aria-expanded')).toBe('false');
    await info.click();
    expect(await info.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('ideal for bigger, livelier groups').waitFor();
    await page.keyboard.press('Escape');
    expect(await info.getAttribute('aria-expanded')).toBe('false');
    await tick.check();
    await expect.poll(() => tick.isChecked()).toBe(true);
    await page.context().close();
  });

  it('keeps the day part in local storage; it narrows the categories, and comes back on the next visit', async () => {
    const { page } = await open();
    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Manchester Deansgate' });
    await page.getByLabel('Date', { exact: true }).fill(NEXT_SATURDAY);
    await page.getByLabel('Number of people').fill('4');
    const daytime = page.getByRole('button', { name: /^Daytime/ });
    await daytime.waitFor({ timeout: 10_000 });
    const names = ['Daytime', 'Evening', 'Late Night'];
    expect(await page.locator('.covers-dayparts button .covers-choice-name').allTextContents()).toEqual(
      names,
    );
    expect(await page.getByRole('button', { name: /^Brunch/ }).count()).toBe(1);
    await page.getByRole('button', { name: /^Late Night/ }).click();
    expect(await page.getByRole('button', { name: /^Late Night/ }).getAttribute('aria-pressed')).toBe('true');
    // Brunch is a daytime booking.
    await expect.poll(() => page.getByRole('button', { name: /^Brunch/ }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('covers:1:dayPart'))).toBe('3');
    await page.evaluate(() => localStorage.removeItem('covers:1:session'));
    await page.reload();
    await page.getByLabel('Date', { exact: true }).fill(NEXT_SATURDAY);
    await page.getByLabel('Number of people').fill('4');
    await expect
      .poll(() => page.getByRole('button', { name: /^Late Night/ }).getAttribute('aria-pressed'), {
        timeout: 10_000,
      })
      .toBe('true');
    await page.context().close();
  });
});

describe('the back button', () => {
  it('is absent on step 1, and goes one step back from each later step', async () => {
    const { page } = await open();
    expect(await back(page).count()).toBe(0);
    await answerStep1(page, { ...TABLE, people: 4 });
    await next(page);
    await back(page).click();
    await waitForStep(page, '1');
    await next(page);
    await slot(page, 'Saturday 28 November 2026, 19:00, available').click();
    // This table has extras to pre-order: step 3, then 4; back from 4 is 3, from 3 is 2.
    await waitForStep(page, '3');
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await waitForStep(page, '4');
    await back(page).click();
    await waitForStep(page, '3');
    await back(page).click();
    await waitForStep(page, '2');
    await page.context().close();
  });

  it('from an enquiry reached by Let’s talk goes to the start, with the time left behind', async () => {
    const { page } = await open();
    await answerStep1(page, { ...TABLE, people: 14 });
    await next(page);
    await slot(page, 'Saturday 28 November 2026, 20:00, enquiry only').click();
    await waitForStep(page, '99');
    await back(page).click();
    await waitForStep(page, '1');
    await next(page);
    // Back on the times, nothing is chosen.
    expect(await page.locator('.covers-slot--selected').count()).toBe(0);
    await page.context().close();
  });
});

describe('the number of people', () => {
  it('starts empty, never at 0: plus starts at the flow’s minimum and minus stops there', async () => {
    const { page } = await open();
    const people = page.getByLabel('Number of people');
    const minus = page.getByRole('button', { name: 'Remove a person' });
    const plus = page.getByRole('button', { name: 'Add a person' });
    await expect.poll(() => minus.isDisabled()).toBe(true);
    expect(await people.inputValue()).toBe('');
    await plus.click();
    expect(await people.inputValue()).toBe('1');
    expect(await minus.isDisabled()).toBe(true);
    await plus.click();
    expect(await people.inputValue()).toBe('2');
    await minus.click();
    expect(await people.inputValue()).toBe('1');
    await page.context().close();
  });

  it('starts at 6 for the at-table masterclass, which is for exactly 6', async () => {
    const { page } = await open('brand=revolution&bar=11&type=97');
    const people = page.getByLabel('Number of people');
    const plus = page.getByRole('button', { name: 'Add a person' });
    expect(await people.inputValue()).toBe('');
    await plus.click();
    expect(await people.inputValue()).toBe('6');
    expect(await page.getByRole('button', { name: 'Remove a person' }).isDisabled()).toBe(true);
    await plus.click();
    expect(await people.inputValue()).toBe('7');
    await page.getByRole('button', { name: 'Remove a person' }).click();
    expect(await people.inputValue()).toBe('6');
    await page.context().close();
  });
});

describe('answers passed by the host page', () => {
  it('skip step 1 when they answer it all; back there, the location is locked and the rest filled in', async () => {
    const { page } = await open('brand=revolution&bar=11&date=2026-11-28&people=4&type=1');
    await waitForStep(page, '2');
    await slot(page, 'Saturday 28 November 2026, 19:00, available').waitFor();
    await back(page).click();
    await waitForStep(page, '1');
    const location = page.getByLabel('Location', { exact: true });
    expect(await location.isDisabled()).toBe(true);
    expect(await location.inputValue()).toBe('11');
    await page.getByText('This booking is for Revolution Manchester Deansgate').waitFor();
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe('28/11/2026');
    expect(await page.getByLabel('Number of people').inputValue()).toBe('4');
    expect(
      (await page.getByRole('button', { name: 'Table Booking' }).count()) +
        (await page.getByRole('button', { name: /^Tables/ }).count()),
    ).toBeGreaterThan(0);
    await page.context().close();
  });

  it('skip only their own questions when they answer some', async () => {
    const { page } = await open('brand=revolution&bar=12&people=6');
    expect(await step(page)).toBe('1');
    await expect.poll(() => page.getByLabel('Location', { exact: true }).inputValue()).toBe('12');
    expect(await page.getByLabel('Location', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Number of people').inputValue()).toBe('6');
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Date', { exact: true }).fill(NEXT_SATURDAY);
    await page.getByRole('button', { name: /^Tables/ }).click();
    await page.getByRole('button', { name: 'Table Booking', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Next' }).isEnabled(), { timeout: 10_000 })
      .toBe(true);
    await next(page);
    await skipPreOrderAfter(page, 'Saturday 28 November 2026, 19:00, available');
    await page.context().close();
  });
});

async function skipPreOrderAfter(page: Page, slotName: string) {
  await slot(page, slotName).click();
  await skipPreOrder(page);
  expect(await step(page)).toBe('4');
}

/**
 * Rewrites the session answers the widget receives once it is on step 2 (the server's facts for a
 * date that is sold out are hard to come by on a fresh demo database).
 */
async function onStep2Answers(page: Page, change: (data: Record<string, unknown>) => void) {
  await page.route('**/api/rest/booking/session', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: Record<string, unknown> };
    if (body.data && body.data.step === 2) change(body.data);
    await route.fulfill({ response, json: body });
  });
}

describe('step 2’s messages', () => {
  it('says a day is fully booked and offers the dates nearby that are not', async () => {
    const { page } = await open();
    await onStep2Answers(page, (data) => {
      if (data.date !== NEXT_SATURDAY) return;
      data.all_slots = (data.all_slots as Array<Record<string, unknown>>).map((s) => ({
        ...s,
        available: false,
        can_fallback: false,
      }));
      data.alternative_dates = [
        { date: '2026-11-29', available_slots: 12 },
        { date: '2026-12-04', available_slots: 3 },
      ];
    });
    await answerStep1(page, { ...TABLE, people: 4 });
    await next(page);
    await page
      .getByText('Sorry, every time on this day has now been booked. Do you want to try another day?')
      .waitFor({ timeout: 10_000 });
    // The times are there, and none can be chosen.
    const taken = slot(page, 'Saturday 28 November 2026, 19:00, not available');
    expect(await taken.isDisabled()).toBe(true);
    const other = page.getByLabel('Other dates with availability');
    expect(await other.locator('option').allTextContents()).toEqual([
      'Choose another date',
      'Sunday 29 November 2026 (12 times free)',
      'Friday 4 December 2026 (3 times free)',
    ]);
    await other.selectOption('2026-11-29');
    await expect
      .poll(() => page.getByLabel('Date', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe('29/11/2026');
    await slot(page, 'Sunday 29 November 2026, 19:00, available').waitFor();
    await page.context().close();
  });

  it('says brunch is not served on a weekday chosen here, not that the party is too large', async () => {
    const { page, errors } = await open();
    await answerStep1(page, { location: 'Manchester Deansgate', date: NEXT_SATURDAY, people: 6, category: 'Brunch' });
    await next(page);
    await page.getByRole('button', { name: /^Saturday 28 November 2026, \d\d:\d\d, available$/ }).first().waitFor();
    const date = page.getByLabel('Date', { exact: true });
    await date.fill('01/12/2026');
    await date.blur();
    await page.getByText("Whoops! We don't serve brunch on Tuesday, do you want to check a different day?").waitFor({ timeout: 10_000 });
    expect(await page.getByText(/group of this size/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says when there is no availability at all on the date', async () => {
    const { page } = await open();
    await onStep2Answers(page, (data) => {
      data.all_slots = [];
      data.time_slots = [];
    });
    await answerStep1(page, { ...TABLE, people: 4 });
    await next(page);
    await page
      .getByText('Oh dear! Looks like we are fully booked on this day. Do you want to try another day?')
      .waitFor({ timeout: 10_000 });
    expect(await page.locator('.covers-slot').count()).toBe(0);
    await page.context().close();
  });

  it('gives the masterclass minimum in the flow’s own words', async () => {
    const { page } = await open('brand=decuba');
    await answerStep1(page, {
      location: 'Manchester Peter Street',
      date: NEXT_SATURDAY,
      people: 2,
      category: 'Rum & Cocktail Masterclasses',
      type: 'Cocktail Masterclass',
    });
    await next(page);
    await page
      .getByText(
        'Our masterclasses are for groups of 8 or more. Please add more people or choose another booking type.',
      )
      .waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('offers karaoke only at a venue of the karaoke partner (docs/decisions.md)', async () => {
    const { page } = await open('brand=playhouse');
    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Glasgow Royal Exchange Square' });
    await page.getByLabel('Date', { exact: true }).fill(NEXT_SATURDAY);
    await page.getByLabel('Number of people').fill('6');
    const category = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
    // Glasgow has karaoke rooms in the catalogue but no partner: the panels come without it.
    await category('Tables').waitFor({ timeout: 10_000 });
    expect(await category('Karaoke').count()).toBe(0);
    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Nottingham Bridlesmith Gate' });
    await category('Karaoke').waitFor({ timeout: 10_000 });
    await category('Karaoke').click();
    await expect.poll(() => page.getByRole('button', { name: 'Next' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    await next(page);
    await page.getByText('Continue to our booking partner').waitFor({ timeout: 10_000 });
    expect(await page.getByText(/karaoke is not available/).count()).toBe(0);
    await page.context().close();
  });
});

describe('a step the flow does not have', () => {
  it('shows ‘Woops something has gone wrong here..’', async () => {
    // A private-hire enquiry (steps 1, 2 and completion) that the server has at step 3.
    const { page } = await open('brand=revolution');
    const apiKey = await page.locator('meta[name="covers-api-key"]').getAttribute('content');
    const call = async (body: object) => {
      const response = await fetch(`${live.server.origin}/api/rest/booking/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey ?? '', 'x-brand': '1' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: { session_id: string } }).data;
    };
    const { session_id } = await call({ brand: 1, form_version: '2.0', booking_flow_version: 2 });
    await call({ session_id, bar_id: 11, date: NEXT_SATURDAY, no_people: 4, party_type: 81 });
    await call({ session_id, step: 3 });
    await page.evaluate((id) => localStorage.setItem('covers:1:session', id), session_id);
    await page.reload();
    await page
      .getByRole('alert')
      .getByText('Woops something has gone wrong here..')
      .waitFor({ timeout: 10_000 });
    expect(await page.locator('.covers-shell form').count()).toBe(0);
    await page.context().close();
  });
});
