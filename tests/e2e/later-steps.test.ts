/**
 * The later steps in Chromium, as a customer uses them: the pre-order (tabs, cards, counts,
 * choices), personal details (errors only once touched, digits-only phone, Change), and the
 * completion screen (reference, manage link, join link, WhatsApp, copy, calendar file) — each
 * starting from a session made through the real API, so these tests do not depend on how steps 1
 * and 2 look.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchedPage } from './helpers/browser.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { E2E_NOW } from './helpers/server.ts';
import { apiSession, firstAvailableTime, openAtStep, rememberSession, stepOf } from './helpers/sessions.ts';

const live = serverAndBrowser();

/** Revolution Manchester, Saturday 28 November 2026 (a week from the tests' today). */
const BAR = 11;
const SATURDAY = '2026-11-28';
const TYPES = { table: 1, brunch: 5, vodkaParty: 30, vipBooth: 41 };

/** A session on the given step with a time that can be booked now. */
async function sessionAt(step: number, fields: { party_type: number; no_people: number; date?: string }) {
  const base = { bar_id: BAR, date: fields.date ?? SATURDAY, no_people: fields.no_people, party_type: fields.party_type };
  const first = await apiSession(live.server.origin, 'revolution', base);
  const time = firstAvailableTime(first.data);
  const session = await apiSession(live.server.origin, 'revolution', base, { time, step });
  return { ...session, time };
}

async function open(step: number, fields: { party_type: number; no_people: number }, { atServerTime = false } = {}) {
  const session = await sessionAt(step, fields);
  const watched = await watchedPage(live.browser);
  // "Today" and "Tomorrow" are the browser's own days: where a test reads them, the browser's clock
  // starts at the server's instant, whatever day the test runs on.
  if (atServerTime) await watched.context.clock.install({ time: new Date(E2E_NOW) });
  await rememberSession(watched.context, 'revolution', session.id);
  await openAtStep(watched.page, live.server.origin, 'revolution', String(step));
  return { ...watched, session };
}

/** Fills the contact form as a customer types it. */
async function fillContact(page: Page, details = { forename: 'Mary', surname: 'Somerville', email: 'mary@example.com', phone: '07700 900111' }) {
  await page.getByLabel('Forename').fill(details.forename);
  await page.getByLabel('Surname').fill(details.surname);
  await page.getByLabel('E-Mail (Required)').fill(details.email);
  await page.getByLabel('Phone number (Required)').fill(details.phone);
}

