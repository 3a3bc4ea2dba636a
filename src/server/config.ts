import type { GrowingDelay } from './db/repositories/rate-limits.ts';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type { S3StoreConfig } from './documents/s3-store.ts';
import { BRAND_CODES, getBrand } from '../engine/i18n/brand.ts';

export interface Config {
  /**
   * NODE_ENV=production: the server refuses to start on demo defaults (productionProblems), the dev
   * mailbox and demo seeding are off, and development origins may not frame the pages.
   */
  production: boolean;
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
  /**
   * LIVE_RELOAD (on outside production): flows/, brands/ and locales/ are watched, checked and taken by the
   * running server and any open widget (src/server/live/); production reads them at start only.
   */
  liveReload: boolean;
  /** OVERLOAD_DELAY_MS: past this event-loop delay new requests answer 503 (0, the default: off). */
  overloadDelayMs: number;
  /** METRICS_TOKEN: the bearer token /metrics asks for; unset, there is no /metrics. */
  metricsToken: string | undefined;
  /** FLOWS_DIR: another folder of flow files than flows/ (e.g. a copy a product owner tries changes on). */
  flowsDir: string | undefined;
  /** SMTP_URL: the SMTP server e-mail is sent through; absent, messages stay in the outbox (mail/transport.ts). */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From of the default brand's messages (the group's own site). */
  mailFrom: string;
  /** MAIL_FROM_<CODE> (MAIL_FROM_REVOLUTION…): a brand's sender in place of its brand file's, by brand id. */
  mailFromByBrand: Record<number, string>;
  logLevel: string;
  payments: PaymentsConfig;
  /** How often one client may look a booking up by a code (payment-by-code pages and calls); false: no limit. */
  lookupLimit: LookupLimitConfig | false;
  /** How often one client may make each anonymous write (plugins/rate-limits.ts); false: no limit. */
  writeLimit: RateLimitConfig | false;
  /** Count the rate limits in this Redis server instead of the database. */
  redisUrl: string | undefined;
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For), as
   * Fastify's trustProxy takes it: false (none), or their addresses and CIDR ranges, comma-separated.
   */
  trustProxy: false | string;
  /** POSTCODE_LOOKUP_URL: a postcodes.io-compatible service placing postcodes for the bar finder; absent, a postcode is placed at its area's centre. */
  postcodeLookupUrl: string | undefined;
  /** How failed logins are slowed down (DEFAULT_LOGIN_THROTTLE; tests shorten the waits). */
  loginThrottle: LoginThrottleConfig;
  /** The e-mails anyone can have sent to an address, per address and in all (tests lower them). */
  recipientMailLimits?: RecipientMailLimits | undefined;
  /** How long a login lasts (DEFAULT_ACCOUNT_SESSIONS). */
  accountSessions: AccountSessionsConfig;
  /**
   * Staff single sign-on: the OIDC_ISSUER named, 'development' (the development issuer `npm start` runs
   * beside the server, auth/dev-issuer.ts; never in production), or undefined (no staff login).
   */
  staffSignOn: StaffSignOnConfig | 'development' | undefined;
  /** Google sign-in for customers: on with GOOGLE_CLIENT_ID. */
  googleSignIn: GoogleSignInConfig | undefined;
  /** Where allergen and party menu PDFs are kept (documents/store.ts): a folder, or an S3-compatible bucket. */
  documents: DocumentsConfig;
  /**
   * COVERS_TEST_RESET_FROM, for the browser tests only (refused in production): a data folder that
   * `POST /__test/reset` copies over the server's own before it starts afresh (test-reset.ts).
   */
  testResetFrom: string | undefined;
}

export type DocumentsConfig = { kind: 'directory'; dir: string } | ({ kind: 's3' } & S3StoreConfig);

/** An OpenID Connect issuer and this server's client there. */
export interface StaffSignOnConfig {
  issuer: string;
  clientId: string;
  /** Absent: a public client (PKCE only). */
  clientSecret?: string | undefined;
}

