/**
 * The widget page's Content-Security-Policy, and the message bridge against a hostile origin: a
 * second site on another port that frames the widget or posts messages at it and at its host.
 */
import { createHash } from 'node:crypto';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchedPage, widgetFrame } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { startServer, startSite, type RunningServer, type StaticSite } from './helpers/server.ts';
import { LIVE_SETTINGS } from '../helpers/live-settings.ts';

const live = serverAndBrowser();
let hostile: StaticSite;

/** Forged messages of every kind, at the host page (as if from the widget) and at the widget (as if from the host). */
const FORGE = `<!doctype html><title>hostile</title><script>
  const forged = [
    { covers: 1, type: 'height', payload: { height: 5000 } },
    { covers: 1, type: 'loaded', payload: { title: 'Hacked' } },
    { covers: 1, type: 'close_booking', payload: {} },
    { covers: 1, type: 'booking_update', payload: { status: 'confirmed', ref_code: 'FAKE', value: 999999, currency: 'GBP', payment_due: false } },
  ];
  for (const m of forged) parent.postMessage(m, '*');
  parent.frames[0].postMessage({ covers: 1, type: 'params', payload: { people: 99 } }, '*');
  window.done = true;
</script>`;

const FRAME_WIDGET = (origin: string) => `<!doctype html><title>framing</title><iframe title="stolen" src="${origin}/widget?brand=revolution"></iframe>`;

beforeAll(async () => {
  hostile = await startSite({ '/forge.html': FORGE, '/frame.html': FRAME_WIDGET(live.server.origin) });
});
afterAll(async () => {
  await hostile?.stop();
});

/** Waits until the widget has reported its height (the frame is its content + 80). */
async function settledHeight(page: Page) {
  const frame = await widgetFrame(page);
  const content = () => frame.locator('.covers-shell').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  const outer = () => page.locator('iframe').first().evaluate((el) => parseInt((el as HTMLIFrameElement).style.height, 10));
  await expect.poll(async () => (await outer()) - (await content())).toBe(80);
}

/** Revolution Manchester, a week today, four people, a table: every answer of step 1. */
const PREFILLED = 'brand=revolution&bar=11&date=2026-11-28&people=4&type=1';

const events = (page: Page, name: string) => page.locator(`#covers-events li[data-event="${name}"]`);

/** What the widget page may load: only this server, nothing inline, nothing evaluated. */
const WIDGET = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'";

