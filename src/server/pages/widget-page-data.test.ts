/**
 * The widget page carries step 1's locations as a JSON block that never runs: the same list the
 * session answer gives for the brand, escaped so no location name can end the block, under a CSP
 * that still runs no inline script.
 */
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePageData } from '../../widget/page-data.ts';
import { parseApiKeys } from '../config.ts';
import type { Catalogue } from '../domain/catalogue.ts';
import { bookableBarsData } from '../domain/session/reference-data.ts';
import { pagesRoutes } from '../http/register-routes.ts';

const dir = mkdtempSync(join(tmpdir(), 'covers-page-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'widget'), { recursive: true });
writeFileSync(join(dir, 'widget/index.html'), '<html><head><title>Booking</title></head><body><div id="covers-widget"></div></body></html>');

const bar = (id: number, brandId: number, name: string) => ({ id, brand_id: brandId, bar_name: name, branded_name: name, close_date: null, covid_closed: false });
const BARS = [bar(11, 1, 'Revolution Manchester'), bar(12, 1, 'Revolution </script><script>alert(1)</script>'), bar(21, 2, 'Cuba Leeds')];
/** Just what the page reads of the catalogue: the bookable bars by brand. */
const catalogue = { bookableBars: (brandId: number) => BARS.filter((b) => b.brand_id === brandId) } as unknown as Catalogue;

async function app(withCatalogue: boolean) {
  const server = Fastify();
  await server.register(pagesRoutes, { config: { apiKeys: parseApiKeys('*:covers-demo-key') }, publicDir: dir, ...(withCatalogue ? { catalogue: { get: async () => catalogue } } : {}) });
  return server;
}

function block(html: string): string | undefined {
  return /<script type="application\/json" id="covers-page-data">([^]*?)<\/script>/.exec(html)?.[1];
}

describe('the widget page’s data for step 1', () => {
  it('lists the brand’s bookable locations as the session answer does', async () => {
    const server = await app(true);
    const revolution = await server.inject('/widget?brand=revolution');
    expect(parsePageData(block(revolution.body)).bars).toEqual(JSON.parse(JSON.stringify(bookableBarsData(catalogue, 1))));
    expect(parsePageData(block(revolution.body)).bars?.map((b) => b.id)).toEqual([12, 11]);
    const cuba = await server.inject('/widget?brand=decuba');
    expect(parsePageData(block(cuba.body)).bars?.map((b) => b.id)).toEqual([21]);
    await server.close();
  });

  it('cannot be closed by a location’s name, and runs nothing under the CSP', async () => {
    const server = await app(true);
    const r = await server.inject('/widget?brand=revolution');
    expect(r.body.match(/<\/script>/g)).toHaveLength(1);
    expect(r.body).toContain('\\u003c/script>');
    const csp = r.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    await server.close();
  });

  it('leaves the locations out without a catalogue (the first session answer brings them), and always says who may frame the page', async () => {
    const server = await app(false);
    expect(parsePageData(block((await server.inject('/widget?brand=revolution')).body))).toEqual({
      frameOrigins: ['https://www.revolution-bars.example', 'http://localhost:8080', 'http://localhost:3000'],
    });
    await server.close();
  });
});
