import type { FastifyInstance } from 'fastify';
import type { ServerClock } from '../clock.ts';
import { loadPaymentsConfig, type PaymentsConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { CatalogueStore } from '../services/catalogue-store.ts';
import { BRANDS } from '../../engine/i18n/brand.ts';
import type { PaymentGateway } from './gateway.ts';
import { GlobalPaymentsGateway } from './global-payments-gateway.ts';
import { SandboxGateway } from './sandbox/gateway.ts';
import { Payments } from './service.ts';

export interface PaymentsSetup {
  payments: Payments;
  gateway: PaymentGateway;
  /** The built-in gateway, when it is the one in use (its page is served only then). */
  sandbox: SandboxGateway | undefined;
  /** Origins that may frame the payment pages and receive their size messages. */
  frameOrigins: ReadonlySet<string>;
}

/** The gateway the configuration names, and the payments service on top of it. */
export function createPayments(options: {
  server: FastifyInstance;
  db: Db;
  catalogue: CatalogueStore;
  clock: ServerClock;
  publicUrl: string;
  config?: PaymentsConfig | undefined;
}): PaymentsSetup {
  const config = options.config ?? loadPaymentsConfig({});
  const log = { warn: (obj: object, msg: string) => options.server.log.warn(obj, msg) };
  let sandbox: SandboxGateway | undefined;
  let gateway: PaymentGateway;
  if (config.gateway === 'globalpayments' && config.globalPayments) {
    gateway = new GlobalPaymentsGateway({
      ...config.globalPayments,
      googlePayMerchantId: config.googlePayMerchantId,
      applePay: config.applePay && { ...config.applePay, merchantId: config.applePayMerchantId },
    });
  } else {
    sandbox = new SandboxGateway({
      db: options.db,
      clock: options.clock,
      publicUrl: options.publicUrl,
      ...config.sandbox,
      googlePayMerchantId: config.googlePayMerchantId,
      applePayMerchantId: config.applePayMerchantId,
      // The response URL is on this same server: post to it in process, so it works behind any proxy.
      deliver: async (url, fields) => {
        const response = await options.server.inject({
          method: 'POST',
          url: new URL(url).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
        return { statusCode: response.statusCode, body: response.body };
      },
      log,
    });
    gateway = sandbox;
  }
  const payments = new Payments({
    db: options.db,
    catalogue: options.catalogue,
    clock: options.clock,
    gateway,
    publicUrl: options.publicUrl,
    currency: config.currency,
    ...(sandbox ? { redeliver: () => sandbox.redeliver() } : {}),
    log,
  });
  const frameOrigins = new Set([new URL(options.publicUrl).origin, ...Object.values(BRANDS).flatMap((b) => b.embedOrigins)]);
  return { payments, gateway, sandbox, frameOrigins };
}
