/**
 * Where the shell shows the payment modals: the store's `modal` says which. Their code (and the
 * card frame, wallets and styles) loads only when one opens, so the widget's first load does not
 * carry it.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetStore } from '../../engine/store/index.ts';

const DepositModal = lazy(() => import('./DepositModal.tsx'));
const CardCaptureModal = lazy(() => import('./CardCaptureModal.tsx'));

export const PaymentModals = observer(function PaymentModals({ store }: { store: WidgetStore }) {
  const { t } = useTranslation();
  if (!store.modal) return null;
  return (
    <Suspense
      fallback={
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      }
    >
      {store.modal === 'deposit' ? <DepositModal store={store} /> : <CardCaptureModal store={store} />}
    </Suspense>
  );
});
