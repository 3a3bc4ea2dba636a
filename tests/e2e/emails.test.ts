/**
 * Every kind of e-mail of every brand as a mail client shows it (issue 28): its HTML part in Chromium at 375 px
 * (a phone) and 800 px, axe finding nothing serious or critical, nothing wider than the phone, the brand's logo
 * loaded from the server; a screenshot of each kept under test-results/emails for a person to look through.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_CODES, getBrand } from '../../src/engine/i18n/brand.ts';
import { emailPreviews } from '../../src/server/mail/previews.ts';
import { seriousViolations } from './helpers/axe.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();
const SHOTS = join(process.cwd(), 'test-results', 'emails');

describe('e-mails in a browser', () => {
  for (const code of BRAND_CODES) {
    it(`${code}: every message reads on a phone and on a desktop, with no serious axe finding`, async () => {
      const brand = getBrand(code);
      const context = await live.browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      mkdirSync(join(SHOTS, code), { recursive: true });
      const previews = emailPreviews(brand.id, live.server.origin);
      expect(previews.length).toBeGreaterThanOrEqual(25);
      for (const { kind, email } of previews) {
        for (const width of [375, 800]) {
          await page.setViewportSize({ width, height: 800 });
          await page.setContent(email.body_html, { waitUntil: 'load' });
          expect(await seriousViolations(page), `${code} ${kind} at ${width} px`).toEqual([]);
          expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${code} ${kind} at ${width} px`).toBeLessThanOrEqual(width);
          await page.screenshot({ path: join(SHOTS, code, `${kind}-${width}.png`), fullPage: true });
        }
        // The logo came from the server (a mail client without images shows the brand's name instead).
        expect(await page.locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.alt), `${code} ${kind}`).toBe(brand.name);
      }
      await context.close();
    });
  }
});
