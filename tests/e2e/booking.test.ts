/**
 * A table booked end to end through each brand's demo page, as a customer does it: step 1 → a time
 * → the pre-order (skipped) → contact details → Book now → Booking Confirmed with a reference, and
 * the booking stored as chosen. Then the same booking with the keyboard alone.
 */
import { describe, expect, it } from 'vitest';
import { watchedPage, widgetFrame } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import {
  answerStep1,
  complete,
  completeAnswer,
  CUSTOMER,
  expectCompleted,
  fillContact,
  NEXT_SATURDAY,
  next,
  skipPreOrder,
  slot,
  step,
  storedBooking,
  waitForStep,
} from './helpers/booking.ts';
import { tabTo } from './helpers/keyboard.ts';

const live = serverAndBrowser();

/** The header over a confirmed booking, in each brand's wording. */
const BOOKED_TITLE: Record<string, string> = {
  revolution: "Let's Get This Party Started!",
  decuba: '¡Vamos! Time to Party!',
};

const BRANDS = [
  { code: 'revolution', id: 1, location: 'Manchester Deansgate' },
  { code: 'decuba', id: 2, location: 'Manchester Peter Street' },
  { code: 'playhouse', id: 4, location: 'Nottingham Bridlesmith Gate' },
  { code: 'default', id: 0, location: 'Leeds Call Lane' },
];

describe('a table booked through a brand’s demo page', () => {
  for (const brand of BRANDS) {
    it(`books a table for four at ${brand.location} (${brand.code})`, async () => {
      const { page, errors } = await watchedPage(live.browser);
      await page.goto(`${live.server.origin}/demo/${brand.code}`);
      const frame = await widgetFrame(page);
      await answerStep1(frame, {
        location: brand.location,
        date: NEXT_SATURDAY,
        people: 4,
        category: 'Tables',
        type: 'Table Booking',
      });
      await next(frame);

      await slot(frame, 'Saturday 28 November 2026, 19:00, available').click();
      await skipPreOrder(frame);
      await fillContact(frame);
      const answer = completeAnswer(page);
      await complete(frame, 'Book now');
      const booking = await answer;

      expect(booking.ref_code).toMatch(/^[A-Z0-9]{4,}/);
      await expectCompleted(frame, {
        title: BOOKED_TITLE[brand.code] ?? 'Time to Party!',
        heading: 'Booking Confirmed',
        reference: booking.ref_code,
      });

      const ical = await storedBooking(live.server.origin, frame, booking.manage_key, brand.id);
      expect(ical).toContain(booking.ref_code);
      expect(ical).toContain(brand.location);
      expect(ical).toMatch(/DTSTART;TZID=Europe\/London:20261128T190000/);
      expect(booking.people).toBe(4);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('a booking made with the keyboard alone', () => {
  it('goes from the first field to Booking Confirmed with Tab, typing, arrows and Enter', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${live.server.origin}/widget?brand=revolution`);
    await page.locator('.covers-shell form').waitFor();
    // The location: a select answers to typing its option's name.
    await tabTo(page, (el) => el.tag === 'select');
    await page.keyboard.type('Manchester');
    // The date, typed day first whatever the browser's language.
    await tabTo(page, (el) => el.id === 'root_date');
    await page.keyboard.type('28/11/2026');
    // The number of people: past the minus button to the field.
    await tabTo(page, (el) => el.type === 'number');
    await page.keyboard.type('4');
    // Once the three answers are in, the categories appear; one opens with Enter, its types follow it.
    await page.getByRole('button', { name: /^Tables/ }).waitFor({ timeout: 10_000 });
    await tabTo(page, (el) => el.tag === 'button' && el.text.startsWith('Tables'));
    await page.keyboard.press('Enter');
    await tabTo(page, (el) => el.tag === 'button' && el.text === 'Table Booking');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('button', { name: 'Next' }).isEnabled(), { timeout: 10_000 })
      .toBe(true);
    await tabTo(page, (el) => el.text === 'Next');
    await page.keyboard.press('Enter');
    await waitForStep(page, '2');
    // Focus is on the new step's title; the day-part tabs move with the arrow keys.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('covers-title');
    await tabTo(page, (el) => el.text === 'Evening');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Late Night');
    await page.keyboard.press('ArrowLeft');
    await tabTo(page, (el) => el.name === 'Saturday 28 November 2026, 19:30, available');
    await page.keyboard.press('Enter');
    await expect.poll(() => step(page), { timeout: 15_000 }).toMatch(/^[34]$/);
    if ((await step(page)) === '3') {
      await tabTo(page, (el) => el.text === 'Skip');
      await page.keyboard.press('Enter');
      await waitForStep(page, '4');
    }
    for (const [label, value] of [
      ['Forename', CUSTOMER.forename],
      ['Surname', CUSTOMER.surname],
      ['E-Mail', CUSTOMER.email],
      ['Phone number', CUSTOMER.phone],
    ] as const) {
      const target = page.getByRole('textbox', { name: new RegExp(`^${label}`) });
      const id = await target.getAttribute('id');
      await tabTo(page, (el) => el.id === id);
      await page.keyboard.type(value);
    }
    await expect
      .poll(() => page.getByRole('button', { name: 'Book now', exact: true }).isEnabled(), {
        timeout: 15_000,
      })
      .toBe(true);
    await tabTo(page, (el) => el.text === 'Book now');
    await page.keyboard.press('Enter');
    await expectCompleted(page, { title: BOOKED_TITLE.revolution!, heading: 'Booking Confirmed' });
    await context.close();
  });
});
