/**
 * The widget's i18next instance: the shared en-GB locales the widget uses (not the account site's),
 * the brand's copy overrides laid over them and its names as default variables — what
 * `createI18n` gives, without the account namespace in the widget's first load. One instance per
 * mounted widget; the shared resources are never changed.
 */
import i18next, { type i18n } from 'i18next';
import common from '../../../locales/en-GB/common.json' with { type: 'json' };
import errors from '../../../locales/en-GB/errors.json' with { type: 'json' };
import flows from '../../../locales/en-GB/flows.json' with { type: 'json' };
import payments from '../../../locales/en-GB/payments.json' with { type: 'json' };
import widget from '../../../locales/en-GB/widget.json' with { type: 'json' };
import { i18nSettings, splitKey, type BrandDefinition } from '../../engine/i18n/index.ts';

type Tree = Record<string, unknown>;

export const WIDGET_NAMESPACES = ['common', 'widget', 'payments', 'errors', 'flows'] as const;

const BASE: Record<string, Tree> = { common, widget, payments, errors, flows };

/**
 * The namespaces with the brand's copy applied. Only the objects on the way to an overridden text
 * are copied; everything else is the shared resources, untouched.
 */
export function widgetResources(brand: BrandDefinition, base: Record<string, Tree> = BASE): Record<string, Tree> {
  const out: Record<string, Tree> = Object.fromEntries(WIDGET_NAMESPACES.map((ns) => [ns, base[ns] ?? BASE[ns]!]));
  for (const [key, text] of Object.entries(brand.copy)) {
    const { ns, path } = splitKey(key);
    if (!(ns in out)) continue;
    const root: Tree = { ...out[ns] };
    out[ns] = root;
    let node = root;
    for (const part of path.slice(0, -1)) {
      const copy: Tree = { ...((node[part] as Tree | undefined) ?? {}) };
      node[part] = copy;
      node = copy;
    }
    node[path[path.length - 1]!] = text;
  }
  return out;
}

/** The instance's settings (the widget bundle's i18next stand-in is checked against i18next with them). */
export function widgetI18nOptions(brand: BrandDefinition, base?: Record<string, Tree>) {
  return i18nSettings(brand, widgetResources(brand, base), WIDGET_NAMESPACES);
}

/** `base`: the shared texts as edited (development, live reload); the built ones otherwise. */
export function createWidgetI18n(brand: BrandDefinition, base?: Record<string, Tree>): i18n {
  const instance = i18next.createInstance();
  void instance.init(widgetI18nOptions(brand, base));
  return instance;
}
