/**
 * A product owner sees a flow change live (issue 29): with the server following a copy of flows/ (LIVE_RELOAD,
 * FLOWS_DIR), an edit saved on disk shows in the open widget within 2 s without a restart or a reload; a broken
 * edit is refused with the checker's words in the terminal and in the widget's preview banner, and the last good
 * version keeps running until the file is mended.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../helpers/scratch.ts';
import { launchBrowser, watchedPage } from './helpers/browser.ts';
import { startServer, type RunningServer } from './helpers/server.ts';

let dir: string;
let server: RunningServer;
let browser: Browser;
const flowFile = () => join(dir, 'flows', 'TableBooking.json');
const original = () => JSON.parse(readFileSync(join(process.cwd(), 'flows', 'TableBooking.json'), 'utf8')) as Record<string, any>;
const save = (flow: unknown) => writeFileSync(flowFile(), `${JSON.stringify(flow, null, 2)}\n`);

beforeAll(async () => {
  dir = await scratchDir('covers-live-e2e-');
  cpSync(join(process.cwd(), 'flows'), join(dir, 'flows'), { recursive: true });
  [server, browser] = await Promise.all([startServer({ env: { LIVE_RELOAD: 'on', FLOWS_DIR: join(dir, 'flows') } }), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), browser?.close()]);
  await rm(dir, { recursive: true, force: true });
});

describe('a flow edited while the widget is open', () => {
  it('shows in the widget within 2 s; a broken edit is refused in the preview banner and the last good version keeps running', async () => {
    const { page, errors } = await watchedPage(browser);
    await page.goto(`${server.origin}/widget?brand=revolution`);
    const title = page.locator('#covers-title');
    await title.filter({ hasText: 'Book Now' }).waitFor();
    await page.getByLabel('Date', { exact: true }).waitFor();

    // The README's worked example: step 1's header, and summer dates only.
    const summer = original();
    summer.wording.headerTitles['1'] = 'widget:header.enquireNow';
    summer.dateRules = { allowedMonths: [6, 7, 8], defaultOpenMonth: 6 };
    save(summer);
    await title.filter({ hasText: 'Enquire Now' }).waitFor({ timeout: 2_000 });
    const date = page.getByLabel('Date', { exact: true });
    await date.fill('27/11/2026');
    await date.blur();
    await page.locator('.covers-field-error', { hasText: 'Sorry, this booking is not available in that month. Please choose another date' }).waitFor();

    writeFileSync(flowFile(), '{ "id": "TableBooking", "steps": ');
    const banner = page.getByRole('alert').filter({ hasText: 'Preview: your last edit was refused, so the last good version is running.' });
    await banner.waitFor({ timeout: 2_000 });
    expect(await banner.textContent()).toMatch(/TableBooking\.json: \/: cannot read JSON/);
    expect(server.errors!()).toMatch(/the edit was refused; the last good version keeps running:\n {2}.*TableBooking\.json: \/: cannot read JSON/);
    expect(await title.textContent()).toBe('Enquire Now');

    // Mended: the banner goes, and a page opened now runs the edited flow too.
    summer.wording.headerTitles['1'] = 'widget:header.bookNow';
    save(summer);
    await banner.waitFor({ state: 'detached', timeout: 2_000 });
    await title.filter({ hasText: 'Book Now' }).waitFor({ timeout: 2_000 });
    summer.wording.headerTitles['1'] = 'widget:header.enquireNow';
    save(summer);
    await title.filter({ hasText: 'Enquire Now' }).waitFor({ timeout: 2_000 });
    await page.reload();
    await title.filter({ hasText: 'Enquire Now' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has a preview page: the graph beside a widget running the flow, both following edits', async () => {
    const { page, errors } = await watchedPage(browser);
    const flow = original();
    save(flow);
    await page.goto(`${server.origin}/demo/preview/TableBooking`);
    await page.getByRole('heading', { name: 'Preview: TableBooking' }).waitFor();
    const graph = page.getByRole('img', { name: 'The steps of TableBooking and the ways between them' });
    await expect.poll(() => graph.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const widget = page.frameLocator('iframe[title="The widget running TableBooking"]');
    await widget.locator('#covers-title', { hasText: 'Book Now' }).waitFor();

    const before = await graph.getAttribute('src');
    flow.wording.headerTitles['1'] = 'widget:header.enquireNow';
    save(flow);
    await widget.locator('#covers-title', { hasText: 'Enquire Now' }).waitFor({ timeout: 2_000 });
    await expect.poll(() => graph.getAttribute('src')).not.toBe(before);

    writeFileSync(flowFile(), '[]');
    const problems = page.getByRole('alert').filter({ hasText: 'TableBooking.json' });
    await problems.waitFor({ timeout: 2_000 });
    expect(await problems.textContent()).toMatch(/TableBooking\.json: \/: must be object/);
    save(original());
    await problems.waitFor({ state: 'hidden', timeout: 2_000 });
    expect((await page.request.get(`${server.origin}/demo/preview/NoSuchFlow`)).status()).toBe(404);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
