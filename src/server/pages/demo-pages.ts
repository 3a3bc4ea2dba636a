/** The demo host sites: one per brand in its colours, with the widget embedded by the loader. */
import { BRAND_CODES, BRANDS, type BrandDefinition } from '../../engine/i18n/brand.ts';
import { demoCsp, sha256Source } from './csp.ts';
import { escapeHtml } from './html.ts';

export type BrandCode = (typeof BRAND_CODES)[number];

export function isBrandCode(code: string): code is BrandCode {
  return (BRAND_CODES as readonly string[]).includes(code);
}

function brandStyle(brand: BrandDefinition): string {
  const c = brand.theme.colours;
  const vars = {
    '--brand-primary': c.primary,
    '--brand-on-primary': c.onPrimary,
    '--brand-secondary': c.secondary,
    '--brand-background': c.background,
    '--brand-surface': c.surface,
    '--brand-text': c.text,
    '--brand-font-heading': brand.theme.fonts.heading,
    '--brand-font-body': brand.theme.fonts.body,
  };
  const body = Object.entries(vars)
    .map(([k, v]) => `${k}: ${v.replace(/[<>{};]/g, '')};`)
    .join(' ');
  return `:root { ${body} }`;
}

/** The brand's demo site and its CSP, which allows its one <style> block by hash. */
export function demoSitePage(template: string | null, brand: BrandDefinition): { html: string | null; csp: string } {
  return { html: demoSite(template, brand), csp: demoCsp([sha256Source(brandStyle(brand))]) };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? escapeHtml(values[name]!) : whole));
}

/** The index of the demo pages, for a visitor who came to this origin. */
export function demoIndex(template: string | null, origin: string): string | null {
  const links = BRAND_CODES.map((code) => `<li><a href="/demo/${code}">${escapeHtml(BRANDS[code].name)}</a></li>`).join('\n        ');
  return template && fill(template, { origin }).replace('<!--covers:brand-links-->', links);
}

/** A brand's demo site. */
export function demoSite(template: string | null, brand: BrandDefinition): string | null {
  return (
    template &&
    fill(template, {
      brandName: brand.name,
      brandCode: brand.code,
      logoUrl: brand.theme.logoUrl,
      siteUrl: brand.links.site,
      allergensUrl: brand.links.allergens,
    }).replace('<!--covers:brand-style-->', `<style>${brandStyle(brand)}</style>`)
  );
}
