/**
 * Cancel Booking, asked once more (§2.3, §4): confirmed, the booking is cancelled (status 4) and the
 * page shows it so; refused, the server's reason stays in the dialog.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BookingApi, type BookingKey, type ManagedBooking } from '../../../api-client/bookings.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { putBooking } from '../../site/queries.ts';
import { guestListQueryKey } from './guests/guest-list-query.ts';
import { useApi } from '../../site/SiteContext.tsx';

export interface CancelBookingDialogProps {
  booking: ManagedBooking;
  bookingKey: BookingKey;
  onClose(): void;
}

export function CancelBookingDialog({ bookingKey, onClose }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const bookings = useApi(BookingApi);
  const queries = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => bookings.cancel(bookingKey),
    onSuccess: async (answer) => {
      await putBooking(queries, bookingKey, answer.booking);
      // What each guest paid and is owed back changed with it.
      void queries.invalidateQueries({ queryKey: guestListQueryKey(bookingKey) });
      onClose();
    },
  });
  return <ConfirmDialog title={t('account:booking.cancel')} question={t('account:booking.cancelConfirm')} call={{ ...cancel, mutate: () => cancel.mutate() }} onClose={onClose} />;
}