export interface GoogleSignInConfig {
  /** The OAuth client id of the brands' sites: every ID token's audience must be it. */
  clientId: string;
  /** Where Google's signing keys are published (tests serve their own). */
  jwksUrl: string;
}

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/**
 * A booking reference is 8 characters read out on the phone, so it can be guessed: each client IP
 * gets `max` lookups by code per `windowMs`, counted together across every page and call that takes one.
 */
export interface RateLimitConfig {
  max: number;
  windowMs: number;
}
export type LookupLimitConfig = RateLimitConfig;

/** A payer needs a handful of lookups per payment; 30 a minute leaves room for typos and reloads. */
export const DEFAULT_LOOKUP_LIMIT: LookupLimitConfig = { max: 30, windowMs: 60_000 };

/**
 * Each anonymous write (creating a session, completing, paying a deposit, reporting an error…) per
 * client: a customer makes a few; 30 a minute leaves room for a venue's guests behind one address.
 */
export const DEFAULT_WRITE_LIMIT: RateLimitConfig = { max: 30, windowMs: 60_000 };

/**
 * Registering and asking for a password reset each send an e-mail: each client may make 5 of each
 * per 15 minutes (counted like the other anonymous writes, and off when they are).
 */
/** How long a login lasts. */
export interface AccountSessionsConfig {
  /** Unused for this long, a session ends. */
  idleMs: number;
  /** Used or not, a session ends this long after login. */
  absoluteMs: number;
}

/** How failed logins are slowed down, per account and per client address. */
export interface LoginThrottleConfig {
  account: GrowingDelay;
  address: GrowingDelay;
}

export const ACCOUNT_EMAIL_LIMIT: RateLimitConfig = { max: 5, windowMs: 15 * 60_000 };

/**
 * The e-mails anyone can have sent to an address (registering, a reset, a verification, a guest's invitation
 * or reminder, a student sign-up): per address and in all, per hour, whatever the client asking. Beyond
 * either, the e-mail is not sent and the answer is the same (src/server/mail/recipient-limits.ts).
 */
export interface RecipientMailLimits {
  perRecipient: RateLimitConfig;
  all: RateLimitConfig;
}

export const DEFAULT_RECIPIENT_MAIL_LIMITS: RecipientMailLimits = {
  perRecipient: { max: 5, windowMs: 60 * 60_000 },
  all: { max: 2000, windowMs: 60 * 60_000 },
};

/**
 * Failed logins (plugins and services/customers/login-throttle.ts): per account, 5 attempts at once,
 * then a wait of 1 s doubling with each attempt up to 15 minutes; per client address (many customers
 * may share one), 20 at once and the same waits. Forgotten an hour after the last attempt.
 */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleConfig = {
  account: { free: 5, baseMs: 1000, maxMs: 15 * 60_000, memoryMs: 60 * 60_000 },
  address: { free: 20, baseMs: 1000, maxMs: 15 * 60_000, memoryMs: 60 * 60_000 },
};

/** A login ends after 7 days unused, or 30 days after it began. */
export const DEFAULT_ACCOUNT_SESSIONS: AccountSessionsConfig = { idleMs: 7 * 24 * 60 * 60_000, absoluteMs: 30 * 24 * 60 * 60_000 };

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
  return loadRateLimit(env, 'LOOKUP', 'lookups', DEFAULT_LOOKUP_LIMIT);
}

/** WRITE_RATE_LIMIT: each anonymous write per window (default 30) or off; WRITE_RATE_WINDOW: the window in seconds (default 60). */
export function loadWriteLimit(env: NodeJS.ProcessEnv = process.env): RateLimitConfig | false {
  return loadRateLimit(env, 'WRITE', 'requests', DEFAULT_WRITE_LIMIT);
}

function loadRateLimit(env: NodeJS.ProcessEnv, prefix: string, what: string, defaults: RateLimitConfig): RateLimitConfig | false {
  const max = (env[`${prefix}_RATE_LIMIT`] ?? '').trim();
  if (max === 'off' || max === 'false') return false;
  const limit = { ...defaults };
  if (max !== '') {
    if (!/^\d+$/.test(max) || Number(max) < 1) throw new Error(`${prefix}_RATE_LIMIT must be a whole number of ${what} (1 or more) or off, not "${max}"`);
    limit.max = Number(max);
  }
  const window = (env[`${prefix}_RATE_WINDOW`] ?? '').trim();
  if (window !== '') {
    if (!/^\d+$/.test(window) || Number(window) < 1) throw new Error(`${prefix}_RATE_WINDOW must be a whole number of seconds (1 or more), not "${window}"`);
    limit.windowMs = Number(window) * 1000;
  }
  return limit;
}

