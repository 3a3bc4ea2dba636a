/**
 * The e-mailed verification link's page (issue 15, spec §2.6 item 6, §8) in Chromium: a link that is none says so.
 * Asking for the e-mail, 'Almost there' and a link that verifies, the page polling meanwhile, are the student
 * page's (students.test.ts), where the app's users verify their addresses.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();

describe('the verification link', () => {
  it('a link that is none says so', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/email-verify/${'A'.repeat(22)}?brand=revolution`);
    await page.getByRole('alert').getByText('Sorry, that verification link has either expired or does not exist').waitFor();
    expect(await seriousViolations(page), 'link unknown').toEqual([]);
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});
