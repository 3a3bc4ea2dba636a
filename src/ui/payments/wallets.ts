/**
 * Apple Pay and Google Pay in the customer's browser (spec §4, §9), without React. The wallets are
 * reached through the browser's own objects, passed in (`WalletWindow`), so they can be replaced by
 * fakes in tests. The one script from another site is Google's own client, loaded only where the
 * server turned it on (google-pay-client.ts), and only when a payment's method choice is coming.
 *
 * - Apple Pay: ApplePaySession version 6, created in the click itself (Safari requires it), merchant
 *   validation through rest/deposit/apple-pay/verify, authorisation through
 *   rest/deposit/digital-wallet/process, and 1 s between the sheet's success and moving on.
 *   Cancelling says "Apple Pay Cancelled".
 * - Google Pay: verify (an order and the PaymentDataRequest settings), then the wallet's sheet
 *   (`google.payments.api`'s loadPaymentData), then process.
 */
import { penceToDecimal } from '../../engine/money/money.ts';
import type { Clock } from '../../engine/clock/clock.ts';
import type { PaymentApi } from '../../api-client/payments.ts';
import type { ApplePayRelay } from './apple-pay-relay.ts';
import type { ApplePayPaymentRequest, ApplePaySessionClass, ApplePaySessionLike } from './apple-pay-types.ts';
import { googlePaySetting, loadGooglePayClient, type GooglePayClientSetting } from './google-pay-client.ts';
import { failureMessage, type PaymentMessage } from './messages.ts';
import { SPEC_TIMING } from './timing.ts';
import type { GooglePayConfig, PaymentResult, WalletPayer } from '../../api-client/payment-types.ts';

export const APPLE_PAY_VERSION = 6;
export const APPLE_PAY_NETWORKS = ['masterCard', 'maestro', 'visa', 'amex'] as const;
export const APPLE_PAY_CAPABILITIES = ['supports3DS', 'supportsCredit', 'supportsDebit'] as const;
export const GOOGLE_PAY_NETWORKS = ['AMEX', 'MASTERCARD', 'VISA'] as const;
export const GOOGLE_PAY_AUTH_METHODS = ['CRYPTOGRAM_3DS'] as const;
export const GOOGLE_PAY_COUNTRY = 'GB';
const CURRENCY = 'GBP';

// ---- the browser's wallet objects, as much of them as is used (Apple's: apple-pay-types.ts) -----

export interface GooglePaymentsClient {
  isReadyToPay(request: Record<string, unknown>): Promise<{ result: boolean }>;
  loadPaymentData(request: Record<string, unknown>): Promise<GooglePaymentData>;
}

export interface GooglePaymentData {
  paymentMethodData?: { tokenizationData?: { token?: string } };
}

/** The parts of `window` the wallets use. */
export interface WalletWindow {
  ApplePaySession?: ApplePaySessionClass;
  google?: { payments?: { api?: { PaymentsClient?: new (options: { environment: string; nonce?: string }) => GooglePaymentsClient } } };
}

export interface WalletAvailability {
  applePay: boolean;
  googlePay: boolean;
  /** Apple Pay runs in the host page (the widget's frame cannot run it): apple-pay-relay.ts. */
  applePayViaHost?: boolean;
}

// ---- requests --------------------------------------------------------------------------------

export function applePayRequest(amountPence: number, label: string): ApplePayPaymentRequest {
  return {
    countryCode: GOOGLE_PAY_COUNTRY,
    currencyCode: CURRENCY,
    supportedNetworks: [...APPLE_PAY_NETWORKS],
    merchantCapabilities: [...APPLE_PAY_CAPABILITIES],
    total: { label, amount: penceToDecimal(amountPence), type: 'final' },
  };
}

const baseCard = (config?: Pick<GooglePayConfig, 'allowed_methods' | 'allowed_networks'>) => ({
  type: 'CARD',
  parameters: {
    allowedAuthMethods: config?.allowed_methods?.length ? config.allowed_methods : [...GOOGLE_PAY_AUTH_METHODS],
    allowedCardNetworks: config?.allowed_networks?.length ? config.allowed_networks : [...GOOGLE_PAY_NETWORKS],
  },
});

/** isReadyToPay's question: cards on the spec's networks with a 3-D Secure cryptogram. */
export function googlePayReadyRequest(): Record<string, unknown> {
  return { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [baseCard()] };
}

