/**
 * Edit Booking (§4, §8): a new date, time or party, checked by the server against the widget's own
 * availability: saved ('Booking has been updated!'), or the times still free that day, or later
 * dates, or 'Oh snap! …' with the bar's e-mail. A time or date offered is taken by choosing it.
 * Save waits for a changed date and time still to come (London time).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingApi, type BookingChange, type BookingKey, type ManagedBooking } from '../../../api-client/bookings.ts';
import { serverClock } from '../../../api-client/page.ts';
import { arrivalAt, tradingDateOf, type Arrival } from '../../../engine/time/booking-instant.ts';
import { londonToday } from '../../../engine/time/london.ts';
import { DateField } from '../../../ui/dates/DateField.tsx';
import { Dialog } from '../../../ui/payments/Dialog.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { MailtoText } from '../../components/MailtoText.tsx';
import { putBooking } from '../../site/queries.ts';
import { useApi } from '../../site/SiteContext.tsx';
import { canSave, changeRequest, draftOf, type EditDraft } from './booking-edit.ts';
import { shortDate } from '../../../engine/time/format.ts';

const arrivalOf = (arrival: Arrival) => ({ date: arrival.date, time: arrival.time });

export interface EditBookingDialogProps {
  booking: ManagedBooking;
  bookingKey: BookingKey;
  onClose(): void;
  onUpdated(): void;
}

export function EditBookingDialog({ booking, bookingKey, onClose, onUpdated }: EditBookingDialogProps) {
  const { t } = useTranslation();
  const bookings = useApi(BookingApi);
  const queries = useQueryClient();
  const [draft, setDraft] = useState<EditDraft>(() => draftOf(booking));
  // What the server offered instead, and the trading day it offered for: its times and dates are that day's slots.
  const [offer, setOffer] = useState<{ answer: BookingChange; day: string } | null>(null);
  const now = new Date(serverClock.now());
  const save = useMutation({
    mutationFn: (wanted: EditDraft) => bookings.change(bookingKey, changeRequest(wanted)),
    onSuccess: async (answer, asked) => {
      await putBooking(queries, bookingKey, answer.booking);
      if (answer.success) onUpdated();
      else setOffer({ answer, day: tradingDateOf(asked.date, asked.time) });
    },
  });
  const change = (fields: Partial<EditDraft>) => {
    setDraft((d) => ({ ...d, ...fields }));
    save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave(booking, draft, now)) save.mutate(draft);
  };

  return (
    <Dialog title={t('account:booking.edit')} onClose={onClose} className="covers-booking-dialog">
      <form onSubmit={submit} noValidate>
        <div className="covers-field">
          <DateField id="covers-edit-date" label={t('common:fields.date')} value={draft.date} min={londonToday(now)} onChange={(date) => change({ date })} />
        </div>
        <div className="covers-field">
          <label htmlFor="covers-edit-time">{t('common:fields.time')}</label>
          <input id="covers-edit-time" type="time" step={900} value={draft.time} onChange={(e) => change({ time: e.target.value })} />
        </div>
        <div className="covers-field">
          <label htmlFor="covers-edit-people">{t('common:fields.people')}</label>
          <input
            id="covers-edit-people"
            type="number"
            inputMode="numeric"
            min={1}
            value={Number.isNaN(draft.people) ? '' : draft.people}
            onChange={(e) => change({ people: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
          />
        </div>
        <div aria-live="polite">
          {save.isError ? <FormMessage kind="error">{errorMessage(save.error, t('errors:tryLater'))}</FormMessage> : null}
          {offer && !save.isPending && !save.isError ? (
            <Offer
              answer={offer.answer}
              // A slot of the trading day offered: a late night's 01:00 is the next calendar day's.
              onTime={(time) => change(arrivalOf(arrivalAt(offer.day, time)))}
              onDate={(day) => change(arrivalOf(arrivalAt(day, draft.time)))}
            />
          ) : null}
        </div>
        <div className="covers-booking-actions">
          <button type="submit" className="covers-button" disabled={!canSave(booking, draft, now) || save.isPending}>
            {t('common:actions.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** What the server offers instead of the change asked for: times that day, later dates, or the bar's e-mail. */
function Offer({ answer, onTime, onDate }: { answer: BookingChange; onTime(time: string): void; onDate(date: string): void }) {
  const { t } = useTranslation();
  return (
    <div className="covers-notice covers-notice--warning covers-booking-offer">
      <p>{t('account:booking.noAutoConfirm')}</p>
      {answer.times.length > 0 ? (
        <>
          <p>{t('account:booking.alternativeTimes')}</p>
          <ul className="covers-choice-list">
            {answer.times.map((time) => (
              <li key={time}>
                <button type="button" className="covers-button covers-button--secondary" onClick={() => onTime(time.slice(0, 5))}>
                  {time.slice(0, 5)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : answer.dates.length > 0 ? (
        <>
          <p>{t('account:booking.alternativeDates')}</p>
          <ul className="covers-choice-list">
            {answer.dates.map((d) => (
              <li key={d.date}>
                <button type="button" className="covers-button covers-button--secondary" onClick={() => onDate(d.date)}>
                  {shortDate(d.date)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : answer.email ? (
        <p>
          <MailtoText text={t('account:booking.emailPrompt', { email: answer.email })} email={answer.email} />
        </p>
      ) : null}
    </div>
  );
}
