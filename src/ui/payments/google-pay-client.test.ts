import { afterEach, describe, expect, it } from 'vitest';
import { googlePaySetting, loadGooglePayClient, resetGooglePayClient } from './google-pay-client.ts';
import { detectWallets } from './wallets.ts';

const meta = (content: string | null) => ({ querySelector: () => (content === null ? null : { content }) }) as unknown as Pick<Document, 'querySelector'>;
const SRC = 'https://pay.google.com/gp/p/js/pay.js';

describe('the page’s Google Pay setting', () => {
  it('is read from the <meta> the server writes', () => {
    expect(googlePaySetting(meta(JSON.stringify({ src: SRC, environment: 'PRODUCTION', nonce: 'n0nce' })))).toEqual({ src: SRC, environment: 'PRODUCTION', nonce: 'n0nce' });
    expect(googlePaySetting(meta(JSON.stringify({ src: SRC, environment: 'TEST' })))).toEqual({ src: SRC, environment: 'TEST' });
  });

  it('is off without the <meta>, and for anything that is not Google’s client', () => {
    expect(googlePaySetting(meta(null))).toBeNull();
    expect(googlePaySetting(undefined)).toBeNull();
    expect(googlePaySetting(meta('{not json'))).toBeNull();
    expect(googlePaySetting(meta(JSON.stringify({ src: 'https://evil.example/pay.js', environment: 'TEST' })))).toBeNull();
    expect(googlePaySetting(meta(JSON.stringify({ src: `${SRC}?x=1`, environment: 'TEST' })))).toBeNull();
    expect(googlePaySetting(meta(JSON.stringify({ src: SRC, environment: 'LIVE' })))).toBeNull();
  });
});

/** A page whose <head> records the scripts added, and whose timers run when told. */
function fakePage() {
  const scripts: Array<{ src: string; async: boolean; nonce: string; onload?: () => void; onerror?: () => void }> = [];
  const timers: Array<() => void> = [];
  const win = {
    google: undefined as unknown,
    document: { createElement: () => ({ src: '', async: false, nonce: '' }), head: { appendChild: (s: (typeof scripts)[number]) => scripts.push(s) } },
    setTimeout: (fn: () => void) => timers.push(fn),
  };
  return { win: win as never, scripts, timers, raw: win };
}

afterEach(() => resetGooglePayClient());

describe('loading Google’s client', () => {
  const setting = { src: SRC, environment: 'TEST' as const, nonce: 'abc' };

  it('adds pay.js once per page, with the nonce, and is ready when google.payments.api exists', async () => {
    const page = fakePage();
    const first = loadGooglePayClient(page.win, setting);
    const second = loadGooglePayClient(page.win, setting);
    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0]).toMatchObject({ src: SRC, async: true, nonce: 'abc' });
    page.raw.google = { payments: { api: {} } };
    page.scripts[0]!.onload!();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
  });

  it('is not ready when the script fails, defines nothing, or takes too long', async () => {
    const failed = fakePage();
    const a = loadGooglePayClient(failed.win, setting);
    failed.scripts[0]!.onerror!();
    expect(await a).toBe(false);

    resetGooglePayClient();
    const empty = fakePage();
    const b = loadGooglePayClient(empty.win, setting);
    empty.scripts[0]!.onload!();
    expect(await b).toBe(false);

    resetGooglePayClient();
    const slow = fakePage();
    const c = loadGooglePayClient(slow.win, setting, 10);
    slow.timers.forEach((t) => t());
    expect(await c).toBe(false);
  });
});

describe('detectWallets with Google’s client to load', () => {
  const client = (ready: boolean, seen: unknown[]) =>
    class {
      constructor(options: unknown) {
        seen.push(options);
      }
      isReadyToPay() {
        return Promise.resolve({ result: ready });
      }
      loadPaymentData() {
        return Promise.reject(new Error('unused'));
      }
    };

  it('loads it first, then offers Google Pay only when isReadyToPay says so, with the nonce', async () => {
    for (const ready of [true, false]) {
      const win: Record<string, unknown> = {};
      const seen: unknown[] = [];
      const setting = { src: SRC, environment: 'PRODUCTION' as const, nonce: 'n' };
      const found = await detectWallets(win, {
        googlePay: setting,
        loadGooglePay: async () => {
          win.google = { payments: { api: { PaymentsClient: client(ready, seen) } } };
          return true;
        },
      });
      expect(found).toEqual({ applePay: false, googlePay: ready });
      expect(seen).toEqual([{ environment: 'PRODUCTION', nonce: 'n' }]);
    }
  });

  it('offers no Google Pay when the client could not be loaded, and loads nothing when the page has it off', async () => {
    expect(await detectWallets({}, { googlePay: { src: SRC, environment: 'TEST' }, loadGooglePay: async () => false })).toEqual({ applePay: false, googlePay: false });
    let loads = 0;
    expect(await detectWallets({}, { googlePay: null, loadGooglePay: async () => (loads++, true) })).toEqual({ applePay: false, googlePay: false });
    expect(loads).toBe(0);
  });
});
