/**
 * axe on every step a customer passes, in the state they see it (answers given, panels and popups
 * open, times listed): no serious or critical violation anywhere. Slots and dates carry their full
 * reading for screen readers.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import {
  answerStep1,
  complete,
  expectCompleted,
  fillContact,
  NEXT_SATURDAY,
  next,
  slot,
  step,
  waitForStep,
} from './helpers/booking.ts';

const live = serverAndBrowser();

async function open(brand = 'revolution'): Promise<Page> {
  const { page } = await watchedPage(live.browser);
  await page.goto(`${live.server.origin}/widget?brand=${brand}`);
  await page.locator('.covers-shell form').waitFor();
  return page;
}

/** axe on the page as it is now, naming the step when something is found. */
async function noSeriousViolations(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('axe on every step', () => {
  it('finds nothing serious through a table booking: steps 1, 2, 3, 4 and Booking Confirmed', async () => {
    const page = await open();
    await answerStep1(page, {
      location: 'Manchester Deansgate',
      date: NEXT_SATURDAY,
      people: 4,
      category: 'Tables',
      type: 'Table Booking',
    });
    await noSeriousViolations(page, 'step 1, answered, a category open');
    await next(page);
    await slot(page, 'Saturday 28 November 2026, 19:00, available').waitFor();
    await noSeriousViolations(page, 'step 2, day-part tabs');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Evening');
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      await page.getByRole('tab', { selected: true }).getAttribute('id'),
    );
    await slot(page, 'Saturday 28 November 2026, 19:00, available').click();
    await waitForStep(page, '3');
    await noSeriousViolations(page, 'step 3, pre-order');
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await waitForStep(page, '4');
    await noSeriousViolations(page, 'step 4, empty');
    await fillContact(page);
    await noSeriousViolations(page, 'step 4, filled in');
    await complete(page, 'Book now');
    await expectCompleted(page, { title: "Let's Get This Party Started!", heading: 'Booking Confirmed' });
    await noSeriousViolations(page, 'completion, booking confirmed');
    await page.context().close();
  });

  it('finds nothing serious through an enquiry: Let’s talk slots, step 99 and Enquiry Added', async () => {
    const page = await open();
    await answerStep1(page, {
      location: 'Manchester Deansgate',
      date: NEXT_SATURDAY,
      people: 14,
      category: 'Tables',
      type: 'Table Booking',
    });
    await next(page);
    await slot(page, 'Saturday 28 November 2026, 19:00, enquiry only').waitFor();
    await noSeriousViolations(page, 'step 2, Let’s talk slots');
    await slot(page, 'Saturday 28 November 2026, 19:00, enquiry only').click();
    await waitForStep(page, '99');
    await noSeriousViolations(page, 'step 99, empty');
    await fillContact(page);
    await noSeriousViolations(page, 'step 99, filled in');
    await complete(page, 'Send Enquiry');
    await expectCompleted(page, { title: 'Thank You!', heading: 'Enquiry Added' });
    await noSeriousViolations(page, 'completion, enquiry added');
    await page.context().close();
  });

  it('finds nothing serious on an empty first step, the standing tick box and its open information', async () => {
    const page = await open('playhouse');
    await noSeriousViolations(page, 'step 1, empty');
    await answerStep1(page, {
      location: 'Sheffield West Street',
      date: NEXT_SATURDAY,
      people: 30,
      category: 'Parties & Shows',
      type: 'Standing Party Area',
    });
    await page
      .getByRole('checkbox', { name: 'Include a mix of seating and standing space' })
      .waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'About seating and standing' }).click();
    await noSeriousViolations(page, 'step 1, standing information open');
    await page.context().close();
  });

  it('finds nothing serious on a paged slot grid, and pages with View Earlier / View Later', async () => {
    const page = await open('playhouse');
    await answerStep1(page, {
      location: 'Nottingham Bridlesmith Gate',
      date: NEXT_SATURDAY,
      people: 4,
      category: 'Parties & Shows',
      type: 'Cabaret Night',
    });
    await next(page);
    const earlier = page.getByRole('button', { name: 'View Earlier' });
    const later = page.getByRole('button', { name: 'View Later' });
    await page.locator('.covers-slot').first().waitFor();
    await noSeriousViolations(page, 'step 2, pages');
    const first = await page.locator('.covers-slot').first().getAttribute('aria-label');
    expect(first).toMatch(/^Saturday 28 November 2026, \d\d:\d\d, (available|enquiry only|not available)$/);
    expect(await page.locator('.covers-slot').count()).toBeLessThanOrEqual(12);
    if ((await later.count()) > 0) {
      const wasLater = await later.isEnabled();
      const wasEarlier = await earlier.isEnabled();
      expect(wasLater || wasEarlier).toBe(true);
      await (wasLater ? later : earlier).click();
      await expect
        .poll(() => page.locator('.covers-slot').first().getAttribute('aria-label'))
        .not.toBe(first);
    }
    expect(await step(page)).toBe('2');
    await page.context().close();
  });
});
