import { isIP } from 'node:net';
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; absent: the embedded database in dataDir. */
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  dataDir: string;
  /** Brand id → accepted API keys; '*' keys are accepted for every brand. */
  apiKeys: Map<string, Set<string>>;
  publicUrl: string;
  seedDemo: boolean;
  /** Serve the e-mail outbox at /dev/mailbox (default: on with the embedded database only). */
  devMailbox: boolean;
  logLevel: string;
  payments: PaymentsConfig;
  /** How often one client may look a booking up by a code (payment-by-code pages and calls); false: no limit. */
  lookupLimit: LookupLimitConfig | false;
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For), as
   * Fastify's trustProxy takes it: false (none), or their addresses and CIDR ranges, comma-separated.
   */
  trustProxy: false | string;
}

/**
 * A booking reference is 8 characters read out on the phone, so it can be guessed: each client IP
 * gets `max` lookups by code per `windowMs`, counted together across every page and call that takes one.
 */
export interface LookupLimitConfig {
  max: number;
  windowMs: number;
}

/** A payer needs a handful of lookups per payment; 30 a minute leaves room for typos and reloads. */
export const DEFAULT_LOOKUP_LIMIT: LookupLimitConfig = { max: 30, windowMs: 60_000 };

/** Which card gateway takes payments, and its credentials. */
export interface PaymentsConfig {
  /** 'sandbox': the built-in hosted page and test cards (no money moves); 'globalpayments': the real HPP. */
  gateway: 'sandbox' | 'globalpayments';
  currency: 'GBP';
  /** The sandbox signs like the real gateway; its secret guards nothing real, as it takes no money. */
  sandbox: { merchantId: string; account: string; sharedSecret: string };
  globalPayments?: { merchantId: string; account: string; sharedSecret: string; hppUrl: string; remoteUrl: string };
  /** Google Pay's merchant id (from the Google Pay console); the sandbox accepts any. */
  googlePayMerchantId: string;
  /** Apple Pay merchant identifier (merchant.com.example…). */
  applePayMerchantId: string;
  /**
   * Apple Pay merchant validation with the merchant identity certificate (Global Payments only; the
   * sandbox makes its merchant sessions up). `validation` is for tests: another host and its CA.
   */
  applePay?: {
    certPath: string;
    keyPath: string;
    displayName: string | undefined;
    validation?: { allowHost(host: string): boolean; ca?: string | Buffer };
  };
  /** Load Google's Google Pay client (pay.js) on the payment pages, and let it in through their CSP. */
  googlePayClient: boolean;
}

export const SANDBOX_SHARED_SECRET = 'covers-sandbox-secret';
export const GP_SANDBOX_HPP_URL = 'https://pay.sandbox.realexpayments.com/pay';
export const GP_SANDBOX_REMOTE_URL = 'https://api.sandbox.realexpayments.com/epage-remote.cgi';

const onOff = (name: string, value: string | undefined, otherwise: boolean): boolean => {
  if (value === undefined || value === '') return otherwise;
  if (value === 'on' || value === 'true') return true;
  if (value === 'off' || value === 'false') return false;
  throw new Error(`${name} must be on or off, not "${value}"`);
};

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const gateway = (env.PAYMENT_GATEWAY ?? 'sandbox').trim();
  if (gateway !== 'sandbox' && gateway !== 'globalpayments') {
    throw new Error(`PAYMENT_GATEWAY must be sandbox or globalpayments, not "${gateway}"`);
  }
  const payments: PaymentsConfig = {
    gateway,
    currency: 'GBP',
    sandbox: { merchantId: 'covers-sandbox', account: 'internet', sharedSecret: env.SANDBOX_SHARED_SECRET || SANDBOX_SHARED_SECRET },
    googlePayMerchantId: env.GOOGLE_PAY_MERCHANT_ID || 'covers-sandbox-google-pay',
    applePayMerchantId: env.APPLE_PAY_MERCHANT_ID || 'merchant.covers.sandbox',
    // Google's client only helps where the gateway can charge Google's tokens: the real gateway.
    // The sandbox knows only its test tokens, so there it is off unless asked for.
    googlePayClient: onOff('GOOGLE_PAY_CLIENT', env.GOOGLE_PAY_CLIENT, gateway === 'globalpayments'),
  };
  const cert = env.APPLE_PAY_CERT_PATH || '';
  const key = env.APPLE_PAY_KEY_PATH || '';
  if (cert || key) {
    if (!cert || !key) throw new Error('Apple Pay merchant validation needs both APPLE_PAY_CERT_PATH and APPLE_PAY_KEY_PATH');
    if (!env.APPLE_PAY_MERCHANT_ID) throw new Error('APPLE_PAY_CERT_PATH needs APPLE_PAY_MERCHANT_ID (the certificate’s merchant identifier)');
    payments.applePay = { certPath: resolve(cert), keyPath: resolve(key), displayName: env.APPLE_PAY_DISPLAY_NAME || undefined };
  }
  if (gateway === 'globalpayments') {
    const missing = ['GP_MERCHANT_ID', 'GP_SHARED_SECRET'].filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`PAYMENT_GATEWAY=globalpayments needs ${missing.join(' and ')}`);
    payments.globalPayments = {
      merchantId: env.GP_MERCHANT_ID!,
      account: env.GP_ACCOUNT || 'internet',
      sharedSecret: env.GP_SHARED_SECRET!,
      hppUrl: env.GP_HPP_URL || GP_SANDBOX_HPP_URL,
      remoteUrl: env.GP_REMOTE_URL || GP_SANDBOX_REMOTE_URL,
    };
  }
  return payments;
}

