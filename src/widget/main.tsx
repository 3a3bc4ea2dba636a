/**
 * The widget page's entry. It mounts into #covers-widget, never #root: rjsf gives its root fieldset
 * id="root".
 */
import { pageApiKey } from '../api-client/page.ts';
import { DEFAULT_LANGUAGE, getBrand } from '../engine/i18n/index.ts';
import { applyBrandTheme, mountWidget } from './mount.tsx';
import { readPageData } from './page-data.ts';
import { paramsFromSearch } from './params.ts';
import '../ui/controls.css';
import '../ui/notices.css';
import './widget.css';

const params = paramsFromSearch(location.search);
// One language is translated so far; the page says which one it is in, whatever was asked for.
document.documentElement.lang = DEFAULT_LANGUAGE;
// The server writes the brand's API key into the page (no inline script under the CSP).
const apiKey = pageApiKey();
// The whole page takes the brand's look, so the frame has no stripe of another colour.
applyBrandTheme(document.documentElement, getBrand(params.brand));
const element = document.getElementById('covers-widget');
// The locations come written into the page, so step 1 lists them on its first paint; so do the
// origins allowed to frame it, the only hosts the widget talks to.
const { bars, frameOrigins, live } = readPageData(document);
// The host page asked for a Close booking button (the loader's data-closable): it closes the widget itself.
const closable = new URLSearchParams(location.search).get('closable') === '1';
if (element) document.title = mountWidget(element, params, { apiKey, closable, ...(bars ? { bars } : {}), ...(frameOrigins ? { frameOrigins } : {}), ...(live ? { live } : {}) }).title;