/** SMTP_URL: smtp:// (STARTTLS when the server offers it) or smtps:// (TLS), with the user and password in it. */
function loadSmtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = (env.SMTP_URL ?? '').trim();
  if (url === '') return undefined;
  if (!/^smtps?:\/\/[^/?#]+/.test(url) || !URL.canParse(url)) throw new Error('SMTP_URL must be an smtp:// or smtps:// address (smtp://user:password@host:587)');
  return url;
}

const hostOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).hostname : undefined);

/** REDIS_URL: redis:// or rediss:// (TLS); unset: the limits count in the database. */
function loadRedisUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = (env.REDIS_URL ?? '').trim();
  if (url === '') return undefined;
  if (!/^rediss?:\/\/./.test(url)) throw new Error(`REDIS_URL must be a redis:// or rediss:// address, not "${url}"`);
  return url;
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

/**
 * Off unless set: a server just started compiles its schemas and warms up between its first requests, and on a
 * busy machine that alone held the loop past 1 s (a production start refused its own first requests).
 */
function loadOverloadDelay(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  if (!/^\d{1,6}$/.test(value.trim())) throw new Error(`OVERLOAD_DELAY_MS must be a number of milliseconds (0 turns it off), not "${value}"`);
  return Number(value);
}

/** At least 24 characters: the figures say how busy the business is, and a short token can be guessed. */
function loadMetricsToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < 24 || /\s/.test(token)) throw new Error('METRICS_TOKEN must be at least 24 characters, without spaces (e.g. openssl rand -base64 32)');
  return token;
}

/** Settings that cannot be used, every one of them (not just the first), so that one fix-up round is enough. */
export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    readonly production = false,
  ) {
    const heading = production
      ? `Covers will not start in production mode (NODE_ENV=production): ${problems.length === 1 ? 'one setting needs' : `${problems.length} settings need`} changing.`
      : `Covers cannot start: ${problems.length === 1 ? 'one setting is' : `${problems.length} settings are`} not valid.`;
    super([heading, ...problems.map((problem) => `  - ${problem}`)].join('\n'));
    this.name = 'ConfigError';
  }
}

/** Reads one part of the configuration, noting its problem instead of stopping at it. */
function reading<T>(problems: string[], read: () => T, otherwise: T): T {
  try {
    return read();
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return otherwise;
  }
}

export const isProduction = (env: NodeJS.ProcessEnv = process.env) => (env.NODE_ENV ?? '').trim() === 'production';

