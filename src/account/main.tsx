/**
 * The account site's entry (React; the widget alone is built on preact/compat). The server writes
 * the page's brand, its API key and, on a bar's page, the bar into <meta> tags: nothing inline runs.
 */
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n, DEFAULT_LANGUAGE, getBrand, themeCssVariables } from '../engine/i18n/index.ts';
import { pageApiClient } from '../api-client/page.ts';
import { PaymentApi } from '../api-client/payments.ts';
import { AccountApp } from './App.tsx';
import type { PageBar } from './pages/PayByCodePage.tsx';
import { matchRoute } from './routes.ts';
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

const brand = getBrand(meta('covers-brand'));
document.documentElement.lang = DEFAULT_LANGUAGE;
// The brand's look through the CSSOM, which style-src 'self' allows.
for (const [name, value] of Object.entries(themeCssVariables(brand))) document.documentElement.style.setProperty(name, value);
const i18n = createI18n(brand);
const api = new PaymentApi(pageApiClient(brand.id));
const element = document.getElementById('covers-account');
if (element) {
  createRoot(element).render(
    <I18nextProvider i18n={i18n}>
      <AccountApp route={matchRoute(location.pathname)} api={api} brand={brand} bar={pageBar()} />
    </I18nextProvider>,
  );
}
