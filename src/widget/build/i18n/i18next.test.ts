import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { BRAND_CODES, BRANDS } from '../../../engine/i18n/brand.ts';
import { widgetI18nOptions, WIDGET_NAMESPACES } from '../../shell/i18n.ts';
import { i18nOptions, NAMESPACES } from '../../../engine/i18n/index.ts';
import { createInstance, type InitOptions } from './i18next.ts';

type Tree = { [key: string]: unknown };

/** Every text's key with its text, "namespace:dotted.key". */
function texts(resources: Record<string, Tree>, namespaces: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: Tree, ns: string, path: string[]) => {
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'object' && v !== null) walk(v as Tree, ns, [...path, k]);
      else out.push([`${ns}:${[...path, k].join('.')}`, String(v)]);
    }
  };
  for (const ns of namespaces) walk(resources[ns]!, ns, []);
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text of `namespaces` through both, with and without its variables: the same answers. */
async function compareTexts(options: InitOptions & { resources: Record<string, Record<string, Tree>> }, namespaces: readonly string[]): Promise<number> {
  const real = i18next.createInstance();
  await real.init(options);
  const ours = createInstance(options);
  const all = texts(options.resources['en-GB']!, namespaces);
  const keys = new Set(all.map(([key]) => key.replace(PLURAL, '')));
  let checked = 0;
  for (const key of keys) {
    const variables = new Set(all.filter(([k]) => k.replace(PLURAL, '') === key).flatMap(([, text]) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim())));
    const full = Object.fromEntries([...variables].map((name, i) => [name, name === 'count' ? 2 : `v${i}`]));
    const calls: Record<string, unknown>[] = [{}, full, { ...full, count: 0 }, { ...full, count: 1 }, { ...full, count: 5 }];
    // A variable given as undefined or null, and one not given at all.
    const [first] = variables;
    if (first) calls.push({ [first]: undefined }, { [first]: null });
    for (const params of calls) {
      expect(ours.t(key, params), `${key} ${JSON.stringify(params)}`).toBe(real.t(key, params as never));
      checked++;
    }
    // Without the namespace: the default one.
    const bare = key.slice(key.indexOf(':') + 1);
    expect(ours.t(bare, full)).toBe(real.t(bare, full as never));
  }
  return checked;
}

describe('the widget bundle’s i18next stand-in', () => {
  for (const code of BRAND_CODES) {
    it(`answers as i18next does for every widget text of ${code}, with and without its variables`, async () => {
      expect(await compareTexts(widgetI18nOptions(BRANDS[code]), WIDGET_NAMESPACES)).toBeGreaterThan(500);
    });
    // The account site's bundle is built on the same stand-ins.
    it(`answers as i18next does for every text of the account site of ${code}`, async () => {
      expect(await compareTexts(i18nOptions(BRANDS[code]), NAMESPACES)).toBeGreaterThan(1000);
    });
  }

  it('answers as i18next does for a missing key, a default value, a group of texts and a list of keys', async () => {
    const options = widgetI18nOptions(BRANDS.revolution);
    const real = i18next.createInstance();
    await real.init(options);
    const ours = createInstance(options);
    const cases: [string | string[], Record<string, unknown>][] = [
      ['widget:no.such.key', {}],
      ['no_such_key', {}],
      ['widget:no.such.key', { defaultValue: 'Fallback {{x}}', x: 'X' }],
      ['widget:rjsf', {}],
      ['widget:rjsf.errors', { count: 2 }],
      [['widget:no.such.key', 'errors:generic'], {}],
      ['errors:generic', { ns: 'widget' }],
      ['header.bookNow', { ns: 'widget' }],
    ];
    for (const [key, params] of cases) expect(ours.t(key, params), JSON.stringify(key)).toBe(real.t(key as string, params as never));
  });
});
