/**
 * Student data collection (issue 15 item 7, spec §2.6 item 5, §4, §5, §8) in Chromium, from the link the server
 * prints: the bar of the link chosen, only the brand's open bars that are not central offered; the universities
 * nearest the chosen bar first with their distances, re-sorted when the bar changes, narrowed by a search; a
 * refused sign-up names its field; a good one says 'Thanks! Check your e-mail for what to do next!' for 5 s,
 * empties the form but keeps the bar, and its e-mail arrives; the last bar is remembered on the next visit.
 * Filled from the keyboard; axe on every state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMiles } from '../../src/engine/geo/distance.ts';
import { UK_UNIVERSITIES, universitiesByDistance } from '../../src/engine/universities/universities.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();
const SUCCESS = 'Thanks! Check your e-mail for what to do next!';
const MANCHESTER = { latitude: 53.4746, longitude: -2.2504 };
const LEEDS = { latitude: 53.7955, longitude: -1.5405 };

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** The printed demo link of the data-collection form. */
async function demoLink(): Promise<string> {
  await expect.poll(() => live.server.printed.some((line) => line.includes('/student-signup/'))).toBe(true);
  const line = live.server.printed.find((l) => l.includes('/student-signup/'))!;
  return line.match(/(http:\/\/\S+\/student-signup\/\S+)/)![1]!;
}

/** Types a birth date into the picker's day, month and year from the keyboard, replacing what was there. */
async function typeBirthDate(page: Page, [day, month, year]: [string, string, string]) {
  for (const [label, value] of [['Day', day], ['Month', month], ['Year', year]] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.press('Control+A');
    await page.keyboard.type(value);
  }
}

/** The university drop-down's options as shown, without its blank one. */
async function universityOptions(page: Page): Promise<string[]> {
  const texts = await page.getByLabel('University', { exact: true }).locator('option').allTextContents();
  return texts.slice(1);
}

/** What the list should show from a place: each university with its distance, nearest first. */
const expectedFrom = (place: { latitude: number; longitude: number }) =>
  universitiesByDistance(UK_UNIVERSITIES, place).map((u) => `${u.name} (${formatMiles(u.miles!)} miles)`);

