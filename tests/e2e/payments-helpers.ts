/**
 * Shared steps of the payment browser tests: a booking session made through the real API up to its
 * last step (as the widget makes it), the widget resuming it, the sandbox card page filled in as a
 * customer would, and the booking read back through the API.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { CUSTOMER, fillContact, skipPreOrder } from './helpers/booking.ts';
import { widgetFrame } from './helpers/browser.ts';

export const API_KEY = 'covers-demo-key';
export const REVOLUTION = 1;
/** Revolution Manchester Deansgate. */
export const BAR = 11;
/** The Saturday after E2E_NOW: brunch (Friday to Sunday) and booths are served. */
export const DATE = '2026-11-28';
export const BRUNCH = 5;
export const BOOTH = 40;

/** The Apple Pay payment request of a £60 Revolution deposit: version 6's networks and capabilities of spec §9. */
export const APPLE_PAY_REQUEST_60 = {
  countryCode: 'GB',
  currencyCode: 'GBP',
  supportedNetworks: ['masterCard', 'maestro', 'visa', 'amex'],
  merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
  total: { label: 'Revolution', amount: '60.00', type: 'final' },
};

export const CARDS = {
  success: '4263970000005262',
  decline: '4000120000001154',
  corporate: '4000000000000119',
  challenge: '4000000000003220',
  timeout: '4009830000001985',
} as const;

/** Where the screenshots of each payment screen go (not committed): test-results/payments/. */
export const SCREENSHOTS = fileURLToPath(new URL('../../test-results/payments/', import.meta.url));

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

