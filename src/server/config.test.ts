import { describe, expect, it } from 'vitest';
import { LIVE_SETTINGS } from '../../tests/helpers/live-settings.ts';
import { ConfigError, DEMO_API_KEY, loadConfig, loadServerConfig, SANDBOX_SHARED_SECRET } from './config.ts';

const LIVE = LIVE_SETTINGS;

/** A staging deployment: production mode, the sandbox named as allowed, with its own secret. */
const TEST_DEPLOYMENT = {
  NODE_ENV: 'production',
  API_KEYS: LIVE.API_KEYS,
  TEST_DEPLOYMENT: 'true',
  SANDBOX_SHARED_SECRET: 'a-staging-secret-of-32-characters!',
  PUBLIC_URL: 'https://staging.example.com',
  SMTP_URL: LIVE.SMTP_URL,
};

function refusal(env: NodeJS.ProcessEnv): string[] {
  try {
    loadServerConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('the configuration was accepted');
}

/** The one problem `change` brings to an otherwise live configuration. */
const onlyProblem = (base: NodeJS.ProcessEnv, change: NodeJS.ProcessEnv) => {
  const problems = refusal({ ...base, ...change });
  expect(problems).toHaveLength(1);
  return problems[0];
};

describe('production mode (NODE_ENV=production)', () => {
  it('refuses the defaults, listing every problem in words', () => {
    const error = (() => {
      try {
        loadServerConfig({ NODE_ENV: 'production' });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems.map((p) => p.split(' ')[0])).toEqual(['API_KEYS', 'PAYMENT_GATEWAY', 'SMTP_URL', 'PUBLIC_URL']);
    expect(error!.message.split('\n')).toEqual([
      'Covers will not start in production mode (NODE_ENV=production): 4 settings need changing.',
      ...error!.problems.map((p) => `  - ${p}`),
    ]);
  });

  it('starts with real settings, without the mailbox or demo seeding', () => {
    const config = loadServerConfig(LIVE);
    expect(config).toMatchObject({ production: true, devMailbox: false, seedDemo: false, publicUrl: 'https://bookings.example.com' });
    expect(config.payments.gateway).toBe('globalpayments');
  });

  it('starts a named test deployment on the sandbox with its own long secret', () => {
    const config = loadServerConfig(TEST_DEPLOYMENT);
    expect(config.payments).toMatchObject({ gateway: 'sandbox', sandbox: { sharedSecret: TEST_DEPLOYMENT.SANDBOX_SHARED_SECRET } });
  });

  it('refuses the demo API key when no key is set', () => {
    expect(onlyProblem(LIVE, { API_KEYS: undefined })).toMatch(/^API_KEYS is not set, so the demo key covers-demo-key is accepted for every brand/);
  });

  it('refuses the demo API key named among the keys', () => {
    expect(onlyProblem(LIVE, { API_KEYS: `${LIVE.API_KEYS},*:${DEMO_API_KEY}` })).toMatch(/^API_KEYS accepts the demo key covers-demo-key/);
  });

  it('refuses a short API key, naming its brand but not the key', () => {
    const problem = onlyProblem(LIVE, { API_KEYS: '1:rev-0123456789abcdef,2:short' });
    expect(problem).toBe('API_KEYS: the key for brand 2 is shorter than 16 characters: use long random keys.');
  });

  it('refuses the sandbox gateway (the default) unless the deployment is named a test deployment', () => {
    expect(onlyProblem(LIVE, { PAYMENT_GATEWAY: undefined })).toMatch(/^PAYMENT_GATEWAY is sandbox \(the default\): .* or TEST_DEPLOYMENT=true/);
    expect(onlyProblem(TEST_DEPLOYMENT, { TEST_DEPLOYMENT: 'false' })).toMatch(/^PAYMENT_GATEWAY is sandbox/);
  });

  it('refuses the sandbox’s published secret, even in a test deployment', () => {
    expect(onlyProblem(TEST_DEPLOYMENT, { SANDBOX_SHARED_SECRET: undefined })).toMatch(/^SANDBOX_SHARED_SECRET is the default, published in the README/);
    expect(onlyProblem(TEST_DEPLOYMENT, { SANDBOX_SHARED_SECRET: SANDBOX_SHARED_SECRET })).toMatch(/^SANDBOX_SHARED_SECRET is the default/);
  });

  it('refuses a short sandbox secret', () => {
    expect(onlyProblem(TEST_DEPLOYMENT, { SANDBOX_SHARED_SECRET: 'short-secret' })).toBe('SANDBOX_SHARED_SECRET is shorter than 32 characters: use a long random secret.');
  });

  it('refuses the sandbox’s published secret as the Global Payments secret', () => {
    expect(onlyProblem(LIVE, { GP_SHARED_SECRET: SANDBOX_SHARED_SECRET })).toMatch(/^GP_SHARED_SECRET is the sandbox gateway’s published secret/);
  });

  it('refuses Global Payments’ sandbox hosts (the defaults), unless the deployment is named a test deployment', () => {
    const problems = refusal({ ...LIVE, GP_HPP_URL: undefined, GP_REMOTE_URL: undefined });
    expect(problems).toEqual([
      'GP_HPP_URL is Global Payments’ sandbox (https://pay.sandbox.realexpayments.com/pay), where test cards pay: set https://pay.realexpayments.com/pay for live payments, or TEST_DEPLOYMENT=true.',
      'GP_REMOTE_URL is Global Payments’ sandbox (https://api.sandbox.realexpayments.com/epage-remote.cgi), where test cards pay: set https://api.realexpayments.com/epage-remote.cgi for live payments, or TEST_DEPLOYMENT=true.',
    ]);
    expect(loadServerConfig({ ...LIVE, GP_HPP_URL: undefined, GP_REMOTE_URL: undefined, TEST_DEPLOYMENT: 'true' }).production).toBe(true);
  });

  it('refuses the sandbox Google Pay merchant id while Google Pay is on', () => {
    expect(onlyProblem(LIVE, { GOOGLE_PAY_MERCHANT_ID: undefined })).toMatch(/^GOOGLE_PAY_MERCHANT_ID is not set while Google Pay is on/);
    expect(loadServerConfig({ ...LIVE, GOOGLE_PAY_MERCHANT_ID: undefined, GOOGLE_PAY_CLIENT: 'off' }).payments.googlePayClient).toBe(false);
  });

  it('refuses the dev mailbox', () => {
    expect(onlyProblem(LIVE, { DEV_MAILBOX: 'true' })).toMatch(/^DEV_MAILBOX=true would serve every customer’s e-mail/);
    expect(loadServerConfig({ ...LIVE, DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(onlyProblem(LIVE, { LIVE_RELOAD: 'true' })).toMatch(/^LIVE_RELOAD=true would let an edit on the server's disk change what customers see/);
    expect(loadServerConfig(LIVE).liveReload).toBe(false);
    expect(onlyProblem(LIVE, { METRICS_TOKEN: 'short' })).toMatch(/^METRICS_TOKEN must be at least 24 characters/);
    expect(loadServerConfig({ ...LIVE, METRICS_TOKEN: ' metrics-token-0123456789abcdef ' }).metricsToken).toBe('metrics-token-0123456789abcdef');
  });

  it('refuses to start without an SMTP server: the dev mailbox never exists there, so mail would go nowhere', () => {
    expect(onlyProblem(LIVE, { SMTP_URL: undefined })).toMatch(/^SMTP_URL is not set: booking and payment e-mails would never leave the server/);
    expect(loadServerConfig({ ...LIVE, SMTP_URL: 'smtps://covers:secret@smtp.example.com:465' }).smtpUrl).toBe('smtps://covers:secret@smtp.example.com:465');
    // A malformed address is named without echoing it (it holds a password).
    expect(refusal({ ...LIVE, SMTP_URL: 'mail.example.com:secret' })).toContain('SMTP_URL must be an smtp:// or smtps:// address (smtp://user:password@host:587)');
  });

  it('refuses demo seeding', () => {
    expect(onlyProblem(LIVE, { SEED_DEMO: 'true' })).toMatch(/^SEED_DEMO=true would seed the demo venues/);
  });

  it('refuses a missing or plain-HTTP public address', () => {
    expect(onlyProblem(LIVE, { PUBLIC_URL: undefined })).toMatch(/^PUBLIC_URL is not set/);
    expect(onlyProblem(LIVE, { PUBLIC_URL: 'http://bookings.example.com' })).toBe('PUBLIC_URL (http://bookings.example.com) is not HTTPS: set the public HTTPS address.');
  });

  it('refuses the demo clock, the test crash points and the test reset', () => {
    expect(onlyProblem(LIVE, { COVERS_NOW: '2026-11-21T12:00:00Z' })).toMatch(/^COVERS_NOW is for demos and tests/);
    expect(onlyProblem(LIVE, { COVERS_CRASH_AT: 'after-commit' })).toMatch(/^COVERS_CRASH_AT is for demos and tests/);
    expect(onlyProblem(LIVE, { COVERS_TEST_RESET_FROM: '/tmp/template' })).toBe('COVERS_TEST_RESET_FROM is for demos and tests (it lets anyone replace the database): remove it.');
  });

  it('lists malformed settings with the demo defaults', () => {
    const problems = refusal({ NODE_ENV: 'production', PORT: 'eighty', TEST_DEPLOYMENT: 'yes' });
    expect(problems[0]).toBe('PORT must be a port number, not "eighty"');
    expect(problems).toContain('TEST_DEPLOYMENT must be on or off, not "yes"');
    expect(problems.some((p) => p.startsWith('API_KEYS is not set'))).toBe(true);
  });
});

describe('outside production', () => {
  it('a newcomer needs nothing: demo key, sandbox, mailbox and demo venues', () => {
    const config = loadServerConfig({});
    expect(config).toMatchObject({ production: false, devMailbox: true, seedDemo: true, liveReload: true, publicUrl: 'http://localhost:8080' });
    expect(config.apiKeys.get('*')).toEqual(new Set([DEMO_API_KEY]));
    expect(config.payments.gateway).toBe('sandbox');
  });

  it('still lists every malformed setting at once', () => {
    expect(() => loadConfig({ PORT: '-1', TRUST_PROXY: 'true', LOOKUP_RATE_LIMIT: 'lots' })).toThrow(
      /^Covers cannot start: 3 settings are not valid\.\n {2}- PORT must be a port number, not "-1"\n {2}- LOOKUP_RATE_LIMIT must be .*\n {2}- TRUST_PROXY must be/,
    );
  });
});
