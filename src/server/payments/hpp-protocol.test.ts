import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashesEqual,
  hppAmount,
  hppHash,
  hppTimestamp,
  parseHppTimestamp,
  requestHashValues,
  responseHashValues,
  signRequest,
  signResponse,
  verifyRequest,
  verifyResponse,
} from './hpp-protocol.ts';

// Computed here from the literal strings, independently of the module under test.
const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

describe('the HPP signature', () => {
  it('is sha1hex(sha1hex(fields joined by dots) + "." + secret)', () => {
    const expected = sha1(`${sha1('20261121120000.covers-sandbox.ord_1.4200.GBP')}.s3cret`);
    expect(hppHash(['20261121120000', 'covers-sandbox', 'ord_1', '4200', 'GBP'], 's3cret')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{40}$/);
  });

  // Vectors from the official Global Payments Java SDK's HPP tests (RealexHppRequestTests and
  // RealexHppResponseTests): merchant "MerchantId", shared secret "secret".
  it('matches the request hash of the Global Payments SDK tests', () => {
    const request = {
      TIMESTAMP: '20170725154824',
      MERCHANT_ID: 'MerchantId',
      ACCOUNT: 'internet',
      ORDER_ID: 'GTI5Yxb0SumL_TkDMCAxQA',
      AMOUNT: '1999',
      CURRENCY: 'EUR',
      AUTO_SETTLE_FLAG: '1',
    };
    expect(signRequest(request, 'secret').SHA1HASH).toBe('061609f85a8e0191dc7f487f8278e71898a2ee2d');
    expect(sha1(`${sha1('20170725154824.MerchantId.GTI5Yxb0SumL_TkDMCAxQA.1999.EUR')}.secret`)).toBe('061609f85a8e0191dc7f487f8278e71898a2ee2d');
  });

  it('appends PAYER_REF and PMT_REF (empty or not) when card storage is on, as the SDK does', () => {
    const base = { TIMESTAMP: '20170725154824', MERCHANT_ID: 'MerchantId', ORDER_ID: 'GTI5Yxb0SumL_TkDMCAxQA', AMOUNT: '1999', CURRENCY: 'EUR', CARD_STORAGE_ENABLE: '1' };
    expect(signRequest(base, 'secret').SHA1HASH).toBe('7116c49826367c6513efdc0cc81e243b8095d78f');
    expect(signRequest({ ...base, PAYER_REF: '376a2598-412d-4805-9f47-c177d5605853' }, 'secret').SHA1HASH).toBe('4dcf4e5e2d43855fe31cdc097e985a895868563e');
    expect(signRequest({ ...base, PMT_REF: 'ca46344d-4292-47dc-9ced-e8a42ce66977' }, 'secret').SHA1HASH).toBe('5fe76a45585d9793fd162ab8a3cd4a42991417df');
    expect(requestHashValues({ ...base, CARD_STORAGE_ENABLE: '0', PAYER_REF: 'x' })).toHaveLength(5);
  });

  it('matches the response hashes of the Global Payments SDK tests: authorised, declined, fraud block', () => {
    const response = {
      MERCHANT_ID: 'MerchantId',
      ACCOUNT: 'internet',
      ORDER_ID: 'GTI5Yxb0SumL_TkDMCAxQA',
      AMOUNT: '1999',
      TIMESTAMP: '20170725154824',
      RESULT: '00',
      AUTHCODE: '12345',
      MESSAGE: '[ test system ] Authorised',
      PASREF: '15011597872195765',
    };
    expect(signResponse(response, 'secret').SHA1HASH).toBe('843680654f377bfa845387fdbace35acc9d95778');
    expect(verifyResponse({ ...response, SHA1HASH: '843680654f377bfa845387fdbace35acc9d95778' }, 'secret')).toBe(true);
    const declined = { ...response, RESULT: '101', AUTHCODE: '', MESSAGE: '[ test system ] DECLINED', PASREF: '15016900517792053' };
    expect(verifyResponse({ ...declined, SHA1HASH: '41a73ae4f563c60a0da840af36f078fde1beb4e0' }, 'secret')).toBe(true);
    const blocked = { ...response, RESULT: '107', AUTHCODE: '', MESSAGE: 'Fails Fraud Checks', PASREF: '15016893697197771' };
    expect(verifyResponse({ ...blocked, SHA1HASH: '7a2fff26deac60f470b5de22c63151f530a22805' }, 'secret')).toBe(true);
    expect(sha1(`${sha1('20170725154824.MerchantId.GTI5Yxb0SumL_TkDMCAxQA.101.[ test system ] DECLINED.15016900517792053.')}.secret`)).toBe(
      '41a73ae4f563c60a0da840af36f078fde1beb4e0',
    );
  });

  it('rejects the SDK tests\' tampered responses', () => {
    const good = {
      MERCHANT_ID: 'MerchantId',
      ORDER_ID: 'GTI5Yxb0SumL_TkDMCAxQA',
      TIMESTAMP: '20170725154824',
      RESULT: '00',
      AUTHCODE: '12345',
      MESSAGE: '[ test system ] Authorised',
      PASREF: '15011597872195765',
      SHA1HASH: '843680654f377bfa845387fdbace35acc9d95778',
    };
    expect(verifyResponse(good, 'secret')).toBe(true);
    expect(verifyResponse({ ...good, AUTHCODE: '54321' }, 'secret')).toBe(false);
    expect(verifyResponse({ ...good, RESULT: '101' }, 'secret')).toBe(false);
    expect(verifyResponse({ ...good, MERCHANT_ID: 'Merchant Id' }, 'secret')).toBe(false);
    expect(verifyResponse({ ...good, TIMESTAMP: '20170803151925' }, 'secret')).toBe(false);
    expect(verifyResponse({ ...good, ORDER_ID: 'N6qsk4kYRZihmPrTXWYS6g' }, 'secret')).toBe(false);
    expect(verifyResponse({ ...good, MESSAGE: '[ test system ] DECLINED' }, 'secret')).toBe(false);
    expect(verifyResponse({ ...good, PASREF: '15011597872195766' }, 'secret')).toBe(false);
    expect(verifyResponse(good, 'Secret')).toBe(false);
    expect(verifyResponse({ ...good, SHA1HASH: '841680654f377bfa845387fdbace35acc9d95778' }, 'secret')).toBe(false);
  });

  it('accepts an upper-case hex signature and nothing that is not 40 hex digits', () => {
    expect(hashesEqual('843680654f377bfa845387fdbace35acc9d95778', '843680654F377BFA845387FDBACE35ACC9D95778')).toBe(true);
    for (const bad of [undefined, '', '843680654f377bfa845387fdbace35acc9d9577', '843680654f377bfa845387fdbace35acc9d957788', 'z43680654f377bfa845387fdbace35acc9d95778']) {
      expect(hashesEqual('843680654f377bfa845387fdbace35acc9d95778', bad)).toBe(false);
    }
  });

  it('checks a request the way the hosted page does', () => {
    const signed = signRequest({ TIMESTAMP: '20261121120000', MERCHANT_ID: 'm', ORDER_ID: 'o', AMOUNT: '100', CURRENCY: 'GBP' }, 'k');
    expect(verifyRequest(signed, 'k')).toBe(true);
    expect(verifyRequest({ ...signed, AMOUNT: '1' }, 'k')).toBe(false);
    expect(verifyRequest({ ...signed, CARD_STORAGE_ENABLE: '1' }, 'k')).toBe(false);
    expect(responseHashValues({})).toEqual(['', '', '', '', '', '', '']);
  });
});

describe('HPP field formats', () => {
  it('writes TIMESTAMP as yyyyMMddHHmmss in UTC and reads it back', () => {
    expect(hppTimestamp(new Date('2026-11-21T12:34:56.789Z'))).toBe('20261121123456');
    expect(parseHppTimestamp('20261121123456')?.toISOString()).toBe('2026-11-21T12:34:56.000Z');
    expect(parseHppTimestamp('20260230123456')).toBeNull();
    expect(parseHppTimestamp('2026112112345')).toBeNull();
  });

  it('writes AMOUNT as whole pence', () => {
    expect(hppAmount(1999)).toBe('1999');
    expect(hppAmount(0)).toBe('0');
    expect(() => hppAmount(19.99)).toThrow(RangeError);
    expect(() => hppAmount(-1)).toThrow(RangeError);
  });
});
