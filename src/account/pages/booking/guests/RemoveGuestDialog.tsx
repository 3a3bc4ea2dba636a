/** Remove guest (§2.3 modals), asked once more: 'Guest has been deleted', or the server's reason in the dialog. */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useApi } from '../../../site/SiteContext.tsx';
import { BookingApi } from '../../../../api-client/bookings.ts';
import type { GuestDialogProps } from './EditGuestDialog.tsx';
import { guestName } from './guest-name.ts';

export function RemoveGuestDialog({ bookingKey, guest, onClose, onDone }: GuestDialogProps) {
  const { t } = useTranslation();
  const bookings = useApi(BookingApi);
  const remove = useMutation({
    mutationFn: () => bookings.removeGuest(bookingKey, guest.id),
    onSuccess: (answer) => onDone(answer.message, answer.list),
  });
  return (
    <ConfirmDialog
      title={t('account:guests.remove')}
      question={t('account:guests.removeConfirm', { name: guestName(guest) })}
      call={{ ...remove, mutate: () => remove.mutate() }}
      onClose={onClose}
    />
  );
}
