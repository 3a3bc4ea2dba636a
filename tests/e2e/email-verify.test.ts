/**
 * E-mail verification for the app (issue 15, spec §4, §8, §9) in Chromium, the e-mail through a real SMTP server:
 * the app's user asks from their dashboard to verify their address (a university address refused on the personal
 * path first), reads 'Almost there' with 'Check your e-mail!' disabled until 2 minutes have passed (the page's
 * clock is moved on, not waited for), then opens the link the SMTP server received: its page says the address is
 * verified, and the dashboard, which polls every 5 seconds, says so too. A link that is none says so. Axe and
 * the keyboard on each.
 */
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { appUserLinks } from './helpers/demo-links.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const live = serverAndBrowser({ env: { SMTP_URL: inbox.url, DEV_MAILBOX: 'false' } });

const VERIFIED = 'Thanks! Your e-mail is now verified';

async function received(to: string): Promise<ParsedMail> {
  const find = () => inbox.messages.filter((m) => /^Verify your/.test(m.subject ?? '') && JSON.stringify(m.to).includes(to)).at(-1);
  await expect.poll(() => Boolean(find()), { timeout: 30_000, interval: 250 }).toBe(true);
  return find()!;
}

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('verifying an e-mail address', () => {
  it('from the dashboard to the e-mailed link, the dashboard polling until it is verified', async () => {
    const { page, context, errors, cspViolations } = await watchedPage(live.browser);
    await page.clock.install();
    await page.goto((await appUserLinks(live.server, demo.customerEmail)).app);
    await page.getByRole('heading', { level: 2, name: 'Verify your e-mail address' }).waitFor();
    const field = page.getByRole('textbox', { name: 'E-mail address' });
    expect(await field.inputValue()).toBe(demo.customerEmail);
    await expectNoAxeFindings(page, 'verify form');

    // A university address is not a personal one: refused at the field.
    await tabTo(page, field);
    await field.fill('ada@leeds.ac.uk');
    await page.keyboard.press('Enter');
    await page.getByText('Please use a personal e-mail address rather than a university one').waitFor();
    expect(await focused(field)).toBe(true);
    await field.fill(demo.customerEmail);
    await tabTo(page, page.getByRole('button', { name: 'Verify my e-mail' }));
    await page.keyboard.press('Enter');

    const almost = page.getByRole('heading', { level: 2, name: 'Almost there' });
    await almost.waitFor();
    expect(await focused(almost)).toBe(true);
    await page.getByText(`We've sent a link to ${demo.customerEmail}. Click it to verify your address.`).waitFor();
    expect(await page.getByRole('button', { name: 'Check your e-mail!' }).isDisabled()).toBe(true);
    await expectNoAxeFindings(page, 'almost there');
    await page.clock.fastForward('01:50');
    expect(await page.getByRole('button', { name: 'Check your e-mail!' }).isDisabled()).toBe(true);
    await page.clock.fastForward('00:11');
    await page.getByRole('button', { name: 'Re-send my verification' }).waitFor();
    expect(await page.getByRole('button', { name: 'Re-send my verification' }).isEnabled()).toBe(true);

    // The e-mail the SMTP server received: its link and its code.
    const mail = await received(demo.customerEmail);
    const link = (mail.text ?? '').match(/https?:\/\/\S+\/email-verify\/[A-Za-z0-9_-]+\?brand=revolution/)?.[0];
    expect(link, mail.text).toBeTruthy();
    expect(mail.text).toContain(`Your verification code is ${new URL(link!).pathname.split('/').pop()}`);
    const linkPage = await context.newPage();
    await linkPage.goto(link!);
    await linkPage.getByRole('heading', { level: 1, name: 'E-mail verification' }).waitFor();
    await linkPage.getByRole('status').getByText(VERIFIED).waitFor();
    await expectNoAxeFindings(linkPage, 'link opened');

    // The dashboard asks every 5 seconds: its next answer says so.
    await page.clock.fastForward('00:06');
    await page.getByText(VERIFIED).waitFor();
    await expectNoAxeFindings(page, 'verified on the dashboard');
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it('a link that is none says so', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/email-verify/${'A'.repeat(22)}?brand=revolution`);
    await page.getByRole('alert').getByText('Sorry, that verification link has either expired or does not exist').waitFor();
    await expectNoAxeFindings(page, 'link unknown');
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});
