/**
 * Global Payments' XML remote API (the Realex "epage-remote" endpoint), as far as wallet payments
 * need it: an `auth-mobile` request carrying the wallet's encrypted token, and its signed answer.
 *
 *   <request type="auth-mobile" timestamp="yyyyMMddHHmmss">
 *     <merchantid/> <account/> <orderid/> [<amount currency="GBP">pence</amount>] <autosettle flag="1"/>
 *     <mobile>pay-with-google | apple-pay</mobile> <token>the wallet's token</token> <sha1hash/>
 *   </request>
 *
 * Request hash: sha1hex(sha1hex("TIMESTAMP.MERCHANTID.ORDERID.AMOUNT.CURRENCY.TOKEN") + "." + secret).
 * Google Pay carries the amount and currency; Apple Pay's amount is inside its encrypted token, so
 * the request has no <amount> and both are empty in the hash ("TIMESTAMP.MERCHANTID.ORDERID...TOKEN").
 * Answer hash: the HPP answer's, over "TIMESTAMP.MERCHANTID.ORDERID.RESULT.MESSAGE.PASREF.AUTHCODE".
 */
import type { WalletPayment, WalletType } from './gateway.ts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { hppAmount, hppHash, hppTimestamp, type HppFields } from './hpp-protocol.ts';

export const MOBILE_TYPES: Record<WalletType, string> = { google_pay: 'pay-with-google', apple_pay: 'apple-pay' };

/** A wallet payment as the remote API takes it: the order, and the merchant and account it is for. */
export interface MobileAuth extends WalletPayment {
  merchantId: string;
  account: string;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function mobileAuthHashValues(auth: MobileAuth): string[] {
  const withAmount = auth.type === 'google_pay';
  return [hppTimestamp(auth.timestamp), auth.merchantId, auth.orderId, withAmount ? hppAmount(auth.amount) : '', withAmount ? auth.currency : '', auth.token];
}

/** The signed auth-mobile request document. */
export function mobileAuthRequest(auth: MobileAuth, secret: string): string {
  const element = (name: string, value: string) => `  <${name}>${escapeXml(value)}</${name}>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<request type="auth-mobile" timestamp="${hppTimestamp(auth.timestamp)}">`,
    element('merchantid', auth.merchantId),
    element('account', auth.account),
    element('orderid', auth.orderId),
    ...(auth.type === 'google_pay' ? [`  <amount currency="${escapeXml(auth.currency)}">${hppAmount(auth.amount)}</amount>`] : []),
    '  <autosettle flag="1"/>',
    element('mobile', MOBILE_TYPES[auth.type]),
    element('token', auth.token),
    element('sha1hash', hppHash(mobileAuthHashValues(auth), secret)),
    '</request>',
  ].join('\n');
}

export interface RemoteAnswer {
  timestamp: string;
  /** The answer's direct child elements with text content (nested ones are ignored). */
  fields: Record<string, string>;
}

// Every value as the text it is ("00" stays "00"), CDATA as text, the standard and numeric entities decoded.
const answerParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
});

/**
 * Reads a remote API answer with an XML parser: the `<response timestamp>` root and its child elements that hold
 * text. A child with element children of its own (e.g. `<cardissuer>`) is skipped whole, so its children never pose
 * as the answer's own fields; a repeated child counts once, the first. Anything that is not a well-formed document
 * with a `<response>` root is not an answer.
 */
export function parseRemoteAnswer(xml: string): RemoteAnswer | null {
  if (xml.trim() === '' || XMLValidator.validate(xml) !== true) return null;
  const root = (answerParser.parse(xml) as Record<string, unknown>).response;
  // None, or more than one: not an answer.
  if (root === undefined || Array.isArray(root)) return null;
  // An answer with no children at all parses as its (empty) text.
  const children = typeof root === 'object' && root !== null ? (root as Record<string, unknown>) : {};
  const timestamp = typeof children['@timestamp'] === 'string' ? children['@timestamp'] : '';
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(children)) {
    if (name.startsWith('@') || name === '#text') continue;
    const text = textOf(Array.isArray(value) ? value[0] : value);
    if (text !== undefined) fields[name] = text;
  }
  return { timestamp, fields };
}

/** An element's text: a plain one's, or one with attributes only (`<amount currency="GBP">6000</amount>`); else none. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const parts = value as Record<string, unknown>;
  if (!Object.keys(parts).every((key) => key === '#text' || key.startsWith('@'))) return undefined;
  return typeof parts['#text'] === 'string' ? parts['#text'] : '';
}

/** The answer in the hosted page's field names, which the payments service settles. */
export function answerAsHppFields(answer: RemoteAnswer, sent: MobileAuth): HppFields {
  const f = answer.fields;
  const fields: HppFields = {
    TIMESTAMP: answer.timestamp,
    MERCHANT_ID: f.merchantid ?? '',
    ACCOUNT: f.account ?? sent.account,
    ORDER_ID: f.orderid ?? '',
    RESULT: f.result ?? '',
    MESSAGE: f.message ?? '',
    PASREF: f.pasref ?? '',
    AUTHCODE: f.authcode ?? '',
    // The remote answer names no amount: it is the amount this request asked for (for Apple Pay,
    // the amount the wallet's sheet showed, which the widget set from the same order).
    AMOUNT: hppAmount(sent.amount),
    CURRENCY: sent.currency,
  };
  if (f.sha1hash) fields.SHA1HASH = f.sha1hash;
  return fields;
}
