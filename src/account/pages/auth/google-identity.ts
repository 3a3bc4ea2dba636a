/**
 * Google's sign-in button (Google Identity Services), loaded on the login page only when the server offers it:
 * `<meta name="covers-google-sign-in" content='{"src","clientId"}'>` (src/server/pages/csp.ts), written when
 * GOOGLE_CLIENT_ID is set, with the page's CSP letting Google's script in. Google's script draws the button and
 * hands the page an ID token (the credential), which the server verifies; this module only loads it.
 */

export interface GoogleSignInSetting {
  src: string;
  clientId: string;
}

/** The part of Google's `google.accounts.id` the page uses. */
export interface GoogleIdentity {
  initialize(options: { client_id: string; callback(response: { credential?: string }): void; ux_mode?: 'popup' }): void;
  renderButton(parent: HTMLElement, options: { type: 'standard'; theme: 'outline'; text: 'signin_with'; size: 'large' }): void;
}

/** Google's script is only ever loaded from Google. */
const GSI_SRC = /^https:\/\/accounts\.google\.com\/gsi\/client$/;
export const GOOGLE_SIGN_IN_LOAD_TIMEOUT_MS = 5000;

/** The page's setting, or null when Google sign-in is off (or the <meta> is malformed). */
export function googleSignInSetting(doc: Pick<Document, 'querySelector'> = document): GoogleSignInSetting | null {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="covers-google-sign-in"]')?.content;
  if (!content) return null;
  try {
    const value = JSON.parse(content) as Record<string, unknown>;
    if (typeof value.src !== 'string' || !GSI_SRC.test(value.src) || typeof value.clientId !== 'string' || !value.clientId) return null;
    return { src: value.src, clientId: value.clientId };
  } catch {
    return null;
  }
}

type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleIdentity } } };
let loading: Promise<GoogleIdentity | null> | undefined;

/** Loads Google's script once per page: its `google.accounts.id`, or null when it fails or is slow (no button then). */
export function loadGoogleIdentity(setting: GoogleSignInSetting, win: GoogleWindow = window): Promise<GoogleIdentity | null> {
  loading ??= new Promise((resolve) => {
    const found = () => win.google?.accounts?.id ?? null;
    if (found()) return resolve(found());
    const script = win.document.createElement('script');
    script.src = setting.src;
    script.async = true;
    script.onload = () => resolve(found());
    script.onerror = () => resolve(null);
    win.setTimeout(() => resolve(null), GOOGLE_SIGN_IN_LOAD_TIMEOUT_MS);
    win.document.head.appendChild(script);
  });
  return loading;
}