describe('student data collection', () => {
  // Long, and slow on a loaded machine: five minutes rather than the minute a test has.
  it('sorts the universities by distance from the chosen bar, signs a student up from the keyboard and remembers the bar', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const link = await demoLink();
    expect(new URL(link).pathname).toBe('/student-signup/revolution-manchester-deansgate');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Sign up for student offers' }).waitFor();

    // The bar of the link is chosen; the central and the closed bars are not offered.
    const bar = page.getByLabel('Your bar');
    expect(await bar.locator('option:checked').textContent()).toBe('Revolution Manchester Deansgate');
    expect(await bar.locator('option').allTextContents()).toEqual([
      ' - Choose Your Bar -',
      'Revolution Birmingham Broad Street',
      'Revolution Leeds Call Lane',
      'Revolution Manchester Deansgate',
    ]);

    // The universities nearest the Manchester bar first, each with its distance.
    const fromManchester = await universityOptions(page);
    expect(fromManchester).toHaveLength(UK_UNIVERSITIES.length);
    expect(fromManchester).toEqual(expectedFrom(MANCHESTER));
    expect(
      fromManchester
        .slice(0, 3)
        .map((text) => text.replace(/ \(.*$/, ''))
        .sort(),
    ).toEqual([
      'Manchester Metropolitan University',
      'Royal Northern College of Music',
      'University of Manchester',
    ]);
    await expectNoAxeFindings(page, 'the form');

    // Choosing the Leeds bar from the keyboard re-sorts the list from Leeds.
    await tabTo(page, bar);
    await page.keyboard.press('ArrowUp');
    expect(await bar.locator('option:checked').textContent()).toBe('Revolution Leeds Call Lane');
    await expect.poll(() => universityOptions(page)).toEqual(expectedFrom(LEEDS));
    expect((await universityOptions(page))[0]).toMatch(/Leeds/);

    // A search narrows the list, and says how many are left.
    const search = page.getByLabel('Search universities');
    await tabTo(page, search);
    await page.keyboard.type('man met');
    await expect
      .poll(() => universityOptions(page))
      .toEqual([expect.stringMatching(/^Manchester Metropolitan University \(\d+\.\d\d miles\)$/)]);
    await page.getByRole('status').getByText('1 university listed').waitFor();
    await search.fill('hogwarts');
    await page.getByRole('status').getByText('No university matches your search').waitFor();
    await search.fill('leeds');
    await expect.poll(async () => (await universityOptions(page)).length).toBe(5);
    await expectNoAxeFindings(page, 'searched');

    // Filled from the keyboard, with a university address: refused, the field says why and takes the focus.
    const email = page.getByLabel('E-mail', { exact: true });
    await tabTo(page, email);
    await page.keyboard.type('sam.fresher@leeds.ac.uk');
    // The student page's date-of-birth picker, its problems said once the picker is left.
    const day = page.getByLabel('Day', { exact: true });
    const month = page.getByLabel('Month', { exact: true });
    const birthYear = page.getByLabel('Year', { exact: true });
    expect(await page.getByRole('group', { name: 'Date Of Birth' }).textContent()).toContain(
      'We ask for your date of birth to check you are over 18',
    );
    await typeBirthDate(page, ['29', '02', '2026']);
    await tabTo(page, page.getByLabel('Forename'));
    await page.getByText('There are only 28 days in February in 2026').waitFor();
    expect(await day.getAttribute('aria-invalid')).toBe('true');
    await typeBirthDate(page, ['14', '03', '2010']);
    await tabTo(page, page.getByLabel('Forename'));
    await page.getByText('You must be at least 18 years old to sign up').waitFor();
    expect(await birthYear.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('There are only 28 days in February in 2026').count()).toBe(0);
    await expectNoAxeFindings(page, 'date-of-birth problems');
    await typeBirthDate(page, ['14', '03', '2006']);
    expect([await day.inputValue(), await month.inputValue(), await birthYear.inputValue()]).toEqual(['14', '03', '2006']);
    await tabTo(page, page.getByLabel('Forename'));
    await page.keyboard.type('Sam');
    await tabTo(page, page.getByLabel('Surname'));
    await page.keyboard.type('Fresher');
    await tabTo(page, page.getByLabel('Mobile'));
    await page.keyboard.type('07700 900123');
    const university = page.getByLabel('University', { exact: true });
    await tabTo(page, university);
    await page.keyboard.press('ArrowDown');
    expect(await university.inputValue()).toMatch(/Leeds/);
    await tabTo(page, page.getByLabel('Year of graduation'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const year = await page.getByLabel('Year of graduation').inputValue();
    expect(year).toMatch(/^20\d\d$/);
    await tabTo(page, page.getByLabel('Postcode (optional)'));
    await page.keyboard.type('ls2 9jt');
    await tabTo(page, page.getByRole('checkbox', { name: 'E-Mail' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .getByText('Please use a permanent e-mail address, not an academic (ac.uk) one')
      .waitFor();
    await expect.poll(() => focused(email)).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeFindings(page, 'refused');

    // A permanent address: signed up. The notice shows, the form is empty again but for the bar.
    await email.fill('');
    await page.keyboard.type('sam.fresher@example.com');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    const notice = page.getByRole('status').filter({ hasText: SUCCESS });
    await notice.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await email.inputValue()).toBe('');
    expect(await page.getByLabel('Forename').inputValue()).toBe('');
    expect(await university.inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: 'E-Mail' }).isChecked()).toBe(false);
    expect(await bar.locator('option:checked').textContent()).toBe('Revolution Leeds Call Lane');
    await expectNoAxeFindings(page, 'signed up');
    // The notice goes after 5 seconds.
    await notice.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.getByText('Our privacy policy').getAttribute('href')).toBe(
      'https://www.revolution-bars.example/privacy-policy',
    );

    // The e-mail of what to do next has gone out.
    await page.goto(`${live.server.origin}/dev/mailbox`);
    await page
      .locator('li', { hasText: 'sam.fresher@example.com' })
      .filter({ hasText: 'Your Revolution student offers: what to do next' })
      .first()
      .waitFor();

    // The next visit, without a bar in the link, starts with the bar last chosen.
    await page.goto(`${live.server.origin}/student-signup?brand=revolution`);
    await page.getByRole('heading', { level: 1, name: 'Sign up for student offers' }).waitFor();
    expect(await page.getByLabel('Your bar').locator('option:checked').textContent()).toBe(
      'Revolution Leeds Call Lane',
    );
    expect(await universityOptions(page)).toEqual(expectedFrom(LEEDS));
    // A link naming the bar by its id chooses that one instead.
    await page.goto(`${live.server.origin}/student-signup/13?brand=revolution`);
    await page.getByRole('heading', { level: 1, name: 'Sign up for student offers' }).waitFor();
    expect(await page.getByLabel('Your bar').locator('option:checked').textContent()).toBe(
      'Revolution Birmingham Broad Street',
    );

    // The refused sign-up's answer, which the browser reports; nothing else went wrong.
    expect(errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
    expect(await cspViolations()).toEqual([]);
  }, 300_000);

  it('says the visitor seems to be offline when the bars cannot be had', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.route('**/api/customers/student/data-collect', (route) => route.abort('internetdisconnected'));
    await page.goto(`${live.server.origin}/student-signup?brand=revolution`);
    await page.getByRole('alert').getByText('Sorry, you seem to be offline').waitFor();
    await expectNoAxeFindings(page, 'offline');
    expect(errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
