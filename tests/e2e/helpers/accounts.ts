/** Accounts in the browser tests: the e-mailed links read from the development mailbox, and a customer registered and logged in. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const API = { 'x-brand': '1', 'x-api-key': 'covers-demo-key' };

/** The link in the latest e-mail to `to` whose subject matches, read from the development mailbox as a person would. */
export async function linkFromMailbox(page: Page, origin: string, to: string, subject: RegExp): Promise<string> {
  await page.goto(`${origin}/dev/mailbox`);
  await page.locator('li', { hasText: to }).filter({ hasText: subject }).first().getByRole('link').click();
  const link = await page.locator('pre a').first().getAttribute('href');
  expect(link).toBeTruthy();
  return link!;
}

/**
 * A Revolution account for `email`, registered and verified through the API from the page's own
 * browser context (so the session cookie is the page's): the page is then logged in.
 */
export async function registeredCustomer(page: Page, origin: string, email: string, password: string): Promise<void> {
  const registered = await page.request.post(`${origin}/api/customers/register`, { headers: API, data: { email } });
  expect(registered.status()).toBe(200);
  const link = await linkFromMailbox(page, origin, email, /Finish creating/);
  const token = new URL(link).pathname.split('/')[2]!;
  const verified = await page.request.post(`${origin}/api/customers/register/verify/${token}`, { headers: API, data: { forename: 'Mary', surname: 'Jones', password } });
  expect(verified.status()).toBe(200);
}
