/**
 * The booking page's Pre Order tab (spec §2.3, §3, §4): the per-person packages with the guests
 * assigned to each and how complete each guest's choices are (add and edit a pre-order guest), and the
 * per-booking packages with their completed and required counts (pick their options). Once the
 * pre-order is locked, add and edit are hidden and the locked notice shows.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingKey } from '../../../api-client/bookings.ts';
import type { BookingPackages, PerPersonOption, PreOrderGuestEntry, SingleBookingOption } from '../../../api-client/pre-orders.ts';
import { FormMessage } from '../../components/forms.tsx';
import { PickOptionsDialog } from './PickOptionsDialog.tsx';
import { PreOrderGuestDialog } from './PreOrderGuestDialog.tsx';
import './pre-order.css';

export interface PreOrderTabProps {
  bookingKey: BookingKey;
  packages: BookingPackages;
}

type Open = { kind: 'guest'; option: PerPersonOption; guest?: PreOrderGuestEntry } | { kind: 'options'; option: SingleBookingOption } | null;

export function PreOrderTab({ bookingKey, packages }: PreOrderTabProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [saved, setSaved] = useState(false);
  const locked = packages.pre_order_locked;
  const state = packages.pre_order_state;
  const done = () => {
    setOpen(null);
    setSaved(true);
  };
  const show = (next: Open) => {
    setSaved(false);
    setOpen(next);
  };

  return (
    <div className="covers-pre-order">
      {locked ? <FormMessage kind="info">{t('account:booking.preOrderLocked')}</FormMessage> : null}
      {saved ? <FormMessage kind="success">{t('account:guestPage.updated')}</FormMessage> : null}

      {state.per_person_options
        .filter((o) => o.customer_pre_order_required)
        .map((option) => (
          <section key={option.variation_id} className="covers-pre-order__option" aria-labelledby={`covers-po-${option.variation_id}`}>
            <h2 id={`covers-po-${option.variation_id}`}>{option.name}</h2>
            <p>{t('account:preOrder.guestsAdded', { added: option.guest_added, required: option.guest_required })}</p>
            {option.guests.length > 0 ? (
              <ul className="covers-pre-order__guests">
                {option.guests.map((guest) => (
                  <li key={guest.id} className="covers-pre-order__guest">
                    <span className="covers-pre-order__name">{`${guest.forename} ${guest.surname}`.trim()}</span>{' '}
                    <span className="covers-pre-order__count">{t('account:preOrder.completed', { completed: guest.completed, required: guest.required })}</span>
                    {locked ? null : (
                      <button
                        type="button"
                        className="covers-button covers-button--secondary"
                        aria-label={t('account:preOrder.editGuestNamed', { name: `${guest.forename} ${guest.surname}`.trim() })}
                        onClick={() => show({ kind: 'guest', option, guest })}
                      >
                        {t('account:preOrder.editGuest')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
            {!locked && option.guest_added < option.guest_required ? (
              <button type="button" className="covers-button" aria-label={t('account:preOrder.addGuestTo', { name: option.name })} onClick={() => show({ kind: 'guest', option })}>
                {t('account:guests.add')}
              </button>
            ) : null}
          </section>
        ))}

      {state.single_booking_options
        .filter((o) => o.required > 0)
        .map((option) => (
          <section key={option.variation_id} className="covers-pre-order__option" aria-labelledby={`covers-po-${option.variation_id}`}>
            <h2 id={`covers-po-${option.variation_id}`}>{option.quantity > 1 ? `${option.quantity} × ${option.name}` : option.name}</h2>
            <p className="covers-pre-order__count">{t('account:preOrder.completed', { completed: option.completed, required: option.required })}</p>
            {locked ? null : (
              <button type="button" className="covers-button" aria-label={t('account:preOrder.pickOptionsNamed', { name: option.name })} onClick={() => show({ kind: 'options', option })}>
                {t('account:preOrder.pickOptions')}
              </button>
            )}
          </section>
        ))}

      {open?.kind === 'guest' ? (
        <PreOrderGuestDialog
          bookingKey={bookingKey}
          option={open.option}
          {...(open.guest ? { guest: open.guest } : {})}
          unassigned={state.unassigned_guests}
          onClose={() => setOpen(null)}
          onSaved={done}
        />
      ) : null}
      {open?.kind === 'options' ? <PickOptionsDialog bookingKey={bookingKey} option={open.option} onClose={() => setOpen(null)} onSaved={done} /> : null}
    </div>
  );
}