/** The PaymentDataRequest, from the server's settings (meta.google_pay) and the amount. */
export function googlePayDataRequest(config: GooglePayConfig, amountPence: number): Record<string, unknown> {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        ...baseCard(config),
        tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: config.gp_merchant, gatewayMerchantId: config.gateway_merchant_id } },
      },
    ],
    merchantInfo: { merchantId: config.merchant_id, merchantName: config.merchant_name },
    transactionInfo: {
      totalPriceStatus: 'FINAL',
      totalPrice: penceToDecimal(amountPence),
      currencyCode: config.currency_code ?? CURRENCY,
      countryCode: config.country_code ?? GOOGLE_PAY_COUNTRY,
    },
  };
}

// ---- availability ----------------------------------------------------------------------------

/** Apple Pay is offered where the browser has ApplePaySession version 6 and a card it can pay with. */
export function applePayAvailable(win: WalletWindow): boolean {
  try {
    const session = win.ApplePaySession;
    if (!session || typeof session.canMakePayments !== 'function') return false;
    if (typeof session.supportsVersion === 'function' && !session.supportsVersion(APPLE_PAY_VERSION)) return false;
    return session.canMakePayments() === true;
  } catch {
    // Thrown outside a secure context, or in a frame not allowed to pay.
    return false;
  }
}

/** PaymentsClient's options: the environment, and the page's CSP nonce for what pay.js injects. */
const clientOptions = (setting: GooglePayClientSetting | null, environment?: string) => ({
  environment: environment ?? setting?.environment ?? 'TEST',
  ...(setting?.nonce ? { nonce: setting.nonce } : {}),
});

/**
 * Google Pay is offered where the page has Google's client (`google.payments.api`) and its
 * isReadyToPay says yes. The browser's own PaymentRequest is not asked directly: pay.js does that.
 */
export async function googlePayAvailable(win: WalletWindow, setting: GooglePayClientSetting | null = null): Promise<boolean> {
  try {
    const Client = win.google?.payments?.api?.PaymentsClient;
    if (!Client) return false;
    return (await new Client(clientOptions(setting)).isReadyToPay(googlePayReadyRequest())).result === true;
  } catch {
    return false;
  }
}

export interface DetectOptions {
  /** The page's Google Pay client setting (its <meta>); none: Google's client is not loaded. */
  googlePay?: GooglePayClientSetting | null;
  /** Loads Google's client (once per page); resolves false when it could not. */
  loadGooglePay?: (setting: GooglePayClientSetting) => Promise<boolean>;
  /** The host page, asked for Apple Pay when this frame cannot run it. */
  applePayHost?: Pick<ApplePayRelay, 'available'> | null;
}

/** Which wallets this browser offers. Google's client is loaded here first, when the page has it on. */
export async function detectWallets(win: WalletWindow, options: DetectOptions = {}): Promise<WalletAvailability> {
  const own = applePayAvailable(win);
  const viaHost = !own && options.applePayHost ? await options.applePayHost.available().catch(() => false) : false;
  const applePay = own || viaHost;
  const wallet = (googlePay: boolean): WalletAvailability => ({ applePay, googlePay, ...(viaHost ? { applePayViaHost: true } : {}) });
  const setting = options.googlePay === undefined ? googlePaySetting() : options.googlePay;
  if (setting && !win.google?.payments?.api) {
    const load = options.loadGooglePay ?? ((s: GooglePayClientSetting) => loadGooglePayClient(win as unknown as Parameters<typeof loadGooglePayClient>[0], s));
    if (!(await load(setting).catch(() => false))) return wallet(false);
  }
  return wallet(await googlePayAvailable(win, setting));
}

// ---- paying ----------------------------------------------------------------------------------

export interface WalletPaymentOptions {
  api: PaymentApi;
  win: WalletWindow;
  clock: Clock;
  amountPence: number;
  /** The total's label on the wallet's sheet (the brand's name). */
  label: string;
  /** Who pays. May wait for the booking to be made (the widget makes it when the customer pays). */
  payer(): Promise<WalletPayer>;
  delayMs?: number;
  /** The domain Apple validates the merchant for, when the sheet runs in the host page. */
  domain?: string;
}

export type WalletOutcome = { ok: true; result: PaymentResult } | { ok: false; message: PaymentMessage; cancelled?: boolean };

