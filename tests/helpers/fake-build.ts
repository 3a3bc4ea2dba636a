/**
 * A stand-in for dist/public with just enough of each page for the server to serve it: the tests of
 * what the server does to a page (its data, its headers) need no build of the browser code.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const PAGES: Record<string, string> = {
  'widget/index.html': '<html><head><title>Booking</title></head><body><div id="covers-widget"></div></body></html>',
  'account/index.html': '<html><head><title>Payments</title></head><body></body></html>',
  'embed/demo/host.html': '<html><head><!--covers:brand-style--></head><body><img src="{{logoUrl}}" alt="{{brandName}}"><script src="/embed.js" data-brand="{{brandCode}}"></script>{{unknown}}</body></html>',
  'embed/demo/index.html': '<ul><!--covers:brand-links--></ul><code>{{origin}}/embed.js</code>',
  'embed/demo/two-brands.html': '<p>two</p>',
  'embed.js': '(()=>{})();',
  'assets/widget-abc.js': 'export{};',
};

/** Writes the stand-in build (with `files` added or replaced); `remove()` deletes it. */
export function fakeBuild(files: Record<string, string> = {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'covers-build-'));
  for (const [file, text] of Object.entries({ ...PAGES, ...files })) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
