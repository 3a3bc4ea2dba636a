/**
 * A time taken by others while the customer is on the last step (issue 29, spec §4): pressing Pay Deposit on the
 * deposit screen, or the complete button itself, says "Sorry, that time is no longer available. Please change your
 * time and try again" once, closes the modal and goes back to step 1, where the customer starts choosing afresh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, BAR, BRUNCH, DATE, dialog, openAndComplete, resumeSession, sessionReadyToBook, stepOf } from './payments-helpers.ts';

const live = serverAndBrowser();
const SLOT_GONE = 'Sorry, that time is no longer available. Please change your time and try again';

/** Others book `time` until the widget no longer offers it to anyone. */
async function takeTime(type: number, time: string, people: number): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const start = await api(live.server.origin, 'POST', 'rest/booking/session', { form_version: '2.0', booking_flow_version: 2, bar_id: BAR, date: DATE, no_people: people, party_type: type });
    const slot = (start.body.data.all_slots as Array<{ time: string; available: boolean }>).find((s) => s.time === time);
    if (!slot?.available) return;
    const ready = await api(live.server.origin, 'POST', 'rest/booking/session', {
      session_id: start.body.data.session_id, time, step: 4, forename: 'Other', surname: 'Party', email: `other.${i}.${Date.now()}@example.com`, phone: '07700900333',
    });
    if (!ready.body.data.can_complete) return;
    expect((await api(live.server.origin, 'POST', 'rest/booking/session/complete', { session_id: start.body.data.session_id })).status).toBe(201);
  }
  throw new Error(`${time} was still offered after 60 bookings`);
}

async function expectBackAtStep1(page: Page) {
  await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('1');
  expect(await dialog(page).count()).toBe(0);
  await page.getByText(SLOT_GONE).waitFor();
  // Said once: not again by the server's flash message, nor by a second notice.
  await page.waitForTimeout(500);
  expect(await page.getByText(SLOT_GONE).count()).toBe(1);
}

describe('a time taken while the customer is on the last step', () => {
  it('Pay Deposit on the deposit screen: back to step 1, the modal closed, told once', async () => {
    const { page, context, errors } = await watchedPage(live.browser);
    const { sessionId, data } = await sessionReadyToBook(live.server.origin, { type: BRUNCH, email: 'slot.gone.deposit@example.com' });
    await resumeSession(context, sessionId);
    await openAndComplete(page, live.server.origin, /Save Booking/);
    const pay = dialog(page).getByRole('button', { name: /^Pay Deposit/ });
    await pay.waitFor();
    await takeTime(BRUNCH, data.time as string, 6);
    await pay.click();
    await expectBackAtStep1(page);
    // Nothing was booked for this customer, and the session no longer holds the time.
    const session = await api(live.server.origin, 'POST', 'rest/booking/session', { session_id: sessionId });
    expect(session.body.data).toMatchObject({ time: null, is_completed: false });
    expect(errors.filter((e) => !/\b409\b/.test(e))).toEqual([]);
    await context.close();
  });

  it('the complete button of a table booking: back to step 1, told once', async () => {
    const { page, context, errors } = await watchedPage(live.browser);
    const { sessionId, data } = await sessionReadyToBook(live.server.origin, { type: demo.types.table, people: 8, email: 'slot.gone.table@example.com' });
    await resumeSession(context, sessionId);
    await page.goto(`${live.server.origin}/widget?brand=revolution`);
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('4');
    const complete = page.getByRole('button', { name: /^(Book now|Save Booking)$/ });
    await expect.poll(() => complete.isEnabled(), { timeout: 15_000 }).toBe(true);
    await takeTime(demo.types.table, data.time as string, 8);
    await complete.click();
    await expectBackAtStep1(page);
    expect(errors.filter((e) => !/\b409\b/.test(e))).toEqual([]);
    await context.close();
  });
});
