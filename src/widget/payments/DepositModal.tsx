/**
 * The deposit payment modal (spec §2, §4): Pay Deposit and Pay Balance with their amounts, the hold
 * countdown, the method choice where the browser offers a wallet, then the card flow or the wallet.
 * Everything goes through the store: choosing what to pay makes the booking (if it is not made yet)
 * and opens its payment; success is reported with `paymentSucceeded`, which rereads the booking
 * and shows the completion screen.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemClock } from '../../engine/clock/clock.ts';
import { useOptionalHostBridge } from './host-bridge-context.ts';
import { formatPence } from '../../engine/money/money.ts';
import type { WidgetStore } from '../../engine/store/index.ts';
import { widgetPageApi } from './page-api.ts';
import { applePayRelay } from '../../ui/payments/apple-pay-relay.ts';
import { CardPayment } from '../../ui/payments/CardPayment.tsx';
import { HoldCountdown } from './Countdown.tsx';
import { Dialog } from '../../ui/payments/Dialog.tsx';
import { anyWallet, MethodChoice, useWallets, WalletWaiting, type PaymentMethod } from '../../ui/payments/MethodChoice.tsx';
import type { PaymentMessage } from '../../ui/payments/messages.ts';
import { PaymentNotice } from '../../ui/payments/PaymentNotice.tsx';
import { paymentOptions, StorePayment, type PayOption } from './store-payment.ts';
import { payWithApplePay, payWithGooglePay, type WalletWindow } from '../../ui/payments/wallets.ts';
import '../../ui/payments/payments.css';

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

const DepositModal = observer(function DepositModal({ store }: { store: WidgetStore }) {
  const { t } = useTranslation();
  const api = useMemo(() => widgetPageApi(), []);
  const [payment] = useState(() => new StorePayment(store));
  const bridge = useOptionalHostBridge();
  // Where this frame cannot run Apple Pay, the host page may (Safari refuses it in cross-origin frames).
  const relay = useMemo(() => (bridge ? applePayRelay(bridge, systemClock) : null), [bridge]);
  const wallets = useWallets(window as unknown as WalletWindow, relay);
  const [option, setOption] = useState<PayOption | null>(() => store.state.payment?.option ?? null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [walletBusy, setWalletBusy] = useState(false);
  const [walletMessage, setWalletMessage] = useState<PaymentMessage | null>(null);

  // Opened from the completion screen on a chosen payment: the store is already opening it.
  useEffect(() => {
    if (store.state.payment && !store.state.payment.paid) payment.adopt(store.state.payment.option);
  }, [payment, store]);

  const deposit = store.deposit;
  const options = paymentOptions(deposit);
  const chosen = options.find((o) => o.type === option);
  const amount = chosen?.amount ?? (option === 'deposit' ? Number(deposit?.deposit_balance ?? 0) : Number(deposit?.value ?? 0));
  // With no wallet in this browser there is nothing to choose: the card it is.
  const shownMethod = method ?? (option && wallets && !anyWallet(wallets) ? 'card' : null);

  const choose = (type: PayOption) => {
    setOption(type);
    setMethod(null);
    setWalletMessage(null);
    payment.choose(type);
  };

  const payWithWallet = (kind: 'applePay' | 'googlePay') => {
    setMethod(null);
    setWalletMessage(null);
    setWalletBusy(true);
    const run = kind === 'applePay' ? payWithApplePay : payWithGooglePay;
    const viaHost = kind === 'applePay' && wallets?.applePayViaHost && relay;
    const win = viaHost ? { ApplePaySession: relay.Session } : (window as unknown as WalletWindow);
    // Called in the click itself: Apple Pay's session must be created in the customer's gesture
    // (through the host, its begin message is posted in this click).
    run({ api, win, clock: systemClock, amountPence: amount, label: t('payments:wallet.totalLabel'), payer: () => payment.payer(), ...(viaHost ? { domain: relay.domain } : {}) }).then(
      (outcome) => {
        setWalletBusy(false);
        if (outcome.ok) store.paymentSucceeded();
        else setWalletMessage(outcome.message);
      },
      () => {
        setWalletBusy(false);
        setWalletMessage({ level: 'error', key: kind === 'applePay' ? 'payments:errors.applePay' : 'payments:errors.googlePay' });
      },
    );
  };

  const onMethod = (m: PaymentMethod) => {
    if (m === 'card') {
      setWalletMessage(null);
      setMethod('card');
    } else payWithWallet(m);
  };

  return (
    <Dialog title={t('payments:deposit.heading')} onClose={() => store.closeModal()} closable={!walletBusy} className="covers-deposit-modal">
      <HoldCountdown expiresAt={text(deposit?.hold_expires_at)} serverTime={text(deposit?.server_time)} />
      {shownMethod !== 'card' ? (
        <div role="alert" className="covers-payment-live">
          {store.modalNotices.map((n, i) => (
            <p key={n.id ?? i} className="covers-notice covers-notice--error">
              {n.key ? t(n.key, n.params) : n.text}
            </p>
          ))}
        </div>
      ) : null}
      {!deposit && !option && store.modalNotices.length === 0 ? (
        <p role="status" aria-busy="true" className="covers-payment-status">
          {t('loading')}
        </p>
      ) : null}

      {deposit && !option ? (
        <div className="covers-pay-options">
          <p className="covers-payment-intro">
            {t(
              options.length === 0
                ? 'payments:results.nothingToPay'
                : options.length > 1
                ? 'payments:deposit.intro'
                : options[0]?.type === 'balance'
                  ? 'payments:deposit.introBalanceOnly'
                  : 'payments:deposit.introDepositOnly',
            )}
          </p>
          {options.map((o) => (
            <button key={o.type} type="button" className={`covers-pay-option covers-pay-option--${o.type}`} onClick={() => choose(o.type)}>
              {t(o.type === 'deposit' ? 'payments:buttons.payDepositAmount' : 'payments:buttons.payBalanceAmount', { amount: formatPence(o.amount) })}
            </button>
          ))}
        </div>
      ) : null}

      {option ? (
        <div className="covers-pay-chosen">
          <p className="covers-payment-amount">
            {t(option === 'deposit' ? 'payments:deposit.payingDeposit' : 'payments:deposit.payingBalance', { amount: formatPence(amount) })}
          </p>
          {shownMethod === null ? (
            <>
              <PaymentNotice message={walletMessage} />
              {wallets === null ? (
                <p role="status" aria-busy="true" className="covers-payment-status">
                  {t('loading')}
                </p>
              ) : (
                <MethodChoice wallets={wallets} onChoose={onMethod} disabled={walletBusy} />
              )}
              <WalletWaiting busy={walletBusy} />
            </>
          ) : (
            <CardPayment
              open={() => payment.openCard()}
              check={(orderId) => api.check(orderId)}
              onSuccess={() => store.paymentSucceeded()}
              afterFailure="restart"
              surface="widget"
            />
          )}
          {!walletBusy && (options.length > 1 || (shownMethod === 'card' && anyWallet(wallets))) ? (
            <button
              type="button"
              className="covers-link-button"
              onClick={() => {
                if (shownMethod === 'card' && anyWallet(wallets)) setMethod(null);
                else setOption(null);
              }}
            >
              {t(shownMethod === 'card' && anyWallet(wallets) ? 'payments:methods.other' : 'payments:deposit.changeAmount')}
            </button>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
});

export default DepositModal;
