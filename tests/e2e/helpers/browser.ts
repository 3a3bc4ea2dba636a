/**
 * Debian's chromium, driven by playwright-core: never a downloaded browser. CHROMIUM_PATH points
 * elsewhere when chromium lives somewhere else.
 */
import { existsSync } from 'node:fs';
import { onTestFailed } from 'vitest';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Frame, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`No chromium at ${path}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  return path;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions, from the page and every frame in it. */
  errors: string[];
  /** Content-Security-Policy violations reported in any frame. */
  cspViolations(): Promise<string[]>;
}

/**
 * A fresh context and page that record what goes wrong: console errors, page errors, and CSP
 * violations (a `securitypolicyviolation` listener added to every frame before its scripts run).
 */
export async function watchedPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${location.pathname}`));
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  explainFailure(page, errors);
  return {
    page,
    context,
    errors,
    async cspViolations() {
      const all = await Promise.all(page.frames().map((f) => f.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [])));
      return all.flat();
    },
  };
}

/**
 * When the test that opened the page fails, what the page went through is printed beside the
 * failure: its errors, the calls and scripts that failed or were refused, and the text each frame
 * showed at the end. A failure seen once in CI can then be read, not guessed.
 */
function explainFailure(page: Page, errors: string[]): void {
  const trouble: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  // The addresses' secrets stay out of the log, even a test's.
  const address = (url: string) => url.replace(/([?&][a-z_]*(?:token|key)=)[^&#]+/gi, '$1…');
  page.on('requestfailed', (r) => trouble.push(`${at()} failed ${r.method()} ${address(r.url())}: ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) trouble.push(`${at()} ${r.status()} ${r.request().method()} ${address(r.url())}`);
  });
  // Outside a test (a file's set-up) there is no test to explain.
  try {
    onTestFailed(report);
  } catch {
    return;
  }
  async function report() {
    if (page.isClosed()) return;
    const shown = await Promise.all(page.frames().map((f) => f.evaluate(() => document.body?.innerText.slice(0, 2000) ?? '').then((text) => `[${address(f.url())}]\n${text}`, () => '')));
    console.log(['What the page went through:', ...errors, ...trouble, ...shown.filter(Boolean)].join('\n'));
  }
}

/** The frame of the first widget on the page, once its shell has rendered. */
export async function widgetFrame(page: Page, index = 0): Promise<Frame> {
  const handle = page.locator('iframe[src*="/widget"]').nth(index);
  await handle.waitFor();
  const frame = await (await handle.elementHandle())!.contentFrame();
  if (!frame) throw new Error('the widget iframe has no frame');
  await frame.locator('.covers-shell').waitFor();
  return frame;
}