/** The configuration from the environment; a ConfigError lists every setting that is not valid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { config, problems } = readConfig(env);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The configuration a server starts with: in production mode (NODE_ENV=production), refused with
 * every problem listed while any demo default is still in place.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { config, problems } = readConfig(env);
  if (config.production) problems.push(...productionProblems(env, config));
  if (problems.length > 0) throw new ConfigError(problems, config.production);
  return config;
}

function readConfig(env: NodeJS.ProcessEnv): { config: Config; problems: string[] } {
  const problems: string[] = [];
  const production = isProduction(env);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number, not "${env.PORT}"`);
  const config: Config = {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    apiKeys: reading(problems, () => parseApiKeys(env.API_KEYS ?? `*:${DEMO_API_KEY}`), new Map()),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    // Demo venues and a mailbox page are for one person's machine: in production they are off
    // unless asked for, and asking for them is refused (productionProblems).
    seedDemo: reading(problems, () => onOff('SEED_DEMO', env.SEED_DEMO, !production), false),
    devMailbox: reading(problems, () => onOff('DEV_MAILBOX', env.DEV_MAILBOX, !production && !env.DATABASE_URL), false),
    liveReload: reading(problems, () => onOff('LIVE_RELOAD', env.LIVE_RELOAD, !production), false),
    flowsDir: env.FLOWS_DIR ? resolve(env.FLOWS_DIR) : undefined,
    metricsToken: reading(problems, () => loadMetricsToken(env.METRICS_TOKEN), undefined),
    overloadDelayMs: reading(problems, () => loadOverloadDelay(env.OVERLOAD_DELAY_MS), 0),
    smtpUrl: reading(problems, () => loadSmtpUrl(env), undefined),
    mailFrom: (env.MAIL_FROM ?? '').trim() || `Covers <bookings@${hostOf(env.PUBLIC_URL) ?? 'localhost'}>`,
    mailFromByBrand: brandSenders(env),
    logLevel: env.LOG_LEVEL ?? 'warn',
    payments: reading(problems, () => loadPaymentsConfig(env), loadPaymentsConfig({})),
    lookupLimit: reading(problems, () => loadLookupLimit(env), false),
    writeLimit: reading(problems, () => loadWriteLimit(env), false),
    redisUrl: reading(problems, () => loadRedisUrl(env), undefined),
    trustProxy: reading(problems, () => loadTrustProxy(env), false),
    postcodeLookupUrl: reading(problems, () => loadHttpUrl('POSTCODE_LOOKUP_URL', env.POSTCODE_LOOKUP_URL), undefined),
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    accountSessions: DEFAULT_ACCOUNT_SESSIONS,
    staffSignOn: reading(problems, () => loadStaffSignOn(env, production), undefined),
    googleSignIn: reading(problems, () => loadGoogleSignIn(env, production), undefined),
    documents: reading(problems, () => loadDocuments(env), { kind: 'directory', dir: join(resolve(env.DATA_DIR ?? 'data'), 'documents') }),
    testResetFrom: env.COVERS_TEST_RESET_FROM ? resolve(env.COVERS_TEST_RESET_FROM) : undefined,
  };
  if (config.testResetFrom && config.databaseUrl) problems.push('COVERS_TEST_RESET_FROM resets the embedded database only: unset DATABASE_URL or COVERS_TEST_RESET_FROM.');
  return { config, problems };
}

const webUrl = (name: string, value: string, production: boolean): string => {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new Error(`${name} must be an https:// address (http:// outside production), not "${value}"`);
  if (production && new URL(value).protocol !== 'https:') throw new Error(`${name} (${value}) is not HTTPS: in production the sign-on must be over HTTPS.`);
  return value.replace(/\/$/, '');
};

/**
 * OIDC_ISSUER with OIDC_CLIENT_ID (and OIDC_CLIENT_SECRET for a confidential client): staff sign on there.
 * Without OIDC_ISSUER, the development issuer outside production, and no staff login in production.
 */
export function loadStaffSignOn(env: NodeJS.ProcessEnv, production: boolean): StaffSignOnConfig | 'development' | undefined {
  const issuer = (env.OIDC_ISSUER ?? '').trim();
  const clientId = (env.OIDC_CLIENT_ID ?? '').trim();
  const clientSecret = (env.OIDC_CLIENT_SECRET ?? '').trim();
  if (issuer === '') {
    if (clientId || clientSecret) throw new Error('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET need OIDC_ISSUER (the staff sign-on issuer) beside them');
    return production ? undefined : 'development';
  }
  if (!clientId) throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID (this server’s client id at the issuer)');
  return { issuer: webUrl('OIDC_ISSUER', issuer, production), clientId, ...(clientSecret ? { clientSecret } : {}) };
}

/** GOOGLE_CLIENT_ID turns Google sign-in on; GOOGLE_JWKS_URL (Google's keys by default) is for tests. */
export function loadGoogleSignIn(env: NodeJS.ProcessEnv, production: boolean): GoogleSignInConfig | undefined {
  const clientId = (env.GOOGLE_CLIENT_ID ?? '').trim();
  const jwksUrl = (env.GOOGLE_JWKS_URL ?? '').trim();
  if (clientId === '') {
    if (jwksUrl) throw new Error('GOOGLE_JWKS_URL needs GOOGLE_CLIENT_ID beside it');
    return undefined;
  }
  return { clientId, jwksUrl: jwksUrl ? webUrl('GOOGLE_JWKS_URL', jwksUrl, production) : GOOGLE_JWKS_URL };
}

