/**
 * Students and graduates (issue 15, spec §2.6 items 1, 2 and 8, §4, §5, §8, §9) in Chromium, from the links the
 * server prints, the e-mail through a real SMTP server. The demo student goes from 'WELCOME TO YOUR HAPPY PLACE'
 * (every kind of field, every refusal said, the date-of-birth picker's messages) by the keyboard to 'Almost there'
 * for their university address; the link the SMTP server received verifies it while the page polls; the offers are
 * then on their way (asked again every 10 s) and appear. The graduate choice, a society's member, and an id that is
 * no one's (asked again every 10 s). The page's timers run on Playwright's clock, moved on rather than waited for.
 * Axe and the keyboard on each state.
 */
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { appUserLinks } from './helpers/demo-links.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { moveServerClock, serverAndBrowser } from './helpers/per-file.ts';
import { OFFERS_ISSUE_DELAY_MS } from '../../src/engine/students/offers.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const live = serverAndBrowser({ env: { SMTP_URL: inbox.url, DEV_MAILBOX: 'false' } });

const SAM = 'sam.student@example.com';
const UNI = 'sam.student@leeds.ac.uk';
const NOT_YET = "Your offers aren't there just yet. Please wait a minute and they'll appear.";
const ALL_DONE = 'All done! Your student offers are waiting for you in the app.';

