import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { DEMO_API_KEY, loadPaymentsConfig, parseApiKeys, SANDBOX_SHARED_SECRET } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/index.ts';
import { GlobalPaymentsGateway } from '../../src/server/payments/global-payments-gateway.ts';
import { signResponse } from '../../src/server/payments/hpp-protocol.ts';
import { BRANDS } from '../../src/engine/i18n/brand.ts';
import { TEST_NOW, type TestApp } from '../helpers/test-app.ts';
import { createTestDb } from '../helpers/test-db.ts';
import { bookBrunch, bookingRow, CALLBACK, gatewayAnswer, postForm, type HostedData } from './payments-helpers.ts';

const GP = { PAYMENT_GATEWAY: 'globalpayments', GP_MERCHANT_ID: 'coversltd', GP_ACCOUNT: 'internet', GP_SHARED_SECRET: 'gp-test-secret', GP_HPP_URL: 'https://pay.sandbox.realexpayments.com/pay' };

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');
const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => resolve(body));
  });
const listen = async <S extends Server | HttpsServer>(server: S): Promise<S> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};
const portOf = (server: Server | HttpsServer) => (server.address() as AddressInfo).port;

/**
 * Global Payments' remote API, faked on this machine: it checks the request's hash in the documented
 * field order with the shared secret, and answers as the real one does for the token it is given.
 */
const remoteRequests: string[] = [];
async function fakeRemote(): Promise<Server> {
  return listen(
    createServer(async (req, res) => {
      const xml = await readBody(req);
      remoteRequests.push(xml);
      const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';
      const timestamp = /timestamp="(\d{14})"/.exec(xml)?.[1] ?? '';
      const amount = /<amount currency="GBP">(\d+)<\/amount>/.exec(xml)?.[1] ?? '';
      const token = tag('token').replace(/&quot;/g, '"');
      const wanted = sha1(`${sha1([timestamp, tag('merchantid'), tag('orderid'), amount, amount ? 'GBP' : '', token].join('.'))}.gp-test-secret`);
      res.setHeader('content-type', 'text/xml');
      if (tag('sha1hash') !== wanted) return res.end(`<response timestamp="${timestamp}"><result>505</result><message>Incorrect hash</message></response>`);
      if (token.includes('UNDECRYPTABLE')) return res.end(`<response timestamp="${timestamp}"><result>515</result><message>Cannot decrypt token</message></response>`);
      if (token.includes('UNSIGNED-SUCCESS')) return res.end(`<response timestamp="${timestamp}"><orderid>${tag('orderid')}</orderid><result>00</result><message>Authorised</message></response>`);
      const answer = token.includes('DECLINE') ? { RESULT: '101', MESSAGE: 'Declined' } : { RESULT: '00', MESSAGE: '[ test system ] Authorised' };
      const signed = signResponse({ TIMESTAMP: '20261121120005', MERCHANT_ID: tag('merchantid'), ORDER_ID: tag('orderid'), ...answer, PASREF: 'PAS123', AUTHCODE: '12345' }, token.includes('WRONG-SECRET') ? 'other' : 'gp-test-secret');
      res.end(`<?xml version="1.0" encoding="UTF-8"?>
<response timestamp="20261121120005"><merchantid>${signed.MERCHANT_ID}</merchantid><account>internet</account><orderid>${signed.ORDER_ID}</orderid>
<authcode>12345</authcode><result>${signed.RESULT}</result><cvnresult>M</cvnresult><message><![CDATA[${signed.MESSAGE}]]></message><pasref>PAS123</pasref><sha1hash>${signed.SHA1HASH}</sha1hash></response>`);
    }),
  );
}

/** A self-signed certificate and key made with openssl into `dir` (the merchant's, or the fake Apple's). */
function selfSigned(dir: string, name: string, subject: string): { cert: string; key: string } {
  const cert = join(dir, `${name}.pem`);
  const key = join(dir, `${name}.key`);
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', subject, '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { cert, key };
}

