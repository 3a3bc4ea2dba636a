/**
 * Google Pay and Apple Pay: the order a wallet payment will settle (with Apple's merchant validation),
 * then the wallet's token charged once through the gateway; asking again gives the same answer.
 */
import { framingOrigins, getBrand } from '../../../engine/i18n/brand.ts';
import { formatPence, penceToDecimal } from '../../../engine/money/money.ts';
import { claimOrder, findOrder, releaseOrder, type OrderRow } from '../../db/repositories/payments.ts';
import { Conflict, InvalidInput, NotAvailable, UpstreamFailed } from '../../domain/errors.ts';
import { decimalAmount, type WireAmount } from '../../domain/payments/input.ts';
import { orderResult } from '../../domain/payments/summaries.ts';
import type { ApplePayOrder, GooglePayConfig, GooglePayOrder } from '../../../../schemas/api/types.generated.ts';
import { GatewayFailure, GatewayUnavailable } from '../../payments/gateway.ts';
import { parseHppTimestamp, type HppFields } from '../../payments/hpp-protocol.ts';
import type { PaymentsDeps } from './deps.ts';
import { orderForBrand, paymentTarget } from './finders.ts';
import type { HostedOrders } from './orders.ts';
import { paymentKind, type Settlement } from './settlement.ts';

/** POST rest/deposit/google-pay/verify: a booking's payment token and/or a payment request's token, and the amount. */
export interface GooglePayStart {
  brandId: number;
  token: string | undefined;
  depositRequestToken: string | undefined;
  amount: WireAmount | undefined;
}

/** POST rest/deposit/apple-pay/verify: as Google Pay's, with Apple's validation URL and the page's domain. */
export interface ApplePayStart extends GooglePayStart {
  validationUrl: string | undefined;
  /** The host name of the page that runs the Apple Pay sheet; this server's own when absent. */
  domain: string | undefined;
}

/** POST rest/deposit/digital-wallet/process. */
export interface WalletCharge {
  brandId: number;
  orderId: string | undefined;
  type: string | undefined;
  /** The wallet's payment token, as a string ('' when none was sent). */
  token: string;
}


export class Wallets {
  constructor(
    private readonly deps: PaymentsDeps,
    private readonly orders: HostedOrders,
    private readonly settlement: Settlement,
  ) {}

  /** Google Pay's PaymentDataRequest parts (meta.google_pay) and the order the payment will settle. */
  async startGooglePay(command: GooglePayStart): Promise<{ googlePay: GooglePayConfig; order: GooglePayOrder }> {
    const target = await paymentTarget(this.deps.db, command.brandId, command.token, command.depositRequestToken);
    const amount = await this.orders.amountFor(target, decimalAmount(command.amount), undefined);
    const catalogue = await this.deps.catalogue.get();
    const order = await this.orders.open({ brandId: command.brandId, booking: target.booking, sessionId: target.booking.session_id, depositRequest: target.request, purpose: 'payment', method: 'google_pay', amount });
    return {
      googlePay: this.deps.gateway.googlePay(catalogue.brands.get(target.booking.brand_id)?.name ?? 'Covers'),
      order: { amount: penceToDecimal(amount), display_amount: formatPence(amount), gp: { data: { order_id: order.order_id } } },
    };
  }

  /** Apple's merchant validation, and the order the payment will settle. */
  async startApplePay(command: ApplePayStart): Promise<ApplePayOrder> {
    let url: URL;
    try {
      url = new URL(command.validationUrl ?? '');
    } catch {
      throw new InvalidInput('url must be the Apple Pay validation URL.', { url: ['Must be the validationURL of the merchant validation event.'] });
    }
    if (!this.deps.gateway.acceptsApplePayValidationUrl(url)) throw new InvalidInput('url is not an Apple Pay validation URL.', { url: ['Not an Apple Pay validation URL.'] });
    const domain = this.applePayDomain(command.brandId, command.domain);
    const target = await paymentTarget(this.deps.db, command.brandId, command.token, command.depositRequestToken);
    const amount = await this.orders.amountFor(target, decimalAmount(command.amount), undefined);
    const catalogue = await this.deps.catalogue.get();
    const session = await this.wallet(() => this.deps.gateway.applePaySession(url, { displayName: catalogue.brands.get(target.booking.brand_id)?.name ?? 'Covers', domain }));
    const order = await this.orders.open({ brandId: command.brandId, booking: target.booking, sessionId: target.booking.session_id, depositRequest: target.request, purpose: 'payment', method: 'apple_pay', amount });
    return { amount: penceToDecimal(amount), display_amount: formatPence(amount), gp: { data: { order_id: order.order_id, ap_data: session } } };
  }

  /**
   * The domain Apple checks the merchant is registered for: the page that runs the Apple Pay sheet.
   * That is this server's pages, or a brand's own site when the widget runs Apple Pay through its
   * host page; no other domain is asked for.
   */
  private applePayDomain(brandId: number, given: string | undefined): string {
    const own = new URL(this.deps.publicUrl).hostname;
    if (given === undefined) return own;
    const hosts = new Set([own, ...framingOrigins(getBrand(brandId), Boolean(this.deps.production)).map((o) => new URL(o).hostname)]);
    if (!hosts.has(given)) throw new InvalidInput('domain is not one of this brand’s sites.', { domain: ['Must be the host name of a page that embeds this brand’s widget.'] });
    return given;
  }

  private async wallet<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw new NotAvailable(error.message);
      if (error instanceof GatewayFailure) {
        this.deps.log?.warn({ reason: error.message }, 'wallet gateway call failed');
        throw new UpstreamFailed('The payment service did not answer. Please try again.');
      }
      throw error;
    }
  }

  /** A charge the gateway never answered: counted, though the customer's refusal is what matters. */
  private async countFailed(order: OrderRow) {
    const kind = await paymentKind(this.deps.db, order).catch(() => undefined);
    if (kind) this.deps.figures?.payment({ kind, method: order.method, result: 'failed' });
  }

  /** Charges the wallet token once; asking again gives the same answer. */
  async charge(command: WalletCharge) {
    const order = await orderForBrand(this.deps.db, command.brandId, command.orderId);
    const type = command.type;
    if (type !== 'google_pay' && type !== 'apple_pay') throw new InvalidInput('type must be google_pay or apple_pay.', { type: ['Must be google_pay or apple_pay.'] });
    if (order.method !== type) throw new InvalidInput(`This order is not a ${type === 'google_pay' ? 'Google Pay' : 'Apple Pay'} payment.`, { type: ['Does not match the order.'] });
    const token = command.token;
    if (!token) throw new InvalidInput('token is required.', { token: ['The wallet payment token is required.'] });

    let settled = order;
    if (!order.responded_at) {
      if (!(await claimOrder(this.deps.db, order.id))) {
        const now = await findOrder(this.deps.db, order.order_id);
        if (!now?.responded_at) throw new Conflict('This payment is already being processed.');
        settled = now;
      } else {
        let fields: HppFields;
        try {
          fields = await this.wallet(() =>
            this.deps.gateway.processWallet({ orderId: order.order_id, amount: order.amount, currency: order.currency, timestamp: parseHppTimestamp(order.request_timestamp)!, type, token }),
          );
        } catch (error) {
          // Nothing is known to have been charged: the order may be tried again (a gateway charges an order id once).
          await releaseOrder(this.deps.db, order.id).catch(() => undefined);
          if (error instanceof UpstreamFailed) await this.countFailed(order);
          throw error;
        }
        settled = (await this.settlement.settle(fields)).order;
      }
    }
    return orderResult(settled, new Date(this.deps.clock.now()));
  }
}
