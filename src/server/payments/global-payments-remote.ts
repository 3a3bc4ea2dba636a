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

const decodeXml = (text: string) =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_m, data: string) => data.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
    .replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_m, entity: string) => {
      if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[entity]!;
    });

export interface RemoteAnswer {
  timestamp: string;
  /** The answer's direct child elements with text content (nested ones are ignored). */
  fields: Record<string, string>;
}

/**
 * Reads a remote API answer: the `<response timestamp>` root and its simple child elements. The
 * answer is small and flat; anything that is not `<response …>…</response>` is not an answer.
 */
export function parseRemoteAnswer(xml: string): RemoteAnswer | null {
  const root = /<response\b([^>]*)>([\s\S]*)<\/response>/.exec(xml);
  if (!root) return null;
  const timestamp = /\btimestamp="([^"]*)"/.exec(root[1]!)?.[1] ?? '';
  const fields: Record<string, string> = {};
  // A child with element children of its own (e.g. <cardissuer>) is skipped whole, so its
  // children never pose as the answer's own fields.
  const child = /<([A-Za-z][\w-]*)\b[^>]*?(?:\/>|>([\s\S]*?)<\/\1>)/g;
  for (let m = child.exec(root[2]!); m; m = child.exec(root[2]!)) {
    const [, name, body = ''] = m;
    if (/<[A-Za-z]/.test(body.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, ''))) continue;
    if (!(name! in fields)) fields[name!] = decodeXml(body).trim();
  }
  return { timestamp, fields };
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
