import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/index.ts';
import {
  findSandboxTransaction,
  insertSandboxTransaction,
  listUndeliveredSandboxTransactions,
  markSandboxDelivered,
} from '../../db/repositories/sandbox-ledger.ts';
import { crashPoint } from '../crash-points.ts';
import {
  globalPaymentsGooglePay,
  isApplePayValidationUrl,
  type GooglePayConfig,
  type HostedOrder,
  type HostedRequest,
  type PaymentGateway,
  type WalletPayment,
} from '../gateway.ts';
import { hostedFields } from '../global-payments-gateway.ts';
import {
  hppAmount,
  hppTimestamp,
  ORDER_ID_PATTERN,
  parseHppTimestamp,
  signRequest,
  signResponse,
  verifyRequest,
  verifyResponse,
  type HppFields,
} from '../hpp-protocol.ts';
import { WALLET_TOKENS } from './test-cards.ts';

/** How the sandbox reaches the merchant response URL: in process, on this same server. */
export type Deliver = (url: string, fields: HppFields) => Promise<{ statusCode: number; body: string }>;

export interface SandboxSettings {
  db: Queryable;
  clock: Clock;
  publicUrl: string;
  merchantId: string;
  account: string;
  sharedSecret: string;
  googlePayMerchantId: string;
  applePayMerchantId: string;
  deliver: Deliver;
  log?: { warn(obj: object, msg: string): void };
}

export const SANDBOX_PATH = '/payments/sandbox/hpp';
/** A request older than this is refused, as the real gateway refuses stale timestamps. */
const REQUEST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface ChargeResult {
  response: HppFields;
  /** The merchant's answer, relayed to the customer as the real hosted page does. */
  merchant?: { statusCode: number; body: string };
  /** This order id had already been used: nothing new was charged. */
  repeated: boolean;
}

export interface CardDetails {
  digits: string;
  type: string;
  expiry: string;
  name: string;
}

