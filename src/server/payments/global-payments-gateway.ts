import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import {
  GatewayFailure,
  GatewayUnavailable,
  globalPaymentsGooglePay,
  isApplePayValidationUrl,
  type GooglePayConfig,
  type HostedOrder,
  type HostedRequest,
  type PaymentGateway,
  type WalletPayment,
} from './gateway.ts';
import { answerAsHppFields, mobileAuthRequest, parseRemoteAnswer, type MobileAuth } from './global-payments-remote.ts';
import { hppAmount, hppTimestamp, RESULT_PATTERN, signRequest, signResponse, verifyResponse, type HppFields } from './hpp-protocol.ts';

export interface GlobalPaymentsSettings {
  merchantId: string;
  account: string;
  sharedSecret: string;
  /** The hosted page: https://pay.sandbox.realexpayments.com/pay (test) or https://pay.realexpayments.com/pay. */
  hppUrl: string;
  googlePayMerchantId: string;
  /** The XML remote API wallet payments go to: https://api.sandbox.realexpayments.com/epage-remote.cgi (test) or https://api.realexpayments.com/epage-remote.cgi. */
  remoteUrl: string;
  /** Apple Pay merchant validation; without it Apple Pay answers "not available". */
  applePay?: ApplePayMerchant | undefined;
  /** How long a call to Global Payments or Apple may take (ms). */
  timeoutMs?: number;
}

/** The Apple Pay merchant: its identifier and its merchant identity certificate (PEM files). */
export interface ApplePayMerchant {
  merchantId: string;
  /** Shown on the sheet; the brand's name when absent. */
  displayName?: string | undefined;
  certPath: string;
  keyPath: string;
  /**
   * Tests only: which validation hosts are called (Apple's list otherwise), and the CA that signed a
   * test server's certificate. Apple's real hosts carry publicly trusted certificates.
   */
  validation?: { allowHost(host: string): boolean; ca?: string | Buffer } | undefined;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** The HPP request fields both gateways send: HPP version 2, the response URL and the frame's parent. */
export function hostedFields(order: HostedOrder, merchantId: string, account: string): HppFields {
  const fields: HppFields = {
    TIMESTAMP: hppTimestamp(order.timestamp),
    MERCHANT_ID: merchantId,
    ACCOUNT: account,
    ORDER_ID: order.orderId,
    AMOUNT: hppAmount(order.amount),
    CURRENCY: order.currency,
    AUTO_SETTLE_FLAG: order.autoSettle ? '1' : '0',
    HPP_VERSION: '2',
    HPP_CHANNEL: 'ECOM',
    HPP_LANG: 'en',
    MERCHANT_RESPONSE_URL: order.responseUrl,
    // The hosted page posts its size to this origin (GP's iframe optimisation): how the frame's
    // parent learns that the result is showing.
    HPP_POST_DIMENSIONS: order.parentOrigin,
    CARD_PAYMENT_BUTTON: order.buttonText,
  };
  if (order.customerEmail) fields.HPP_CUSTOMER_EMAIL = order.customerEmail;
  if (order.comment) fields.COMMENT1 = order.comment;
  if (order.storeCard) {
    Object.assign(fields, {
      CARD_STORAGE_ENABLE: '1',
      OFFER_SAVE_CARD: '0',
      PAYER_EXIST: '0',
      PAYER_REF: order.storeCard.payerRef,
      PMT_REF: order.storeCard.pmtRef,
      VALIDATE_CARD_ONLY: '1',
    });
  }
  return fields;
}

/**
 * The real Global Payments: card payments on its hosted payment page; Google Pay and Apple Pay
 * payments through its XML remote API (auth-mobile), signed with the same shared secret; Apple Pay
 * merchant validation with the merchant identity certificate, from this server to Apple.
 */
export class GlobalPaymentsGateway implements PaymentGateway {
  readonly name = 'globalpayments' as const;
  readonly merchantId: string;
  readonly account: string;

  constructor(private readonly settings: GlobalPaymentsSettings) {
    this.merchantId = settings.merchantId;
    this.account = settings.account;
  }

  hostedRequest(order: HostedOrder): HostedRequest {
    return { url: this.settings.hppUrl, fields: signRequest(hostedFields(order, this.merchantId, this.account), this.settings.sharedSecret) };
  }

  verifyResponse(fields: HppFields): boolean {
    return verifyResponse(fields, this.settings.sharedSecret);
  }

