/**
 * i18next resources for the widget, the account site and the server's messages. The shared en-GB
 * locales are loaded as namespaces (common, widget, payments, account, errors, flows, email); a brand's copy
 * overrides are laid over them, and its names and party wording are default interpolation variables
 * ({{brandName}}, {{partyWord}} …). Browser-safe: static JSON imports, no file system. The account site
 * takes its texts in parts as its pages load (./parts.ts), with what is shared from ./core.ts.
 */
import i18next, { type i18n } from 'i18next';
import common from '../../../locales/en-GB/common.json' with { type: 'json' };
import widget from '../../../locales/en-GB/widget.json' with { type: 'json' };
import payments from '../../../locales/en-GB/payments.json' with { type: 'json' };
import account from '../../../locales/en-GB/account.json' with { type: 'json' };
import errors from '../../../locales/en-GB/errors.json' with { type: 'json' };
import flows from '../../../locales/en-GB/flows.json' with { type: 'json' };
import email from '../../../locales/en-GB/email.json' with { type: 'json' };
import { getBrand, type BrandDefinition } from './brand.ts';
import { applyBrandCopy, i18nSettings, NAMESPACES, type Namespace, type Tree } from './core.ts';

export * from './brand.ts';
export * from './core.ts';
export * from './theme.ts';

const BASE: Record<Namespace, Record<string, unknown>> = { common, widget, payments, account, errors, flows, email };

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

let localesGeneration = 0;

/**
 * Development only (src/server/live/): the shared texts and brands replaced by edited files, in place,
 * so every translator made from now on uses them; `localesGeneration()` tells a cache of translators
 * that it is stale.
 */
export function replaceLocales(next: Partial<Record<Namespace, Tree>>, brands: readonly BrandDefinition[] = []): void {
  for (const ns of NAMESPACES) {
    const given = next[ns];
    if (!given) continue;
    const target = BASE[ns];
    for (const key of Object.keys(target)) delete target[key];
    Object.assign(target, clone(given));
  }
  for (const brand of brands) {
    const target = getBrand(brand.code) as unknown as Tree;
    if ((target as { code?: string }).code !== brand.code) continue;
    for (const key of Object.keys(target)) delete target[key];
    Object.assign(target, clone(brand));
  }
  localesGeneration += 1;
}

/** Bumped by every `replaceLocales`: translators made before it use the old texts. */
export function currentLocalesGeneration(): number {
  return localesGeneration;
}

/** Every key of the shared locales, "namespace:dotted.key" (plural forms as written). */
export function allLocaleKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (prefix: string, node: unknown): void => {
    if (typeof node === 'string') keys.add(prefix);
    else if (typeof node === 'object' && node !== null) for (const [k, v] of Object.entries(node)) walk(prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`, v);
  };
  for (const ns of NAMESPACES) walk(`${ns}:`, BASE[ns]);
  return keys;
}

/**
 * The en-GB resources for a brand (code or id; unknown means default) with its copy overrides applied.
 * An override must name an existing key (a plural key by one of its forms, e.g. "…_other"): an
 * unknown key throws, so a typo in a brand file cannot silently do nothing.
 */
export function loadResources(brand: string | number | BrandDefinition = 'default'): Record<Namespace, Tree> {
  const b = typeof brand === 'object' ? brand : getBrand(brand);
  const resources = clone(BASE) as Record<Namespace, Tree>;
  applyBrandCopy(b, resources);
  return resources;
}

/**
 * A ready (synchronously initialised) i18next instance for one brand: en-GB, the six namespaces with
 * the brand's overrides, default namespace `common`, keys written "namespace:key". HTML escaping is
 * off: React escapes text it renders.
 */
export function createI18n(brand: string | number | BrandDefinition = 'default'): i18n {
  const instance = i18next.createInstance();
  void instance.init(i18nOptions(brand));
  return instance;
}

/** The settings of a brand's instance (the account site's bundle is checked against i18next with them). */
export function i18nOptions(brand: string | number | BrandDefinition = 'default') {
  const b = typeof brand === 'object' ? brand : getBrand(brand);
  return i18nSettings(b, loadResources(b), NAMESPACES);
}

/** A brand's en-GB text for a key, as the server's flow rules and messages use it. */
export function translatorFor(brand: string | number | BrandDefinition = 'default'): (key: string, params?: Record<string, unknown>) => string {
  const i18n = createI18n(brand);
  return (key, params) => i18n.t(key, params ?? {});
}
