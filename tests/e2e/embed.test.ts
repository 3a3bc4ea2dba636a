/**
 * The loader on the demo host pages: it mounts the widget frame, sizes it to the content, and
 * passes on what the widget says.
 */
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchedPage, widgetFrame } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { NEXT_SATURDAY, waitForStep } from './helpers/booking.ts';
import { APPLE_PAY_REQUEST_60, bookingByReference, BRUNCH, saveAndPayDeposit, stepOf } from './payments-helpers.ts';

const live = serverAndBrowser();

const events = (page: Page, name: string) => page.locator(`#covers-events li[data-event="${name}"]`);

describe('a brand’s demo page', () => {
  it('embeds the widget with one tag: a titled frame that may take payments, in the brand’s wording', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/demo/revolution`);
    const iframe = page.locator('iframe');
    await expect.poll(() => iframe.getAttribute('title')).toBe('Revolution bookings');
    expect(await iframe.getAttribute('allow')).toBe('payment');
    expect(await iframe.getAttribute('src')).toBe(`${live.server.origin}/widget?brand=revolution&closable=1`);
    const frame = await widgetFrame(page);
    await expect.poll(() => frame.locator('h1').textContent()).toBe('Book Now');
    await expect.poll(() => events(page, 'loaded').count()).toBe(1);
    expect(await events(page, 'params').first().textContent()).toContain('{"brand":"revolution"}');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('closes when the customer presses Close booking (close_booking, spec §1), and opens again from the page', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/demo/revolution`);
    const frame = await widgetFrame(page);
    const close = frame.getByRole('button', { name: 'Close booking' });
    await close.click();
    await expect.poll(() => events(page, 'close_booking').count()).toBe(1);
    await expect.poll(() => page.locator('iframe').isVisible()).toBe(false);
    // The page offers the widget again, with the focus on its button.
    const reopen = page.getByRole('button', { name: 'Book a table' });
    await expect.poll(() => reopen.evaluate((el) => el === document.activeElement)).toBe(true);
    await reopen.click();
    await expect.poll(() => page.locator('iframe').isVisible()).toBe(true);
    // A widget the page did not say it can close has no Close button.
    await page.goto(`${live.server.origin}/widget?brand=revolution`);
    await page.locator('.covers-shell h1').waitFor();
    expect(await page.getByRole('button', { name: 'Close booking' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('locks a location the page sets later through setParams (spec §2), as one it passes at the start', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/demo/revolution`);
    const frame = await widgetFrame(page);
    const location = frame.getByRole('combobox', { name: /Location/ });
    await expect.poll(() => location.locator('option').count()).toBeGreaterThan(1);
    expect(await location.isDisabled()).toBe(false);
    await page.evaluate(() => {
      const holder = document.querySelector('iframe')!.parentElement!;
      (window as unknown as { Covers: { get(el: HTMLElement): { setParams(p: Record<string, unknown>): void } } }).Covers.get(holder).setParams({ bar: 12 });
    });
    await expect.poll(() => location.inputValue()).toBe('12');
    await expect.poll(() => location.isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a page the brand does not let frame it, says the form cannot be shown there and links the bookings page', async () => {
    const { createServer } = await import('node:http');
    const host = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><html lang="en-GB"><title>Not a brand's site</title><main><script src="${live.server.origin}/embed.js" data-brand="revolution"></script></main></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const { page } = await watchedPage(live.browser);
    try {
      await page.goto(`http://127.0.0.1:${(host.address() as { port: number }).port}/`);
      const note = page.getByRole('alert');
      await note.getByText('Sorry, the booking form cannot be shown on this page.').waitFor({ timeout: 15_000 });
      expect(await note.getByRole('link', { name: 'Book on our bookings page' }).getAttribute('href')).toBe(`${live.server.origin}/widget?brand=revolution`);
      expect(await page.locator('iframe').count()).toBe(0);
    } finally {
      await page.context().close();
      await new Promise((resolve) => host.close(resolve));
    }
  });

  it('sizes the frame to the widget (its height + 80), reserving space before that, and follows it as it grows', async () => {
    const { page } = await watchedPage(live.browser);
    // The frame's height as the loader first puts it in the page (the widget's first report may come before goto returns).
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        const frame = changes.flatMap((c) => [...c.addedNodes]).find((n): n is HTMLIFrameElement => n instanceof HTMLIFrameElement);
        if (!frame) return;
        (window as unknown as { __reserved: string }).__reserved = `${frame.style.minHeight} ${frame.style.height}`;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${live.server.origin}/demo/decuba`);
    const iframe = page.locator('iframe');
    // The space is kept from the start, so the page below does not jump when the widget arrives.
    expect(await page.evaluate(() => (window as unknown as { __reserved?: string }).__reserved)).toBe('600px 600px');
    const frame = await widgetFrame(page);
    const content = () => frame.locator('.covers-shell').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
    const frameHeight = () => iframe.evaluate((el) => parseInt((el as HTMLIFrameElement).style.height, 10));
    await expect.poll(async () => (await frameHeight()) - (await content())).toBe(80);
    await frame.locator('.covers-shell').evaluate((el) => {
      const tall = document.createElement('div');
      tall.style.height = '900px';
      el.appendChild(tall);
    });
    await expect.poll(async () => (await frameHeight()) - (await content()), { timeout: 2000 }).toBe(80);
    expect(await frameHeight()).toBeGreaterThan(1000);
    await page.context().close();
  });

  it('serves a page per brand, each in its own colours', async () => {
    const { page } = await watchedPage(live.browser);
    const colours: string[] = [];
    for (const brand of ['revolution', 'decuba', 'playhouse', 'default']) {
      await page.goto(`${live.server.origin}/demo/${brand}`);
      const frame = await widgetFrame(page);
      colours.push(await frame.locator('#covers-widget').evaluate((el) => getComputedStyle(el).getPropertyValue('--covers-primary').trim()));
    }
    expect(new Set(colours).size).toBe(4);
    await page.context().close();
  });
});

describe('the demo pages on a phone (375 px wide)', () => {
  it('fit the screen with no sideways scroll, the header links on it, each under its own wordmark', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    await page.setViewportSize({ width: 375, height: 800 });
    const pages = [
      { path: '/demo', logo: 'Covers', widgets: 0 },
      { path: '/demo/revolution', logo: 'Revolution', widgets: 1 },
      { path: '/demo/decuba', logo: 'Revolución de Cuba', widgets: 1 },
      { path: '/demo/playhouse', logo: 'Playhouse', widgets: 1 },
      { path: '/demo/two-brands', logo: 'Covers', widgets: 2 },
    ];
    const marks = new Set<string>();
    for (const { path, logo, widgets } of pages) {
      await page.goto(`${live.server.origin}${path}`);
      for (let i = 0; i < widgets; i++) await widgetFrame(page, i);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), path).toBeLessThanOrEqual(375);
      const offScreen = await page.locator('.site-header a, main a').evaluateAll((links) => links.filter((a) => a.getBoundingClientRect().right > 375).map((a) => a.textContent));
      expect(offScreen, path).toEqual([]);
      const img = page.locator('.site-logo img');
      expect(await img.getAttribute('alt'), path).toBe(logo);
      // Drawn: the image loaded, at its size, inside the screen.
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBe(180);
      expect(await img.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
      const svg = await (await page.request.get(new URL((await img.getAttribute('src'))!, live.server.origin).href)).text();
      expect(svg).toContain(`<title>${logo}</title>`);
      expect(svg).toMatch(/<text[^>]*>/);
      marks.add(svg);
    }
    // Revolution, de Cuba, Playhouse and Covers: four different marks.
    expect(marks.size).toBe(4);
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('two widgets of two brands on one page', () => {
  it('share nothing: each has its own brand, wording, height and events', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/demo/two-brands`);
    const a = await widgetFrame(page, 0);
    const b = await widgetFrame(page, 1);
    await expect.poll(() => page.locator('iframe').nth(0).getAttribute('title')).toBe('Revolution bookings');
    await expect.poll(() => page.locator('iframe').nth(1).getAttribute('title')).toBe('Revolución de Cuba bookings');
    const primary = (f: typeof a) => f.locator('#covers-widget').evaluate((el) => getComputedStyle(el).getPropertyValue('--covers-primary').trim());
    expect(await primary(a)).not.toBe(await primary(b));

    // One widget grows; only its own frame follows.
    const heightOf = (i: number) => page.locator('iframe').nth(i).evaluate((el) => parseInt((el as HTMLIFrameElement).style.height, 10));
    // Sized to the content (its height + 80), however tall the first step is.
    const contentOf = (f: typeof a) => f.locator('.covers-shell').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
    await expect.poll(async () => (await heightOf(1)) - (await contentOf(b))).toBe(80);
    const before = await heightOf(1);
    await a.locator('.covers-shell').evaluate((el) => {
      const tall = document.createElement('div');
      tall.style.height = '700px';
      el.appendChild(tall);
    });
    await expect.poll(() => heightOf(0)).toBeGreaterThan(before + 600);
    expect(await heightOf(1)).toBe(before);

    // One widget's booking is heard from its own element only.
    await b.evaluate(() => {
      const message = { covers: 1, type: 'booking_update', payload: { status: 'confirmed', ref_code: 'CUBA0001', value: 4550, paid: 0, currency: 'GBP', payment_due: false } };
      window.parent.postMessage(message, new URL(document.referrer || location.href).origin);
    });
    await expect.poll(() => events(page, 'booking-completed').count()).toBe(1);
    expect(await events(page, 'booking-completed').textContent()).toContain('(widget-b)');

    // Parameters sent through one widget's handle reach that widget only.
    await expect.poll(() => events(page, 'params').count()).toBe(2);
    await page.evaluate(() => {
      const covers = (window as unknown as { Covers: { get(el: Element): { setParams(p: object): void } | undefined } }).Covers;
      covers.get(document.getElementById('widget-b')!)!.setParams({ people: 5 });
    });
    await expect.poll(() => events(page, 'params').count()).toBe(3);
    expect(await events(page, 'params').nth(2).textContent()).toMatch(/^params \(widget-b\) .*"people":5/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the booking-completed event', () => {
  it('fires once per booking, and only when it is confirmed with nothing left to pay now', async () => {
    const { page } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/demo/playhouse`);
    const frame = await widgetFrame(page);
    const send = (payload: object) =>
      frame.evaluate((p) => window.parent.postMessage({ covers: 1, type: 'booking_update', payload: p }, window.location.ancestorOrigins[0]!), payload);
    const booking = { ref_code: 'PLAY0001', value: 12000, currency: 'GBP' };
    await send({ ...booking, paid: 0, status: 'provisional', payment_due: true });
    await send({ ...booking, paid: 0, status: 'confirmed', payment_due: true });
    await expect.poll(() => events(page, 'booking_update').count()).toBe(2);
    expect(await events(page, 'booking-completed').count()).toBe(0);
    await send({ ...booking, paid: 3000, status: 'confirmed', payment_due: false });
    await send({ ...booking, paid: 3000, status: 'confirmed', payment_due: false });
    await expect.poll(() => events(page, 'booking_update').count()).toBe(4);
    expect(await events(page, 'booking-completed').count()).toBe(1);
    const detail = JSON.parse((await events(page, 'booking-completed').textContent())!.replace(/^[^{]*/, ''));
    expect(detail).toMatchObject({ ref_code: 'PLAY0001', value: 120, value_pence: 12000, paid: 30, paid_pence: 3000, currency: 'GBP', status: 'confirmed' });
    await page.context().close();
  });
});

/**
 * Apple Pay through the host page: a brand's own site (one of its embedOrigins, answered here by
 * Playwright since it is not on this machine) embeds the widget from another origin, Covers'. Only
 * the host page has ApplePaySession (a stand-in, as Safari's is outside this machine): the widget's
 * frame has none, so the loader runs the sheet and relays its stages to the widget.
 */
describe('Apple Pay run by the host page', () => {
  const SITE = 'http://localhost:8080';

  async function brandSite(context: BrowserContext, mode: 'approve' | 'cancel') {
    // The site is answered by Playwright, so Chromium counts it as public; it may reach Covers on
    // this machine as a real brand site reaches Covers' public address.
    await context.grantPermissions(['local-network-access'], { origin: SITE });
    await context.route(`${SITE}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        // A brunch for six at Manchester on the Saturday: step 1 is answered by the tag.
        body: `<!doctype html><html lang="en-GB"><head><title>Revolution</title></head><body><h1>Revolution</h1><script src="${live.server.origin}/embed.js" data-brand="revolution" data-bar="11" data-date="${NEXT_SATURDAY}" data-people="6" data-type="${BRUNCH}"></script></body></html>`,
      }),
    );
    await context.addInitScript(
      ({ site, mode }) => {
        // The host page only: the widget's frame (another origin) has no ApplePaySession.
        if (location.origin !== site) return;
        const record: unknown[][] = [];
        (window as unknown as { __applePay: unknown[][] }).__applePay = record;
        // The booking's reference, as the host page hears it.
        document.addEventListener('covers:booking_update', (e) => ((window as unknown as { __ref?: string }).__ref = (e as CustomEvent<{ ref_code?: string }>).detail.ref_code));
        (window as unknown as Record<string, unknown>).ApplePaySession = class {
          static STATUS_SUCCESS = 0;
          static STATUS_FAILURE = 1;
          static canMakePayments = () => true;
          static supportsVersion = (v: number) => v <= 14;
          onvalidatemerchant: ((e: unknown) => void) | null = null;
          onpaymentauthorized: ((e: unknown) => void) | null = null;
          oncancel: ((e: unknown) => void) | null = null;
          constructor(version: number, request: unknown) {
            // Safari requires the customer's gesture here: the click in the frame lends the page its activation.
            record.push(['new', version, request, navigator.userActivation.isActive]);
          }
          begin() {
            record.push(['begin']);
            setTimeout(() => this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' }), 20);
          }
          completeMerchantValidation(session: unknown) {
            record.push(['merchant', session]);
            setTimeout(() => (mode === 'cancel' ? this.oncancel?.({}) : this.onpaymentauthorized?.({ payment: { token: { paymentData: { data: 'SANDBOX-WALLET-APPROVE' } } } })), 20);
          }
          completePayment(result: unknown) {
            record.push(['complete', result]);
          }
          abort() {
            record.push(['abort']);
          }
        };
      },
      { site: SITE, mode },
    );
  }

  /** The customer books in the frame (each in a new browser context: nothing saved to resume) up to the method choice. */
  async function atMethodChoice(email: string, mode: 'approve' | 'cancel'): Promise<{ page: Page; frame: Frame; ref: () => Promise<string>; errors: string[] }> {
    const { page, context, errors } = await watchedPage(live.browser);
    await brandSite(context, mode);
    await page.goto(`${SITE}/`);
    const frame = await widgetFrame(page);
    await waitForStep(frame, '2');
    await saveAndPayDeposit(frame, email);
    await frame.getByRole('group', { name: 'How would you like to pay?' }).waitFor();
    // The booking is made when the customer chooses what to pay; the host page hears its reference.
    const ref = async () => (await page.evaluate(() => (window as unknown as { __ref?: string }).__ref)) ?? '';
    return { page, frame, ref, errors };
  }

  const hostRecord = (page: Page) => page.evaluate(() => (window as unknown as { __applePay: unknown[][] }).__applePay);
  const booking = async (ref: string) => (await bookingByReference(live.server.origin, ref)).booking;

  it('offers Apple Pay the page can run; the page’s sheet validates and authorises through the widget, which pays', async () => {
    const { page, frame, ref, errors } = await atMethodChoice('apple-host@example.com', 'approve');
    expect(await frame.evaluate(() => 'ApplePaySession' in window)).toBe(false);
    const methods = frame.getByRole('group', { name: 'How would you like to pay?' });
    expect(await methods.getByRole('button').allTextContents()).toEqual(['Pay by card', 'Apple Pay']);
    await methods.getByRole('button', { name: 'Apple Pay' }).click();
    await expect.poll(() => stepOf(frame), { timeout: 20_000 }).toBe('999');

    const [created, begun, merchant, completed] = await hostRecord(page);
    expect(created).toEqual([
      'new',
      6,
      APPLE_PAY_REQUEST_60,
      true,
    ]);
    expect(begun).toEqual(['begin']);
    // The merchant session came from Covers' API, asked by the widget, for the brand site's domain.
    expect(merchant![1]).toMatchObject({ merchantSessionIdentifier: expect.stringMatching(/^SSH/), domainName: 'localhost', displayName: 'Revolution' });
    expect(completed).toEqual(['complete', { status: 0 }]);
    expect(await booking(await ref())).toMatchObject({ status_id: 1 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says "Apple Pay Cancelled" when the customer closes the page’s sheet, and takes nothing', async () => {
    const { page, frame, ref } = await atMethodChoice('apple-host-cancel@example.com', 'cancel');
    await frame.getByRole('button', { name: 'Apple Pay' }).click();
    await frame.getByRole('dialog').getByRole('alert').getByText('Apple Pay Cancelled').waitFor();
    expect(await frame.getByRole('button', { name: 'Apple Pay' }).isEnabled()).toBe(true);
    expect((await hostRecord(page)).map((c) => c[0])).toEqual(['new', 'begin', 'merchant']);
    expect(await booking(await ref())).toMatchObject({ status_id: 0 });
    await page.context().close();
  });
});
