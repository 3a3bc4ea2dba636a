/**
 * The card payment on screen: the hosted frame, the verify screen once the frame shows its result,
 * and what happened (in a live region). The same component pays a deposit in the widget, stores a
 * card for a no-show fee, and pays by code on the account pages.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemClock, type Clock } from '../../engine/clock/clock.ts';
import { CardFrame } from './CardFrame.tsx';
import { CardPaymentController, type CardPaymentOptions } from './card-payment.ts';
import { PaymentNotice } from './PaymentNotice.tsx';

export interface CardPaymentProps extends Omit<CardPaymentOptions, 'clock'> {
  clock?: Clock;
  /** The frame's accessible name. */
  frameTitle?: string;
}

export function useCardPayment(options: CardPaymentProps): CardPaymentController {
  const [controller] = useState(() => new CardPaymentController({ ...options, clock: options.clock ?? systemClock }));
  useEffect(() => {
    controller.start();
    return () => controller.dispose();
  }, [controller]);
  return controller;
}

export const CardPaymentView = observer(function CardPaymentView({ controller, frameTitle }: { controller: CardPaymentController; frameTitle?: string }) {
  const { t } = useTranslation();
  const { phase, hosted, message } = controller;
  const showFrame = hosted && (phase === 'frame' || phase === 'verifying' || phase === 'failed');
  return (
    <div className="covers-card-payment" data-phase={phase}>
      <PaymentNotice message={phase === 'succeeded' ? null : message} />
      {phase === 'starting' ? (
        <p className="covers-payment-status" role="status" aria-busy="true">
          {t('payments:card.loading')}
        </p>
      ) : null}
      {showFrame ? <CardFrame key={controller.attempt} hosted={hosted} title={frameTitle} onHeight={(h) => controller.frameResized(h)} /> : null}
      {phase === 'verifying' ? (
        <p className="covers-payment-status" role="status" aria-busy="true">
          <span className="covers-spinner" aria-hidden="true" />
          {t('payments:verifying')}
        </p>
      ) : null}
      {phase === 'timedOut' || phase === 'error' ? (
        <button type="button" className="covers-payment-retry" onClick={() => controller.retry()}>
          {t('common:actions.tryAgain')}
        </button>
      ) : null}
    </div>
  );
});

/** A card payment that starts when it is shown. */
export function CardPayment(props: CardPaymentProps) {
  const controller = useCardPayment(props);
  return <CardPaymentView controller={controller} frameTitle={props.frameTitle} />;
}
