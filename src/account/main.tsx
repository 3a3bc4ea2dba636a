/**
 * The account site's entry (React; the widget alone is built on preact/compat). The server writes
 * the page's brand, its API key and, on a bar's page, the bar into <meta> tags: nothing inline runs.
 */
import { createRoot } from 'react-dom/client';
import { AccountApi } from '../api-client/accounts.ts';
import { BarApi } from '../api-client/bars.ts';
import { MenuApi } from '../api-client/menus.ts';
import { BookingApi } from '../api-client/bookings.ts';
import { GuestApi } from '../api-client/guests.ts';
import { PreOrderApi } from '../api-client/pre-orders.ts';
import { pageApiClient } from '../api-client/page.ts';
import { PaymentApi } from '../api-client/payments.ts';
import { RebookApi } from '../api-client/rebook.ts';
import { SocietyApi } from '../api-client/societies.ts';
import { StudentApi } from '../api-client/students.ts';
import { StudentSignUpApi } from '../api-client/student-sign-ups.ts';
import { CheckInApi } from '../api-client/check-ins.ts';
import { StaffApi } from '../api-client/staff.ts';
import { createI18n, DEFAULT_LANGUAGE, getBrand, themeCssVariables } from '../engine/i18n/index.ts';
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

/** The brand's bars, where the server wrote them into the page (a JSON block that never runs). */
function pageBars(): { id: number; name: string }[] {
  try {
    const data = JSON.parse(document.getElementById('covers-page-data')?.textContent ?? '{}') as { bars?: unknown };
    return Array.isArray(data.bars) ? data.bars.filter((b): b is { id: number; name: string } => typeof b?.id === 'number' && typeof b?.name === 'string') : [];
  } catch {
    return [];
  }
}

const brand = getBrand(meta('covers-brand'));
document.documentElement.lang = DEFAULT_LANGUAGE;
// The brand's look through the CSSOM, which style-src 'self' allows.
for (const [name, value] of Object.entries(themeCssVariables(brand)))
  document.documentElement.style.setProperty(name, value);
const client = pageApiClient(brand.id);
const queries = createQueryClient();
logOutOnUnauthorised(client, queries);
const site = {
  brand,
  payments: new PaymentApi(client),
  accounts: new AccountApi(client),
  rebook: new RebookApi(client),
  bookings: new BookingApi(client),
  guests: new GuestApi(client),
  societies: new SocietyApi(client),
  barData: new BarApi(client),
  menus: new MenuApi(client),
  students: new StudentApi(client),
  studentSignUps: new StudentSignUpApi(client),
  checkIns: new CheckInApi(client),
  preOrders: new PreOrderApi(client),
  staff: new StaffApi(client),
  bar: pageBar(),
  bars: pageBars(),
  path: brandPath(brandToKeep(location, brand)),
};
const element = document.getElementById('covers-account');
if (element)
  createRoot(element).render(<AccountApp site={site} queries={queries} i18n={createI18n(brand)} />);