export async function api(origin: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>, brand = REVOLUTION): Promise<{ status: number; body: any }> {
  const response = await fetch(`${origin}/api/${path}`, {
    method,
    headers: { 'x-brand': String(brand), 'x-api-key': API_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * A session of `type` at the demo bar, on its last step with a time and contact details, ready for
 * the customer to press the complete button. Each customer has their own e-mail address.
 */
export async function sessionReadyToBook(origin: string, options: { type: number; people?: number; email: string }): Promise<{ sessionId: string; data: any }> {
  const start = await api(origin, 'POST', 'rest/booking/session', { form_version: '2.0', booking_flow_version: 2, bar_id: BAR, date: DATE, no_people: options.people ?? 6, party_type: options.type });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const sessionId = start.body.data.session_id as string;
  const slot = (start.body.data.all_slots as Array<{ time: string; available: boolean }>).find((s) => s.available);
  if (!slot) throw new Error('no available slot');
  const ready = await api(origin, 'POST', 'rest/booking/session', {
    session_id: sessionId,
    time: slot.time,
    step: 4,
    forename: 'Mary',
    surname: 'Somerville',
    email: options.email,
    phone: '07700900111',
  });
  expect(ready.status, JSON.stringify(ready.body)).toBe(200);
  expect(ready.body.data.can_complete, JSON.stringify(ready.body.data.no_complete_reason)).toBe(true);
  return { sessionId, data: ready.body.data };
}

/** The cocktail masterclass: £30 a head, a £10 a head deposit (8 people: £240, deposit £80). */
export const MASTERCLASS = 27;

/** A provisional masterclass booking for 8 (made through the API, as the widget makes it). */
export async function masterclassBooking(origin: string, email: string) {
  const { sessionId } = await sessionReadyToBook(origin, { type: MASTERCLASS, people: 8, email });
  const done = await api(origin, 'POST', 'rest/booking/session/complete', { session_id: sessionId });
  expect(done.status).toBe(201);
  return { sessionId, booking: done.body.data.booking as { ref_code: string; payment_token: string; manage_key: string; status_id: number } };
}

/** The widget pages of this context resume the session (as a customer coming back would). */
export async function resumeSession(context: BrowserContext, sessionId: string, brand = REVOLUTION): Promise<void> {
  await context.addInitScript(
    ({ key, id }) => {
      if (location.pathname === '/widget' && !sessionStorage.getItem('covers-test-resumed')) {
        sessionStorage.setItem('covers-test-resumed', '1');
        localStorage.setItem(key, id);
      }
    },
    { key: `covers:${brand}:session`, id: sessionId },
  );
}

export const stepOf = (page: Page | Frame) => page.locator('.covers-shell').getAttribute('data-step');

/** Opens the widget on the resumed session at its last step and presses its complete button. */
export async function openAndComplete(page: Page, origin: string, button: RegExp): Promise<void> {
  await page.goto(`${origin}/widget?brand=revolution`);
  await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('4');
  const complete = page.getByRole('button', { name: button });
  await expect.poll(() => complete.isEnabled(), { timeout: 15_000 }).toBe(true);
  await complete.click();
}

/** The payment dialog. */
export const dialog = (page: Page): Locator => page.getByRole('dialog');

/** The hosted card page inside the dialog's frame (of a page, or of the widget's frame on a host page). */
export const cardFrame = (page: Page | FrameLocator): FrameLocator => page.frameLocator('iframe.covers-card-frame__frame');

/** Fills in the sandbox card page and pays. */
export async function payWithCard(page: Page | FrameLocator, number: string): Promise<void> {
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Month (MM)').fill('12');
  await frame.getByLabel('Year (YY)').fill('30');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Name on card').fill('Mary Somerville');
  await frame.getByRole('button', { name: /^(Pay|Save card)/ }).click();
}

/** The booking as the payment pages see it, by its reference. */
export async function bookingByReference(origin: string, ref: string): Promise<any> {
  const r = await api(origin, 'GET', `rest/deposits/payment-request?code=${ref}&include=booking`);
  expect(r.status).toBe(200);
  return r.body.data;
}

const orderInput = (page: Page) => page.locator('form.covers-card-frame__form input[name="ORDER_ID"]');

/** The order of the card page now in the frame (its signed request carries the ORDER_ID). */
export async function orderIdInFrame(page: Page): Promise<string> {
  if ((await orderInput(page).count()) === 0) await orderInput(page).waitFor({ state: 'attached', timeout: 5_000 }).catch(() => undefined);
  return (await orderInput(page).first().getAttribute('value').catch(() => null)) ?? '';
}

/** A brunch for six on `date` with these packages, booked through the widget's calls: its join token and manage key. */
export async function brunchWithPackages(origin: string, date: string, variations: Array<{ variation_id: number; quantity: number; choices: [] }>, email = `brunch.${Date.now()}@example.com`): Promise<{ token: string; manageKey: string; ref: string }> {
  const start = await api(origin, 'POST', 'rest/booking/session', { form_version: '2.0', booking_flow_version: 2, bar_id: BAR, date, no_people: 6, party_type: BRUNCH });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const sessionId = start.body.data.session_id as string;
  const slot = (start.body.data.all_slots as Array<{ time: string; available: boolean }>).find((s) => s.available)!;
  const ready = await api(origin, 'POST', 'rest/booking/session', {
    session_id: sessionId, time: slot.time, step: 4, forename: 'Mary', surname: 'Somerville', email, phone: '07700900111',
    variations,
  });
  expect(ready.body.data.can_complete, JSON.stringify(ready.body.data.no_complete_reason)).toBe(true);
  const done = await api(origin, 'POST', 'rest/booking/session/complete', { session_id: sessionId });
  expect(done.status).toBe(201);
  const booking = done.body.data.booking;
  return { token: booking.invite_code as string, manageKey: booking.manage_key as string, ref: booking.ref_code as string };
}

/** From step 2's times (a brunch for six), the customer saves the booking and presses Pay Deposit, in the widget's frame. */
export async function saveAndPayDeposit(frame: Frame, email: string): Promise<void> {
  await frame.getByRole('button', { name: /, available$/ }).first().click();
  await skipPreOrder(frame);
  await fillContact(frame, { ...CUSTOMER, email });
  const save = frame.getByRole('button', { name: /Save Booking/ });
  await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
  await save.click();
  await frame.getByRole('dialog').getByRole('button', { name: 'Pay Deposit £60.00' }).click();
}

/** The same, on to the deposit's card page. */
export async function bookToCardPage(frame: Frame, email: string): Promise<void> {
  await saveAndPayDeposit(frame, email);
  await frame.frameLocator('iframe.covers-card-frame__frame').getByLabel('Card number').waitFor();
}

/** After a reload: the widget in the page's frame is back at "Pay Now!" for the booking held. */
export async function backAtPayNow(page: Page): Promise<void> {
  const frame = await widgetFrame(page);
  await expect.poll(() => stepOf(frame), { timeout: 15_000 }).toBe('999');
  await frame.getByRole('heading', { name: 'Pay Now!' }).waitFor();
  await frame.getByRole('button', { name: 'Pay Deposit Now' }).waitFor();
}
