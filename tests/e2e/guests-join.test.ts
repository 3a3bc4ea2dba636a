/**
 * Joining a booking by its link (account-and-guest-features §2.4, §5, §8) in Chromium: a booking made
 * through the API, its join link opened by a guest who fills the form by the keyboard (the opt-ins appear
 * only once an e-mail is typed), on to the guest's own page, which says 'Added to booking!'; the same e-mail again
 * is told it is already added; a short forename is refused at its field; a link that names no booking says
 * it no longer works, and a code that names no guest 'Guest not found'. The guest's page shows their
 * booking. Axe on every state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, MASTERCLASS, sessionReadyToBook } from './payments-helpers.ts';

const live = serverAndBrowser();

/** A booking for 8 made as the widget makes it; its join link is the booking's invite code. */
async function bookingToJoin(email: string): Promise<{ invite_code: string }> {
  const { sessionId } = await sessionReadyToBook(live.server.origin, { type: MASTERCLASS, people: 8, email });
  const done = await api(live.server.origin, 'POST', 'rest/booking/session/complete', { session_id: sessionId });
  expect(done.status).toBe(201);
  return done.body.data.booking;
}

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** Tab to the field labelled `label` and type into it, as a keyboard user does. */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

describe('the join page', () => {
  it('a guest joins by the link with the keyboard, then is told they are added and goes on to their page; the same e-mail again is already added', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const booking = await bookingToJoin(`join.lead.${Date.now()}@example.com`);
    const guestEmail = `join.guest.${Date.now()}@example.com`;

    await page.goto(`${live.server.origin}/join/${booking.invite_code}`);
    await page.getByRole('heading', { level: 1, name: "Join Mary Somerville's booking" }).waitFor();
    await page.getByText('Booked by Mary Somerville').waitFor();
    await page.getByText('8 people').waitFor();
    expect(await page.getByRole('group', { name: 'Keep me up to date with offers and events by:' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'join form');

    // A forename too short is refused at its field, which takes the focus.
    await typeInto(page, 'Forename (Required)', 'Al');
    await page.keyboard.press('Enter');
    await page.getByText('Forename must be at least 3 characters').waitFor();
    await expect.poll(() => focused(page.getByLabel('Forename (Required)', { exact: true }))).toBe(true);
    await expectNoAxeFindings(page, 'forename refused');

    await page.keyboard.type('an');
    await typeInto(page, 'Surname', 'Turing');
    await typeInto(page, 'E-Mail', guestEmail);
    const optIns = page.getByRole('group', { name: 'Keep me up to date with offers and events by:' });
    await optIns.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await optIns.getByRole('checkbox', { name: 'E-Mail' }).isChecked()).toBe(true);
    await expectNoAxeFindings(page, 'opt-ins shown');
    await page.getByRole('button', { name: 'Join booking' }).focus();
    await page.keyboard.press('Enter');

    // On to the guest's own page, which says they were added, and shows the booking they are on.
    await page.waitForURL(/\/guest\/[A-Za-z0-9_-]{32,}\?brand=[a-z]+$/);
    await page.getByRole('heading', { level: 1, name: 'Your pre-order' }).waitFor();
    await page.getByRole('status').getByText('Added to booking!').waitFor();
    await page.getByText('Booked by Mary Somerville').waitFor();
    await page.getByText('8 people').waitFor();
    await expectNoAxeFindings(page, 'guest page');
    // Reloaded, the page does not say it again.
    await page.reload();
    await page.getByText('Booked by Mary Somerville').waitFor();
    expect(await page.getByText('Added to booking!').count()).toBe(0);

    // The same e-mail on the same link again.
    await page.goto(`${live.server.origin}/join/${booking.invite_code}`);
    await page.getByLabel('Forename (Required)').fill('Alan');
    await page.getByLabel('E-Mail').fill(guestEmail.toUpperCase());
    await page.getByRole('button', { name: 'Join booking' }).click();
    await page.getByRole('alert').getByText('You are already added to this booking!').waitFor();
    await expectNoAxeFindings(page, 'already added');

    // The browser logs the refused join's 409 itself; nothing else may go wrong.
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it("a link that names no booking says it no longer works; a code that names no guest, 'Guest not found'", async () => {
    const { page, cspViolations } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/join/${'A'.repeat(32)}?brand=revolution`);
    await page.getByRole('alert').getByText('Sorry, the link you have been provided will no longer work...').waitFor();
    await expectNoAxeFindings(page, 'link gone');
    await page.goto(`${live.server.origin}/guest/${'A'.repeat(32)}?brand=revolution`);
    await page.getByRole('alert').getByText('Guest not found').waitFor();
    await expectNoAxeFindings(page, 'guest not found');
    expect(await cspViolations()).toEqual([]);
  });
});