/**
 * Apple's merchant validation endpoint, faked on this machine: HTTPS with its own self-signed
 * certificate, refusing any client that does not present the merchant identity certificate.
 */
const appleRequests: Array<{ body: Record<string, unknown>; clientCn: string | undefined }> = [];
async function fakeApple(serverPem: { cert: string; key: string }, merchantPem: { cert: string }): Promise<HttpsServer> {
  return listen(
    createHttpsServer({ cert: readFileSync(serverPem.cert), key: readFileSync(serverPem.key), ca: readFileSync(merchantPem.cert), requestCert: true, rejectUnauthorized: true }, async (req, res) => {
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      const peer = (req.socket as import('node:tls').TLSSocket).getPeerCertificate();
      appleRequests.push({ body, clientCn: peer.subject?.CN as string | undefined });
      if (req.url !== '/paymentservices/paymentSession') return res.writeHead(404).end();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ merchantSessionIdentifier: 'SSH-FROM-APPLE', nonce: 'ab12', merchantIdentifier: 'HASHED', domainName: body.initiativeContext, displayName: body.displayName, signature: 'sig' }));
    }),
  );
}

let app: App;
let db: Db;
let cleanup: () => Promise<void>;
let t: TestApp;
let remote: Server;
let apple: HttpsServer;
let certDir: string;
let merchant: { cert: string; key: string };
let appleServer: { cert: string; key: string };
let appleHost: string;
beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'covers-apple-pay-'));
  merchant = selfSigned(certDir, 'merchant', '/CN=merchant.covers.test');
  appleServer = selfSigned(certDir, 'apple', '/CN=127.0.0.1');
  [remote, apple] = await Promise.all([fakeRemote(), fakeApple(appleServer, merchant)]);
  appleHost = `127.0.0.1:${portOf(apple)}`;
  ({ db, cleanup } = await createTestDb({ seeded: true }));
  const payments = loadPaymentsConfig({
    ...GP,
    GP_REMOTE_URL: `http://127.0.0.1:${portOf(remote)}/epage-remote.cgi`,
    APPLE_PAY_MERCHANT_ID: 'merchant.covers.test',
    APPLE_PAY_CERT_PATH: merchant.cert,
    APPLE_PAY_KEY_PATH: merchant.key,
  });
  // The one thing a test changes: Apple's hosts are replaced by the fake one on this machine.
  payments.applePay!.validation = { allowHost: (host) => host === appleHost, ca: readFileSync(appleServer.cert) };
  app = await buildApp({
    db,
    clock: fixedClock(TEST_NOW),
    config: { apiKeys: parseApiKeys(`*:${DEMO_API_KEY}`), publicUrl: 'http://covers.test', payments },
  });
  t = {
    app,
    db,
    clock: fixedClock(TEST_NOW),
    async post(path, body, options = {}) {
      const r = await app.server.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { 'x-brand': String(options.brand ?? 1), 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      return { status: r.statusCode, body: r.json() };
    },
    close: async () => undefined,
  };
});
afterAll(async () => {
  await app?.server.close();
  await cleanup?.();
  await Promise.all([remote, apple].map((s) => s && new Promise((resolve) => s.close(resolve))));
  if (certDir) rmSync(certDir, { recursive: true, force: true });
});

