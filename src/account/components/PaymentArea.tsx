/**
 * Paying an amount on an account page: the method choice where the browser offers a wallet, the
 * hosted card frame and verify screen (the widget's own components), then the outcome with Try
 * Again. A failed card payment stops there (account spec §2.4), unlike the widget's restart.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemClock } from '../../engine/clock/clock.ts';
import { formatPence } from '../../engine/money/money.ts';
import type { PaymentApi } from '../../api-client/payments.ts';
import { CardPayment } from '../../ui/payments/CardPayment.tsx';
import { failureMessage, type PaymentMessage } from '../../ui/payments/messages.ts';
import { anyWallet, MethodChoice, useWallets, WalletWaiting, type PaymentMethod } from '../../ui/payments/MethodChoice.tsx';
import { PaymentNotice } from '../../ui/payments/PaymentNotice.tsx';
import type { HostedData, PaymentResult, WalletPayer } from '../../api-client/payment-types.ts';
import { payWithApplePay, payWithGooglePay, type WalletWindow } from '../../ui/payments/wallets.ts';
import { ResultBanner } from './ResultBanner.tsx';

export interface PaymentAreaProps {
  api: PaymentApi;
  amountPence: number;
  /** A new order for the hosted card page. */
  openCard(): Promise<HostedData>;
  /** Who pays, for the wallet calls. */
  payer(): Promise<WalletPayer>;
  onPaid?(result: PaymentResult): void;
}

/** What a payment page says when its booking or request cannot be loaded: not found (404), or why. */
export function loadFailure(error: unknown): PaymentMessage {
  return (error as { status?: number }).status === 404 ? { level: 'error', key: 'payments:page.notFound' } : failureMessage(error);
}

type Outcome = { outcome: 'success' | 'failure'; reason?: PaymentMessage | null };

export function PaymentArea({ api, amountPence, openCard, payer, onPaid }: PaymentAreaProps) {
  const { t } = useTranslation();
  const wallets = useWallets();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PaymentMessage | null>(null);
  const [done, setDone] = useState<Outcome | null>(null);

  const paid = (result: PaymentResult) => {
    setDone({ outcome: 'success' });
    onPaid?.(result);
  };

  const wallet = (kind: 'applePay' | 'googlePay') => {
    setMessage(null);
    setBusy(true);
    const run = kind === 'applePay' ? payWithApplePay : payWithGooglePay;
    // In the click itself: Apple Pay's session must be created in the customer's gesture.
    run({ api, win: window as unknown as WalletWindow, clock: systemClock, amountPence, label: t('payments:wallet.totalLabel'), payer }).then(
      (outcome) => {
        setBusy(false);
        if (outcome.ok) paid(outcome.result);
        else if (outcome.cancelled) setMessage(outcome.message);
        else setDone({ outcome: 'failure', reason: outcome.message });
      },
      () => {
        setBusy(false);
        setDone({ outcome: 'failure', reason: { level: 'error', key: kind === 'applePay' ? 'payments:errors.applePay' : 'payments:errors.googlePay' } });
      },
    );
  };

  if (done) return <ResultBanner outcome={done.outcome} reason={done.reason} />;

  const shown = method ?? (wallets && !anyWallet(wallets) ? 'card' : null);
  return (
    <div className="covers-payment-area">
      <p className="covers-payment-amount">{t('payments:page.amountToPay', { amount: formatPence(amountPence) })}</p>
      {shown === 'card' ? (
        <CardPayment
          open={openCard}
          check={(orderId) => api.check(orderId)}
          onSuccess={paid}
          onFailure={(reason) => setDone({ outcome: 'failure', reason })}
          afterFailure="stop"
          surface="page"
        />
      ) : (
        <>
          <PaymentNotice message={message} />
          {wallets === null ? null : <MethodChoice wallets={wallets} disabled={busy} onChoose={(m) => (m === 'card' ? setMethod('card') : wallet(m))} />}
          <WalletWaiting busy={busy} />
        </>
      )}
    </div>
  );
}
