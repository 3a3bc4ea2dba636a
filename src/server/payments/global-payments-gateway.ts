import { GatewayUnavailable, GOOGLE_PAY_METHODS, GOOGLE_PAY_NETWORKS, type GooglePayConfig, type HostedOrder, type HostedRequest, type PaymentGateway } from './gateway.ts';
import { hppAmount, hppTimestamp, signRequest, verifyResponse, type HppFields } from './hpp-protocol.ts';

export interface GlobalPaymentsSettings {
  merchantId: string;
  account: string;
  sharedSecret: string;
  /** The hosted page: https://pay.sandbox.realexpayments.com/pay (test) or https://pay.realexpayments.com/pay. */
  hppUrl: string;
  googlePayMerchantId: string;
}

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
 * The real Global Payments hosted payment page. Wallet payments go through Global Payments' API, not
 * the HPP, and need credentials this adapter does not have yet: they answer "not available".
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
    return {
      gp_merchant: 'globalpayments',
      gateway_merchant_id: this.merchantId,
      merchant_id: this.settings.googlePayMerchantId,
      merchant_name: merchantName,
      allowed_methods: GOOGLE_PAY_METHODS,
      allowed_networks: GOOGLE_PAY_NETWORKS,
      environment: this.settings.hppUrl.includes('sandbox') ? 'TEST' : 'PRODUCTION',
      country_code: 'GB',
      currency_code: 'GBP',
    };
  }

  async applePaySession(): Promise<Record<string, unknown>> {
    throw new GatewayUnavailable('Apple Pay is not available with this payment gateway yet.');
  }

  async processWallet(): Promise<HppFields> {
    throw new GatewayUnavailable('Wallet payments are not available with this payment gateway yet.');
  }
}
