import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerAsHppFields, mobileAuthHashValues, mobileAuthRequest, parseRemoteAnswer, type MobileAuth } from './global-payments-remote.ts';

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

const google: MobileAuth = {
  merchantId: 'coversltd',
  account: 'internet',
  orderId: 'ord-1',
  amount: 6000,
  currency: 'GBP',
  timestamp: new Date('2026-11-21T12:00:00Z'),
  type: 'google_pay',
  token: '{"signature":"abc","protocolVersion":"ECv2"}',
};
const apple: MobileAuth = { ...google, type: 'apple_pay', token: '{"version":"EC_v1","data":"xyz"}' };

describe('the auth-mobile request', () => {
  it('hashes TIMESTAMP.MERCHANTID.ORDERID.AMOUNT.CURRENCY.TOKEN for Google Pay', () => {
    expect(mobileAuthHashValues(google)).toEqual(['20261121120000', 'coversltd', 'ord-1', '6000', 'GBP', google.token]);
    const xml = mobileAuthRequest(google, 'secret');
    const expected = sha1(`${sha1(`20261121120000.coversltd.ord-1.6000.GBP.${google.token}`)}.secret`);
    expect(xml).toContain(`<sha1hash>${expected}</sha1hash>`);
    expect(xml).toContain('<request type="auth-mobile" timestamp="20261121120000">');
    expect(xml).toContain('<amount currency="GBP">6000</amount>');
    expect(xml).toContain('<mobile>pay-with-google</mobile>');
    expect(xml).toContain('<autosettle flag="1"/>');
    // The token is JSON: its quotes are escaped, never left to break the document.
    expect(xml).toContain('<token>{&quot;signature&quot;:&quot;abc&quot;,&quot;protocolVersion&quot;:&quot;ECv2&quot;}</token>');
  });

  it('leaves the amount out of an Apple Pay request and its hash (the amount is inside the token)', () => {
    const xml = mobileAuthRequest(apple, 'secret');
    expect(xml).not.toContain('<amount');
    expect(xml).toContain('<mobile>apple-pay</mobile>');
    expect(xml).toContain(`<sha1hash>${sha1(`${sha1(`20261121120000.coversltd.ord-1...${apple.token}`)}.secret`)}</sha1hash>`);
  });

  it('escapes what would break out of an element', () => {
    expect(mobileAuthRequest({ ...google, token: '</token><amount>1</amount>' }, 's')).toContain('<token>&lt;/token&gt;&lt;amount&gt;1&lt;/amount&gt;</token>');
  });
});

describe('reading the answer', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<response timestamp="20261121120003">
  <merchantid>coversltd</merchantid>
  <account>internet</account>
  <orderid>ord-1</orderid>
  <authcode>12345</authcode>
  <result>00</result>
  <cvnresult>M</cvnresult>
  <avspostcoderesponse/>
  <cardissuer><bank>AIB BANK</bank><country>IRELAND</country><result>99</result></cardissuer>
  <message><![CDATA[[ test system ] Authorised & <ok>]]></message>
  <pasref>14631546336115597</pasref>
  <sha1hash>0123456789abcdef0123456789abcdef01234567</sha1hash>
</response>`;

  it('takes the root timestamp and the simple children, CDATA and entities decoded, nested blocks skipped', () => {
    const answer = parseRemoteAnswer(xml)!;
    expect(answer.timestamp).toBe('20261121120003');
    expect(answer.fields).toMatchObject({ merchantid: 'coversltd', orderid: 'ord-1', authcode: '12345', result: '00', message: '[ test system ] Authorised & <ok>', pasref: '14631546336115597', avspostcoderesponse: '' });
    expect(answer.fields.bank).toBeUndefined();
    expect(parseRemoteAnswer('<response timestamp="1"><message>A &amp; B &#233;</message></response>')!.fields.message).toBe('A & B é');
  });

  it('is nothing when there is no <response>, or the document is not well-formed', () => {
    expect(parseRemoteAnswer('<html>502 Bad Gateway</html>')).toBeNull();
    expect(parseRemoteAnswer('')).toBeNull();
    // Cut off, or mismatched: an XML parser refuses what a pattern would have read.
    expect(parseRemoteAnswer('<response timestamp="1"><result>00</result>')).toBeNull();
    expect(parseRemoteAnswer('<response timestamp="1"><result>00</message></response>')).toBeNull();
    expect(parseRemoteAnswer('<response timestamp="1"><result>00</result></response><response timestamp="2"/>')).toBeNull();
  });

  it('reads a child with attributes by its text, the first of a repeated child, and an empty answer as empty', () => {
    const answer = parseRemoteAnswer('<response timestamp="7"><amount currency="GBP">6000</amount><result>00</result><result>101</result></response>')!;
    expect(answer).toEqual({ timestamp: '7', fields: { amount: '6000', result: '00' } });
    expect(parseRemoteAnswer('<response timestamp="8"/>')).toEqual({ timestamp: '8', fields: {} });
  });

  it('becomes the hosted page’s answer fields, with the amount that was asked for', () => {
    expect(answerAsHppFields(parseRemoteAnswer(xml)!, google)).toEqual({
      TIMESTAMP: '20261121120003',
      MERCHANT_ID: 'coversltd',
      ACCOUNT: 'internet',
      ORDER_ID: 'ord-1',
      RESULT: '00',
      MESSAGE: '[ test system ] Authorised & <ok>',
      PASREF: '14631546336115597',
      AUTHCODE: '12345',
      AMOUNT: '6000',
      CURRENCY: 'GBP',
      SHA1HASH: '0123456789abcdef0123456789abcdef01234567',
    });
  });
});
