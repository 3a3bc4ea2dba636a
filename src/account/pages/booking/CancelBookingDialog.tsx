/**
 * Cancel Booking, asked once more (§2.3, §4): confirmed, the booking is cancelled (status 4) and the
 * page shows it so; refused, the server's reason stays in the dialog.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingKey, ManagedBooking } from '../../../api-client/bookings.ts';
import { Dialog } from '../../../ui/payments/Dialog.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { bookingQueryKey } from '../../site/queries.ts';
import { useSite } from '../../site/SiteContext.tsx';

export interface CancelBookingDialogProps {
  booking: ManagedBooking;
  bookingKey: BookingKey;
  onClose(): void;
}

export function CancelBookingDialog({ bookingKey, onClose }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const { bookings } = useSite();
  const queries = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => bookings.cancel(bookingKey),
    onSuccess: (answer) => {
      queries.setQueryData(bookingQueryKey(bookingKey), answer.booking);
      onClose();
    },
  });
  return (
    <Dialog title={t('account:booking.cancel')} onClose={onClose} className="covers-booking-dialog">
      <p>{t('account:booking.cancelConfirm')}</p>
      <div aria-live="polite">{cancel.isError ? <FormMessage kind="error">{errorMessage(cancel.error, t('errors:tryLater'))}</FormMessage> : null}</div>
      <div className="covers-booking-actions">
        <button type="button" className="covers-button covers-button--danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('account:booking.cancel')}
        </button>
        <button type="button" className="covers-button covers-button--secondary" onClick={onClose}>
          {t('common:actions.back')}
        </button>
      </div>
    </Dialog>
  );
}
