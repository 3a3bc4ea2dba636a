/**
 * Make (or stop) a guest a co-host (§6), asked once more: a co-host sees and manages the guest list and the
 * pre-order, so the lead booker confirms who gets it. 'Guest has been updated', or the server's reason in the dialog.
 */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useApi } from '../../../site/SiteContext.tsx';
import { BookingApi } from '../../../../api-client/bookings.ts';
import type { GuestDialogProps } from './EditGuestDialog.tsx';
import { guestName } from './guest-name.ts';

export function CoHostDialog({ bookingKey, guest, onClose, onDone }: GuestDialogProps) {
  const { t } = useTranslation();
  const bookings = useApi(BookingApi);
  const making = !guest.admin;
  const change = useMutation({
    mutationFn: () => bookings.updateGuest(bookingKey, guest.id, { admin: making }),
    onSuccess: (answer) => onDone(answer.message, answer.list),
  });
  return (
    <ConfirmDialog
      title={t(making ? 'account:guests.makeCoHost' : 'account:guests.unmakeCoHost')}
      question={t(making ? 'account:guests.makeCoHostConfirm' : 'account:guests.unmakeCoHostConfirm', { name: guestName(guest) })}
      call={{ ...change, mutate: () => change.mutate() }}
      onClose={onClose}
    />
  );
}
