/**
 * The booking page's Brunch upgrade tab (§2.4, §4, §8): the call already asked for, or a callback
 * window to choose (a slot is required) and optional notes. A request the server refuses because the
 * booking cannot be upgraded (any more) takes the page back to Overview; a failure says to try again
 * or contact the bar.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingApi, type BrunchUpgrade, type CallbackSlotAnswer } from '../../../api-client/bookings.ts';
import { ApiError } from '../../../api-client/errors.ts';
import { FormMessage } from '../../components/forms.tsx';
import { bookingQueryKey, brunchUpgradeQueryKey, putAnswer } from '../../site/queries.ts';
import { useApi } from '../../site/SiteContext.tsx';
import { callbackWhen } from './callback-when.ts';

export interface BrunchUpgradeTabProps {
  manageKey: string;
  upgrade: BrunchUpgrade;
}

const slotId = (slot: CallbackSlotAnswer) => `${slot.date}-${slot.start}`;

/** A refusal of the booking itself (not of a field): it cannot be upgraded, or is no longer this key's. */
const refusesBooking = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409 || error.status === 403);

export function BrunchUpgradeTab({ manageKey, upgrade }: BrunchUpgradeTabProps) {
  const { t } = useTranslation();
  const bookings = useApi(BookingApi);
  const queries = useQueryClient();
  const own = useId();
  const form = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [slotError, setSlotError] = useState<string | undefined>();
  const queryKey = brunchUpgradeQueryKey(manageKey);

  const request = useMutation({
    mutationFn: (slot: CallbackSlotAnswer) => bookings.requestBrunchUpgrade(manageKey, { callback_slot: slot, notes }),
    onSuccess: (answer) => putAnswer(queries, queryKey, answer),
    onError: (error) => {
      if (!refusesBooking(error)) return;
      // The booking and its upgrade read afresh: one that cannot be upgraded loses the tab, and the page shows Overview.
      history.replaceState(history.state, '', `${location.pathname}${location.search}#overview`);
      void queries.invalidateQueries({ queryKey: bookingQueryKey({ token: manageKey }) });
    },
  });

  const existing = upgrade.meta.existing_call;
  if (existing)
    return (
      <div className="covers-brunch-upgrade">
        <h2>{t('account:brunchUpgrade.heading')}</h2>
        <FormMessage kind="success">{t('account:brunchUpgrade.existingCall', { date: callbackWhen(existing.slot) })}</FormMessage>
        {existing.notes ? <p className="covers-brunch-upgrade__notes">{existing.notes}</p> : null}
      </div>
    );

  const fieldErrors = request.error instanceof ApiError ? request.error.fieldErrors : {};
  const shownSlotError = slotError ?? fieldErrors.callback_slot?.[0];
  const notesError = fieldErrors.notes?.[0];
  const failed = request.isError && !refusesBooking(request.error) && !shownSlotError && !notesError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const slot = upgrade.data.find((s) => slotId(s) === chosen);
    if (!slot) {
      setSlotError(t('account:brunchUpgrade.slotRequired'));
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    setSlotError(undefined);
    request.mutate(slot);
  };

  return (
    <div className="covers-brunch-upgrade">
      <h2>{t('account:brunchUpgrade.heading')}</h2>
      {upgrade.data.length === 0 ? (
        <FormMessage kind="info">{t('account:brunchUpgrade.noSlots')}</FormMessage>
      ) : (
        <form ref={form} className="covers-form" onSubmit={submit} noValidate>
          {failed ? <FormMessage kind="error">{t('account:brunchUpgrade.failure')}</FormMessage> : null}
          <fieldset className="covers-fieldset" aria-describedby={shownSlotError ? `${own}-slot-error` : undefined}>
            <legend>{t('account:brunchUpgrade.chooseSlot')}</legend>
            {shownSlotError ? (
              <p id={`${own}-slot-error`} className="covers-field-error">
                {shownSlotError}
              </p>
            ) : null}
            <div className="covers-checks">
              {upgrade.data.map((slot) => (
                <label key={slotId(slot)} className="covers-check">
                  <input
                    type="radio"
                    name={`${own}-slot`}
                    value={slotId(slot)}
                    checked={chosen === slotId(slot)}
                    aria-invalid={shownSlotError ? true : undefined}
                    onChange={() => {
                      setChosen(slotId(slot));
                      setSlotError(undefined);
                    }}
                  />
                  {callbackWhen(slot)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="covers-field">
            <label htmlFor={`${own}-notes`}>{t('account:brunchUpgrade.notes')}</label>
            {notesError ? (
              <p id={`${own}-notes-error`} className="covers-field-error">
                {notesError}
              </p>
            ) : null}
            <textarea
              id={`${own}-notes`}
              value={notes}
              maxLength={1000}
              rows={4}
              aria-invalid={notesError ? true : undefined}
              aria-describedby={notesError ? `${own}-notes-error` : undefined}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          <button type="submit" className="covers-button" disabled={request.isPending}>
            {t('account:brunchUpgrade.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
