/**
 * Debian's chromium, driven by playwright-core: never a downloaded browser. CHROMIUM_PATH points
 * elsewhere when chromium lives somewhere else.
 */
import { existsSync } from 'node:fs';
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

/** The frame of the first widget on the page, once its shell has rendered. */
export async function widgetFrame(page: Page, index = 0): Promise<Frame> {
  const handle = page.locator('iframe[src*="/widget"]').nth(index);
  await handle.waitFor();
  const frame = await (await handle.elementHandle())!.contentFrame();
  if (!frame) throw new Error('the widget iframe has no frame');
  await frame.locator('.covers-shell').waitFor();
  return frame;
}