describe('the Global Payments adapter', () => {
  it('signs the hosted page request with the configured merchant and secret, for the real page', async () => {
    const { sessionId } = await bookBrunch(t);
    const gp = (await t.post('rest/booking/session/deposit', { session_id: sessionId, include: 'gp' })).body.data.gp.data as HostedData;
    expect(gp.url).toBe('https://pay.sandbox.realexpayments.com/pay');
    expect(gp.fields).toMatchObject({ MERCHANT_ID: 'coversltd', ACCOUNT: 'internet', AMOUNT: '6000', CURRENCY: 'GBP', MERCHANT_RESPONSE_URL: 'http://covers.test/api/rest/deposit/payment/callback' });
    expect(gp.fields.SHA1HASH).toBe(sha1(`${sha1(`${gp.fields.TIMESTAMP}.coversltd.${gp.order_id}.6000.GBP`)}.gp-test-secret`));
  });

  it('takes an answer signed with its secret, and refuses one signed by the sandbox', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    const gp = (await t.post('rest/booking/session/deposit', { session_id: sessionId, include: 'gp' })).body.data.gp.data as HostedData;
    expect((await postForm(t, CALLBACK, gatewayAnswer(gp, {}, SANDBOX_SHARED_SECRET))).status).toBe(403);
    const ok = await postForm(t, CALLBACK, gatewayAnswer(gp, {}, 'gp-test-secret'));
    expect(ok.status).toBe(200);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1 });
  });

  it('serves no sandbox page', async () => {
    const page = await app.server.inject({ method: 'POST', url: '/payments/sandbox/hpp', headers: { origin: 'http://covers.test' } });
    expect(page.statusCode).toBe(404);
  });
});

const orderRow = async (orderId: string) => (await db.query('SELECT status, result, pasref, authcode FROM payment_orders WHERE order_id = $1', [orderId]))[0];

describe('Google Pay through the remote API', () => {
  const googleToken = (word: string) => JSON.stringify({ signature: word, protocolVersion: 'ECv2', signedMessage: '{"encryptedMessage":"x"}' });

  /** A new booking's deposit as a Google Pay order, and a wallet token the fake gateway answers as `word` says. */
  async function processGoogleToken(word: string) {
    const { booking } = await bookBrunch(t);
    const orderId = (await t.post('rest/deposit/google-pay/verify', { amount: '60.00', token: booking.payment_token })).body.data.gp.data.order_id as string;
    const processed = await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'google_pay', token: googleToken(word) });
    return { booking, orderId, processed };
  }

  it('charges the token with a signed auth-mobile request and confirms the booking', async () => {
    const { booking } = await bookBrunch(t);
    const verified = await t.post('rest/deposit/google-pay/verify', { amount: '60.00', token: booking.payment_token });
    expect(verified.status).toBe(200);
    expect(verified.body.meta.google_pay).toMatchObject({ gateway_merchant_id: 'coversltd', environment: 'TEST' });
    const orderId = verified.body.data.gp.data.order_id as string;
    const processed = await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'google_pay', token: googleToken('APPROVE') });
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    expect(processed.body.data.success).toBe(true);
    const sent = remoteRequests.at(-1)!;
    expect(sent).toContain('<request type="auth-mobile"');
    expect(sent).toContain('<mobile>pay-with-google</mobile>');
    expect(sent).toContain('<amount currency="GBP">6000</amount>');
    expect(sent).toContain(`<orderid>${orderId}</orderid>`);
    expect(await orderRow(orderId)).toEqual({ status: 'paid', result: '00', pasref: 'PAS123', authcode: '12345' });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0 });
    // Asked again, the same answer, and no second charge.
    const again = await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'google_pay', token: googleToken('APPROVE') });
    expect(again.body.data.success).toBe(true);
    expect(remoteRequests.filter((r) => r.includes(orderId))).toHaveLength(1);
  });

  it('records a signed decline, and an unsigned refusal (a token the gateway cannot decrypt), as declined', async () => {
    for (const word of ['DECLINE', 'UNDECRYPTABLE']) {
      const { booking, orderId, processed } = await processGoogleToken(word);
      expect(processed.status).toBe(200);
      expect(processed.body.data).toMatchObject({ success: false, message: 'There was an error in authorising your google pay payment' });
      expect((await orderRow(orderId))!.status).toBe('declined');
      expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 0 });
    }
  });

  it('never takes an unsigned or wrongly signed success: 502, the order stays open to try again', async () => {
    for (const word of ['UNSIGNED-SUCCESS', 'WRONG-SECRET']) {
      const { booking, orderId, processed } = await processGoogleToken(word);
      expect(processed.status).toBe(502);
      expect(processed.body.error).toBe('The payment service did not answer. Please try again.');
      expect((await orderRow(orderId))!.status).toBe('pending');
      expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 0 });
    }
    // Counted as payments the gateway failed, where the charge was tried.
    expect(await app.metrics.registry.getSingleMetricAsString('covers_payments_total')).toContain('covers_payments_total{kind="deposit",method="google_pay",result="failed"} 2');
  });
});

