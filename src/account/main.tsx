/**
 * The account site's entry (React; the widget alone is built on preact/compat). The server writes
 * the page's brand, its API key and, on a bar's page, the bar into <meta> tags: nothing inline runs.
 */
import { createRoot } from 'react-dom/client';
import { AccountApi } from '../api-client/accounts.ts';
import { pageApiClient } from '../api-client/page.ts';
import type { BrandDefinition } from '../engine/i18n/brand.ts';
import { themeCssVariables } from '../engine/i18n/theme.ts';
import { DEFAULT_LANGUAGE } from '../engine/i18n/core.ts';
import { createPartsI18n } from '../engine/i18n/parts.ts';
import { AccountApp } from './App.tsx';
import type { PageBar } from './site/page-bar.ts';
import { createQueryClient, logOutOnUnauthorised } from './site/queries.ts';
import { brandPath, brandToKeep } from './site/SiteContext.tsx';
import '../ui/controls.css';
import '../ui/notices.css';
import '../ui/payments/payments.css';
import './account.css';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

function pageBar(): PageBar | null {
  try {
    const bar = JSON.parse(meta('covers-bar') ?? 'null') as PageBar | null;
    return bar && typeof bar.id === 'number' && typeof bar.name === 'string' ? bar : null;
  } catch {
    return null;
  }
}

/** What the server wrote into the page (a JSON block that never runs): the brand, and on most pages its bars. */
function pageData(): { bars?: unknown; brand?: unknown } {
  try {
    const data = JSON.parse(document.getElementById('covers-page-data')?.textContent ?? '{}') as unknown;
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

/** The brand's bars, where the server wrote them into the page. */
function pageBars(data: { bars?: unknown }): { id: number; name: string }[] {
  return Array.isArray(data.bars) ? data.bars.filter((b): b is { id: number; name: string } => typeof b?.id === 'number' && typeof b?.name === 'string') : [];
}

/** The page's brand, as the server wrote it (src/server/pages/account-page.ts): the first load carries no brand files. */
function pageBrand(data: { brand?: unknown }): BrandDefinition | null {
  const given = data.brand as BrandDefinition | undefined;
  return given && typeof given.id === 'number' && typeof given.code === 'string' && typeof given.theme === 'object' && typeof given.copy === 'object' ? given : null;
}

function start(brand: BrandDefinition, data: { bars?: unknown }) {
  document.documentElement.lang = DEFAULT_LANGUAGE;
  // The brand's look through the CSSOM, which style-src 'self' allows.
  for (const [name, value] of Object.entries(themeCssVariables(brand)))
    document.documentElement.style.setProperty(name, value);
  const client = pageApiClient(brand.id);
  const queries = createQueryClient();
  logOutOnUnauthorised(client, queries);
  const site = {
    brand,
    client,
    accounts: new AccountApi(client),
    bar: pageBar(),
    bars: pageBars(data),
    path: brandPath(brandToKeep(location, brand)),
  };
  const element = document.getElementById('covers-account');
  if (element) createRoot(element).render(<AccountApp site={site} queries={queries} i18n={createPartsI18n(brand)} />);
}

const data = pageData();
const brand = pageBrand(data);
if (brand) start(brand, data);
// A page without its brand written (none is sent so): the brand by the id in its meta tag, from the brand files.
else void import('./site/brand-by-id.ts').then(({ brandById }) => start(brandById(meta('covers-brand')), data));
