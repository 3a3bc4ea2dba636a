/**
 * Societies (issue 15, spec §2.5, §4, §5, §8) in Chromium, from the links the server prints: the app's user joins
 * a society by its invite code typed loosely (a short one refused at the field), reads the type's registered
 * message and leaves it from the keyboard through the confirm dialog; joins another by its QR link (a visitor not
 * logged in logs in from it and comes back to join); a member of a society that cannot be left is not offered to; a society's
 * own page shows its codes to its admin and 'Society not found' to anyone else. Axe on every state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { appUserLinks, societyLinks } from './helpers/demo-links.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { linkFromMailbox, registeredCustomer } from './helpers/accounts.ts';
import { api } from './payments-helpers.ts';

const live = serverAndBrowser();
const SALSA = 'Manchester Salsa Society';
const RUGBY = 'Leeds Rugby Club';
const AMBASSADORS = 'Nottingham Student Ambassadors';

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** The society status the app reads for its user (the id is the last segment of their /app link). */
async function appStatus(appLink: string) {
  const id = new URL(appLink).pathname.split('/').pop()!;
  const r = await api(live.server.origin, 'GET', `customers/app-user/status/${id}`);
  expect(r.status).toBe(200);
  return r.body.data;
}

/** Leaves the society shown, by the keyboard: the button, then the dialog's own. */
async function leaveByKeyboard(page: Page, society: string) {
  const leave = page.getByRole('button', { name: 'Leave society' });
  await tabTo(page, leave);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Leave ${society}?` });
  await dialog.getByText('Are you sure you want to leave? Your society offers will stop.').waitFor();
  await expectNoAxeFindings(page, 'leave dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Leave society' }));
  await page.keyboard.press('Enter');
  await page.getByRole('status').getByText(`You have left ${society}. Your society offers have stopped.`).waitFor();
}

describe('societies', () => {
  it('the app user joins by an invite code typed loosely, reads the registered message, and leaves by the keyboard', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const sam = await appUserLinks(live.server, 'sam.student@example.com');
    const salsa = await societyLinks(live.server, SALSA);

    await page.goto(sam.clubsoc);
    await title(page, 'Join your society');
    const field = page.getByLabel('Invite code');
    await expectNoAxeFindings(page, 'join form');

    // Too short: refused at the field, which keeps the focus.
    await tabTo(page, field);
    await page.keyboard.type('ab-1');
    expect(await field.inputValue()).toBe('AB1');
    await page.keyboard.press('Enter');
    await page.getByText('Code must be exactly 6 characters').waitFor();
    expect(await focused(field)).toBe(true);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeFindings(page, 'code refused');

    // Pasted as the society wrote it, with its dash (7 characters): the dash goes before the 6 are counted.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: live.server.origin });
    await field.fill('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), `${salsa.code.slice(0, 3)}-${salsa.code.slice(3)}`.toLowerCase());
    await field.focus();
    await page.keyboard.press('Control+V');
    await expect.poll(() => field.inputValue()).toBe(salsa.code);

    // The code typed in lower case with a separator: kept to its 6 letters and digits.
    await field.fill('');
    await page.keyboard.type(`${salsa.code.slice(0, 3).toLowerCase()} ${salsa.code.slice(3).toLowerCase()}`);
    expect(await field.inputValue()).toBe(salsa.code);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(`Welcome to ${SALSA}!`).waitFor();
    await title(page, 'Your society');
    await page.getByRole('heading', { level: 2, name: `You're registered with ${SALSA}` }).waitFor();
    await page.getByText(/^You're all set: your society offers are in the app/).waitFor();
    await expectNoAxeFindings(page, 'registered');
    expect((await appStatus(sam.app)).has_society_offers).toBe(true);

    await leaveByKeyboard(page, SALSA);
    await title(page, 'Join your society');
    await page.getByLabel('Invite code').waitFor();
    await expectNoAxeFindings(page, 'left');
    expect(await appStatus(sam.app)).toEqual({ active_type: null, has_society_offers: false });
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it('joins by the QR link after logging in through the app, then leaves from /society', async () => {
    const { page, errors } = await watchedPage(live.browser);
    const ada = await appUserLinks(live.server, 'demo.customer@example.com');
    const rugby = await societyLinks(live.server, RUGBY);

    // Not logged in: the society by name, and a way to log in first.
    await page.goto(rugby.qr);
    await title(page, 'Join your society');
    await page.getByText(`You've scanned the QR code of ${RUGBY}.`).waitFor();
    await page.getByRole('link', { name: `Log in to join ${RUGBY}` }).waitFor();
    await expectNoAxeFindings(page, 'QR, not logged in');

    await page.goto(ada.app);
    await page.getByText('Logged in as demo.customer@example.com').waitFor();
    await page.goto(rugby.qr);
    const join = page.getByRole('button', { name: `Join ${RUGBY}` });
    await tabTo(page, join);
    await page.keyboard.press('Enter');
    await page.getByText(`Welcome to ${RUGBY}!`).waitFor();
    await page.getByText(/^You're all set: your club's offers are in the app/).waitFor();
    await expectNoAxeFindings(page, 'QR joined');
    expect((await appStatus(ada.app)).active_type.data.type.title).toBe(RUGBY);

    await tabTo(page, page.getByRole('link', { name: 'Your society' }));
    await page.keyboard.press('Enter');
    await title(page, 'Your society');
    await page.getByRole('heading', { level: 2, name: `You're registered with ${RUGBY}` }).waitFor();
    await leaveByKeyboard(page, RUGBY);
    expect((await appStatus(ada.app)).has_society_offers).toBe(false);

    // A QR code that is none says so.
    await page.goto(`${live.server.origin}/society/qr/${'Q'.repeat(32)}?brand=revolution`);
    await page.getByRole('alert').getByText("Sorry, that QR code isn't valid. Please ask your society for a new one.").waitFor();
    await expectNoAxeFindings(page, 'QR unknown');
    // customers/me answers 401 to the visitor not logged in, and the unknown code 404; nothing else.
    expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
  });

  it("a member of a society that cannot be left is not offered to; a society's page is its admin's only", async () => {
    const { page, errors } = await watchedPage(live.browser);
    const grace = await appUserLinks(live.server, 'grace.member@example.com');
    const salsa = await societyLinks(live.server, SALSA);
    const rugby = await societyLinks(live.server, RUGBY);

    await page.goto(grace.clubsoc);
    await title(page, 'Your society');
    await page.getByRole('heading', { level: 2, name: `You're registered with ${AMBASSADORS}` }).waitFor();
    await page.getByText("Your society's committee looks after its members' registrations.").waitFor();
    expect(await page.getByRole('button', { name: 'Leave society' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'cannot leave');

    await page.goto(salsa.page);
    await title(page, SALSA);
    await page.getByRole('region', { name: 'Invite codes' }).getByText(salsa.code).waitFor();
    await page.getByRole('link', { name: salsa.qr.replace('?brand=revolution', '') }).waitFor();
    await expectNoAxeFindings(page, 'society page');

    await page.goto(rugby.page);
    await page.getByRole('alert').getByText('Society not found').waitFor();
    expect(await page.getByText(rugby.code).count()).toBe(0);
    await expectNoAxeFindings(page, 'not their society');
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  it('a visitor not logged in logs in from the QR page and comes back to it to join', async () => {
    const { page, errors } = await watchedPage(live.browser);
    const email = 'qr.visitor@example.com';
    const password = 'a long walk by the canal';
    await registeredCustomer(page, live.server.origin, email, password);
    expect((await page.request.post(`${live.server.origin}/api/customers/logout`, { headers: { 'x-brand': '1', 'x-api-key': 'covers-demo-key' } })).status()).toBe(200);
    const salsa = await societyLinks(live.server, SALSA);

    await page.goto(salsa.qr);
    await tabTo(page, page.getByRole('link', { name: `Log in to join ${SALSA}` }));
    await page.keyboard.press('Enter');
    await title(page, 'Login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.keyboard.press('Enter');
    // Back where the customer was, now able to join.
    await page.waitForURL((url) => url.pathname.startsWith('/society/qr/'));
    const join = page.getByRole('button', { name: `Join ${SALSA}` });
    await tabTo(page, join);
    await page.keyboard.press('Enter');
    await page.getByText(`Welcome to ${SALSA}!`).waitFor();
    await expectNoAxeFindings(page, 'joined after login');
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  it('a new visitor registers from the QR page, comes back to it from the e-mailed link to join, and is then told they are a member', async () => {
    const { page, errors } = await watchedPage(live.browser);
    const email = 'qr.newcomer@example.com';
    const salsa = await societyLinks(live.server, SALSA);

    await page.goto(salsa.qr);
    await page.getByRole('link', { name: `Log in to join ${SALSA}` }).click();
    await title(page, 'Login');
    await page.getByRole('link', { name: 'Register' }).click();
    await title(page, 'Register');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('status').getByText('You are now registered!').waitFor();

    // The e-mailed link, opened: names and a password, then back at the society's QR page.
    const link = await linkFromMailbox(page, live.server.origin, email, /Finish creating/);
    expect(new URL(link).searchParams.get('next')).toBe(new URL(salsa.qr).pathname + new URL(salsa.qr).search);
    await page.goto(link);
    await page.getByRole('textbox', { name: 'Forename' }).fill('Nadia');
    await page.getByRole('textbox', { name: 'Surname' }).fill('Newcomer');
    await page.getByRole('textbox', { name: 'Password' }).fill('a long walk by the river');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/society/qr/'));
    await page.getByRole('button', { name: `Join ${SALSA}` }).click();
    await page.getByText(`Welcome to ${SALSA}!`).waitFor();

    // Scanned again: a member already, with the way to the society's page; no second Join.
    await page.goto(salsa.qr);
    await page.getByText(`You're already a member of ${SALSA}.`).waitFor();
    expect(await page.getByRole('button', { name: `Join ${SALSA}` }).count()).toBe(0);
    await expectNoAxeFindings(page, 'QR, a member already');
    // The site's own links lead to the society too.
    await page.getByRole('navigation').getByRole('link', { name: 'Society' }).click();
    await title(page, 'Your society');
    await page.getByRole('heading', { level: 2, name: `You're registered with ${SALSA}` }).waitFor();
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });
});
