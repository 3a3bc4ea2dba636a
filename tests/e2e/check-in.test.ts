/**
 * Track and trace (issue 15, spec §2.5, §4, §5, §8) in Chromium, from the check-in link the server prints: a
 * visitor the page asks nothing of on arrival (the location only when they look for a bar) checks in by the
 * keyboard: names too short refused at the field, a group of 6 built with the + button and a 7th refused, the
 * visit shown until it ends; a 7th person checked in by the same contact is refused by the server. Later in the
 * day (the server restarted on the same database with its clock 2 hours on, the browser's moved as far) the
 * visit has ended and 'Extend my visit' makes it last 2 hours more. /covid-checkin is the form without submit.
 * Axe on every state.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { launchBrowser, watchedPage } from './helpers/browser.ts';
import { checkInLink } from './helpers/demo-links.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { E2E_NOW, freePort, startServer, type RunningServer } from './helpers/server.ts';

const MAX_GUESTS = "You cannot add any more guests as you've checked in the maximum of 6 people";
const LATER = new Date(new Date(E2E_NOW).getTime() + (2 * 60 + 5) * 60_000).toISOString();

let browser: Browser;
let server: RunningServer;
let port: number;
let dataDir: string;

beforeAll(async () => {
  port = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'covers-e2e-check-in-'));
  [server, browser] = await Promise.all([startServer({ port, dataDir }), launchBrowser()]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('track and trace', () => {
  it('checks in 6 people by the keyboard, refuses a 7th, and extends the visit once it has ended', { timeout: 480_000 }, async () => {
    const { page, context, errors, cspViolations } = await watchedPage(browser);
    // The browser's clock is the server's: the visit's 2 hours are counted on it.
    await context.clock.install({ time: new Date(E2E_NOW) });
    // Every time the page asks the browser for its location, counted.
    await context.addInitScript(() => {
      const w = window as unknown as { __locationAsked: number };
      w.__locationAsked = 0;
      const ask = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
        w.__locationAsked += 1;
        ask(...args);
      };
    });
    const link = await checkInLink(server);
    await page.goto(link);
    await title(page, 'Track and trace');
    await page.getByRole('heading', { level: 2, name: /^Revolution/ }).waitFor();
    await page.getByLabel('Forename').waitFor();
    // The page asks nothing of the browser on arrival: the location only when the visitor looks for a bar.
    expect(await page.evaluate(() => (window as unknown as { __locationAsked: number }).__locationAsked)).toBe(0);
    expect(await page.getByText('Access to location denied').count()).toBe(0);
    await expectNoAxeFindings(page, 'form');

    // Names of 2 characters: refused at the field, which takes the focus.
    const forename = page.getByLabel('Forename');
    await tabTo(page, forename);
    await page.keyboard.type('Al');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Turing');
    await page.keyboard.press('Tab');
    // The contact kind is a radio group: the arrow keys move within it.
    expect(await focused(page.getByRole('radio', { name: 'E-mail' }))).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Phone' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Tab');
    await page.keyboard.type('alan.turing@example.com');
    await page.keyboard.press('Enter');
    await page.getByText('Please enter at least 3 characters').waitFor();
    expect(await focused(forename)).toBe(true);
    expect(await forename.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeFindings(page, 'names refused');
    await page.keyboard.type('an');

    // A group of 6 with the + button; a 7th is refused with the spec's words.
    const size = page.getByLabel('How many in your group?');
    const add = page.getByRole('button', { name: 'Add a guest' });
    await tabTo(page, add);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
    expect(await size.inputValue()).toBe('6');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText(MAX_GUESTS).waitFor();
    expect(await size.inputValue()).toBe('6');
    await expectNoAxeFindings(page, 'a 7th refused');

    await tabTo(page, page.getByRole('button', { name: 'Check in', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByText("Thanks Alan, you're checked in!").waitFor();
    await page.getByText(/^Checked in: Revolution/).waitFor();
    await page.getByText('Your visit lasts until 14:00.').waitFor();
    expect(await page.getByRole('button', { name: 'Extend my visit' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'checked in');

    // 'Check in more people': the form again, empty (on a shared phone the next group sees nothing of Alan's).
    await tabTo(page, page.getByRole('button', { name: 'Check in more people' }));
    await page.keyboard.press('Enter');
    for (const label of ['Forename', 'Surname', 'E-mail address']) expect(await page.getByLabel(label).inputValue(), label).toBe('');
    expect(await size.inputValue()).toBe('1');
    await expectNoAxeFindings(page, 'the form again');
    // The same contact checks in one more: the server holds them to 6.
    await page.getByLabel('Forename').fill('Ethel');
    await page.getByLabel('Surname').fill('Turing');
    await page.getByLabel('E-mail address').fill('alan.turing@example.com');
    await tabTo(page, page.getByRole('button', { name: 'Check in', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText(MAX_GUESTS).waitFor();
    await expectNoAxeFindings(page, 'the server refuses a 7th');

    // A reload shows the visit the browser keeps.
    await page.reload();
    await page.getByText('Your visit lasts until 14:00.').waitFor();

    // Later that day: the server restarted with its clock 2 hours 5 minutes on, the browser's as far.
    await server.stop();
    server = await startServer({ port, dataDir, now: LATER });
    await context.clock.fastForward('02:05:00');
    await page.getByText('Your visit ended at 14:00.').waitFor();
    await expectNoAxeFindings(page, 'visit ended');
    await tabTo(page, page.getByRole('button', { name: 'Extend my visit' }));
    await page.keyboard.press('Enter');
    await page.getByText(/^Your visit has been extended until 16:0\d\.$/).waitFor();
    expect(await page.getByRole('button', { name: 'Extend my visit' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'extended');

    expect(await cspViolations()).toEqual([]);
    // The only errors: the server's refusal of the 7th (409).
    expect(errors.filter((e) => !/\b409\b/.test(e))).toEqual([]);
    await context.close();
  });

  it('checks in without asking again when the browser gives its location', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 53.4794, longitude: -2.2453 } });
    const page = await context.newPage();
    await page.goto(await checkInLink(server));
    await title(page, 'Track and trace');
    await page.getByLabel('Forename').waitFor();
    expect(await page.evaluate(() => new Promise((resolve) => navigator.geolocation.getCurrentPosition(() => resolve('given'), (e) => resolve(e.code))))).toBe('given');
    expect(await page.getByText('Access to location denied').count()).toBe(0);
    await context.close();
  });

  it('says a bar closed for now takes no check-ins, and offers no form', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await watchedPage(browser);
    await page.goto(`${server.origin}/track-trace/revolution-bristol-corn-street?brand=revolution`);
    await title(page, 'Track and trace');
    await page.getByRole('alert').getByText(/^Sorry, Revolution .*Bristol.* isn't taking check-ins at the moment\.$/).waitFor();
    expect(await page.getByLabel('Forename').count()).toBe(0);
    await expectNoAxeFindings(page, 'closed bar');
    expect(errors.filter((e) => !/\b404\b/.test(e))).toEqual([]);
    await context.close();
  });

  it('/covid-checkin is the form without submit', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await watchedPage(browser);
    await page.goto(`${server.origin}/covid-checkin?brand=revolution`);
    await title(page, 'Check in');
    await page.getByText("To check in, scan the QR code at your bar's entrance.").waitFor();
    const forename = page.getByLabel('Forename');
    await tabTo(page, forename);
    await page.keyboard.type('Grace');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Check in', exact: true }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/covid-checkin');
    expect(await forename.inputValue()).toBe('Grace');
    await tabTo(page, page.getByRole('button', { name: 'Add a guest' }));
    await expectNoAxeFindings(page, 'covid-checkin');
    expect(errors).toEqual([]);
    await context.close();
  });
});
