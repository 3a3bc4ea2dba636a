/**
 * A customer's way through the widget, for the browser tests: answer step 1, take a time, skip the
 * pre-order, give contact details, book or send an enquiry. Everything is found by role and label,
 * as a customer (or a screen reader) finds it, so the tests hold whichever renderer draws a step.
 */
import type { Frame, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

export type Target = Page | Frame;

/** Saturday a week after the browser tests' clock (E2E_NOW). */
export const NEXT_SATURDAY = '2026-11-28';

export const step = (target: Target) => target.locator('.covers-shell').getAttribute('data-step');

export async function waitForStep(target: Target, id: string, timeout = 15_000): Promise<void> {
  await expect.poll(() => step(target), { timeout }).toBe(id);
}

export const title = (target: Target) => target.locator('#covers-title').textContent();

export interface Step1Answers {
  location: string;
  date: string;
  people: number;
  category: string;
  /** The type within the category (omit for a category with one type). */
  type?: string;
}

/** Answers step 1 by its labels and waits until Next may be pressed. */
export async function answerStep1(target: Target, answers: Step1Answers): Promise<void> {
  await target.locator('.covers-shell form').waitFor();
  await target.getByLabel('Location', { exact: true }).selectOption({ label: answers.location });
  await target.getByLabel('Date', { exact: true }).fill(answers.date);
  await target.getByLabel('Number of people').fill(String(answers.people));
  const category = target.getByRole('button', { name: new RegExp(`^${answers.category}`) });
  await category.waitFor({ timeout: 10_000 });
  await category.click();
  if (answers.type) await target.getByRole('button', { name: answers.type, exact: true }).click();
  await expect
    .poll(() => target.getByRole('button', { name: 'Next' }).isEnabled(), { timeout: 10_000 })
    .toBe(true);
}

/** Presses Next on step 1 and waits for step 2. */
export async function next(target: Target): Promise<void> {
  await target.getByRole('button', { name: 'Next' }).click();
  await waitForStep(target, '2');
}

/** A slot button by its accessible name ("Saturday 28 November 2026, 19:00, available"). */
export const slot = (target: Target, name: string) => target.getByRole('button', { name, exact: true });

/** Step 3 left with Skip (nothing pre-ordered), when the booking has a pre-order step. */
export async function skipPreOrder(target: Target): Promise<void> {
  await expect.poll(() => step(target), { timeout: 15_000 }).toMatch(/^[34]$/);
  if ((await step(target)) === '3') {
    await target.getByRole('button', { name: 'Skip', exact: true }).click();
    await waitForStep(target, '4');
  }
}

export interface Contact {
  forename: string;
  surname: string;
  email: string;
  phone: string;
}

export const CUSTOMER: Contact = {
  forename: 'Alex',
  surname: 'Morgan',
  email: 'alex.morgan@example.com',
  phone: '07700900123',
};

/** Fills the contact details of step 4 or the enquiry, by their labels. */
export async function fillContact(target: Target, contact: Contact = CUSTOMER): Promise<void> {
  await target.getByRole('textbox', { name: /^Forename/ }).fill(contact.forename);
  await target.getByRole('textbox', { name: /^Surname/ }).fill(contact.surname);
  await target.getByRole('textbox', { name: /^E-Mail/ }).fill(contact.email);
  await target.getByRole('textbox', { name: /^Phone number/ }).fill(contact.phone);
}

/** Presses a complete button (Book now, Send Enquiry…) once the server allows it. */
export async function complete(target: Target, name: string): Promise<void> {
  const button = target.getByRole('button', { name, exact: true });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
  await waitForStep(target, '999');
}

/**
 * Whether a step is drawn by the stand-in renderer (GenericStep: rjsf's own form, class "rjsf"),
 * which has no headings of its own: completion shows only the header title there.
 */
export async function drawnByStandIn(target: Target): Promise<boolean> {
  return (await target.locator('main form.rjsf').count()) > 0;
}

/**
 * The completion screen: the header title the flow gives (Time to Party! / Thank You!) and, once a
 * completion renderer draws it, its heading (Booking Confirmed / Enquiry Added) and the reference.
 */
export async function expectCompleted(
  target: Target,
  { title: header, heading, reference }: { title: string; heading: string; reference?: string },
): Promise<void> {
  await waitForStep(target, '999');
  await expect.poll(() => title(target)).toBe(header);
  expect(await target.locator('.covers-back').count()).toBe(0);
  // Whichever renderer draws it, once it has drawn.
  await expect
    .poll(
      async () =>
        (await drawnByStandIn(target)) || (await target.getByText(heading, { exact: true }).count()) > 0,
      { timeout: 10_000 },
    )
    .toBe(true);
  if (await drawnByStandIn(target)) return;
  if (reference) expect(await target.locator('main').textContent()).toContain(reference);
}

/** The answer of the session complete call, as the widget received it. */
export function completeAnswer(
  page: Page,
): Promise<{
  ref_code: string;
  manage_key: string;
  status_id: number;
  people: number;
  booking_date: string;
}> {
  return new Promise((resolve, reject) => {
    const onResponse = (response: Response) => {
      if (!response.url().endsWith('/api/rest/booking/session/complete')) return;
      page.off('response', onResponse);
      response
        .json()
        .then(
          (body: { data?: { booking?: never } }) =>
            body.data?.booking
              ? resolve(body.data.booking)
              : reject(new Error(`no booking in ${JSON.stringify(body)}`)),
          reject,
        );
    };
    page.on('response', onResponse);
  });
}

/**
 * The booking as the server stored it: its calendar file, read through the API with the widget's
 * own key (the manage key is the secret). Proves the row exists with what the customer chose.
 */
export async function storedBooking(
  origin: string,
  target: Target,
  manageKey: string,
  brand: number,
): Promise<string> {
  const apiKey = await target.locator('meta[name="covers-api-key"]').getAttribute('content');
  const response = await fetch(`${origin}/api/rest/ical/${manageKey}`, {
    headers: { 'x-api-key': apiKey ?? '', 'x-brand': String(brand) },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { ical: string } };
  return body.data.ical;
}