describe('Apple Pay through Global Payments', () => {
  const validationUrl = () => `https://${appleHost}/paymentservices/paymentSession`;

  it('validates the merchant at Apple with the merchant identity certificate, then charges the token', async () => {
    const { booking } = await bookBrunch(t);
    const verified = await t.post('rest/deposit/apple-pay/verify', { url: validationUrl(), amount: '60.00', token: booking.payment_token });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.gp.data.ap_data).toMatchObject({ merchantSessionIdentifier: 'SSH-FROM-APPLE', domainName: 'covers.test', displayName: 'Revolution' });
    expect(appleRequests.at(-1)).toEqual({
      body: { merchantIdentifier: 'merchant.covers.test', displayName: 'Revolution', initiative: 'web', initiativeContext: 'covers.test' },
      clientCn: 'merchant.covers.test',
    });
    const orderId = verified.body.data.gp.data.order_id as string;
    const token = { paymentData: { version: 'EC_v1', data: 'APPROVE' }, paymentMethod: { network: 'Visa' } };
    const processed = await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'apple_pay', token });
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    expect(processed.body.data.success).toBe(true);
    const sent = remoteRequests.at(-1)!;
    expect(sent).toContain('<mobile>apple-pay</mobile>');
    expect(sent).not.toContain('<amount');
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1 });
  });

  it('names the brand’s own site to Apple when the sheet runs in the host page; any other domain is 422', async () => {
    const { booking } = await bookBrunch(t);
    const site = new URL(BRANDS.revolution.embedOrigins[0]!).hostname;
    const ok = await t.post('rest/deposit/apple-pay/verify', { url: validationUrl(), amount: '60.00', token: booking.payment_token, domain: site });
    expect(ok.status).toBe(200);
    expect(appleRequests.at(-1)!.body.initiativeContext).toBe(site);
    const other = await t.post('rest/deposit/apple-pay/verify', { url: validationUrl(), amount: '60.00', token: booking.payment_token, domain: 'evil.example' });
    expect(other.status).toBe(422);
    expect(other.body.errors.fields.domain).toBeDefined();
  });

  it('refuses a validation URL off Apple’s hosts with 422, and calls nothing', async () => {
    const { booking } = await bookBrunch(t);
    const before = appleRequests.length;
    for (const url of ['https://evil.example/paymentservices/paymentSession', 'http://apple-pay-gateway.apple.com/x', `https://${appleHost.replace('127.0.0.1', 'localhost')}/paymentservices/paymentSession`, 'not a url']) {
      const r = await t.post('rest/deposit/apple-pay/verify', { url, amount: '60.00', token: booking.payment_token });
      expect(r.status, url).toBe(422);
      expect(r.body.errors.fields.url).toBeDefined();
    }
    expect(appleRequests.length).toBe(before);
  });

  it('answers 502 when Apple refuses the merchant, and makes no order', async () => {
    const { booking } = await bookBrunch(t);
    const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM payment_orders WHERE booking_id = $1', [booking.id]))[0]!.n);
    const r = await t.post('rest/deposit/apple-pay/verify', { url: `https://${appleHost}/elsewhere`, amount: '60.00', token: booking.payment_token });
    expect(r.status).toBe(502);
    expect(await count()).toBe(0);
  });
});

