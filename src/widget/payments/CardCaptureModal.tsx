/**
 * The card capture modal (spec §4): a booking type with a no-show fee needs a card before it is
 * made. The hosted page checks and stores the card (nothing is charged: rest/deposits/store-card and
 * its poll); once it is stored the store completes the booking. The fee and the per-person fee are
 * shown as charged at the venue's discretion.
 */
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPence } from '../../engine/money/money.ts';
import type { WidgetStore } from '../../engine/store/index.ts';
import { widgetPageApi } from './page-api.ts';
import { CardPayment } from '../../ui/payments/CardPayment.tsx';
import { Dialog } from '../../ui/payments/Dialog.tsx';
import type { HostedData } from '../../api-client/payment-types.ts';
import '../../ui/payments/payments.css';

const pence = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0);

const CardCaptureModal = observer(function CardCaptureModal({ store }: { store: WidgetStore }) {
  const { t } = useTranslation();
  const api = useMemo(() => widgetPageApi(), []);
  const session = store.session;
  const [fees, setFees] = useState(() => ({ total: pence(session.no_show_fee), perPerson: pence(session.no_show_fee_pp) }));

  const open = async (): Promise<HostedData> => {
    const sessionId = typeof session.session_id === 'string' ? session.session_id : '';
    try {
      const answer = await api.storeCard({ session_id: sessionId });
      setFees({ total: pence(answer.no_show_fee), perPerson: pence(answer.no_show_fee_pp) });
      return answer.order_data;
    } catch (error) {
      // Stored on an earlier try that did not get as far as the booking: carry on with it.
      if ((error as { status?: number }).status === 409 && /already stored/i.test(String((error as Error).message))) {
        store.cardStored();
      }
      throw error;
    }
  };

  return (
    <Dialog title={t('payments:cardCapture.heading')} onClose={() => store.closeModal()} className="covers-card-capture-modal">
      <p className="covers-payment-intro">{t('payments:cardCapture.message')}</p>
      {fees.total > 0 || fees.perPerson > 0 ? (
        <p className="covers-no-show-fee">{t('widget:completion.noShowFee', { amount: formatPence(fees.total), perPerson: formatPence(fees.perPerson) })}</p>
      ) : null}
      <CardPayment
        open={open}
        check={(orderId) => api.storeCardStatus(orderId)}
        onSuccess={() => store.cardStored()}
        afterFailure="restart"
        surface="widget"
        frameTitle={t('payments:cardCapture.frameTitle')}
      />
    </Dialog>
  );
});

export default CardCaptureModal;
