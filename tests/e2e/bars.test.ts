/**
 * The bars in Chromium (issue 16, spec §2.5, §9): a bar's opening times page (the week with today marked, the
 * special dates ahead, a way on to book), and the nearest-bars dialog on the booking portal, used from the
 * keyboard — the browser's location fixed on Manchester, a typed postcode, and a refused location; on a bar's
 * check-in page, where it leads to another bar's check-in page; and on the student data-collection form, where it
 * chooses the form's bar. Axe on each.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { printedLink } from './helpers/demo-links.ts';
import { tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();
const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };
const LEEDS = { latitude: 53.7965, longitude: -1.5478 };

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** The names and distances the dialog lists, in its order. */
async function listedBars(page: Page) {
  const items = page.getByRole('dialog').getByRole('listitem');
  await items.first().waitFor();
  return items.evaluateAll((lis) => lis.map((li) => ({ name: li.querySelector('strong')?.textContent ?? '', distance: li.querySelector('span')?.textContent ?? '' })));
}

async function openFinder(page: Page) {
  await page.goto(`${live.server.origin}/book-now?brand=revolution`);
  await page.getByRole('heading', { level: 1, name: 'Book now' }).waitFor();
  await tabTo(page, page.getByRole('button', { name: 'Find your nearest bar' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Find your nearest bar' });
  await dialog.waitFor();
  return dialog;
}

describe('opening times', () => {
  it("shows a bar's week with today marked and the special dates ahead, and goes on to book there", async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    // The link the server prints at start opens a bar's page.
    await page.goto(await printedLink(live.server, 'bars:'));
    await page.getByRole('heading', { level: 1, name: /Manchester.*: opening times/ }).waitFor();
    await page.goto(`${live.server.origin}/bar/revolution-leeds-call-lane/opening-times`);
    await page.getByRole('heading', { level: 1, name: /Leeds.*: opening times/ }).waitFor();
    const table = page.getByRole('table', { name: 'Opening hours' });
    // The tests' day is a Saturday.
    const today = table.locator('tr[aria-current="date"]');
    expect(await today.getByRole('rowheader').textContent()).toBe('SaturdayToday');
    expect(await table.getByRole('row', { name: /Thursday/ }).getByRole('cell').first().textContent()).toBe('12:00 – 01:00');
    const special = page.getByRole('region', { name: 'Special dates' }).getByRole('table', { name: 'Special dates' });
    const christmas = special.getByRole('row', { name: /Friday 25 December 2026 \(Christmas Day\)/ });
    expect(await christmas.getByRole('cell').allTextContents()).toEqual(['Closed', '—']);
    // Boxing Day's booking times are its own: they start when the bar opens that day.
    const boxingDay = await special.getByRole('row', { name: /Saturday 26 December 2026 \(Boxing Day\)/ }).getByRole('cell').allTextContents();
    expect(boxingDay[0]).toBe('12:00 – 00:00');
    expect(boxingDay[1]).toMatch(/^\S.* 12:00 – /);
    await expectNoAxeFindings(page, 'opening times');
    // On a phone the tables fit the screen: nothing to scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);

    await tabTo(page, page.getByRole('link', { name: 'Book a table' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Book now' }).waitFor();
    const bar = Number(new URL(page.url()).searchParams.get('bar_id'));
    const [leeds] = await (await fetch(`${live.server.origin}/api/rest/bars`)).json().then((b: { data: { id: number; slug: string }[] }) => b.data.filter((x) => x.slug === 'revolution-leeds-call-lane'));
    expect(bar).toBe(leeds!.id);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('says a bar closed for now is closed, with no booking button', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/bar/revolution-bristol-corn-street/opening-times`);
    await page.getByRole('heading', { level: 1, name: /Bristol.*: opening times/ }).waitFor();
    await page.getByText('This bar is closed for now, and is not taking bookings.').waitFor();
    expect(await page.getByRole('link', { name: 'Book a table' }).count()).toBe(0);
    expect(await page.getByText('Today:').count()).toBe(0);
    await expectNoAxeFindings(page, 'closed bar');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('agrees with the widget on Christmas Day: the bar is closed, the widget says so and offers nothing', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/widget?brand=revolution`);
    await page.locator('.covers-shell form').waitFor();
    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Manchester Deansgate' });
    await page.getByLabel('Date', { exact: true }).fill('25/12/2026');
    await page.getByLabel('Number of people').fill('4');
    await page.getByText(/is closed on Friday 25 December 2026\. Please choose another date\./).waitFor({ timeout: 10_000 });
    expect(await page.getByText("Sorry, looks like we can't take this booking right now.").count()).toBe(0);
    expect(await page.locator('.covers-panels li').count()).toBe(0);
    await expectNoAxeFindings(page, 'closed on the date');
    // The day before, the same bar offers its booking types.
    await page.getByLabel('Date', { exact: true }).fill('24/12/2026');
    await page.getByLabel('Number of people').fill('5');
    await expect.poll(() => page.locator('.covers-panels li').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByText(/is closed on/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says so for a bar that does not exist', async () => {
    const { page } = await watchedPage(live.browser);
    const response = await page.goto(`${live.server.origin}/bar/no-such-bar/opening-times`);
    expect(response?.status()).toBe(404);
    await page.getByRole('alert').getByText('We could not find that bar.').waitFor();
    await expectNoAxeFindings(page, 'unknown bar');
    await page.context().close();
  });
});

describe('the nearest bars', () => {
  it("lists the brand's open, non-central bars nearest the browser's location, closest first, in miles", async () => {
    const { page, context, errors } = await watchedPage(live.browser);
    await context.grantPermissions(['geolocation'], { origin: live.server.origin });
    await context.setGeolocation(MANCHESTER);
    const dialog = await openFinder(page);
    await expectNoAxeFindings(page, 'finder opened');
    await tabTo(page, dialog.getByRole('button', { name: 'Use my location' }));
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'The bars nearest to you' }).waitFor();
    const bars = await listedBars(page);
    // Revolution's demo bars: Deansgate is in Manchester, then Leeds and Birmingham; Bristol is closed, the central desk not a bar.
    expect(bars.map((b) => b.name)).toEqual(['Revolution Manchester Deansgate', 'Revolution Leeds Call Lane', 'Revolution Birmingham Broad Street']);
    for (const b of bars) expect(b.distance).toMatch(/^\d+\.\d\d miles$/);
    const miles = bars.map((b) => Number.parseFloat(b.distance));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBeLessThan(1);
    expect(miles[1]).toBeGreaterThan(30);
    await expectNoAxeFindings(page, 'finder with bars');

    await tabTo(page, dialog.getByRole('link', { name: 'Book at Revolution Leeds Call Lane' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/bar_id=12/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds the bars nearest a typed postcode, and says when the location is refused', async () => {
    const { page, context } = await watchedPage(live.browser);
    // No permission granted: the browser refuses the page its location.
    const dialog = await openFinder(page);
    await dialog.getByRole('button', { name: 'Use my location' }).click();
    await dialog.getByText('Access to location denied').waitFor();

    await dialog.getByRole('button', { name: 'Find bars' }).click();
    await dialog.getByText('Please enter a postcode').waitFor();
    await dialog.getByLabel('Or enter a UK postcode').fill('not a postcode');
    await dialog.getByRole('button', { name: 'Find bars' }).click();
    await dialog.getByText('Please enter a valid UK postcode.').waitFor();
    await dialog.getByLabel('Or enter a UK postcode').fill('ls1 7bt');
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'The bars nearest to LS1 7BT' }).waitFor();
    await dialog.getByText("Distances are measured from the centre of the postcode's area.").waitFor();
    expect((await listedBars(page)).map((b) => b.name)[0]).toBe('Revolution Leeds Call Lane');
    await expectNoAxeFindings(page, 'finder by postcode');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it("leads from a bar's check-in page to the check-in page of the nearest bar chosen", async () => {
    const { page, context, errors, cspViolations } = await watchedPage(live.browser);
    await context.grantPermissions(['geolocation'], { origin: live.server.origin });
    await context.setGeolocation(LEEDS);
    await page.goto(`${live.server.origin}/track-trace/revolution-manchester-deansgate?brand=revolution`);
    await page.getByRole('heading', { level: 2, name: 'Revolution Manchester Deansgate' }).waitFor();
    await page.getByText('Not at this bar?').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Find the nearest bars' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Find your nearest bar' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Use my location' }));
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'The bars nearest to you' }).waitFor();
    expect((await listedBars(page)).map((b) => b.name)).toEqual(['Revolution Leeds Call Lane', 'Revolution Manchester Deansgate', 'Revolution Birmingham Broad Street']);
    // Each bar links to its own check-in page, not to booking.
    expect(await dialog.getByRole('link', { name: /^Book at/ }).count()).toBe(0);
    await expectNoAxeFindings(page, 'finder on the check-in page');
    await tabTo(page, dialog.getByRole('link', { name: 'Check in at Revolution Leeds Call Lane' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/track-trace/revolution-leeds-call-lane');
    await page.getByRole('heading', { level: 2, name: 'Revolution Leeds Call Lane' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Forename').waitFor();
    await expectNoAxeFindings(page, 'the chosen bar’s check-in page');
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await context.close();
  });

  it('chooses the bar of the student data-collection form', async () => {
    const { page, context, errors, cspViolations } = await watchedPage(live.browser);
    await context.grantPermissions(['geolocation'], { origin: live.server.origin });
    await context.setGeolocation(LEEDS);
    await page.goto(`${live.server.origin}/student-signup/revolution-birmingham-broad-street?brand=revolution`);
    const bar = page.getByLabel('Your bar');
    await bar.waitFor();
    expect(await bar.locator('option:checked').textContent()).toBe('Revolution Birmingham Broad Street');
    const finder = page.getByRole('button', { name: 'Find your nearest bar' });
    await tabTo(page, finder);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Find your nearest bar' });
    await tabTo(page, dialog.getByRole('button', { name: 'Use my location' }));
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'The bars nearest to you' }).waitFor();
    expect((await listedBars(page)).map((b) => b.name)[0]).toBe('Revolution Leeds Call Lane');
    await expectNoAxeFindings(page, 'finder on the data-collection form');
    await tabTo(page, dialog.getByRole('button', { name: 'Choose Revolution Leeds Call Lane' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await bar.locator('option:checked').textContent()).toBe('Revolution Leeds Call Lane');
    // Back on the button that opened it; nothing was sent.
    await expect.poll(() => finder.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);

    // A postcode searched from the keyboard inside the form searches, and does not send the form.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByLabel('Or enter a UK postcode'));
    await page.keyboard.type('B1 2JB');
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'The bars nearest to B1 2JB' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(page.url()).toBe(`${live.server.origin}/student-signup/revolution-birmingham-broad-street?brand=revolution`);
    await tabTo(page, dialog.getByRole('button', { name: 'Choose Revolution Birmingham Broad Street' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await bar.locator('option:checked').textContent()).toBe('Revolution Birmingham Broad Street');
    expect(await page.evaluate(() => localStorage.getItem('last_bar'))).toBe(await bar.inputValue());
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await context.close();
  });
});
