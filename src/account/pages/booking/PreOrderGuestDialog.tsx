/**
 * Add or edit a pre-order guest (spec §2.3, §5): who the per-person package is for — a new guest by
 * name ('Forename (Required)', surname optional) or a guest already on the booking with no package —
 * and their choices from the package's groups. Saved in one call.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingKey } from '../../../api-client/bookings.ts';
import { PreOrderApi, type ChosenChoice, type PerPersonOption, type PreOrderGuestEntry } from '../../../api-client/pre-orders.ts';
import { ApiError } from '../../../api-client/errors.ts';
import { Dialog } from '../../../ui/payments/Dialog.tsx';
import { focusFirstError, TextField } from '../../components/forms.tsx';
import { useApi } from '../../site/SiteContext.tsx';
import { PackageChoicesAndSave } from './PackageChoicesAndSave.tsx';
import { usePreOrderSave } from './pre-order-save.ts';

export interface PreOrderGuestDialogProps {
  bookingKey: BookingKey;
  option: PerPersonOption;
  /** The guest edited; absent: a guest added. */
  guest?: PreOrderGuestEntry;
  /** Guests on the booking with no package, who may be put on this one. */
  unassigned: ReadonlyArray<{ id: number; forename: string; surname: string }>;
  onClose(): void;
  onSaved(): void;
}

const NEW = 'new';

export function PreOrderGuestDialog({ bookingKey, option, guest, unassigned, onClose, onSaved }: PreOrderGuestDialogProps) {
  const { t } = useTranslation();
  const preOrders = useApi(PreOrderApi);
  const own = useId();
  const [who, setWho] = useState<string>(NEW);
  const [forename, setForename] = useState(guest?.forename ?? '');
  const [surname, setSurname] = useState(guest?.surname ?? '');
  const [choices, setChoices] = useState<ChosenChoice[]>(() => [...(guest?.choices ?? [])]);
  const [forenameError, setForenameError] = useState<string | undefined>();
  const save = usePreOrderSave(bookingKey, (wanted: Parameters<typeof preOrders.saveGuest>[1]) => preOrders.saveGuest(bookingKey, wanted), onSaved);
  const existing = who !== NEW ? Number(who) : guest?.id;
  const serverFields = save.error instanceof ApiError ? save.error.fieldErrors : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const named = who === NEW;
    if (named && forename.trim() === '') {
      setForenameError(t('errors:validation.forenameRequired'));
      requestAnimationFrame(() => focusFirstError(form));
      return;
    }
    setForenameError(undefined);
    save.mutate({ ...(existing === undefined ? {} : { guestId: existing }), ...(named ? { forename: forename.trim(), surname: surname.trim() } : {}), variationId: option.variation_id, choices });
  };

  return (
    <Dialog title={t(guest ? 'account:preOrder.editGuest' : 'account:guests.add')} onClose={onClose} className="covers-booking-dialog">
      <form onSubmit={submit} noValidate aria-busy={save.isPending}>
        <p>{option.name}</p>
        {!guest && unassigned.length > 0 ? (
          <div className="covers-field">
            <label htmlFor={`${own}-who`}>{t('account:preOrder.who')}</label>
            <select id={`${own}-who`} value={who} onChange={(e) => setWho(e.target.value)}>
              <option value={NEW}>{t('account:preOrder.newGuest')}</option>
              {unassigned.map((g) => (
                <option key={g.id} value={String(g.id)}>
                  {`${g.forename} ${g.surname}`.trim()}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {who === NEW ? (
          <>
            <TextField
              label={t('common:fields.forename')}
              placeholder={t('account:guests.forenamePlaceholder')}
              autoComplete="off"
              value={forename}
              onChange={setForename}
              error={forenameError ?? serverFields.forename?.[0]}
              maxLength={100}
            />
            <TextField
              label={t('common:fields.surname')}
              placeholder={t('account:guests.surnamePlaceholder')}
              autoComplete="off"
              value={surname}
              onChange={setSurname}
              error={serverFields.surname?.[0]}
              maxLength={100}
            />
          </>
        ) : null}
        <PackageChoicesAndSave variationId={option.variation_id} choices={choices} onChange={setChoices} save={save} />
      </form>
    </Dialog>
  );
}