/**
 * The built-in gateway: a hosted card page served by Covers that speaks the Global Payments HPP
 * protocol, with test cards instead of a bank. It keeps its own ledger, as a gateway would: one
 * transaction per order id, and whether the answer reached the merchant.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly merchantId: string;
  readonly account: string;
  readonly pageUrl: string;

  constructor(private readonly s: SandboxSettings) {
    this.merchantId = s.merchantId;
    this.account = s.account;
    this.pageUrl = `${s.publicUrl}${SANDBOX_PATH}`;
  }

  hostedRequest(order: HostedOrder): HostedRequest {
    return { url: this.pageUrl, fields: signRequest(hostedFields(order, this.merchantId, this.account), this.s.sharedSecret) };
  }

  verifyResponse(fields: HppFields): boolean {
    return verifyResponse(fields, this.s.sharedSecret);
  }

  /** Why a hosted-page request cannot be served, or null when it is a good one. */
  checkRequest(fields: HppFields): string | null {
    const required = ['TIMESTAMP', 'MERCHANT_ID', 'ACCOUNT', 'ORDER_ID', 'AMOUNT', 'CURRENCY', 'AUTO_SETTLE_FLAG', 'MERCHANT_RESPONSE_URL', 'SHA1HASH'];
    const missing = required.filter((name) => !fields[name]);
    if (missing.length > 0) return `Mandatory field missing: ${missing.join(', ')}.`;
    if (!verifyRequest(fields, this.s.sharedSecret)) return 'Incorrect hash. The request was not signed by this merchant.';
    if (fields.MERCHANT_ID !== this.merchantId || fields.ACCOUNT !== this.account) return 'Unknown merchant or account.';
    if (!ORDER_ID_PATTERN.test(fields.ORDER_ID!)) return 'Invalid ORDER_ID.';
    if (!/^\d{1,9}$/.test(fields.AMOUNT!) || (fields.AMOUNT === '0' && fields.VALIDATE_CARD_ONLY !== '1')) return 'Invalid AMOUNT.';
    const at = parseHppTimestamp(fields.TIMESTAMP!);
    const age = at ? this.s.clock.now() - at.getTime() : NaN;
    if (!(age > -REQUEST_MAX_AGE_MS && age < REQUEST_MAX_AGE_MS)) return 'The request has expired. Please start again.';
    if (!fields.MERCHANT_RESPONSE_URL!.startsWith(`${this.s.publicUrl}/api/`)) return 'The sandbox answers only this server’s response URL.';
    return null;
  }

  /** Whether this order id has had its answer already (a second hosted page for it shows that answer instead). */
  async answered(orderId: string): Promise<boolean> {
    return (await findSandboxTransaction(this.s.db, orderId)) !== undefined;
  }

  /**
   * Decides the order (the "bank's" answer), records it in the ledger, then posts it to the merchant
   * response URL. A second charge of the same order id charges nothing and answers as the first did.
   */
  async charge(request: HppFields, outcome: { result: string; message: string }, card?: CardDetails): Promise<ChargeResult> {
    const approved = outcome.result === '00';
    const response: HppFields = {
      MERCHANT_ID: request.MERCHANT_ID!,
      ACCOUNT: request.ACCOUNT!,
      ORDER_ID: request.ORDER_ID!,
      TIMESTAMP: request.TIMESTAMP!,
      AMOUNT: request.AMOUNT!,
      CURRENCY: request.CURRENCY!,
      RESULT: outcome.result,
      MESSAGE: outcome.message,
      PASREF: `${this.s.clock.now()}${randomInt(1000, 10000)}`,
      AUTHCODE: approved ? String(randomInt(100000, 1000000)) : '',
      CVNRESULT: 'M',
      AVSPOSTCODERESULT: 'M',
      AVSADDRESSRESULT: 'M',
      BATCHID: approved ? String(randomInt(1, 1000000)) : '-1',
      MERCHANT_RESPONSE_URL: request.MERCHANT_RESPONSE_URL!,
    };
    for (const echoed of ['HPP_POST_DIMENSIONS', 'COMMENT1', 'HPP_LANG']) if (request[echoed]) response[echoed] = request[echoed]!;
    if (request.CARD_STORAGE_ENABLE === '1' && approved && card) {
      Object.assign(response, {
        REALWALLET_CHOSEN: '1',
        PMT_SETUP: '00',
        PMT_SETUP_MSG: 'Successful',
        SAVED_PAYER_REF: request.PAYER_REF ?? '',
        SAVED_PMT_REF: request.PMT_REF ?? '',
        SAVED_PMT_TYPE: card.type,
        SAVED_PMT_DIGITS: card.digits,
        SAVED_PMT_EXPDATE: card.expiry,
        SAVED_PMT_NAME: card.name,
      });
    }
    const signed = signResponse(response, this.s.sharedSecret);
    const recorded = await insertSandboxTransaction(this.s.db, { order_id: signed.ORDER_ID!, response: signed, response_url: signed.MERCHANT_RESPONSE_URL! });
    if (!recorded) {
      const first = await findSandboxTransaction(this.s.db, signed.ORDER_ID!);
      return { response: first!.response, repeated: true };
    }
    crashPoint('sandbox:charged');
    const merchant = await this.deliver(signed.ORDER_ID!, signed.MERCHANT_RESPONSE_URL!, signed);
    return { response: signed, ...(merchant ? { merchant } : {}), repeated: false };
  }

  /** Posts an answer to the merchant; a merchant that answered (even "no") has it, a fault or 5xx does not. */
  private async deliver(orderId: string, url: string, fields: HppFields) {
    try {
      const answer = await this.s.deliver(url, fields);
      if (answer.statusCode < 500) await markSandboxDelivered(this.s.db, orderId, new Date(this.s.clock.now()));
      return answer;
    } catch (error) {
      this.s.log?.warn({ err: error, order_id: orderId }, 'sandbox gateway: merchant response URL unreachable');
      return undefined;
    }
  }

  /** Start-up: answers the merchant never received (a crash between charge and delivery) go again. */
  async redeliver(): Promise<number> {
    let delivered = 0;
    for (const t of await listUndeliveredSandboxTransactions(this.s.db)) {
      const answer = await this.deliver(t.order_id, t.response_url, t.response);
      if (answer && answer.statusCode < 500) delivered++;
    }
    return delivered;
  }

  googlePay(merchantName: string): GooglePayConfig {
    // Google's TEST environment: the sandbox takes only its own test tokens.
    return globalPaymentsGooglePay({ gatewayMerchantId: this.merchantId, googlePayMerchantId: this.s.googlePayMerchantId, merchantName, environment: 'TEST' });
  }

  acceptsApplePayValidationUrl(url: URL): boolean {
    return isApplePayValidationUrl(url);
  }

  /** A merchant session in Apple's shape, made up here: the wallets are outside this machine. */
  async applePaySession(validationUrl: URL, context: { displayName: string; domain: string }): Promise<Record<string, unknown>> {
    const now = this.s.clock.now();
    return {
      epochTimestamp: now,
      expiresAt: now + 60 * 60 * 1000,
      merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
      nonce: randomBytes(4).toString('hex'),
      merchantIdentifier: this.s.applePayMerchantId,
      domainName: context.domain,
      displayName: context.displayName,
      signature: 'sandbox',
      operationalAnalyticsIdentifier: `covers-sandbox:${validationUrl.hostname}`,
      retries: 0,
    };
  }

  async processWallet(payment: WalletPayment): Promise<HppFields> {
    const request: HppFields = {
      TIMESTAMP: hppTimestamp(payment.timestamp),
      MERCHANT_ID: this.merchantId,
      ACCOUNT: this.account,
      ORDER_ID: payment.orderId,
      AMOUNT: hppAmount(payment.amount),
      CURRENCY: payment.currency,
      MERCHANT_RESPONSE_URL: `${this.s.publicUrl}/api/rest/deposit/payment/callback`,
    };
    const wallet = payment.type === 'google_pay' ? 'GOOGLE PAY' : 'APPLE PAY';
    const outcome = payment.token.includes(WALLET_TOKENS.approve)
      ? { result: '00', message: `[ test system ] ${wallet} AUTHORISED` }
      : payment.token.includes(WALLET_TOKENS.decline)
        ? { result: '101', message: `[ test system ] ${wallet} DECLINED` }
        : { result: '509', message: `[ test system ] INVALID ${wallet} TOKEN` };
    return (await this.charge(request, outcome)).response;
  }
}
