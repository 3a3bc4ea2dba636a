/**
 * The Global Payments hosted payment page (HPP) protocol, shared by the real gateway's adapter and the
 * built-in sandbox so that both sign and check exactly the same way.
 *
 * Request:  SHA1HASH = sha1hex(sha1hex("TIMESTAMP.MERCHANT_ID.ORDER_ID.AMOUNT.CURRENCY") + "." + secret),
 *           with ".PAYER_REF.PMT_REF" appended when card storage is on.
 * Response: SHA1HASH = the same over "TIMESTAMP.MERCHANT_ID.ORDER_ID.RESULT.MESSAGE.PASREF.AUTHCODE".
 * AMOUNT and CURRENCY are not in the response hash: the merchant compares them with its stored order.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export type HppFields = Record<string, string>;

export function sha1hex(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** The HPP signature over values in order: lowercase hex. */
export function hppHash(values: readonly string[], secret: string): string {
  return sha1hex(`${sha1hex(values.join('.'))}.${secret}`);
}

const value = (fields: HppFields, name: string) => fields[name] ?? '';

export function requestHashValues(fields: HppFields): string[] {
  const values = ['TIMESTAMP', 'MERCHANT_ID', 'ORDER_ID', 'AMOUNT', 'CURRENCY'].map((n) => value(fields, n));
  if (fields.CARD_STORAGE_ENABLE === '1') values.push(value(fields, 'PAYER_REF'), value(fields, 'PMT_REF'));
  return values;
}

export function responseHashValues(fields: HppFields): string[] {
  return ['TIMESTAMP', 'MERCHANT_ID', 'ORDER_ID', 'RESULT', 'MESSAGE', 'PASREF', 'AUTHCODE'].map((n) => value(fields, n));
}

export function signRequest(fields: HppFields, secret: string): HppFields {
  return { ...fields, SHA1HASH: hppHash(requestHashValues(fields), secret) };
}

export function signResponse(fields: HppFields, secret: string): HppFields {
  return { ...fields, SHA1HASH: hppHash(responseHashValues(fields), secret) };
}

/**
 * Compares in constant time, so a forger cannot learn the expected signature byte by byte from how
 * long a rejection takes. Anything that is not 40 hex digits is simply unequal.
 */
export function hashesEqual(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{40}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'ascii'), Buffer.from(given.toLowerCase(), 'ascii'));
}

export function verifyRequest(fields: HppFields, secret: string): boolean {
  return hashesEqual(hppHash(requestHashValues(fields), secret), fields.SHA1HASH);
}

export function verifyResponse(fields: HppFields, secret: string): boolean {
  return hashesEqual(hppHash(responseHashValues(fields), secret), fields.SHA1HASH);
}

/** TIMESTAMP: yyyyMMddHHmmss, in UTC. */
export function hppTimestamp(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function parseHppTimestamp(text: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && h < 24 && mi < 60 && s < 60 ? at : null;
}

/** ORDER_ID as the gateway accepts it: letters, digits, '-' and '_', at most 50. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;

/** AMOUNT is whole pence written as digits: "1999" is £19.99. */
export function hppAmount(pence: number): string {
  if (!Number.isSafeInteger(pence) || pence < 0) throw new RangeError(`Not an amount in pence: ${pence}`);
  return String(pence);
}

/** RESULT "00" is success; 1xx the bank declined; 2xx/3xx a bank or gateway fault; 5xx a bad request. */
export const RESULT_PATTERN = /^\d{2,3}$/;
