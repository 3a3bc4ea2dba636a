/**
 * Send reminder (§2.3 modals, §4): the kinds this guest may be sent now (an invitation while they have
 * not accepted, pre-order choices when they have a package, their details), one chosen and sent:
 * 'Reminder has been sent!', or the server's reason (one of a kind per guest per hour) in the dialog.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingApi, type ReminderKind } from '../../../../api-client/bookings.ts';
import { Dialog } from '../../../../ui/payments/Dialog.tsx';
import { errorMessage, FormMessage } from '../../../components/forms.tsx';
import { useApi } from '../../../site/SiteContext.tsx';
import type { GuestDialogProps } from './EditGuestDialog.tsx';
import { guestName } from './guest-name.ts';

const LABELS: Record<ReminderKind, string> = {
  'invite-reminder': 'account:guests.reminderTypes.invite-reminder',
  'pre-order': 'account:guests.reminderTypes.pre-order',
  'guest-details': 'account:guests.reminderTypes.guest-details',
};

export function ReminderDialog({ bookingKey, guest, onClose, onDone }: GuestDialogProps) {
  const { t } = useTranslation();
  const bookings = useApi(BookingApi);
  const legendId = useId();
  const [kind, setKind] = useState<ReminderKind>(guest.reminders[0]!);
  const send = useMutation({
    mutationFn: () => bookings.remindGuest(bookingKey, kind, guest.id),
    onSuccess: (answer) => onDone(answer.message),
  });
  return (
    <Dialog title={`${t('account:guests.reminder')}: ${guestName(guest)}`} onClose={onClose} className="covers-booking-dialog">
      <div aria-live="polite">{send.isError ? <FormMessage kind="error">{errorMessage(send.error, t('errors:tryLater'))}</FormMessage> : null}</div>
      <form
        className="covers-form"
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate();
        }}
        aria-busy={send.isPending}
      >
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId}>{t('account:guests.chooseReminder')}</legend>
          {guest.reminders.map((k) => (
            <label key={k} className="covers-choice">
              <input type="radio" name="reminder" value={k} checked={kind === k} onChange={() => setKind(k)} /> {t(LABELS[k])}
            </label>
          ))}
        </fieldset>
        <div className="covers-booking-actions">
          <button type="submit" className="covers-button" disabled={send.isPending}>
            {t('account:guests.sendReminder')}
          </button>
          <button type="button" className="covers-button covers-button--secondary" onClick={onClose}>
            {t('common:actions.back')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