  googlePay(merchantName: string): GooglePayConfig {
    return globalPaymentsGooglePay({
      gatewayMerchantId: this.merchantId,
      googlePayMerchantId: this.settings.googlePayMerchantId,
      merchantName,
      environment: this.settings.hppUrl.includes('sandbox') ? 'TEST' : 'PRODUCTION',
    });
  }

  acceptsApplePayValidationUrl(url: URL): boolean {
    return isApplePayValidationUrl(url, this.settings.applePay?.validation?.allowHost);
  }

  /**
   * Asks Apple for a merchant session: a POST to the validation URL over TLS with the merchant
   * identity certificate as the client certificate (Apple Pay on the Web, "Requesting an Apple Pay
   * payment session"). The answer is passed to the browser untouched.
   */
  async applePaySession(validationUrl: URL, context: { displayName: string; domain: string }): Promise<Record<string, unknown>> {
    const merchant = this.settings.applePay;
    if (!merchant) throw new GatewayUnavailable('Apple Pay is not configured (APPLE_PAY_CERT_PATH, APPLE_PAY_KEY_PATH).');
    // Checked here as well as by the caller: the certificate is never presented anywhere else.
    if (!this.acceptsApplePayValidationUrl(validationUrl)) throw new GatewayFailure(`not an Apple Pay validation host: ${validationUrl.host}`);
    const body = JSON.stringify({
      merchantIdentifier: merchant.merchantId,
      displayName: (merchant.displayName || context.displayName).slice(0, 64),
      initiative: 'web',
      initiativeContext: context.domain,
    });
    let cert: Buffer;
    let key: Buffer;
    try {
      cert = readFileSync(merchant.certPath);
      key = readFileSync(merchant.keyPath);
    } catch (error) {
      throw new GatewayUnavailable(`The Apple Pay merchant certificate cannot be read: ${(error as Error).message}`);
    }
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpsRequest(
        validationUrl,
        {
          method: 'POST',
          cert,
          key,
          ...(merchant.validation?.ca ? { ca: merchant.validation.ca } : {}),
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          timeout: this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', reject);
      req.end(body);
    }).catch((error: Error) => {
      throw new GatewayFailure(`Apple Pay merchant validation failed: ${error.message}`);
    });
    if (answer.status !== 200) throw new GatewayFailure(`Apple Pay merchant validation answered ${answer.status}`);
    let session: unknown;
    try {
      session = JSON.parse(answer.text);
    } catch {
      session = undefined;
    }
    if (!session || typeof session !== 'object' || Array.isArray(session)) throw new GatewayFailure('Apple Pay merchant validation answered no merchant session');
    return session as Record<string, unknown>;
  }

  /**
   * Charges a wallet token through the remote API. A signed answer is passed on as it came; an
   * unsigned refusal (the gateway does not sign some of its 5xx errors, e.g. a token it cannot
   * decrypt) is signed here, as this adapter received it over TLS from the configured endpoint, so
   * the order settles as declined. An unsigned or mis-signed success is never accepted.
   */
  async processWallet(payment: WalletPayment): Promise<HppFields> {
    const sent: MobileAuth = {
      merchantId: this.merchantId,
      account: this.account,
      orderId: payment.orderId,
      amount: payment.amount,
      currency: payment.currency,
      timestamp: payment.timestamp,
      type: payment.type,
      token: payment.token,
    };
    let text: string;
    try {
      const response = await fetch(this.settings.remoteUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body: mobileAuthRequest(sent, this.settings.sharedSecret),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      throw new GatewayFailure(`Global Payments remote API: ${(error as Error).message}`);
    }
    const answer = parseRemoteAnswer(text);
    if (!answer) throw new GatewayFailure('Global Payments remote API answered no <response>');
    const fields = answerAsHppFields(answer, sent);
    if (fields.ORDER_ID === '') fields.ORDER_ID = payment.orderId;
    if (fields.MERCHANT_ID === '') fields.MERCHANT_ID = this.merchantId;
    if (fields.ORDER_ID !== payment.orderId || fields.MERCHANT_ID !== this.merchantId || !RESULT_PATTERN.test(fields.RESULT ?? '')) {
      throw new GatewayFailure(`Global Payments remote API answered for another order or merchant, or without a result`);
    }
    if (fields.SHA1HASH) {
      if (!verifyResponse(fields, this.settings.sharedSecret)) throw new GatewayFailure('Global Payments remote API answer has a wrong signature');
      return fields;
    }
    if (fields.RESULT === '00') throw new GatewayFailure('Global Payments remote API answered an unsigned success');
    if (!fields.TIMESTAMP) fields.TIMESTAMP = hppTimestamp(new Date());
    return signResponse(fields, this.settings.sharedSecret);
  }
}
