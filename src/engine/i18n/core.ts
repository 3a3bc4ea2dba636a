/**
 * What every i18n instance shares, with no locale file in it (browser-safe, nothing bundled): the
 * language and namespaces, "namespace:dotted.key" keys, a brand's interpolation variables, and laying
 * a brand's copy overrides over texts — all of a namespace's, or one part of them as the account site
 * loads it (./parts.ts). Either way an override must name a text that is there: an unknown key throws.
 */
import type { BrandDefinition } from './brand.ts';

export const DEFAULT_LANGUAGE = 'en-GB';
export const NAMESPACES = ['common', 'widget', 'payments', 'account', 'errors', 'flows', 'email'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Tree = Record<string, unknown>;

/** Splits "namespace:dotted.key" into its namespace and path; throws on anything else. */
export function splitKey(key: string): { ns: Namespace; path: string[] } {
  const colon = key.indexOf(':');
  const ns = key.slice(0, colon) as Namespace;
  if (colon < 1 || !(NAMESPACES as readonly string[]).includes(ns)) throw new Error(`Not a namespaced locale key: ${key}`);
  return { ns, path: key.slice(colon + 1).split('.') };
}

/** The text at a key in a resource tree, or undefined (plural keys: pass the suffixed key). */
export function lookup(resources: Record<string, Tree>, key: string): string | undefined {
  const { ns, path } = splitKey(key);
  let node: unknown = resources[ns];
  for (const part of path) node = typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The section of a namespace a key (after the namespace) belongs to: its first segment, without a
 * plural suffix ("people_one" is in "people", with "people_other"). The account site loads a
 * namespace's texts section by section (./parts.ts).
 */
export function sectionOf(firstSegment: string): string {
  return firstSegment.replace(PLURAL_SUFFIX, '');
}

/**
 * Lays the brand's copy overrides over `resources` (namespace → texts, changed in place): every
 * override, or with `only` those in one section of one namespace (the texts of a part just loaded).
 * An override must name an existing text (a plural one by one of its forms, e.g. "…_other"): an
 * unknown key throws, so a typo in a brand file cannot silently do nothing.
 */
export function applyBrandCopy(brand: BrandDefinition, resources: Record<string, Tree>, only?: { ns: string; section: string }): void {
  for (const [key, text] of Object.entries(brand.copy)) {
    const { ns, path } = splitKey(key);
    if (only && (ns !== only.ns || sectionOf(path[0]!) !== only.section)) continue;
    if (lookup(resources, key) === undefined) throw new Error(`Brand "${brand.code}" overrides unknown locale key "${key}"`);
    let node = resources[ns]!;
    for (const part of path.slice(0, -1)) node = node[part] as Tree;
    node[path[path.length - 1]!] = text;
  }
}

/** Interpolation variables every string may use: the brand's names, party wording and drink examples. */
export function brandVariables(brand: BrandDefinition): Record<string, string> {
  return {
    brandName: brand.name,
    brandShortName: brand.shortName,
    partyWord: brand.partyWording.singular,
    partyWordPlural: brand.partyWording.plural,
    drinkExamples: brand.drinkExamples.join(', '),
    provider: 'single sign-on',
  };
}

/**
 * The settings of a brand's instance, given its resources: en-GB, default namespace `common`, keys
 * written "namespace:key", the brand's variables. HTML escaping is off: React escapes text it renders.
 */
export function i18nSettings(brand: BrandDefinition, resources: Record<string, Tree>, namespaces: readonly string[]) {
  return {
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [DEFAULT_LANGUAGE],
    ns: [...namespaces],
    defaultNS: 'common',
    resources: { [DEFAULT_LANGUAGE]: resources },
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false, defaultVariables: brandVariables(brand) },
  };
}
