/**
 * The widget's budgets, printed beside their targets (never a failure on speed):
 *   - first-load JS: what the widget page's HTML loads, gzip -9: the shell (entry) and the step 1
 *     code it preloads (step renderer with rjsf, flows, the first step's validator);
 *   - step 1 JS: every script the browser fetched until step 1's form showed, gzip -9;
 *   - the loader, embed.js, gzip -9;
 *   - the account site's first load: every script a visitor to /login downloads until its form shows
 *     (what the page's HTML loads, and the login page's code and texts it then fetches), gzip -9,
 *     loaded in chromium from the real server; without chromium, what the HTML loads;
 *   - the hand-written stand-ins the build puts in a library's place, with their sizes;
 *   - step 1 interactive: from navigation to step 1's form, in chromium with 4x CPU throttling,
 *     on a local build served by the real server (cold cache, median of runs); and to the moment
 *     its location list is filled (the form is usable, not just drawn).
 * Run alone (`npx tsx tests/bench/bundle.ts`) or from `npm run bench`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureServerBundle } from '../../src/server/build/bundle.ts';
import { ensureBuilt } from '../../src/widget/build/ensure-built.ts';
import { chromiumPath, launchBrowser } from '../e2e/helpers/browser.ts';
import { startServer } from '../e2e/helpers/server.ts';

const PUBLIC = fileURLToPath(new URL('../../dist/public/', import.meta.url));
const RUNS = Number(process.env.BENCH_WIDGET_RUNS ?? 7);
const CPU_SLOWDOWN = 4;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The scripts the widget page's HTML loads: its entry, and everything it preloads. */
export function firstLoadScripts(html: string): { entry: string[]; preloaded: string[] } {
  const entry = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  const preloaded = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!).filter((u) => !entry.includes(u));
  return { entry, preloaded };
}

/**
 * The scripts a first visit to /login fetched until its form showed (its e-mail field and submit
 * button drawn, with their texts): what a visitor downloads before the page is usable.
 */
async function loginFirstLoad(): Promise<string[]> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const w = window as unknown as { __form?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('main form input[type="email"]') && document.querySelector('main form [type="submit"]')) {
          w.__form = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}/login`);
    await page.waitForFunction(() => (window as unknown as { __form?: number }).__form !== undefined, undefined, { timeout: 30_000 });
    const scripts = await page.evaluate(() => {
      const shown = (window as unknown as { __form: number }).__form;
      return performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js') && (e as PerformanceResourceTiming).responseEnd <= shown)
        .map((e) => new URL(e.name).pathname);
    });
    await context.close();
    return [...new Set(scripts)];
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function step1Timings(): Promise<{ times: number[]; afterHtml: number[]; located: number[]; scripts: string[] }> {
  const server = await startServer();
  const browser = await launchBrowser();
  const times: number[] = [];
  const afterHtml: number[] = [];
  const located: number[] = [];
  const scripts = new Set<string>();
  try {
    for (let run = 0; run < RUNS; run++) {
      // A new context each run: a first visit, nothing cached.
      const context = await browser.newContext();
      await context.addInitScript(() => {
        const w = window as unknown as { __step1?: number; __located?: number };
        new MutationObserver((_, observer) => {
          if (w.__step1 === undefined && document.querySelector('.covers-shell form [type="submit"]')) w.__step1 = performance.now();
          // The location select has its blank first option and the brand's locations.
          if (w.__located === undefined && document.querySelectorAll('.covers-shell form select option').length > 1) w.__located = performance.now();
          if (w.__step1 !== undefined && w.__located !== undefined) observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${server.origin}/widget?brand=revolution`);
      await page.waitForFunction(() => (window as unknown as { __located?: number }).__located !== undefined, undefined, { timeout: 30_000 });
      const [step1, html, fetched, withLocations] = await page.evaluate(() => {
        const shown = (window as unknown as { __step1: number }).__step1;
        // Scripts that had arrived when step 1 showed (not what the step loads for later steps after it).
        const before = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js') && (e as PerformanceResourceTiming).responseEnd <= shown)
          .map((e) => new URL(e.name).pathname);
        return [shown, (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd, before, (window as unknown as { __located: number }).__located] as const;
      });
      fetched.forEach((path) => scripts.add(path));
      times.push(step1!);
      afterHtml.push(step1! - html!);
      located.push(withLocations!);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { times, afterHtml, located, scripts: [...scripts] };
}

