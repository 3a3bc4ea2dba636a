/** Edit guest details (§2.3 modals): forename, surname and e-mail under the join form's rules; 'Guest has been updated'. */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BookingApi, type BookingKey, type GuestList, type ListedGuest } from '../../../../api-client/bookings.ts';
import { Dialog } from '../../../../ui/payments/Dialog.tsx';
import { CallForm } from '../../../components/forms.tsx';
import { useApi } from '../../../site/SiteContext.tsx';
import { GuestDetailsFields, useGuestDetailsForm } from '../../guests/GuestDetailsFields.tsx';

export interface GuestDialogProps {
  bookingKey: BookingKey;
  guest: ListedGuest;
  onClose(): void;
  /** The change is made: the server's message and the list as it now is. */
  onDone(message: string, list?: GuestList): void;
}

export function EditGuestDialog({ bookingKey, guest, onClose, onDone }: GuestDialogProps) {
  const { t } = useTranslation();
  const bookings = useApi(BookingApi);
  const save = useMutation({
    mutationFn: (fields: { forename: string; surname: string; email: string }) =>
      bookings.updateGuest(bookingKey, guest.id, { forename: fields.forename.trim(), surname: fields.surname.trim(), email: fields.email.trim() }),
    onSuccess: (answer) => onDone(answer.message, answer.list),
  });
  const { form, fields, set, errors, submit } = useGuestDetailsForm({ forename: guest.forename, surname: guest.surname, email: guest.email }, save);
  return (
    <Dialog title={t('account:guests.edit')} onClose={onClose} className="covers-booking-dialog">
      <CallForm form={form} call={save} onSubmit={submit} submitLabel={t('common:actions.save')}>
        <GuestDetailsFields fields={fields} set={set} errors={errors} />
      </CallForm>
      <button type="button" className="covers-button covers-button--secondary" onClick={onClose}>
        {t('common:actions.back')}
      </button>
    </Dialog>
  );
}
