/**
 * Pick pre-order options (spec §2.3, §4) of a package priced per booking: its groups, chosen by the
 * engine's rules, saved as the package's items.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingKey } from '../../../api-client/bookings.ts';
import { PreOrderApi, type ChosenChoice, type SingleBookingOption } from '../../../api-client/pre-orders.ts';
import { Dialog } from '../../../ui/payments/Dialog.tsx';
import { useApi } from '../../site/SiteContext.tsx';
import { PackageChoicesAndSave } from './PackageChoicesAndSave.tsx';
import { usePreOrderSave } from './pre-order-save.ts';

export interface PickOptionsDialogProps {
  bookingKey: BookingKey;
  option: SingleBookingOption;
  onClose(): void;
  onSaved(): void;
}

export function PickOptionsDialog({ bookingKey, option, onClose, onSaved }: PickOptionsDialogProps) {
  const { t } = useTranslation();
  const preOrders = useApi(PreOrderApi);
  const [choices, setChoices] = useState<ChosenChoice[]>(() => [...option.choices]);
  const save = usePreOrderSave(bookingKey, (wanted: ChosenChoice[]) => preOrders.saveItems(bookingKey, option.variation_id, wanted), onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choices);
  };
  return (
    <Dialog title={t('account:preOrder.pickOptionsFor', { name: option.name })} onClose={onClose} className="covers-booking-dialog">
      <form onSubmit={submit} noValidate aria-busy={save.isPending}>
        <PackageChoicesAndSave variationId={option.variation_id} choices={choices} onChange={setChoices} save={save} />
      </form>
    </Dialog>
  );
}
