/**
 * The society contract (issue 15, spec §2.5, §4 "Contract", §9) in Chromium, from the links the server prints: the
 * signatory scrolls the contract with the mouse wheel to the end (the viewed message, then the sign step), signs by
 * drawing with the mouse, sees the completed contract with no signing (after a reload too), downloads it signed and
 * opens its copy, and finds it signed on the society's own page; another signs from the keyboard alone: the contract scrolled with End, the signature typed.
 * Axe on every state.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { appUserLinks, contractLink, societyLinks } from './helpers/demo-links.ts';
import { tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api } from './payments-helpers.ts';

const live = serverAndBrowser();
const VIEWED = 'Thanks for reading the contract. You can now sign it below.';
const HINT = 'Please read the whole contract before signing';

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** The contract as the API answers it for the link's two codes. */
async function stored(link: string) {
  const [code, adminCode] = new URL(link).pathname.split('/').slice(-2);
  const r = await api(live.server.origin, 'GET', `customers/societies/society-portal/contract/${code}/${adminCode}`);
  expect(r.status).toBe(200);
  return r.body.data;
}

/** How many pixels of a signature image have ink: a drawn or typed signature has some, an empty pad none. */
function inkedPixels(page: Page, dataUrl: string): Promise<number> {
  return page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
    return inked;
  }, dataUrl);
}

async function expectSigned(page: Page, name: string) {
  await page.getByText('Status: Signed').waitFor();
  await page.getByRole('img', { name: `Signature of ${name}` }).waitFor();
  await page.getByText(new RegExp(`^Signed by ${name} on \\w+ \\d{1,2}(st|nd|rd|th) \\d{4} at \\d{2}:\\d{2}$`)).waitFor();
  expect(await page.getByRole('button', { name: 'Sign contract' }).count()).toBe(0);
  expect(await page.locator('canvas').count()).toBe(0);
}

