/**
 * The small pages of issue 15 in Chromium: /tip says tipping is disabled in the spec's words (with a site code or
 * without); /tip/complete/{id} from the links the server prints shows a completed tip with its authorisation code,
 * one not completed, and the server's words for an id that is none; the page of a closed bar offers the interest form
 * ('Leave your details'), refused empty at its fields, then sent from the keyboard and thanked. Axe on every state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { tipLinks } from './helpers/demo-links.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();
const DISABLED = 'Due to changes in tipping legislation we can no longer accept tips through this medium.';
const BRISTOL = 'Revolution Bristol Corn Street';

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('the tip pages', () => {
  it('say tipping is disabled, and show the outcome of a tip taken before', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const links = await tipLinks(live.server);

    for (const url of [links.tip, `${live.server.origin}/tip/MAN001?brand=revolution`]) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: 'Tips' }).waitFor();
      await page.getByText(DISABLED, { exact: true }).waitFor();
    }
    await expectNoAxeFindings(page, 'tipping disabled');

    await page.goto(links.completed);
    await page.getByRole('heading', { level: 1, name: 'Tip' }).waitFor();
    const status = page.getByRole('status');
    await status.getByText('Thank you, Ada! Your tip to Revolution Manchester Deansgate has been received.').waitFor();
    await status.getByText('Authorisation code: 482913').waitFor();
    await page.getByText(DISABLED, { exact: true }).waitFor();
    await expectNoAxeFindings(page, 'tip completed');

    await page.goto(links.notCompleted);
    await page.getByText('Sorry, Sam, your tip to Revolution Manchester Deansgate was not completed, and you have not been charged.').waitFor();
    expect(await page.getByText(/Authorisation code/).count()).toBe(0);
    await expectNoAxeFindings(page, 'tip not completed');

    await page.goto(`${live.server.origin}/tip/complete/${'T'.repeat(22)}?brand=revolution`);
    await page.getByRole('alert').getByText("Sorry, we couldn't find that tip.").waitFor();
    await expectNoAxeFindings(page, 'no such tip');

    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
});

describe('the interest form', () => {
  it("is offered on a closed bar's page, refuses empty fields, and takes the details from the keyboard", async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/bar/revolution-bristol-corn-street`);
    await page.getByRole('heading', { level: 1, name: `Pay at ${BRISTOL}` }).waitFor();
    await page.getByText(`Can't wait for ${BRISTOL} to reopen? Leave your details and we'll let you know as soon as it does.`).waitFor();
    await expectNoAxeFindings(page, 'closed bar');

    const open = page.getByRole('button', { name: 'Leave your details' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Leave your details' });
    await dialog.getByText("We'll let you know as soon as we reopen.").waitFor();
    await expectNoAxeFindings(page, 'dialog');

    await tabTo(page, dialog.getByRole('button', { name: 'Leave my details' }));
    await page.keyboard.press('Enter');
    for (const message of ['Forename is required', 'Surname is required', 'E-mail address is required']) await dialog.getByText(message).waitFor();
    const forename = dialog.getByLabel('Forename');
    await expect.poll(() => focused(forename)).toBe(true);
    await expectNoAxeFindings(page, 'fields required');

    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await tabTo(page, dialog.getByLabel('E-mail address'));
    await page.keyboard.type('ada.reopening@example.com');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(`Thanks! We'll let you know when ${BRISTOL} reopens.`).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await open.count()).toBe(0);
    await expectNoAxeFindings(page, 'thanked');

    // An open bar's page does not offer it.
    await page.goto(`${live.server.origin}/bar/revolution-manchester-deansgate`);
    await page.getByRole('heading', { level: 1, name: 'Pay at Revolution Manchester Deansgate' }).waitFor();
    expect(await page.getByRole('button', { name: 'Leave your details' }).count()).toBe(0);

    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
});