describe('a brunch booking with packages and choices', () => {
  it('goes from the pre-order through personal details and the deposit to the completion screen', async () => {
    const { page, errors, context } = await open(3, { party_type: TYPES.brunch, no_people: 6 });
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe('Add to your booking');

    // Packages and Custom, Packages chosen first.
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Packages', 'Custom']);
    expect(await page.getByRole('tab', { name: 'Packages' }).getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    expect(await panel.getAttribute('aria-labelledby')).toBe(await page.getByRole('tab', { name: 'Packages' }).getAttribute('id'));
    // Per-person prices: the choices come after booking.
    await expect.poll(() => panel.getByText('You will be able to choose your pre-order options after completing your booking.').count()).toBe(1);
    const brunchCard = page.getByRole('article', { name: 'Bottomless Brunch' });
    expect(await brunchCard.getByText('£35.00 per person').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Skip' }).count()).toBe(1);

    // The info popup is a disclosure.
    const info = page.getByRole('button', { name: 'More information about Bottomless Brunch' });
    expect(await info.getAttribute('aria-expanded')).toBe('false');
    await info.click();
    expect(await info.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`#${await info.getAttribute('aria-controls')}`).textContent()).toContain('bottomless prosecco');

    // A per-person package without mix and match: one for each of the 6 people, no count to change.
    await page.getByRole('button', { name: 'Add Bottomless Brunch' }).click();
    await expect.poll(() => brunchCard.getByText('One for each of your 6 people').count()).toBe(1);
    expect(await brunchCard.getByRole('spinbutton').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(1);
    expect(await page.getByText('Pre-order total: £210.00').count()).toBe(1);

    // Custom: per-booking extras with a count, and a flavour chosen now.
    await page.getByRole('tab', { name: 'Custom' }).click();
    expect(await page.getByRole('tab', { name: 'Custom' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Add Tray of 10 Shots' }).click();
    const shots = page.getByRole('article', { name: 'Tray of 10 Shots' });
    expect(await shots.getByText('£30.00 per booking').count()).toBe(1);
    await shots.getByLabel('Flavour').selectOption({ label: 'Toffee Vodka Shot' });
    expect(await shots.getByRole('button', { name: /Flavour/ }).textContent()).toContain('1 of 1 chosen');
    await page.getByRole('button', { name: 'Add Loaded Nachos to Share' }).click();
    const nachos = page.getByRole('article', { name: 'Loaded Nachos to Share' });
    await page.getByRole('button', { name: 'Add one more Loaded Nachos to Share' }).click();
    await page.getByRole('button', { name: 'Add one more Loaded Nachos to Share' }).click();
    await page.getByRole('button', { name: 'Take one Loaded Nachos to Share away' }).click();
    expect(await nachos.getByRole('spinbutton').inputValue()).toBe('2');
    await nachos.getByRole('spinbutton').fill('3');
    expect(await page.getByText('Pre-order total: £276.00').count()).toBe(1);
    // The balloon bundle is added and taken off again.
    await page.getByRole('button', { name: 'Add Balloon Bundle' }).click();
    await page.getByRole('button', { name: 'Remove Balloon Bundle' }).click();
    expect(await page.getByRole('button', { name: 'Add Balloon Bundle' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => stepOf(page)).toBe('4');
    await page.getByLabel('Forename').waitFor();

    // Personal details: the brunch flow's own button, Save Booking (a deposit is due).
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe('Almost Done');
    expect(await page.getByText(/6 people at Revolution Manchester Deansgate on Saturday 28 November 2026 at/).count()).toBe(1);
    await fillContact(page);
    await page.getByRole('radio').first().check();
    const save = page.getByRole('button', { name: 'Save Booking' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();

    // The payment modal: paying makes the booking (its covers held); closing it shows "Pay Now!".
    await page.getByRole('button', { name: /^Pay Deposit/ }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('999');
    await page.locator('.covers-completion-details').waitFor();
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe('Pay Now!');
    expect(await page.getByText('Deposit of £60.00 required by').count()).toBe(1);
    const options = await page.getByRole('region', { name: 'Your pre-order' }).getByRole('listitem').allTextContents();
    expect(options).toEqual(['6 × Bottomless Brunch', '1 × Tray of 10 Shots: Toffee Vodka Shot', '3 × Loaded Nachos to Share']);
    expect(await page.getByRole('button', { name: 'Pay Deposit Now' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Pay Balance Now' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Manage My Booking/ }).count()).toBe(1);
    // Pay Deposit Now opens the payment again.
    await page.getByRole('button', { name: 'Pay Deposit Now' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the pre-order’s layout', () => {
  it('draws no tab or heading without content, and lines up the prices and Add buttons of a row when a name wraps', async () => {
    const { page, context } = await open(3, { party_type: TYPES.table, no_people: 4 });
    await page.setViewportSize({ width: 700, height: 900 });
    await page.getByRole('heading', { name: 'Celebration Extras' }).waitFor();
    // A table booking has extras but no packages: no tabs, and no heading naming the one kind.
    expect(await page.getByRole('tab').count()).toBe(0);
    const headings = await page.locator('main').getByRole('heading').allTextContents();
    expect(headings.slice(0, 3)).toEqual(['Add to your booking', 'Celebration Extras', 'Birthday Cake']);
    expect(headings.every((h) => h.trim() !== '')).toBe(true);
    expect(headings).not.toContain('Custom');
    expect(headings).not.toContain('Packages');
    // Three cards a row: Personalised Banner's name takes two lines, yet its price and Add sit level with the others'.
    const box = async (card: string, part: string) => (await page.getByRole('article', { name: card }).locator(part).boundingBox())!;
    const cards = ['Birthday Cake', 'Balloon Bundle', 'Personalised Banner'];
    const names = await Promise.all(cards.map((c) => box(c, '.covers-card-name')));
    expect(names[2]!.height).toBeGreaterThan(names[0]!.height * 1.5);
    expect(new Set(names.map((n) => Math.round(n.y))).size).toBe(1);
    for (const part of ['.covers-card-price', '.covers-add-button']) {
      const tops = await Promise.all(cards.map(async (c) => Math.round((await box(c, part)).y)));
      expect(new Set(tops).size, `${part} tops ${tops.join(', ')}`).toBe(1);
    }
    await context.close();
  });
});

describe('a minimum spend', () => {
  it('says how much is left to spend, in the flow’s wording, as the customer adds to the pre-order', async () => {
    // A VIP booth: a £300 minimum spend on its pre-order.
    const { page, context } = await open(3, { party_type: TYPES.vipBooth, no_people: 8 });
    const status = page.locator('.covers-preorder-footer [role="status"]');
    await expect.poll(() => status.textContent()).toBe('Only £300.00 to go!');
    await page.getByRole('button', { name: 'Add Absolut Vodka & Mixers' }).click();
    await expect.poll(() => status.textContent()).toBe('Only £190.00 to go!');
    await page.getByRole('button', { name: 'Add one more Absolut Vodka & Mixers' }).click();
    await page.getByRole('button', { name: 'Add Moët & Chandon Impérial' }).click();
    await expect.poll(() => status.textContent()).toBe('');
    expect(await page.getByText('Pre-order total: £305.00').count()).toBe(1);
    await context.close();
  });
});

describe('a package’s item choices', () => {
  it('keeps the customer on the pre-order until every item slot is filled, pointing at the empty ones', async () => {
    // A vodka party's Woo Woo Pitcher Party: priced per booking, four pitchers to choose now.
    const { page, context } = await open(3, { party_type: TYPES.vodkaParty, no_people: 8 });
    await page.getByRole('button', { name: 'Add Woo Woo Pitcher Party' }).click();
    const card = page.getByRole('article', { name: 'Woo Woo Pitcher Party' });
    const slot = (n: number) => card.getByLabel(`Pitcher ${n}`, { exact: true });
    const flavour = async (n: number) => (await slot(n).locator('option').allTextContents()).filter((o) => o !== 'Choose…')[0]!;
    await slot(1).selectOption({ label: await flavour(1) });
    await slot(2).selectOption({ label: await flavour(2) });
    expect(await slot(3).getAttribute('aria-invalid')).toBeNull();

    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.locator('.covers-notices [role="alert"]');
    await expect.poll(() => alert.textContent()).toBe('Please choose an item for every choice of your package before you continue.');
    expect(await stepOf(page)).toBe('3');
    // The empty slots say so, and are read with their message; the keyboard is at the first of them.
    for (const n of [3, 4]) {
      expect(await slot(n).getAttribute('aria-invalid')).toBe('true');
      const described = await slot(n).getAttribute('aria-describedby');
      expect(await page.locator(`[id="${described}"]`).textContent()).toBe(`Please choose your Pitcher ${n}.`);
    }
    expect(await slot(1).getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.covers-po-slot')?.querySelector('label')?.textContent)).toBe('Pitcher 3');

    await slot(3).selectOption({ label: await flavour(3) });
    await slot(4).selectOption({ label: await flavour(4) });
    await expect.poll(() => alert.textContent()).toBe('');
    expect(await slot(3).getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => stepOf(page), { timeout: 10_000 }).toBe('4');
    await context.close();
  });
});

describe('personal details', () => {
  it('shows a field’s errors only once it has been touched, keeps digits only in the phone, and Change goes back to step 1', async () => {
    const { page, context } = await open(4, { party_type: TYPES.table, no_people: 4 }, { atServerTime: true });
    const errorsOn = async (label: string) => {
      const input = page.getByLabel(label);
      const described = await input.getAttribute('aria-describedby');
      return described ? ((await page.locator(`#${described}`).textContent()) ?? '').trim() : '';
    };
    // The server says every contact field is missing, but nothing is shown before the customer has been there.
    await page.getByLabel('Forename').waitFor();
    expect(await page.locator('.covers-personal-details .covers-field-error p').count()).toBe(0);
    expect(await page.getByLabel('E-Mail (Required)').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('button', { name: 'Book now' }).isDisabled()).toBe(true);

    // Leaving the forename empty: its error, and only its.
    await page.getByLabel('Forename').focus();
    await page.getByLabel('Surname').focus();
    await expect.poll(() => errorsOn('Forename')).toBe('Forename is required.');
    expect(await page.getByLabel('Forename').getAttribute('aria-invalid')).toBe('true');
    expect(await errorsOn('Surname')).toBe('');
    expect(await errorsOn('E-Mail (Required)')).toBe('');

    // A malformed e-mail is the server's to judge; shown once the field is left.
    await page.getByLabel('E-Mail (Required)').fill('mary@');
    expect(await errorsOn('E-Mail (Required)')).toBe('');
    await page.getByLabel('Phone number (Required)').focus();
    await expect.poll(() => errorsOn('E-Mail (Required)')).toBe('Please enter a valid e-mail address.');
    await page.getByLabel('E-Mail (Required)').fill('mary@example.com');
    await expect.poll(() => errorsOn('E-Mail (Required)')).toBe('');

    // The phone keeps digits only.
    await page.getByLabel('Phone number (Required)').pressSequentially('07700 900-111');
    expect(await page.getByLabel('Phone number (Required)').inputValue()).toBe('07700900111');
    expect(await page.getByLabel('Phone number (Required)').getAttribute('inputmode')).toBe('numeric');

    // Opt-ins, under one legend.
    const optIns = page.getByRole('group', { name: 'Keep me up to date with offers and events by:' });
    expect(await optIns.getByRole('checkbox').count()).toBe(3);
    await optIns.getByRole('checkbox', { name: 'SMS' }).check();

    // The callback windows: the first 12, Today / Tomorrow, ending 16:45 where the team stops at 17.
    const callbacks = page.getByRole('group', { name: 'When is best to call you?' }).getByRole('radio');
    expect(await callbacks.count()).toBe(12);
    const labels = await page.locator('.covers-callback label').allTextContents();
    expect(labels[0]).toMatch(/^Today \d\d:00 - \d\d:\d\d$/);
    expect(labels.some((l) => l.startsWith('Tomorrow'))).toBe(true);
    expect(labels.some((l) => l.endsWith(' - 16:45'))).toBe(true);
    expect(labels.some((l) => l.endsWith(' - 17:00'))).toBe(false);

    // The terms notice links to the brand's terms, in a new tab.
    const terms = page.getByRole('link', { name: /Terms & conditions/ });
    expect(await terms.getAttribute('href')).toBe('https://www.revolution-bars.example/terms-and-conditions');
    expect(await terms.getAttribute('target')).toBe('_blank');

    await page.getByLabel('Forename').fill('Mary');
    await page.getByLabel('Surname').fill('Somerville');
    await expect.poll(() => page.getByRole('button', { name: 'Book now' }).isEnabled()).toBe(true);

    // Change: back to the first step.
    await page.getByRole('button', { name: 'Change' }).click();
    await expect.poll(() => stepOf(page)).toBe('1');
    await context.close();
  });
});

describe('the completion screen', () => {
  it('shows the reference, the manage link, the join link with WhatsApp and copy, and downloads the calendar file', async () => {
    const { page, context, errors } = await open(4, { party_type: TYPES.table, no_people: 4 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: live.server.origin });
    await fillContact(page);
    const book = page.getByRole('button', { name: 'Book now' });
    await expect.poll(() => book.isEnabled()).toBe(true);
    await book.click();
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('999');
    await page.locator('.covers-completion-details').waitFor();

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("Let's Get This Party Started!");
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe('Booking Confirmed');
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    const reference = (await page.locator('.covers-reference').textContent())!;
    expect(reference).toMatch(/^[A-Z0-9]{6,10}$/);
    const details = await page.locator('.covers-completion-details').innerText();
    expect(details).toContain('Revolution Manchester Deansgate');
    expect(details).toContain('4 people');
    expect(details).toContain('Saturday 28 November 2026 at');
    // Nothing to pay for a table: no deposit line, no pay buttons.
    expect(await page.getByRole('button', { name: /Pay (Deposit|Balance) Now/ }).count()).toBe(0);

    const manage = page.getByRole('link', { name: /Manage My Booking/ });
    const manageHref = (await manage.getAttribute('href'))!;
    expect(manageHref).toMatch(new RegExp(`^${live.server.origin}/manage/[A-Za-z0-9_-]{32}$`));
    expect(await manage.getAttribute('target')).toBe('_blank');
    expect(await manage.getAttribute('rel')).toContain('noopener');
    const manageKey = manageHref.split('/manage/')[1]!;

    const join = (await page.getByLabel('Invite link').inputValue())!;
    expect(join).toMatch(new RegExp(`^${live.server.origin}/join/[A-Za-z0-9_-]{32}$`));
    const shareText = (await page.locator('.covers-share-text').textContent())!;
    expect(shareText).toBe(`Join my party at Revolution Manchester Deansgate on Saturday 28 November 2026! Add yourself to the booking here: ${join}`);
    const whatsapp = page.getByRole('link', { name: /Share on WhatsApp/ });
    expect(await whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(shareText)}`);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');

    await page.getByRole('button', { name: 'Copy invite link' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Link copied to clipboard' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(join);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^booking-[A-Z0-9]{6,12}\.ics$/);
    expect(download.suggestedFilename()).not.toContain(manageKey);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const ical = await readFile(file, 'utf8');
    expect(ical.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ical.replace(/\r\n[ \t]/g, '')).toContain(reference);
    expect(ical).toContain('DTSTART;TZID=Europe/London:20261128T');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('keyboard only', () => {
  it('pre-orders, fills in the details and books with the keyboard alone', async () => {
    const { page, context } = await open(3, { party_type: TYPES.table, no_people: 4 });
    // Only custom extras for a table: one section, no tabs.
    await page.getByRole('button', { name: 'Add Birthday Cake' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await tabTo(page, /^Add Tray of 10 Shots$/);
    await page.keyboard.press('Enter');
    // Focus stays usable: on to the flavour, chosen with the arrow keys.
    const flavour = page.getByRole('article', { name: 'Tray of 10 Shots' }).getByLabel('Flavour');
    await tabTo(page, flavour);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await flavour.inputValue()).not.toBe('');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('4');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('covers-title');

    await tabTo(page, (f) => f.tag === 'input' && f.id.endsWith('forename'));
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('07700900123');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: 'E-Mail' }).isChecked()).toBe(true);
    await tabTo(page, (f) => f.tag === 'input' && f.id.startsWith('root_callback_time'));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);
    const book = page.getByRole('button', { name: 'Book now' });
    await tabTo(page, book);
    await expect.poll(() => book.isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('999');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('covers-title');
    expect(await page.getByRole('region', { name: 'Your pre-order' }).textContent()).toContain('1 × Tray of 10 Shots');
    // The links and the copy button are reachable.
    await tabTo(page, page.getByRole('link', { name: /Manage My Booking/ }));
    await tabTo(page, page.getByRole('button', { name: 'Copy invite link' }));
    await tabTo(page, page.getByRole('link', { name: 'Add to calendar' }));
    await context.close();
  });

  it('keeps the focus on Continue and says the pre-order is being saved while the answer is slow, a second press waiting with it', async () => {
    const { page, context } = await open(3, { party_type: TYPES.table, no_people: 4 });
    // The update carrying the pre-order is held until the test has looked at the step meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    await page.route('**/api/rest/booking/session', async (route) => {
      if (route.request().postData()?.includes('"variations"')) {
        sent += 1;
        await held;
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add Tray of 10 Shots' }).click();
    const flavour = page.getByRole('article', { name: 'Tray of 10 Shots' }).getByLabel('Flavour');
    await flavour.selectOption({ label: 'Toffee Vodka Shot' });
    const next = page.getByRole('button', { name: 'Continue' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saving your pre-order…' }).waitFor();
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    expect(await focused(next)).toBe(true);
    // The choices wait for the answer: the flavour is not changed meanwhile, nor focus taken from it.
    await flavour.focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused(flavour)).toBe(true);
    expect(await flavour.locator('option:checked').textContent()).toBe('Toffee Vodka Shot');
    // Pressed again: taken as the same press, not dropped and not sent twice.
    await next.focus();
    await page.keyboard.press('Enter');
    release();
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('4');
    expect(sent).toBe(1);
    await context.close();
  });
});
