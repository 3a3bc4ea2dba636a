/**
 * Google's Google Pay client (pay.js), loaded only when a payment's method choice is about to show,
 * once per page, and given a few seconds: a page that cannot load it simply has no Google Pay button.
 *
 * The server says whether to load it, and hands over what the page's CSP allows for it, in
 * `<meta name="covers-google-pay" content='{"src","environment","nonce"}'>` (src/server/routes/csp.ts).
 * Without that <meta> nothing is loaded: the pages' CSP would refuse it anyway.
 */

export interface GooglePayClientSetting {
  src: string;
  environment: 'TEST' | 'PRODUCTION';
  /** The response's CSP nonce: put on pay.js's tag and passed to PaymentsClient for what it injects. */
  nonce?: string;
}

/** Google's client is only ever loaded from Google. */
const GOOGLE_PAY_SRC = /^https:\/\/pay\.google\.com\/gp\/p\/js\/pay\.js$/;
export const GOOGLE_PAY_LOAD_TIMEOUT_MS = 5000;

/** The page's setting, or null when Google Pay's client is off (or the <meta> is malformed). */
export function googlePaySetting(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): GooglePayClientSetting | null {
  const content = doc?.querySelector<HTMLMetaElement>('meta[name="covers-google-pay"]')?.content;
  if (!content) return null;
  try {
    const value = JSON.parse(content) as Record<string, unknown>;
    if (typeof value.src !== 'string' || !GOOGLE_PAY_SRC.test(value.src)) return null;
    if (value.environment !== 'TEST' && value.environment !== 'PRODUCTION') return null;
    return { src: value.src, environment: value.environment, ...(typeof value.nonce === 'string' && value.nonce ? { nonce: value.nonce } : {}) };
  } catch {
    return null;
  }
}

interface ScriptHost {
  document: Pick<Document, 'createElement' | 'head'>;
  setTimeout(handler: () => void, ms: number): unknown;
  google?: { payments?: { api?: unknown } };
}

let loading: Promise<boolean> | undefined;

/**
 * Loads pay.js once per page. True when `google.payments.api` is there afterwards; false when the
 * script fails, does not define it, or takes longer than `timeoutMs` (a late load is then ignored).
 */
export function loadGooglePayClient(win: ScriptHost, setting: GooglePayClientSetting, timeoutMs = GOOGLE_PAY_LOAD_TIMEOUT_MS): Promise<boolean> {
  if (win.google?.payments?.api) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = win.document.createElement('script');
    script.src = setting.src;
    script.async = true;
    if (setting.nonce) script.nonce = setting.nonce;
    script.onload = () => resolve(Boolean(win.google?.payments?.api));
    script.onerror = () => resolve(false);
    win.setTimeout(() => resolve(false), timeoutMs);
    win.document.head.appendChild(script);
  });
  return loading;
}

/** Tests only: forget the page's load. */
export function resetGooglePayClient(): void {
  loading = undefined;
}