describe('the widget page’s Content-Security-Policy', () => {
  it('is exactly the strict policy, framed by exactly the brand’s site and, outside production, the development origins', async () => {
    const response = await fetch(`${live.server.origin}/widget?brand=playhouse`);
    expect(response.headers.get('content-security-policy')).toBe(`${WIDGET}; frame-ancestors 'self' https://www.playhouse-bars.example http://localhost:8080 http://localhost:3000`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBeNull();
    // Plain HTTP and no proxy in front: no HSTS, which would pin the host to HTTPS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const html = await response.text();
    // Scripts come only from files; the one block without src is data that never runs (step 1's locations).
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);
    expect(html.match(/<script type="application\/json"[^>]*>/g) ?? []).toEqual(['<script type="application/json" id="covers-page-data">']);
    expect(html).not.toMatch(/\son\w+=/);
  });

  it('and every other answer carries one too: the API’s, and the demo page’s with its style block’s hash', async () => {
    const api = await fetch(`${live.server.origin}/api/rest/booking/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(api.status).toBe(401);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    const demo = await fetch(`${live.server.origin}/demo/revolution`);
    const style = /<style>([^<]*)<\/style>/.exec(await demo.text())![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(demo.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'self'; style-src 'self' 'sha256-${hash}'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'`,
    );
    expect(demo.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('holds: the widget, its steps and its API calls run without a single violation', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/demo/revolution`);
    const frame = await widgetFrame(page);
    // The first step's form: rjsf with its precompiled validator, loaded on demand.
    await frame.locator('form').waitFor();
    // Pre-filled answers: the store asks the server, which can take the booking, and step 1 is skipped.
    await page.goto(`${live.server.origin}/widget?${PREFILLED}`);
    await expect.poll(() => page.locator('.covers-shell').getAttribute('data-step')).toBe('2');
    await page.locator('form').waitFor();
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('stops another site from framing the widget', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${hostile.origin}/frame.html`);
    await expect.poll(() => errors.some((e) => /frame-ancestors/.test(e))).toBe(true);
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    expect(await frame.locator('.covers-shell').count()).toBe(0);
    await page.context().close();
  });
});

describe('a hostile origin’s messages', () => {
  async function injectHostileFrame(page: Page): Promise<Frame> {
    await page.evaluate((src) => {
      const iframe = document.createElement('iframe');
      iframe.title = 'advert';
      iframe.src = src;
      document.body.appendChild(iframe);
    }, `${hostile.origin}/forge.html`);
    await expect.poll(() => page.frames().find((f) => f.url().startsWith(hostile.origin))).toBeTruthy();
    const frame = page.frames().find((f) => f.url().startsWith(hostile.origin))!;
    await frame.waitForFunction(() => (window as unknown as { done?: boolean }).done === true);
    return frame;
  }

  it('are ignored by the loader and by the widget, while the real host and widget still talk', async () => {
    const { page, context } = await watchedPage(live.browser);
    // A brand's site carries other sites' frames (adverts); the demo page's own CSP frames only this
    // server, so for this host page it is lifted. The widget's frame keeps its policy. Answered through
    // Playwright, the page counts as public to Chromium, which then asks before it frames a local site.
    await context.grantPermissions(['local-network-access'], { origin: live.server.origin });
    await context.route(`${live.server.origin}/demo/revolution`, async (route) => {
      const response = await route.fetch();
      const { 'content-security-policy': _lifted, ...headers } = response.headers();
      await route.fulfill({ response, headers });
    });
    await page.goto(`${live.server.origin}/demo/revolution`);
    const widget = await widgetFrame(page);
    const iframe = page.locator('iframe').first();
    await expect.poll(() => iframe.getAttribute('title')).toBe('Revolution bookings');
    await expect.poll(() => events(page, 'params').count()).toBe(1);
    await settledHeight(page);
    const height = await iframe.evaluate((el) => (el as HTMLIFrameElement).style.height);
    const heard = await page.locator('#covers-events li').count();

    await injectHostileFrame(page);
    // Give any message that slipped through time to act.
    await page.waitForTimeout(400);
    expect(await iframe.evaluate((el) => (el as HTMLIFrameElement).style.height)).toBe(height);
    expect(await iframe.getAttribute('title')).toBe('Revolution bookings');
    expect(await page.locator('#covers-events li').count()).toBe(heard);
    expect(await events(page, 'booking-completed').count()).toBe(0);

    // The real host's message, from the right window and origin, is taken: the widget answers with its new params.
    await page.evaluate((origin) => {
      const frame = document.querySelector('iframe') as HTMLIFrameElement;
      frame.contentWindow!.postMessage({ covers: 1, type: 'params', payload: { people: 6 } }, origin);
    }, live.server.origin);
    await expect.poll(() => events(page, 'params').count()).toBe(2);
    expect(await events(page, 'params').nth(1).textContent()).toContain('"people":6');
    expect(await widget.locator('.covers-shell').count()).toBe(1);
    await page.context().close();
  });

  it('of the wrong shape are ignored even from the right origin', async () => {
    const { page } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/demo/decuba`);
    const widget = await widgetFrame(page);
    await expect.poll(() => events(page, 'params').count()).toBe(1);
    const iframe = page.locator('iframe').first();
    await settledHeight(page);
    const height = await iframe.evaluate((el) => (el as HTMLIFrameElement).style.height);
    await widget.evaluate(() => {
      const to = window.location.ancestorOrigins[0]!;
      window.parent.postMessage({ covers: 1, type: 'height', payload: { height: 'tall' } }, to);
      window.parent.postMessage({ type: 'height', payload: { height: 4000 } }, to);
      window.parent.postMessage('{"covers":1,"type":"height","payload":{"height":4000}}', to);
      window.parent.postMessage({ covers: 1, type: 'booking_update', payload: { status: 'confirmed', value: '100', currency: 'GBP', payment_due: false } }, to);
    });
    await page.evaluate((origin) => {
      const frame = document.querySelector('iframe') as HTMLIFrameElement;
      frame.contentWindow!.postMessage({ covers: 1, type: 'params', payload: { people: 'lots' } }, origin);
    }, live.server.origin);
    await page.waitForTimeout(400);
    expect(await iframe.evaluate((el) => (el as HTMLIFrameElement).style.height)).toBe(height);
    expect(await events(page, 'booking_update').count()).toBe(0);
    expect(await events(page, 'params').count()).toBe(1);
    await page.context().close();
  });
});

/**
 * Framing in production: a page on a development origin (http://localhost:8080, answered here by
 * Playwright) may frame the widget of a development server but not of a production one, while the
 * brand's own site may frame both.
 */
describe('framing in production', () => {
  let production: RunningServer;
  beforeAll(async () => {
    // The live settings, the test clock removed (production refuses it) and Google's client off (its nonce changes per answer).
    production = await startServer({ env: { ...LIVE_SETTINGS, COVERS_NOW: '', GOOGLE_PAY_CLIENT: 'off' } });
  });
  afterAll(async () => {
    await production?.stop();
  });

  /** The browser at `site`, a page that frames `widget`; Playwright answers for the site. */
  async function framedBy(context: BrowserContext, site: string, widget: string) {
    await context.grantPermissions(['local-network-access'], { origin: site });
    await context.route(`${site}/**`, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>host</title><iframe title="booking" src="${widget}/widget?brand=revolution"></iframe>` }));
  }

  it('sends exactly the brand’s sites as framing origins, no development origin', async () => {
    const response = await fetch(`${production.origin}/widget?brand=playhouse`);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self' https://pay.realexpayments.com; form-action 'self' https://pay.realexpayments.com; base-uri 'none'; object-src 'none'; frame-ancestors 'self' https://www.playhouse-bars.example",
    );
    expect(await response.text()).toContain('"frameOrigins":["https://www.playhouse-bars.example"]');
  });

  it('stops a development origin from framing the widget, and lets the brand’s site frame it', async () => {
    for (const [site, server, allowed] of [
      ['http://localhost:8080', live.server.origin, true],
      ['http://localhost:8080', production.origin, false],
      ['https://www.revolution-bars.example', production.origin, true],
    ] as const) {
      const { page, context, errors } = await watchedPage(live.browser);
      await framedBy(context, site, server);
      await page.goto(`${site}/`);
      const frame = page.frames().find((f) => f !== page.mainFrame());
      if (allowed) {
        await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.locator('.covers-shell').count(), { message: `${site} framing ${server}` }).toBe(1);
        expect(errors.filter((e) => /frame-ancestors/.test(e)), `${site} framing ${server}`).toEqual([]);
      } else {
        await expect.poll(() => errors.some((e) => /frame-ancestors/.test(e)), { message: `${site} framing ${server}` }).toBe(true);
        expect(await frame!.locator('.covers-shell').count()).toBe(0);
      }
      await context.close();
    }
  });
});
