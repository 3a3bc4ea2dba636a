/**
 * Choosing a postponed booking's new date (spec §4): a date, then the times free that day (or, when
 * there are none, later dates, or the bar's e-mail), then the confirmation, which the server saves
 * with the rebook flag. 25 December is never offered (the calendar shows it unavailable, a typed one is
 * refused before any call); the confirmation waits for a time in the future
 * that is not the booking's own (§5).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RebookApi, type BookingChange, type ManagedBooking, type RebookAvailability } from '../../../api-client/rebook.ts';
import { serverClock } from '../../../api-client/page.ts';
import { arrivalAt } from '../../../engine/time/booking-instant.ts';
import { isCalendarDate } from '../../../engine/time/calendar-date.ts';
import { londonToday } from '../../../engine/time/london.ts';
import { DateField } from '../../../ui/dates/DateField.tsx';
import { errorMessage, focusFirstError, FormMessage } from '../../components/forms.tsx';
import { MailtoText } from '../../components/MailtoText.tsx';
import { useApi } from '../../site/SiteContext.tsx';
import { putBooking } from '../../site/queries.ts';
import { rebookAvailabilityKey } from './keys.ts';
import { longDate } from '../../../engine/time/format.ts';

/** No booking is taken on Christmas Day (§2.3, §9). */
export const isChristmasDay = (date: string) => date.slice(5) === '12-25';

const DATE_ID = 'covers-rebook-date';
const DATE_ERROR_ID = `${DATE_ID}-error`;

export interface RebookFormProps {
  booking: ManagedBooking;
  manageKey: string;
  onRebooked(answer: BookingChange): void;
}

export function RebookForm({ booking, manageKey, onRebooked }: RebookFormProps) {
  const { t } = useTranslation();
  const rebook = useApi(RebookApi);
  const queries = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const timesId = useId();
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  const [checked, setChecked] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  // A confirmation the server could not save (the time was taken meanwhile): what it offers instead.
  const [refused, setRefused] = useState<BookingChange | null>(null);

  const availability = useQuery({
    queryKey: rebookAvailabilityKey(manageKey, checked),
    queryFn: () => rebook.availability(manageKey, checked!),
    enabled: checked !== null,
    staleTime: 0,
  });
  const confirm = useMutation({
    mutationFn: (when: string) => rebook.rebook(manageKey, when),
    onSuccess: async (answer) => {
      await putBooking(queries, { token: manageKey }, answer.booking);
      if (answer.success) onRebooked(answer);
      else setRefused(answer);
    },
  });

  const check = (day: string) => {
    const problem = !isCalendarDate(day) || day < londonToday(new Date(serverClock.now())) ? t('account:booking.rebookNotFuture') : isChristmasDay(day) ? t('account:booking.noChristmasDay') : undefined;
    setDateError(problem);
    setTime(null);
    setRefused(null);
    confirm.reset();
    if (problem) {
      setChecked(null);
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setChecked(day);
    if (checked === day) void availability.refetch();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(date);
  };
  const chooseDate = (day: string) => {
    setDate(day);
    check(day);
  };

  const offer: RebookAvailability | undefined = refused ?? (checked !== null ? availability.data : undefined);
  // The day chosen is a trading day and its times are its slots; the booking is stated as its arrival.
  const arrival = checked !== null && time !== null ? arrivalAt(checked, time) : null;
  const unchanged = arrival !== null && arrival.date === booking.date && arrival.time === booking.time;
  const canSave = arrival !== null && time !== null && offer?.times.includes(time) && arrival.at.getTime() > serverClock.now() && !unchanged && !confirm.isPending;

  return (
    <form ref={form} className="covers-rebook__form" onSubmit={submit} noValidate>
      <FormMessage kind="info">{t('account:booking.postponed')}</FormMessage>
      <div className="covers-field">
        {dateError ? (
          <p id={DATE_ERROR_ID} className="covers-field-error">
            {dateError}
          </p>
        ) : null}
        <DateField
          id={DATE_ID}
          label={t('account:booking.rebookDate')}
          value={date}
          onChange={setDate}
          min={londonToday(new Date(serverClock.now()))}
          allowed={(day) => !isChristmasDay(day)}
          describedBy={dateError ? DATE_ERROR_ID : undefined}
          invalid={dateError !== undefined}
        />
      </div>
      <button type="submit" className="covers-button" disabled={availability.isFetching}>
        {t('account:booking.rebookCheck')}
      </button>
      <div aria-live="polite" className="covers-rebook__offer">
        {availability.isFetching ? <p>{t('common:loading')}</p> : null}
        {availability.isError && !refused ? <FormMessage kind="error">{errorMessage(availability.error, t('account:booking.noAutoConfirm'))}</FormMessage> : null}
        {offer && !availability.isFetching ? <Offer offer={offer} time={time} timesId={timesId} onTime={setTime} onDate={chooseDate} /> : null}
      </div>
      {unchanged ? <p className="covers-hint">{t('account:booking.rebookUnchanged')}</p> : null}
      {confirm.isError ? <FormMessage kind="error">{errorMessage(confirm.error, t('account:booking.noAutoConfirm'))}</FormMessage> : null}
      <button type="button" className="covers-button" disabled={!canSave} onClick={() => arrival && confirm.mutate(`${arrival.date} ${arrival.time}`)}>
        {t('account:booking.rebookSave')}
      </button>
    </form>
  );
}

interface OfferProps {
  offer: RebookAvailability;
  time: string | null;
  timesId: string;
  onTime(time: string): void;
  onDate(date: string): void;
}

/** What the server offers for the date asked for: its free times, else later dates, else the bar's e-mail. */
function Offer({ offer, time, timesId, onTime, onDate }: OfferProps) {
  const { t } = useTranslation();
  if (offer.times.length > 0) {
    return (
      <fieldset className="covers-rebook__times">
        <legend>{offer.message || t('account:booking.rebookTime')}</legend>
        {offer.times.map((slot) => (
          <label key={slot}>
            <input type="radio" name={timesId} value={slot} checked={time === slot} onChange={() => onTime(slot)} />
            {slot}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <>
      <p role="status">{offer.message}</p>
      {offer.dates.length > 0 ? (
        <ul className="covers-rebook__dates">
          {offer.dates
            .filter((d) => !isChristmasDay(d.date))
            .map((d) => (
              <li key={d.date}>
                <button type="button" className="covers-button" onClick={() => onDate(d.date)}>
                  {longDate(d.date)}
                </button>
              </li>
            ))}
        </ul>
      ) : offer.email ? (
        <p>
          <MailtoText text={t('account:booking.emailPrompt', { email: offer.email })} email={offer.email} />
        </p>
      ) : null}
    </>
  );
}