const failed = (key: string, cancelled = false): WalletOutcome => ({ ok: false, message: { level: 'error', key }, ...(cancelled ? { cancelled } : {}) });

/**
 * Runs an Apple Pay payment. Call it from the click handler: the session is created before the
 * first await, as Safari requires. Resolves once the wallet's sheet has shown its outcome (and, on
 * success, 1 s later).
 */
export function payWithApplePay(options: WalletPaymentOptions): Promise<WalletOutcome> {
  const Session = options.win.ApplePaySession;
  if (!Session) return Promise.resolve(failed('payments:errors.applePay'));
  let session: ApplePaySessionLike;
  try {
    session = new Session(APPLE_PAY_VERSION, applePayRequest(options.amountPence, options.label));
  } catch {
    return Promise.resolve(failed('payments:errors.applePay'));
  }
  const amount = penceToDecimal(options.amountPence);
  return new Promise<WalletOutcome>((resolve) => {
    let orderId: string | undefined;
    let done = false;
    const finish = (outcome: WalletOutcome) => {
      if (done) return;
      done = true;
      resolve(outcome);
    };
    session.onvalidatemerchant = (event) => {
      options
        .payer()
        .then((payer) => options.api.applePayVerify(event.validationURL, amount, payer, options.domain))
        .then(
          ({ orderId: id, merchantSession }) => {
            orderId = id;
            session.completeMerchantValidation(merchantSession);
          },
          (error: unknown) => {
            try {
              session.abort();
            } catch {
              // already gone
            }
            const message = failureMessage(error);
            finish({ ok: false, message: message.key === 'payments:errors.generic' ? { level: 'error', key: 'payments:errors.applePay' } : message });
          },
        );
    };
    session.onpaymentauthorized = (event) => {
      const status = (ok: boolean) => (ok ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
      if (!orderId) {
        session.completePayment({ status: status(false) });
        finish(failed('payments:errors.applePay'));
        return;
      }
      options.api.processWallet(orderId, 'apple_pay', event.payment.token).then(
        (result) => {
          session.completePayment({ status: status(result.success) });
          if (!result.success) return finish(failed('payments:errors.applePay'));
          // The sheet shows its tick for a moment before the booking moves on (spec §4).
          options.clock.setTimeout(() => finish({ ok: true, result }), options.delayMs ?? SPEC_TIMING.applePayCompletionDelayMs);
        },
        () => {
          session.completePayment({ status: status(false) });
          finish(failed('payments:errors.applePay'));
        },
      );
    };
    session.oncancel = () => finish(failed('payments:errors.applePayCancelled', true));
    try {
      session.begin();
    } catch {
      finish(failed('payments:errors.applePay'));
    }
  });
}

/** The wallet token of Google's PaymentData. */
function googleToken(data: unknown): string | undefined {
  const token = (data as GooglePaymentData | undefined)?.paymentMethodData?.tokenizationData?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** Runs a Google Pay payment: verify (order and settings), the wallet's sheet, then process. */
export async function payWithGooglePay(options: WalletPaymentOptions): Promise<WalletOutcome> {
  const amount = penceToDecimal(options.amountPence);
  let verified: Awaited<ReturnType<PaymentApi['googlePayVerify']>>;
  try {
    verified = await options.api.googlePayVerify(amount, await options.payer());
  } catch (error) {
    const message = failureMessage(error);
    return { ok: false, message: message.key === 'payments:errors.generic' ? { level: 'error', key: 'payments:errors.googlePay' } : message };
  }
  const request = googlePayDataRequest(verified.config, options.amountPence);
  const environment = verified.config.environment ?? 'TEST';
  let token: string | undefined;
  try {
    const Client = options.win.google?.payments?.api?.PaymentsClient;
    if (!Client) return failed('payments:errors.googlePay');
    token = googleToken(await new Client(clientOptions(googlePaySetting(), environment)).loadPaymentData(request));
  } catch (error) {
    // Closing the sheet is the customer's choice, not an error of ours.
    if ((error as { statusCode?: string } | null)?.statusCode === 'CANCELED') return failed('payments:errors.googlePayCancelled', true);
    return failed('payments:errors.googlePay');
  }
  if (!token) return failed('payments:errors.googlePay');
  try {
    const result = await options.api.processWallet(verified.orderId, 'google_pay', token);
    return result.success ? { ok: true, result } : failed('payments:errors.googlePay');
  } catch {
    return failed('payments:errors.googlePay');
  }
}