async function received(to: string): Promise<ParsedMail> {
  const find = () => inbox.messages.filter((m) => /^Verify your/.test(m.subject ?? '') && JSON.stringify(m.to).includes(to)).at(-1);
  await expect.poll(() => Boolean(find()), { timeout: 30_000, interval: 250 }).toBe(true);
  return find()!;
}

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** Types into a field reached by Tab, as a keyboard user does. */
async function typeInto(page: Page, name: string | RegExp, text: string) {
  const field = page.getByLabel(name, { exact: true });
  await tabTo(page, field);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

async function dateOfBirth(page: Page, day: string, month: string, year: string) {
  await typeInto(page, 'Day', day);
  await typeInto(page, 'Month', month);
  await typeInto(page, 'Year', year);
  // Leaving the picker says what is wrong with it.
  await page.keyboard.press('Tab');
}

describe('a student', () => {
  it('from the details still needed, through the university address verified, to the offers', async () => {
    const { page, context, errors, cspViolations } = await watchedPage(live.browser);
    await page.clock.install();
    await page.goto((await appUserLinks(live.server, SAM)).student);
    await page.getByRole('heading', { level: 1, name: 'Student sign-up' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'WELCOME TO YOUR HAPPY PLACE' }).waitFor();

    // Every kind of field the server asks for.
    const year = page.getByRole('combobox', { name: 'Year of graduation' });
    expect(await year.locator('option').allTextContents()).toEqual([' - Year Of Graduation -', '2027', '2028', '2029', '2030']);
    const bar = page.getByRole('combobox', { name: 'Term time bar' });
    expect((await bar.locator('option').allTextContents())[0]).toBe(' - Term Time Bar -');
    expect(await bar.locator('option').allTextContents()).toContain('Revolution Leeds Call Lane');
    for (const name of ['Uni e-mail', 'Term time postcode', 'Day', 'Month']) await page.getByRole('textbox', { name, exact: true }).waitFor();
    // The year suggests the years of birth offered, from 18 years ago back to 1910.
    const birthYear = page.getByRole('combobox', { name: 'Year', exact: true });
    expect(await page.locator(`datalist[id="${await birthYear.getAttribute('list')}"] option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(
      Array.from({ length: 2008 - 1910 + 1 }, (_, i) => String(2008 - i)),
    );
    await page.getByRole('group', { name: 'Date Of Birth' }).waitFor();
    await expectNoAxeFindings(page, 'welcome form');

    // Saved with nothing: each field says what it needs, and the first takes the focus.
    await tabTo(page, page.getByRole('button', { name: 'Save My Details' }));
    await page.keyboard.press('Enter');
    for (const message of ['Your year of graduation is required', 'Uni e-mail is required', 'Your term time postcode is required', 'Term time bar is required', 'Date of birth is required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect.poll(() => focused(year)).toBe(true);
    await expectNoAxeFindings(page, 'every field required');

    // The date-of-birth picker's rules, said once the picker is left.
    await dateOfBirth(page, '29', '02', '2026');
    await page.getByText('There are only 28 days in February in 2026', { exact: true }).waitFor();
    await dateOfBirth(page, '31', '04', '2000');
    await page.getByText('There are only 30 days in April', { exact: true }).waitFor();
    await dateOfBirth(page, '40', '13', '99');
    for (const message of ['The day is invalid', 'The month is invalid', 'Year should be 4 digits long']) await page.getByText(message, { exact: true }).waitFor();
    await dateOfBirth(page, '22', '11', '2008');
    await page.getByText('You must be at least 18 years old to sign up', { exact: true }).waitFor();
    await expectNoAxeFindings(page, 'date of birth refused');
    await dateOfBirth(page, '17', '05', '2004');
    await expect.poll(() => page.getByText('You must be at least 18 years old to sign up').count()).toBe(0);

    // The rest by the keyboard; a university address must end in ac.uk.
    await tabTo(page, year);
    await year.selectOption('2027');
    await typeInto(page, 'Uni e-mail', 'sam@gmail.com');
    await typeInto(page, 'Term time postcode', 'ls2 9jt');
    await tabTo(page, bar);
    await bar.selectOption({ label: 'Revolution Leeds Call Lane' });
    await tabTo(page, page.getByRole('button', { name: 'Save My Details' }));
    await page.keyboard.press('Enter');
    await page.getByText('Your university e-mail address must end in ac.uk', { exact: true }).waitFor();
    await typeInto(page, 'Uni e-mail', UNI);
    await tabTo(page, page.getByRole('button', { name: 'Save My Details' }));
    await page.keyboard.press('Enter');

    // Saved: the university address is e-mailed, 'Check your e-mail!' waits 2 minutes.
    const almost = page.getByRole('heading', { level: 2, name: 'Almost there' });
    await almost.waitFor();
    await expect.poll(() => focused(almost)).toBe(true);
    await page.getByText(`We've sent a link to ${UNI}. Click it to verify your address.`).waitFor();
    expect(await page.getByRole('button', { name: 'Check your e-mail!' }).isDisabled()).toBe(true);
    await expectNoAxeFindings(page, 'almost there');
    // Reloaded within the 2 minutes: still 'Check your e-mail!', disabled (the server keeps the lock's time).
    await page.reload();
    await almost.waitFor();
    const wait = page.getByRole('button', { name: 'Check your e-mail!' });
    await wait.waitFor();
    expect(await wait.isDisabled()).toBe(true);
    await page.clock.fastForward('02:01');
    await page.getByRole('button', { name: 'Re-send my verification' }).waitFor();

    // The link the SMTP server received, opened; the page's next ask (5 s) sees it, then the student status.
    const mail = await received(UNI);
    const link = (mail.text ?? '').match(/https?:\/\/\S+\/email-verify\/[A-Za-z0-9_-]+\?brand=revolution/)?.[0];
    expect(link, mail.text).toBeTruthy();
    const linkPage = await context.newPage();
    await linkPage.goto(link!);
    await linkPage.getByRole('status').getByText('Thanks! Your e-mail is now verified').waitFor();
    await linkPage.close();
    await page.clock.fastForward('00:06');
    await page.getByText(NOT_YET).waitFor();
    await expectNoAxeFindings(page, 'offers on their way');

    // Asked again every 10 s: still on their way until a minute after qualifying on the server's clock, moved on
    // rather than waited for; the next ask then finds them.
    await page.clock.fastForward('00:10');
    await page.getByText(NOT_YET).waitFor();
    await moveServerClock(live.server, OFFERS_ISSUE_DELAY_MS);
    await expect
      .poll(
        async () => {
          await page.clock.fastForward('00:10');
          return page.getByText(ALL_DONE).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    await expectNoAxeFindings(page, 'all done');
    await page.reload();
    await page.getByText(ALL_DONE).waitFor();
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  }, 120_000);

  it("a society's member is set up; an id that is no one's says so and is asked again every 10 s", async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto((await appUserLinks(live.server, 'grace.member@example.com')).student);
    await page.getByText("You're all set up! Pull down on the app home screen to refresh, then pick your bar or tap check-in.").waitFor();
    await expectNoAxeFindings(page, 'society member');

    await page.clock.install();
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/customers/student/student-status')) asked++;
    });
    await page.goto(`${live.server.origin}/student/${'Z'.repeat(32)}?brand=revolution`);
    await page.getByRole('alert').getByText("Sorry, we couldn't find your app account. Please open this page from the app again.").waitFor();
    await expectNoAxeFindings(page, 'unknown id');
    expect(asked).toBe(1);
    await page.clock.fastForward('00:11');
    await expect.poll(() => asked).toBe(2);
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});

describe('a graduate', () => {
  it("chooses 'I'm a graduate' by the keyboard and is reassured; 'I'm still a student' leads to the student page", async () => {
    const { page, errors } = await watchedPage(live.browser);
    const links = await appUserLinks(live.server, 'demo.customer@example.com');
    await page.goto(links.graduate);
    await page.getByRole('heading', { level: 1, name: 'Graduates' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Have you graduated?' }).waitFor();
    await expectNoAxeFindings(page, 'graduate choice');
    const student = page.getByRole('link', { name: "I'm still a student" });
    expect(new URL((await student.getAttribute('href'))!, live.server.origin).pathname).toBe(new URL(links.student).pathname);

    await tabTo(page, page.getByRole('button', { name: "I'm a graduate" }));
    await page.keyboard.press('Enter');
    const reassured = page.getByText("Don't worry, you're all set: we know you've graduated, and there's nothing more to do here.");
    await reassured.waitFor();
    await expectNoAxeFindings(page, 'graduate reassured');
    await page.reload();
    await reassured.waitFor();
    expect(await page.getByRole('button', { name: "I'm a graduate" }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