export async function benchWidget(report = (what: string, figure: string, target = '') => console.log(`  ${what}: ${figure}${target ? `   (target ${target})` : ''}`)) {
  await ensureBuilt({ quiet: true });
  // The page is served by the server as npm start runs it (see tests/e2e/helpers/server.ts).
  await ensureServerBundle();
  const html = readFileSync(join(PUBLIC, 'widget/index.html'), 'utf8');
  const { entry, preloaded } = firstLoadScripts(html);
  const size = (urls: string[]) => urls.reduce((sum, url) => sum + gzipped(join(PUBLIC, url)), 0);
  // The shell's own imports (the runtime chunk) are preloaded too: count them with the shell.
  const shell = [...entry, ...preloaded.filter((u) => /rolldown-runtime|vendor/.test(u))];
  const step1 = preloaded.filter((u) => !shell.includes(u));
  report(
    'widget first-load JS, gzip',
    `${kb(size(shell) + size(step1))}: shell ${kb(size(shell))} + step 1 code it preloads ${kb(size(step1))} (${shell.length + step1.length} files)`,
    '≤ 110 KB',
  );
  report('embed.js loader, gzip', kb(gzipped(join(PUBLIC, 'embed.js'))), '≤ 3 KB');
  const account = firstLoadScripts(readFileSync(join(PUBLIC, 'account/index.html'), 'utf8'));
  const accountHtml = [...account.entry, ...account.preloaded];
  try {
    chromiumPath();
  } catch (error) {
    report('account site first load, gzip', `${kb(size(accountHtml))} of scripts its HTML loads (/login not loaded: ${(error as Error).message})`, '≤ 90 KB');
    report('step 1 interactive', `skipped: ${(error as Error).message}`);
    return;
  }
  const login = await loginFirstLoad();
  const fromHtml = login.filter((u) => accountHtml.includes(u));
  report(
    'account site first load (/login until its form shows), gzip',
    `${kb(size(login))} (${login.length} files: the page's HTML loads ${kb(size(fromHtml))} — React, the router, the query library, the site's frame —, then the login page's code and texts ${kb(size(login.filter((u) => !fromHtml.includes(u))))})`,
    '≤ 90 KB',
  );
  const { times, afterHtml, located, scripts } = await step1Timings();
  const step1Bytes = scripts.reduce((sum, url) => sum + gzipped(join(PUBLIC, url)), 0);
  report('widget JS until step 1 shows, gzip', `${kb(step1Bytes)} (${scripts.length} files: shell, flows, step code with rjsf, validator)`);
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  report(
    `step 1 interactive, ${CPU_SLOWDOWN}x CPU throttling, local build`,
    `median ${Math.round(median(times))} ms from navigation (${Math.round(median(afterHtml))} ms after the page's HTML arrived), best ${Math.round(Math.min(...times))} ms, worst ${Math.round(Math.max(...times))} ms of ${times.length} cold loads`,
    '≤ 500 ms',
  );
  const standIns = handWrittenStandIns();
  report('hand-written stand-ins in the bundles (what each replaces, its source gzip -9)', standIns.map((s) => `${s.file} for ${s.replaces} ${kb(s.bytes)}`).join('; ') || 'none');
  report(
    `step 1 with its locations listed, ${CPU_SLOWDOWN}x CPU throttling`,
    `median ${Math.round(median(located))} ms from navigation, best ${Math.round(Math.min(...located))} ms, worst ${Math.round(Math.max(...located))} ms`,
  );
}

/**
 * The modules the build puts in a library's place (src/widget/build/i18n and rjsf, markdown-plain.tsx), each with
 * what it stands in for (its header says "Stands in for …") and its own size: the bench lists them so that none
 * is added unseen to reach a figure.
 */
export function handWrittenStandIns(): Array<{ file: string; replaces: string; bytes: number }> {
  const root = fileURLToPath(new URL('../../src/widget/build/', import.meta.url));
  const files = ['i18n/i18next.ts', 'i18n/react-i18next.ts', 'markdown-plain.tsx', ...readdirSync(join(root, 'rjsf')).map((f) => `rjsf/${f}`)];
  return files
    .filter((f) => !/\.test\.tsx?$/.test(f))
    .flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const header = /^\/\*\*([\s\S]*?)\*\//.exec(text)?.[1]?.replace(/\s*\n\s*\*\s*/g, ' ') ?? '';
      // "Stands in for i18next", "… for `fast-uri`", "… for @rjsf/utils' `deepEquals`", "… for @rjsf/core's `components/fields/index.js`".
      const found = /stands in for `?(@?[\w./-]+)`?(?:'s?)?(?: `([^`]+)`)?/i.exec(header);
      if (!found) return [];
      return [{ file, replaces: found[2] ? `${found[1]} ${found[2]}` : found[1]!, bytes: gzipSync(text, { level: 9 }).length }];
    });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log('Covers widget budgets');
  await benchWidget();
}