describe('the adapter on its own', () => {
  const settings = { merchantId: 'coversltd', account: 'internet', sharedSecret: 'gp-test-secret', hppUrl: 'https://pay.sandbox.realexpayments.com/pay', googlePayMerchantId: 'g', remoteUrl: 'http://127.0.0.1:9/none' };

  it('knows Apple’s validation hosts and nothing else', () => {
    const gateway = new GlobalPaymentsGateway(settings);
    for (const host of ['apple-pay-gateway.apple.com', 'apple-pay-gateway-nc-pod3.apple.com', 'apple-pay-gateway-pr-pod5.apple.com', 'cn-apple-pay-gateway-tj-pod2.apple.com', 'apple-pay-gateway-cert.apple.com']) {
      expect(gateway.acceptsApplePayValidationUrl(new URL(`https://${host}/paymentservices/startSession`)), host).toBe(true);
    }
    for (const url of ['https://apple-pay-gateway.apple.com:8443/x', 'https://apple-pay-gateway-nc-pod9.apple.com/x', 'https://apple-pay-gateway.apple.com.evil.example/x', 'https://user@apple-pay-gateway.apple.com/x']) {
      expect(gateway.acceptsApplePayValidationUrl(new URL(url)), url).toBe(false);
    }
  });

  it('says Apple Pay is not available without a merchant certificate, and a remote API it cannot reach is a gateway failure', async () => {
    const gateway = new GlobalPaymentsGateway(settings);
    await expect(gateway.applePaySession(new URL('https://apple-pay-gateway.apple.com/x'), { displayName: 'R', domain: 'covers.test' })).rejects.toThrow(/not configured/);
    await expect(gateway.processWallet({ orderId: 'o', amount: 100, currency: 'GBP', timestamp: new Date(), type: 'google_pay', token: 't' })).rejects.toThrow(/remote API/);
  });
});

describe('payment configuration', () => {
  it('defaults to the sandbox and checks what the real gateway needs', () => {
    expect(loadPaymentsConfig({})).toMatchObject({ gateway: 'sandbox', currency: 'GBP', sandbox: { merchantId: 'covers-sandbox', sharedSecret: SANDBOX_SHARED_SECRET } });
    expect(loadPaymentsConfig({ SANDBOX_SHARED_SECRET: 's' }).sandbox.sharedSecret).toBe('s');
    expect(loadPaymentsConfig(GP).globalPayments).toEqual({
      merchantId: 'coversltd',
      account: 'internet',
      sharedSecret: 'gp-test-secret',
      hppUrl: 'https://pay.sandbox.realexpayments.com/pay',
      remoteUrl: 'https://api.sandbox.realexpayments.com/epage-remote.cgi',
    });
    expect(loadPaymentsConfig({ PAYMENT_GATEWAY: 'globalpayments', GP_MERCHANT_ID: 'm', GP_SHARED_SECRET: 's' }).globalPayments?.account).toBe('internet');
    expect(() => loadPaymentsConfig({ PAYMENT_GATEWAY: 'globalpayments', GP_MERCHANT_ID: 'm' })).toThrow(/GP_SHARED_SECRET/);
    expect(() => loadPaymentsConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/sandbox or globalpayments/);
    expect(loadPaymentsConfig({ ...GP, GP_REMOTE_URL: 'https://api.realexpayments.com/epage-remote.cgi' }).globalPayments?.remoteUrl).toBe('https://api.realexpayments.com/epage-remote.cgi');
    expect(loadPaymentsConfig(GP).applePay).toBeUndefined();
    expect(loadPaymentsConfig({ ...GP, APPLE_PAY_MERCHANT_ID: 'merchant.x', APPLE_PAY_CERT_PATH: '/c.pem', APPLE_PAY_KEY_PATH: '/k.pem', APPLE_PAY_DISPLAY_NAME: 'Covers' }).applePay).toEqual({
      certPath: '/c.pem',
      keyPath: '/k.pem',
      displayName: 'Covers',
    });
    expect(() => loadPaymentsConfig({ ...GP, APPLE_PAY_MERCHANT_ID: 'merchant.x', APPLE_PAY_CERT_PATH: '/c.pem' })).toThrow(/APPLE_PAY_KEY_PATH/);
    expect(() => loadPaymentsConfig({ ...GP, APPLE_PAY_CERT_PATH: '/c.pem', APPLE_PAY_KEY_PATH: '/k.pem' })).toThrow(/APPLE_PAY_MERCHANT_ID/);
  });
});