/** LOOKUP_RATE_LIMIT: lookups per window (default 30) or off; LOOKUP_RATE_WINDOW: the window in seconds (default 60). */
export function loadLookupLimit(env: NodeJS.ProcessEnv = process.env): LookupLimitConfig | false {
  const max = (env.LOOKUP_RATE_LIMIT ?? '').trim();
  if (max === 'off' || max === 'false') return false;
  const limit = { ...DEFAULT_LOOKUP_LIMIT };
  if (max !== '') {
    if (!/^\d+$/.test(max) || Number(max) < 1) throw new Error(`LOOKUP_RATE_LIMIT must be a whole number of lookups (1 or more) or off, not "${max}"`);
    limit.max = Number(max);
  }
  const window = (env.LOOKUP_RATE_WINDOW ?? '').trim();
  if (window !== '') {
    if (!/^\d+$/.test(window) || Number(window) < 1) throw new Error(`LOOKUP_RATE_WINDOW must be a whole number of seconds (1 or more), not "${window}"`);
    limit.windowMs = Number(window) * 1000;
  }
  return limit;
}

export const DEMO_API_KEY = 'covers-demo-key';

/** API_KEYS="1:key-a,2:key-b,*:key-c": each entry is brand:key; '*' accepts the key for every brand. */
export function parseApiKeys(value: string): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const entry of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const at = entry.indexOf(':');
    if (at <= 0) throw new Error(`API_KEYS entry "${entry}" is not brand:key`);
    const brand = entry.slice(0, at).trim();
    const key = entry.slice(at + 1).trim();
    if (!key) throw new Error(`API_KEYS entry "${entry}" has no key`);
    keys.set(brand, (keys.get(brand) ?? new Set()).add(key));
  }
  return keys;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    apiKeys: parseApiKeys(env.API_KEYS ?? `*:${DEMO_API_KEY}`),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    devMailbox: env.DEV_MAILBOX ? env.DEV_MAILBOX === 'true' : !env.DATABASE_URL,
    logLevel: env.LOG_LEVEL ?? 'warn',
    payments: loadPaymentsConfig(env),
    lookupLimit: loadLookupLimit(env),
    trustProxy: loadTrustProxy(env),
  };
}

/**
 * TRUST_PROXY: unset or "false" believes no proxy (the client is whoever connects); otherwise a
 * comma-separated list of the proxies' addresses or CIDR ranges. "true" (believe anyone) and a count
 * of hops are refused: any client could then name its own address, and get a fresh lookup limit.
 */
export function loadTrustProxy(env: NodeJS.ProcessEnv = process.env): false | string {
  const value = (env.TRUST_PROXY ?? '').trim();
  if (value === '' || value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (bad.length > 0) throw new Error(`TRUST_PROXY must be false or the proxies' addresses and CIDR ranges separated by commas; "${bad.join(', ')}" is neither`);
  return entries.join(',');
}

export function keyAllowed(config: Pick<Config, 'apiKeys'>, brandId: number, key: string): boolean {
  return Boolean(config.apiKeys.get(String(brandId))?.has(key) || config.apiKeys.get('*')?.has(key));
}
