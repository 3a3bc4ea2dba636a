/**
 * What Covers needs from a card gateway. Two implementations share the HPP protocol module: the
 * built-in sandbox (the default: no money moves) and the Global Payments adapter.
 *
 * Money never changes hands through this interface directly: the customer pays on the gateway's
 * hosted page (or in a wallet), and the gateway's signed answer reaches the merchant response URL,
 * where the payments service checks it against the stored order and settles it.
 */
import type { GooglePayConfig } from '../../../schemas/api/types.generated.ts';
import type { HppFields } from './hpp-protocol.ts';

/** The Google Pay PaymentDataRequest parts the server decides (meta.google_pay): the API's own type. */
export type { GooglePayConfig };

export type GatewayName = 'sandbox' | 'globalpayments';
export type WalletType = 'google_pay' | 'apple_pay';

export interface HostedOrder {
  orderId: string;
  /** Whole pence; 0 for a card capture. */
  amount: number;
  currency: string;
  timestamp: Date;
  autoSettle: boolean;
  /** Card capture: check the card without charging it and store it under these references. */
  storeCard?: { payerRef: string; pmtRef: string };
  /** The merchant response URL: the gateway posts its signed answer here. */
  responseUrl: string;
  /** Origin of the page that frames the hosted page: it receives the frame's size messages. */
  parentOrigin: string;
  customerEmail?: string;
  /** Shown on the page's submit button. */
  buttonText: string;
  /** A note for the merchant's reconciliation (the booking reference). */
  comment?: string;
}

/** What the browser posts (as a plain form, into a frame) to open the hosted page. */
export interface HostedRequest {
  url: string;
  fields: HppFields;
}

export interface WalletPayment {
  orderId: string;
  amount: number;
  currency: string;
  timestamp: Date;
  type: WalletType;
  /** The wallet's encrypted payment token, as the browser received it. */
  token: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  readonly merchantId: string;
  readonly account: string;
  /** The signed request for the hosted page. */
  hostedRequest(order: HostedOrder): HostedRequest;
  /** True when the answer carries this gateway's signature over its fields. */
  verifyResponse(fields: HppFields): boolean;
  googlePay(merchantName: string): GooglePayConfig;
  /** True for a validation URL this gateway will call for Apple Pay merchant validation (Apple's hosts). */
  acceptsApplePayValidationUrl(url: URL): boolean;
  /** Apple Pay merchant validation: the merchant session object the browser passes to completeMerchantValidation. */
  applePaySession(validationUrl: URL, context: { displayName: string; domain: string }): Promise<Record<string, unknown>>;
  /** Charges a wallet token; answers with a signed response in the hosted page's shape. */
  processWallet(payment: WalletPayment): Promise<HppFields>;
}

/** The gateway in use cannot do this (e.g. Apple Pay without a merchant identity certificate). */
export class GatewayUnavailable extends Error {}

/** The gateway did not give a usable answer (unreachable, timed out, unsigned or malformed): nothing is known to be charged. */
export class GatewayFailure extends Error {}

/** The Google Pay networks and methods of spec §9. */
export const GOOGLE_PAY_NETWORKS = ['AMEX', 'MASTERCARD', 'VISA'];
export const GOOGLE_PAY_METHODS = ['CRYPTOGRAM_3DS'];

/**
 * meta.google_pay for a Global Payments merchant. The sandbox answers as one too, so the widget's
 * Google Pay request is the same on both: only the ids and the environment differ.
 */
export function globalPaymentsGooglePay(merchant: { gatewayMerchantId: string; googlePayMerchantId: string; merchantName: string; environment: GooglePayConfig['environment'] }): GooglePayConfig {
  return {
    gp_merchant: 'globalpayments',
    gateway_merchant_id: merchant.gatewayMerchantId,
    merchant_id: merchant.googlePayMerchantId,
    merchant_name: merchant.merchantName,
    allowed_methods: GOOGLE_PAY_METHODS,
    allowed_networks: GOOGLE_PAY_NETWORKS,
    environment: merchant.environment,
    country_code: 'GB',
    currency_code: 'GBP',
  };
}

/**
 * Apple's merchant validation hosts, as Apple Pay on the Web's "Setting Up Your Server" lists them
 * (global and China pods, and the two sandbox hosts). A validation URL anywhere else is refused, so
 * the server can never be made to call, with the merchant certificate, an address a browser chose.
 */
export const APPLE_PAY_VALIDATION_HOSTS: ReadonlySet<string> = new Set([
  'apple-pay-gateway.apple.com',
  ...[1, 2, 3, 4, 5].flatMap((n) => [`apple-pay-gateway-nc-pod${n}.apple.com`, `apple-pay-gateway-pr-pod${n}.apple.com`]),
  'cn-apple-pay-gateway.apple.com',
  ...[1, 2, 3].flatMap((n) => [`cn-apple-pay-gateway-sh-pod${n}.apple.com`, `cn-apple-pay-gateway-tj-pod${n}.apple.com`]),
  'apple-pay-gateway-cert.apple.com',
  'cn-apple-pay-gateway-cert.apple.com',
]);

/** `allowHost` gets the URL's host with its port when it has one, so Apple's hosts match only on 443. */
export function isApplePayValidationUrl(url: URL, allowHost: (host: string) => boolean = (h) => APPLE_PAY_VALIDATION_HOSTS.has(h)): boolean {
  return url.protocol === 'https:' && url.username === '' && url.password === '' && allowHost(url.host);
}