const S3_SETTINGS = ['DOCUMENTS_S3_ENDPOINT', 'DOCUMENTS_S3_BUCKET', 'DOCUMENTS_S3_ACCESS_KEY_ID', 'DOCUMENTS_S3_SECRET_ACCESS_KEY'] as const;

/**
 * DOCUMENTS_S3_ENDPOINT, _BUCKET, _ACCESS_KEY_ID and _SECRET_ACCESS_KEY (all four; _REGION and _PREFIX
 * optional): an S3-compatible bucket; else DOCUMENTS_DIR; else the data folder's `documents/`.
 */
export function loadDocuments(env: NodeJS.ProcessEnv): DocumentsConfig {
  const value = (name: string) => (env[name] ?? '').trim();
  const given = S3_SETTINGS.filter((name) => value(name) !== '');
  if (given.length > 0) {
    const missing = S3_SETTINGS.filter((name) => value(name) === '');
    if (missing.length > 0) throw new Error(`the S3 document store needs ${missing.join(', ')} beside ${given.join(', ')}`);
    if (value('DOCUMENTS_DIR')) throw new Error('DOCUMENTS_DIR and DOCUMENTS_S3_* name two document stores: set one');
    const endpoint = value('DOCUMENTS_S3_ENDPOINT');
    if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)) throw new Error(`DOCUMENTS_S3_ENDPOINT must be an http(s):// address, not "${endpoint}"`);
    const prefix = value('DOCUMENTS_S3_PREFIX').replace(/^\/+/, '');
    return {
      kind: 's3',
      endpoint,
      bucket: value('DOCUMENTS_S3_BUCKET'),
      region: value('DOCUMENTS_S3_REGION') || 'us-east-1',
      accessKeyId: value('DOCUMENTS_S3_ACCESS_KEY_ID'),
      secretAccessKey: value('DOCUMENTS_S3_SECRET_ACCESS_KEY'),
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    };
  }
  return { kind: 'directory', dir: value('DOCUMENTS_DIR') ? resolve(value('DOCUMENTS_DIR')) : join(resolve(env.DATA_DIR ?? 'data'), 'documents') };
}

/** The shortest API key and sandbox secret accepted in production: a short one can be guessed. */
export const MIN_API_KEY_LENGTH = 16;
export const MIN_SANDBOX_SECRET_LENGTH = 32;

/**
 * What keeps a configuration from going live: the demo key, the sandbox gateway (its secret is in the
 * README: anyone could sign a "paid" answer) or Global Payments' sandbox hosts, unless TEST_DEPLOYMENT
 * names this a test deployment; a default or short secret; the dev mailbox; demo seeding; the test
 * clock; a PUBLIC_URL that is missing or not HTTPS.
 */
