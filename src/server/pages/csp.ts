/**
 * The Content-Security-Policy of the pages Covers serves (the widget page, the account pages): nothing
 * inline, nothing evaluated, only this server — plus, on pages that take payments, the card
 * gateway's hosted page (framed and posted to) and, when it is on, Google's Google Pay client.
 *
 * Google Pay's client is Google's pay.js, which cannot be bundled (Google serves it, and it changes).
 * What it needs, from Google's documentation:
 *   - script-src https://pay.google.com: pay.js itself (https://pay.google.com/gp/p/js/pay.js);
 *   - frame-src https://pay.google.com: the frames pay.js opens for the wallet;
 *   - connect-src https://pay.google.com https://google.com/pay https://www.google.com/pay: in
 *     Chrome, pay.js pays through the Payment Request API with the method https://google.com/pay,
 *     whose manifest fetch (and its redirects) the page's connect-src governs (Chrome's "Payment
 *     Handler API will require CSP connect-src");
 *   - a nonce: PaymentOptions.nonce is put on every <script> and <style> pay.js injects, so those
 *     are allowed without 'unsafe-inline'. The page hands the nonce to pay.js through a <meta>.
 * Nothing else is widened, and pages that take no payment get none of it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PaymentsConfig } from '../config.ts';
import { escapeHtml } from './html.ts';

export const GOOGLE_PAY_CLIENT_URL = 'https://pay.google.com/gp/p/js/pay.js';

export const GOOGLE_PAY_SOURCES = {
  script: ['https://pay.google.com'],
  frame: ['https://pay.google.com'],
  connect: ['https://pay.google.com', 'https://google.com/pay', 'https://www.google.com/pay'],
} as const;

/**
 * Google's sign-in button (Google Identity Services, https://accounts.google.com/gsi/client), on the account pages
 * when GOOGLE_CLIENT_ID is set: its script, the frame its button and prompt live in, its calls and its styles, as
 * Google's documentation lists them for a CSP.
 */
export const GOOGLE_SIGN_IN_CLIENT_URL = 'https://accounts.google.com/gsi/client';
export const GOOGLE_SIGN_IN_SOURCES = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
} as const;

/** The Google Pay client for one response: the nonce its CSP carries and the page's <meta>. */
export interface GooglePayPage {
  nonce: string;
  environment: 'TEST' | 'PRODUCTION';
}

export interface PageCspOptions {
  /** Who may frame the page. */
  frameAncestors: readonly string[];
  /** The card gateway's hosted page origins (framed and posted to). */
  paymentOrigins?: readonly string[];
  /** Google Pay's client, when this page loads it. */
  googlePay?: GooglePayPage | null | undefined;
  /** The hashes ('sha256-…') of the page's own <style> blocks, the only inline styles it may have. */
  styleHashes?: readonly string[];
  /** Google's sign-in button, when this page may show it. */
  googleSignIn?: boolean;
}

const list = (...parts: ReadonlyArray<readonly string[] | string>) => parts.flat().join(' ');

export function pageCsp(options: PageCspOptions): string {
  const payments = options.paymentOrigins ?? [];
  const gp = options.googlePay;
  const nonce = gp ? [`'nonce-${gp.nonce}'`] : [];
  const gsi = options.googleSignIn ? GOOGLE_SIGN_IN_SOURCES : { script: [], frame: [], connect: [], style: [] };
  return [
    "default-src 'none'",
    `script-src ${list("'self'", nonce, gp ? GOOGLE_PAY_SOURCES.script : [], gsi.script)}`,
    `style-src ${list("'self'", nonce, (options.styleHashes ?? []).map((hash) => `'${hash}'`), gsi.style)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${list("'self'", gp ? GOOGLE_PAY_SOURCES.connect : [], gsi.connect)}`,
    // The sandbox gateway's hosted page is served by this server; the real one is the gateway's.
    `frame-src ${list("'self'", payments, gp ? GOOGLE_PAY_SOURCES.frame : [], gsi.frame)}`,
    `form-action ${list("'self'", payments)}`,
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${list(options.frameAncestors)}`,
  ].join('; ');
}

/**
 * The widget page's CSP: framed only by this server's demo pages and the brand's sites, exactly
 * (engine/i18n/brand.ts framingOrigins: the development origins outside production only).
 */
export function widgetCsp(frameOrigins: readonly string[], paymentOrigins: readonly string[] = [], googlePay?: GooglePayPage | null): string {
  return pageCsp({ frameAncestors: ["'self'", ...frameOrigins], paymentOrigins, googlePay });
}

/**
 * The demo host pages' CSP: the loader and the widget's frame from this server, the brand's colours in
 * one <style> block allowed by its hash, and framed by no one (they stand for a brand's own site).
 */
export function demoCsp(styleHashes: readonly string[] = []): string {
  return pageCsp({ frameAncestors: ["'none'"], styleHashes });
}

/** The CSP source of an inline block: 'sha256-' and the base64 digest of its exact text. */
export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The account pages' CSP: not framed by other sites. */
export function accountCsp(paymentOrigins: readonly string[] = [], googlePay?: GooglePayPage | null, googleSignIn = false): string {
  return pageCsp({ frameAncestors: ["'self'"], paymentOrigins, googlePay, googleSignIn });
}

/** The <meta> the login page reads to offer Google's button (src/account/pages/auth/GoogleSignIn.tsx). */
export function googleSignInMeta(clientId: string | undefined): string {
  if (!clientId) return '';
  return `<meta name="covers-google-sign-in" content="${escapeHtml(JSON.stringify({ src: GOOGLE_SIGN_IN_CLIENT_URL, clientId }))}" />`;
}

/**
 * For one response of a page that takes payments: a fresh nonce when Google Pay's client is on
 * (a nonce used twice would be one an attacker could learn), else null.
 */
export function googlePayPage(payments: PaymentsConfig | undefined): GooglePayPage | null {
  if (!payments?.googlePayClient) return null;
  const hpp = payments.gateway === 'globalpayments' ? payments.globalPayments?.hppUrl : undefined;
  const environment = hpp && !hpp.includes('sandbox') ? 'PRODUCTION' : 'TEST';
  return { nonce: randomBytes(16).toString('base64'), environment };
}

/** The <meta> the payment code reads to load Google's client (src/widget/payments/google-pay-client.ts). */
export function googlePayMeta(page: GooglePayPage | null): string {
  if (!page) return '';
  const content = JSON.stringify({ src: GOOGLE_PAY_CLIENT_URL, environment: page.environment, nonce: page.nonce });
  return `<meta name="covers-google-pay" content="${escapeHtml(content)}" />`;
}

/**
 * The policy of every payment page (the merchant's result page, the sandbox gateway's card page):
 * scripts and styles only from this server, forms only to it, and framed only by this server's pages
 * and the brands' sites (every ancestor must be allowed).
 */
export function paymentPageCsp(frameAncestors: Iterable<string>): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${[...frameAncestors].join(' ')}`.trim(),
  ].join('; ');
}
