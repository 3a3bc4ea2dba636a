/**
 * Apple Pay run by the host page, for a widget whose frame cannot run ApplePaySession itself (Safari
 * refuses it in a cross-origin frame). The host's loader (src/embed/loader.ts) owns the real session;
 * here an ApplePaySession look-alike turns each of its calls into an `apple_pay` stage for the host
 * and each host stage back into the session's events, so `payWithApplePay` runs unchanged: merchant
 * validation and processing still go to Covers' API from the widget. Stages: src/embed/protocol.ts.
 */
import type { Clock } from '../../engine/clock/clock.ts';
import type { ApplePayComplete, ApplePayToHost, ApplePayToWidget } from '../../embed/protocol.ts';
import type { ApplePayPaymentRequest, ApplePaySessionClass, ApplePaySessionLike } from './apple-pay-types.ts';

/** The part of the widget's host bridge the relay uses (src/widget/host-bridge.ts). */
export interface RelayBridge {
  readonly parentOrigin: string | null;
  post(type: 'apple_pay', payload: ApplePayToHost): void;
  on(type: 'apple_pay', handler: (payload: ApplePayToWidget) => void): () => void;
  on(type: 'apple_pay_complete', handler: (payload: ApplePayComplete) => void): () => void;
}

export interface ApplePayRelay {
  /** Whether the host page can pay with Apple Pay (no answer within `timeoutMs`: no). */
  available(timeoutMs?: number): Promise<boolean>;
  /** An ApplePaySession that runs in the host page. */
  Session: ApplePaySessionClass;
  /** The host page's domain: the one Apple validates the merchant for. */
  domain: string;
}

const STATUS_SUCCESS = 0;
const STATUS_FAILURE = 1;
export const HOST_CHECK_TIMEOUT_MS = 1000;

let counter = 0;
const newId = () => `ap-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function applePayRelay(bridge: RelayBridge, clock: Pick<Clock, 'setTimeout'>): ApplePayRelay | null {
  if (!bridge.parentOrigin) return null;
  const domain = new URL(bridge.parentOrigin).hostname;

  class HostSession implements ApplePaySessionLike {
    static readonly STATUS_SUCCESS = STATUS_SUCCESS;
    static readonly STATUS_FAILURE = STATUS_FAILURE;
    static canMakePayments = () => true;
    onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
    onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
    oncancel: ApplePaySessionLike['oncancel'] = null;
    private readonly id = newId();
    private stop: Array<() => void> = [];

    constructor(
      _version: number,
      private readonly request: ApplePayPaymentRequest,
    ) {}

    begin(): void {
      const mine = <T extends { id: string }>(handle: (p: T) => void) => (p: T) => p.id === this.id && handle(p);
      this.stop.push(
        bridge.on(
          'apple_pay',
          mine((p: ApplePayToWidget) => {
            if (p.stage === 'validate_merchant') this.onvalidatemerchant?.({ validationURL: p.validation_url });
            if (p.stage === 'authorized') this.onpaymentauthorized?.({ payment: { token: p.token } });
          }),
        ),
        bridge.on(
          'apple_pay_complete',
          mine((p: ApplePayComplete) => {
            this.done();
            // A success or failure only confirms the sheet was completed as asked; cancelling is news.
            if (p.status === 'cancelled') this.oncancel?.({});
          }),
        ),
      );
      bridge.post('apple_pay', { stage: 'begin', id: this.id, request: { ...this.request } as unknown as Record<string, unknown> });
    }

    completeMerchantValidation(session: unknown): void {
      bridge.post('apple_pay', { stage: 'merchant_session', id: this.id, session: session as Record<string, unknown> });
    }

    completePayment(result: { status: number } | number): void {
      const status = typeof result === 'number' ? result : result.status;
      bridge.post('apple_pay', { stage: 'result', id: this.id, success: status === STATUS_SUCCESS });
    }

    abort(): void {
      bridge.post('apple_pay', { stage: 'abort', id: this.id });
      this.done();
    }

    private done() {
      this.stop.forEach((off) => off());
      this.stop = [];
    }
  }

  return {
    domain,
    Session: HostSession as unknown as ApplePaySessionClass,
    available(timeoutMs = HOST_CHECK_TIMEOUT_MS) {
      const id = newId();
      return new Promise<boolean>((resolve) => {
        const off = bridge.on('apple_pay', (p) => {
          if (p.id !== id || p.stage !== 'available') return;
          off();
          resolve(p.available);
        });
        // A host page without the loader (or an older one) never answers.
        clock.setTimeout(() => {
          off();
          resolve(false);
        }, timeoutMs);
        bridge.post('apple_pay', { stage: 'check', id });
      });
    },
  };
}