export function productionProblems(env: NodeJS.ProcessEnv, config: Config): string[] {
  const problems: string[] = [];
  // Named explicitly: a deployment that takes no real bookings (staging), where the sandboxes are allowed.
  const testDeployment = reading(problems, () => onOff('TEST_DEPLOYMENT', env.TEST_DEPLOYMENT, false), false);
  if (!env.API_KEYS) {
    problems.push(`API_KEYS is not set, so the demo key ${DEMO_API_KEY} is accepted for every brand: set each brand's own key (API_KEYS=1:…,2:…,4:…).`);
  } else {
    const keys = [...config.apiKeys].flatMap(([brand, set]) => [...set].map((key) => ({ brand, key })));
    if (keys.some(({ key }) => key === DEMO_API_KEY)) problems.push(`API_KEYS accepts the demo key ${DEMO_API_KEY}, which is published in the README: remove it.`);
    const short = keys.filter(({ key }) => key !== DEMO_API_KEY && key.length < MIN_API_KEY_LENGTH).map(({ brand }) => brand);
    if (short.length > 0) problems.push(`API_KEYS: the key for brand ${[...new Set(short)].join(', ')} is shorter than ${MIN_API_KEY_LENGTH} characters: use long random keys.`);
  }
  const payments = config.payments;
  if (payments.gateway === 'sandbox') {
    if (!testDeployment) {
      problems.push('PAYMENT_GATEWAY is sandbox (the default): its test cards confirm bookings without taking money. Set PAYMENT_GATEWAY=globalpayments with GP_MERCHANT_ID and GP_SHARED_SECRET, or TEST_DEPLOYMENT=true for a deployment that takes no real bookings.');
    } else if (!env.SANDBOX_SHARED_SECRET || env.SANDBOX_SHARED_SECRET === SANDBOX_SHARED_SECRET) {
      problems.push(`SANDBOX_SHARED_SECRET is the default, published in the README: anyone could sign a "paid" answer. Set a random secret of at least ${MIN_SANDBOX_SECRET_LENGTH} characters.`);
    } else if (env.SANDBOX_SHARED_SECRET.length < MIN_SANDBOX_SECRET_LENGTH) {
      problems.push(`SANDBOX_SHARED_SECRET is shorter than ${MIN_SANDBOX_SECRET_LENGTH} characters: use a long random secret.`);
    }
  } else if (payments.globalPayments) {
    if (payments.globalPayments.sharedSecret === SANDBOX_SHARED_SECRET) problems.push('GP_SHARED_SECRET is the sandbox gateway’s published secret: set the one Global Payments issued.');
    if (!testDeployment) {
      for (const [name, url, live] of [
        ['GP_HPP_URL', payments.globalPayments.hppUrl, 'https://pay.realexpayments.com/pay'],
        ['GP_REMOTE_URL', payments.globalPayments.remoteUrl, 'https://api.realexpayments.com/epage-remote.cgi'],
      ] as const) {
        if (/sandbox/i.test(url)) problems.push(`${name} is Global Payments’ sandbox (${url}), where test cards pay: set ${live} for live payments, or TEST_DEPLOYMENT=true.`);
      }
    }
  }
  if (payments.googlePayClient && !env.GOOGLE_PAY_MERCHANT_ID) {
    problems.push('GOOGLE_PAY_MERCHANT_ID is not set while Google Pay is on: set the merchant id from the Google Pay console, or GOOGLE_PAY_CLIENT=off.');
  }
  if (!config.smtpUrl) problems.push('SMTP_URL is not set: booking and payment e-mails would never leave the server. Set the SMTP server to send through (smtp://user:password@host:587 or smtps://…:465).');
  if (config.liveReload) problems.push('LIVE_RELOAD=true would let an edit on the server\'s disk change what customers see without a deploy: remove it.');
  if (config.devMailbox) problems.push('DEV_MAILBOX=true would serve every customer’s e-mail, with their manage links, at /dev/mailbox: remove it.');
  if (config.seedDemo) problems.push('SEED_DEMO=true would seed the demo venues into an empty database: remove it.');
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL is not set: links in e-mails and the payment callback would point at localhost. Set the public HTTPS address.');
  else if (!config.publicUrl.startsWith('https://')) problems.push(`PUBLIC_URL (${config.publicUrl}) is not HTTPS: set the public HTTPS address.`);
  const doings = { COVERS_NOW: 'moves the server’s clock', COVERS_CRASH_AT: 'stops the server mid-payment', COVERS_TEST_RESET_FROM: 'lets anyone replace the database' };
  for (const [name, doing] of Object.entries(doings)) {
    if (env[name]) problems.push(`${name} is for demos and tests (it ${doing}): remove it.`);
  }
  return problems;
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

/** An optional http(s) base URL setting, without its trailing slash. */
function loadHttpUrl(name: string, value: string | undefined): string | undefined {
  const url = (value ?? '').trim();
  if (url === '') return undefined;
  if (!/^https?:\/\/[^\s/]+/.test(url)) throw new Error(`${name} must be an http:// or https:// address, not "${url}"`);
  return url.replace(/\/+$/, '');
}

/** The brands' senders the environment sets (MAIL_FROM_REVOLUTION, MAIL_FROM_DECUBA, MAIL_FROM_PLAYHOUSE), by brand id. */
function brandSenders(env: NodeJS.ProcessEnv): Record<number, string> {
  const senders: Record<number, string> = {};
  for (const code of BRAND_CODES) {
    const value = (env[`MAIL_FROM_${code.toUpperCase()}`] ?? '').trim();
    if (value && code !== 'default') senders[getBrand(code).id] = value;
  }
  return senders;
}
