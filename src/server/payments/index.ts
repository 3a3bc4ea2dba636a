import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { PaymentsConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { PaymentGateway } from './gateway.ts';
import { GlobalPaymentsGateway } from './global-payments-gateway.ts';
import { SandboxGateway } from './sandbox/gateway.ts';

export interface GatewaySetup {
  gateway: PaymentGateway;
  /** The built-in gateway, when it is the one in use (its page is served only then). */
  sandbox: SandboxGateway | undefined;
}

/** The gateway the configuration names: Global Payments, else the built-in sandbox. */
export function createGateway(options: {
  server: FastifyInstance;
  db: Db;
  clock: Clock;
  publicUrl: string;
  config: PaymentsConfig;
  log: { warn(obj: object, msg: string): void };
}): GatewaySetup {
  const { config } = options;
  if (config.gateway === 'globalpayments' && config.globalPayments) {
    const gateway = new GlobalPaymentsGateway({
      ...config.globalPayments,
      googlePayMerchantId: config.googlePayMerchantId,
      applePay: config.applePay && { ...config.applePay, merchantId: config.applePayMerchantId },
    });
    return { gateway, sandbox: undefined };
  }
  const sandbox = new SandboxGateway({
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
    log: options.log,
  });
  return { gateway: sandbox, sandbox };
}