describe('the society contract', () => {
  it('is read by scrolling with the mouse, signed by drawing, then shown completed, downloaded and copied', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const link = await contractLink(live.server, 'Manchester Salsa Society');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Society contract' }).waitFor();
    await page.getByText('Grace Member, please read the contract between Manchester Salsa Society and us to the end, then sign it below.').waitFor();
    await page.getByText('Status: Awaiting signature').waitFor();
    await page.getByText(HINT).waitFor();
    expect(await page.getByRole('button', { name: 'Sign contract' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'contract unread');

    // The wheel over the contract, a little at a time: nothing opens before the end.
    const contract = page.getByRole('region', { name: 'Copy of the contract' });
    await contract.getByRole('heading', { level: 2, name: '1. Who this agreement is between' }).waitFor();
    await contract.hover();
    await page.mouse.wheel(0, 120);
    await expect.poll(() => contract.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await page.getByText(VIEWED).count()).toBe(0);
    expect((await stored(link)).viewed_at).toBeNull();
    for (let i = 0; i < 40 && (await page.getByText(VIEWED).count()) === 0; i++) await page.mouse.wheel(0, 400);
    await page.getByText(VIEWED).waitFor();
    await page.getByText('Signing as Grace Member').waitFor();
    expect((await stored(link)).status).toEqual({ completed: false, name: 'Read, awaiting signature' });
    await expectNoAxeFindings(page, 'contract read');

    // Signing with nothing drawn is refused at the signature.
    await page.getByRole('button', { name: 'Sign contract' }).click();
    await page.getByText('Please draw or type your signature before signing.').waitFor();
    expect((await stored(link)).signed_at).toBeNull();
    await expectNoAxeFindings(page, 'signature missing');

    // A signature drawn with the mouse: two strokes.
    const pad = page.getByRole('img', { name: /^Signature pad/ });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    for (const [from, to] of [
      [0.1, 0.3],
      [0.5, 0.8],
    ] as const) {
      await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.7);
      await page.mouse.down();
      for (let step = 1; step <= 12; step++) {
        const x = from + ((to - from) * step) / 12;
        await page.mouse.move(box.x + box.width * x, box.y + box.height * (0.3 + 0.4 * Math.abs(Math.sin(step))), { steps: 2 });
      }
      await page.mouse.up();
    }
    expect(await page.getByText('Please draw or type your signature before signing.').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign contract' }).click();
    await page.getByRole('status').getByText('Thank you. The contract is signed.').waitFor();
    await expectSigned(page, 'Grace Member');
    await expectNoAxeFindings(page, 'contract signed');

    const signed = await stored(link);
    expect(signed).toMatchObject({ status: { completed: true, name: 'Signed' }, signed_by: 'Grace Member' });
    expect(signed.signature_data).toMatch(/^data:image\/png;base64,/);
    expect(await inkedPixels(page, signed.signature_data)).toBeGreaterThan(100);
    expect(await page.getByRole('img', { name: 'Signature of Grace Member' }).getAttribute('src')).toBe(signed.signature_data);

    // The admin downloads it: one HTML file with the terms and the signature as stored.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the signed contract' }).click()]);
    expect(download.suggestedFilename()).toBe('contract-manchester-salsa-society-signed.html');
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toContain('<h2>7. Signing</h2>');
    expect(file).toContain(`<img src="${signed.signature_data}" alt="Signature of Grace Member">`);
    expect(file).toMatch(/<p>Signed by Grace Member on \w+ \d{1,2}(st|nd|rd|th) \d{4} at \d{2}:\d{2}<\/p>/);

    // Completed for good: a reload shows it signed, with no signing.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Society contract' }).waitFor();
    await expectSigned(page, 'Grace Member');
    expect(await page.getByText(HINT).count()).toBe(0);

    // Its copy, on its own page.
    await page.getByRole('link', { name: 'Open a copy of the contract' }).click();
    await page.getByRole('heading', { level: 1, name: 'Copy of the contract' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Society partnership agreement' }).waitFor();
    await page.getByRole('img', { name: 'Signature of Grace Member' }).waitFor();
    await expectNoAxeFindings(page, 'contract copy');

    // Grace runs the society: its own page lists the contract signed, with its file.
    await page.goto((await appUserLinks(live.server, 'grace.member@example.com')).clubsoc);
    await page.getByRole('heading', { level: 1, name: 'Your society' }).waitFor();
    await page.goto((await societyLinks(live.server, 'Manchester Salsa Society')).page);
    const contracts = page.getByRole('region', { name: 'Contracts' });
    await contracts.getByRole('link', { name: 'Open Society partnership agreement' }).waitFor();
    await contracts.getByText(/· Status: Signed · Signed by Grace Member on .+ 20\d\d$/).waitFor();
    const [again] = await Promise.all([page.waitForEvent('download'), contracts.getByRole('link', { name: 'Download the signed contract' }).click()]);
    expect(await readFile((await again.path())!, 'utf8')).toBe(file);
    await expectNoAxeFindings(page, 'society page with its contract');

    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000); // a long journey (axe at every state, a download twice): minutes on a loaded machine

  it('is read and signed from the keyboard alone: the contract scrolled with End, the signature typed', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const link = await contractLink(live.server, 'Leeds Rugby Club');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Society contract' }).waitFor();

    const contract = page.getByRole('region', { name: 'Copy of the contract' });
    await tabTo(page, contract);
    await page.keyboard.press('End');
    await page.getByText(VIEWED).waitFor();
    await expectNoAxeFindings(page, 'contract read by keyboard');

    // The radio group: the focus lands on the chosen way (Draw); an arrow chooses Type.
    await tabTo(page, page.getByRole('radio', { name: 'Draw your signature' }));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Type your signature' }).isChecked()).toBe(true);
    const typed = page.getByLabel('Type your full name as your signature');
    await tabTo(page, typed);
    await page.keyboard.type('Tom Okafor');
    await expectNoAxeFindings(page, 'signature typed');
    await tabTo(page, page.getByRole('button', { name: 'Sign contract' }));
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Thank you. The contract is signed.').waitFor();
    await expectSigned(page, 'Tom Okafor');
    await expectNoAxeFindings(page, 'signed by keyboard');

    const signed = await stored(link);
    expect(signed).toMatchObject({ status: { completed: true, name: 'Signed' }, signed_by: 'Tom Okafor' });
    expect(await inkedPixels(page, signed.signature_data)).toBeGreaterThan(100);
    // The download link is reached from the keyboard too.
    await tabTo(page, page.getByRole('link', { name: 'Download the signed contract' }));

    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  it('is signed with a finger on a phone', async () => {
    const context = await live.browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const link = await contractLink(live.server, 'Nottingham Student Ambassadors');
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Society contract' }).waitFor();
      const contract = page.getByRole('region', { name: 'Copy of the contract' });
      await contract.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.getByText(VIEWED).waitFor();

      // Strokes as a touch screen sends them (touchstart, touchmove, touchend), which the browser turns into touch pointers.
      const pad = page.getByRole('img', { name: /^Signature pad/ });
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      const touch = await context.newCDPSession(page);
      const at = (x: number, y: number) => [{ x: box.x + box.width * x, y: box.y + box.height * y }];
      for (const [from, to] of [
        [0.15, 0.45],
        [0.55, 0.85],
      ] as const) {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from, 0.6) });
        for (let step = 1; step <= 10; step++) {
          await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from + ((to - from) * step) / 10, 0.3 + 0.4 * Math.abs(Math.sin(step))) });
        }
        await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      }
      // The address bar hides as the phone scrolls: the window resizes, and the signature stays.
      await page.setViewportSize({ width: 390, height: 760 });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      // A finger lifted from the pad takes longer than this to reach the button; Chrome swallows a tap that follows
      // a stroke's end within its double-tap window as part of that gesture.
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: 'Sign contract' }).tap();
      await page.getByRole('status').getByText('Thank you. The contract is signed.').waitFor();
      const signed = await stored(link);
      expect(signed).toMatchObject({ status: { completed: true, name: 'Signed' } });
      expect(await inkedPixels(page, signed.signature_data)).toBeGreaterThan(100);
      await expectNoAxeFindings(page, 'signed on a phone');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('says a link that is not valid in the server’s words, never whether the contract exists', async () => {
    const { page } = await watchedPage(live.browser);
    const link = new URL(await contractLink(live.server, 'Nottingham Student Ambassadors'));
    const [code] = link.pathname.split('/').slice(-2);
    for (const path of [`/society/contract/${code}/${'A'.repeat(32)}`, `/society/contract/${'B'.repeat(32)}/${'A'.repeat(32)}`]) {
      await page.goto(`${live.server.origin}${path}?brand=revolution`);
      await page.getByRole('alert').getByText('Sorry, that contract link is not valid. Please check it with your society.').waitFor();
      await expectNoAxeFindings(page, path);
    }
  });
});
