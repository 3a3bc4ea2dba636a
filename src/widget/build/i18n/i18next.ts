/**
 * Stands in for i18next in the widget's and the account site's bundles (vite.config.ts aliases it;
 * tests and the server use i18next itself). i18next is some 20 KB of the widget's first load for what the
 * widget asks of it: one language with its resources given at init, keys "namespace:dotted.key"
 * (default namespace otherwise), plurals by `count` (key_zero for 0, then key_<Intl plural rule>,
 * then the key), `{{variable}}` interpolation without escaping and with default variables. For those
 * it answers as i18next does, which `i18next.test.ts` checks key by key against i18next itself, with
 * its answers for a missing key (the key), a missing variable (left as written) and a key that names
 * a group of texts. Formats (`{{x, number}}`), nesting (`$t(…)`), context and languages loaded later
 * are not here: no widget text uses them. Texts added after init (`addResourceBundle`, not deep: the
 * account site's parts, src/engine/i18n/parts.ts) are laid beside a namespace's others as i18next does.
 */

type Tree = { [key: string]: unknown };
type Options = Record<string, unknown>;

export interface InitOptions {
  lng?: string;
  ns?: readonly string[];
  defaultNS?: string;
  resources?: Record<string, Record<string, Tree>>;
  interpolation?: { escapeValue?: boolean; defaultVariables?: Options };
  [other: string]: unknown;
}

export type TFunction = (key: string | readonly string[], options?: Options) => string;

const VARIABLE = /\{\{(.+?)\}\}/g;

/** A value at a dotted path ("a.b.c"), as i18next reads resources and variables. */
function find(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

export class I18n {
  language = '';
  isInitialized = false;
  options: InitOptions = {};
  private plurals: Intl.PluralRules | undefined;

  constructor(options?: InitOptions) {
    if (options) void this.init(options);
  }

  init(options: InitOptions, callback?: (error: unknown, t: TFunction) => void): Promise<TFunction> {
    this.options = options;
    this.language = options.lng ?? 'en';
    this.plurals = new Intl.PluralRules(this.language);
    this.isInitialized = true;
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  /** A text for the first key found (keys may be a list, tried in order). */
  t: TFunction = (keys, options = {}) => {
    const list = typeof keys === 'string' ? [keys] : [...keys];
    for (const key of list) {
      const found = this.lookup(key, options);
      if (found !== undefined) return this.answer(found, this.split(key, options).key, options);
    }
    const last = this.split(list[list.length - 1] ?? '', options).key;
    const fallback = typeof options.defaultValue === 'string' ? options.defaultValue : last;
    return this.interpolate(fallback, options);
  };

  getFixedT(_lng: string | null, ns?: string): TFunction {
    return (keys, options) => this.t(keys, ns ? { ns, ...options } : options);
  }

  /** As i18next's without `deep`: the namespace's top-level keys and the given ones, the given ones winning (not copied). */
  addResourceBundle(lng: string, ns: string, resources: Tree): this {
    const all = (this.options.resources ??= {});
    const language = (all[lng] ??= {});
    language[ns] = { ...language[ns], ...resources };
    return this;
  }

  exists(key: string, options: Options = {}): boolean {
    return this.lookup(key, options) !== undefined;
  }

  private split(key: string, options: Options): { ns: string; key: string } {
    const at = key.indexOf(':');
    const fallbackNs = (options.ns as string | undefined) ?? this.options.defaultNS ?? 'translation';
    return at < 0 ? { ns: fallbackNs, key } : { ns: key.slice(0, at), key: key.slice(at + 1).split(':').join('.') };
  }

  private lookup(fullKey: string, options: Options): unknown {
    const { ns, key } = this.split(fullKey, options);
    const tree = this.options.resources?.[this.language]?.[ns];
    const candidates = [key];
    // As i18next: any count but a string picks a plural form (Intl reads it as a number).
    if (options.count !== undefined && typeof options.count !== 'string') {
      candidates.unshift(`${key}_${this.plurals!.select(Number(options.count))}`);
      if (options.count === 0) candidates.unshift(`${key}_zero`);
    }
    for (const candidate of candidates) {
      const value = find(tree, candidate);
      if (value !== undefined && value !== null) return value;
    }
    return undefined;
  }

  private answer(value: unknown, key: string, options: Options): string {
    if (typeof value === 'object' && value !== null) return `key '${key} (${this.language})' returned an object instead of string.`;
    return this.interpolate(String(value), options);
  }

  private interpolate(text: string, options: Options): string {
    const defaults = this.options.interpolation?.defaultVariables ?? {};
    return text.replace(VARIABLE, (whole, inner: string) => {
      const name = inner.trim();
      const given = find(options, name);
      const value = given === undefined ? find(defaults, name) : given;
      if (value === undefined) return Object.prototype.hasOwnProperty.call(options, name) ? '' : whole;
      return value === null ? '' : String(value);
    });
  }
}

export type i18n = I18n;

export function createInstance(options?: InitOptions): I18n {
  return new I18n(options);
}

const i18next = { createInstance };
export default i18next;
