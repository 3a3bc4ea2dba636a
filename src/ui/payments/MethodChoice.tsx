/**
 * The payment method choice (spec §2: Pay by card, Apple Pay, Google Pay). A wallet the browser does
 * not offer has no button; with no wallet at all there is nothing to choose and the card is used.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplePayRelay } from './apple-pay-relay.ts';
import { detectWallets, type WalletAvailability, type WalletWindow } from './wallets.ts';

export type PaymentMethod = 'card' | 'applePay' | 'googlePay';

/** Which wallets this browser offers (Apple Pay possibly through the host page); null while it is being asked. */
export function useWallets(win: WalletWindow = window as unknown as WalletWindow, applePayHost: ApplePayRelay | null = null): WalletAvailability | null {
  const [wallets, setWallets] = useState<WalletAvailability | null>(null);
  useEffect(() => {
    let live = true;
    detectWallets(win, { applePayHost }).then(
      (found) => live && setWallets(found),
      () => live && setWallets({ applePay: false, googlePay: false }),
    );
    return () => {
      live = false;
    };
  }, [win, applePayHost]);
  return wallets;
}

export const anyWallet = (w: WalletAvailability | null): boolean => Boolean(w && (w.applePay || w.googlePay));

export function MethodChoice({ wallets, onChoose, disabled }: { wallets: WalletAvailability | null; onChoose(method: PaymentMethod): void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="covers-methods">
      <legend className="covers-methods__legend">{t('payments:methods.heading')}</legend>
      <div className="covers-methods__buttons">
        <button type="button" className="covers-method covers-method--card" disabled={disabled} onClick={() => onChoose('card')}>
          {t('payments:methods.card')}
        </button>
        {wallets?.applePay ? (
          <button type="button" className="covers-method covers-method--apple-pay" disabled={disabled} onClick={() => onChoose('applePay')}>
            {t('payments:methods.applePay')}
          </button>
        ) : null}
        {wallets?.googlePay ? (
          <button type="button" className="covers-method covers-method--google-pay" disabled={disabled} onClick={() => onChoose('googlePay')}>
            {t('payments:methods.googlePay')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** While a wallet's sheet is open: the payment waits for the customer there. */
export function WalletWaiting({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  if (!busy) return null;
  return (
    <p role="status" aria-busy="true" className="covers-payment-status">
      <span className="covers-spinner" aria-hidden="true" />
      {t('payments:wallet.waiting')}
    </p>
  );
}
