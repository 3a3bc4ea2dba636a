/**
 * The app voucher page (issue 15, spec §2.6 item 7, §4 "Voucher", §8) in Chromium, from the codes and link the server
 * prints: the prompt, an empty code refused at the field, a wrong code's error, the demo code typed loosely applied
 * with the spec's words and the field cleared, the same code again refused as used; an app account that is no one's
 * says so. By the keyboard, axe on every state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { voucherLinks } from './helpers/demo-links.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();
const PROMPT = 'Please enter your voucher code below and hit "Check"';
const APPLIED = 'Your voucher has been applied! Please close this window and refresh your app';

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** Types a code into the field by the keyboard and checks it with the button. */
async function check(page: Page, code: string) {
  const field = page.getByLabel('Voucher code');
  await tabTo(page, field);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(code);
  await tabTo(page, page.getByRole('button', { name: 'Check' }));
  await page.keyboard.press('Enter');
}

describe('the app voucher page', () => {
  it('refuses an empty and a wrong code, applies the demo code once, by the keyboard', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const vouchers = await voucherLinks(live.server);

    await page.goto(vouchers.page);
    await page.getByRole('heading', { level: 1, name: 'Voucher' }).waitFor();
    await page.getByText(PROMPT).waitFor();
    await expectNoAxeFindings(page, 'the form');

    const field = page.getByLabel('Voucher code');
    await tabTo(page, page.getByRole('button', { name: 'Check' }));
    await page.keyboard.press('Enter');
    await page.getByText('Please enter your voucher code', { exact: true }).waitFor();
    expect(await focused(field)).toBe(true);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeFindings(page, 'empty code');

    await check(page, 'NOPE-NOPE');
    await page.getByRole('alert').getByText("Sorry, that voucher code isn't valid. Please check it and try again.").waitFor();
    await expectNoAxeFindings(page, 'wrong code');

    // Typed in lower case with a dash: the server reads it as the code.
    await check(page, `${vouchers.shared.slice(0, 4).toLowerCase()}-${vouchers.shared.slice(4).toLowerCase()}`);
    await page.getByRole('status').getByText(APPLIED).waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectNoAxeFindings(page, 'applied');

    // Typing again clears the message; the same code again is used.
    await check(page, vouchers.shared);
    await page.getByRole('alert').getByText("You've already used this voucher.").waitFor();
    expect(await page.getByText(APPLIED).count()).toBe(0);
    await expectNoAxeFindings(page, 'used');

    // 404 for the wrong code and 409 for the used one are the page's only console errors.
    expect(errors.filter((e) => !/status of 40[49]/.test(e))).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it("says an app account that is no one's cannot be found, and applies nothing", async () => {
    const { page, errors } = await watchedPage(live.browser);
    const vouchers = await voucherLinks(live.server);
    await page.goto(`${live.server.origin}/app-voucher/${'N'.repeat(32)}?brand=revolution`);
    await page.getByText(PROMPT).waitFor();
    await check(page, vouchers.single[0]!);
    await page.getByRole('alert').getByText("Sorry, we couldn't find your app account. Please open this page from the app again.").waitFor();
    await expectNoAxeFindings(page, 'no app account');
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});
