/**
 * datePicker: the date in the product's dd/MM/yyyy whatever the browser's language (a native date
 * input shows the browser's own order, 12/04/2026 for 4 December in a US-English browser). A text
 * field takes the date typed day first; arrow up and down move it a day; the button beside it opens
 * a month calendar (its own chunk, loaded when first opened). The chosen date is read out in full
 * ("Saturday 28 November 2026"); a date that cannot be read is said so under the field. The dates
 * offered run from today (the session's minimum booking date) within the flow's rules and up to
 * the bar's close date. A typed date is sent once its year is whole, or when the field is left.
 */
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDateRules } from '../../engine/flow/index.ts';
import { longDate } from '../../engine/slots/label.ts';
import { addDays, isCalendarDate } from '../../engine/time/calendar-date.ts';
import { londonToday } from '../../engine/time/london.ts';
import { flowContext } from '../components/FlowForm.tsx';
import { describedBy } from '../components/templates.tsx';
import { dateBounds, ddMmYyyy, parseTypedDate } from './dates.ts';

const DateCalendar = lazy(() => import('./DateCalendar.tsx'));

export const DatePicker = observer(function DatePicker(props: WidgetProps) {
  const { t } = useTranslation();
  const { store } = flowContext(props);
  const { id, value, label, placeholder, readonly, disabled, rawErrors } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const session = store.session;
  // The venue's today as the server says it; until its first answer, the clock's (London time
  // once known: working out London's offset costs the first paint a time-zone lookup).
  const today =
    typeof session.min_booking_date === 'string' && isCalendarDate(session.min_booking_date)
      ? session.min_booking_date
      : store.phase === 'starting'
        ? new Date(store.now).toISOString().slice(0, 10)
        : londonToday(new Date(store.now));
  const closeDate = (session.bar as { close_date?: string | null } | null | undefined)?.close_date ?? null;
  const flow = store.flow;
  const bounds = useMemo(() => dateBounds(flow, today, closeDate), [flow, today, closeDate]);
  const date = typeof value === 'string' && isCalendarDate(value.slice(0, 10)) ? value.slice(0, 10) : '';
  const format = t('widget:prebooking.datePlaceholder');
  // The flow's hint (the format unless it says otherwise): read out with the field, and not shown
  // twice when it only repeats the format the empty field shows.
  const hint = placeholder || format;
  const hintId = `${id}-hint`;
  const readoutId = `${id}-readout`;
  const unreadable = draft !== null && draft.trim() !== '' && !parseTypedDate(draft);
  const commit = (next: string) => {
    if (next !== date) props.onChange(next === '' ? undefined : next);
  };
  const pick = (next: string) => {
    setDraft(null);
    commit(next);
  };
  const off = disabled || readonly;
  return (
    <>
      <label className="covers-label" htmlFor={id}>
        {label}
      </label>
      <p id={hintId} className={hint === format ? 'covers-sr-only' : 'covers-hint'}>
        {hint}
      </p>
      <div className="covers-date-row">
        <input
          id={id}
          name={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="covers-input covers-date"
          placeholder={format}
          value={draft ?? ddMmYyyy(date)}
          disabled={disabled}
          readOnly={readonly}
          aria-invalid={unreadable || (rawErrors && rawErrors.length > 0) ? true : undefined}
          aria-describedby={describedBy(id, rawErrors, hintId, readoutId)}
          onChange={(e) => {
            setDraft(e.target.value);
            const next = parseTypedDate(e.target.value);
            if (next) commit(next);
          }}
          onKeyDown={(e) => {
            const step = e.key === 'ArrowUp' ? 1 : e.key === 'ArrowDown' ? -1 : 0;
            if (!step || off) return;
            e.preventDefault();
            let next = date ? addDays(date, step) : bounds.min;
            if (next < bounds.min) next = bounds.min;
            if (bounds.max && next > bounds.max) next = bounds.max;
            pick(next);
          }}
          onBlur={() => {
            if (draft !== null) {
              commit(parseTypedDate(draft));
              // A whole date shows as dd/MM/yyyy once left; what cannot be read stays, said so.
              if (!unreadable) setDraft(null);
            }
            props.onBlur(id, value);
          }}
        />
        <button
          id={`${id}-toggle`}
          type="button"
          className="covers-date-button"
          aria-label={t('widget:prebooking.calendar')}
          aria-expanded={open}
          aria-controls={`${id}-calendar`}
          disabled={off}
          onClick={() => setOpen(!open)}
        >
          <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true">
            <path d="M2 3h12v11H2zM2 6h12M5 1v3m6-3v3" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
      <p id={readoutId} className="covers-readout" aria-live="polite">
        {unreadable ? (
          <span className="covers-date-error">{t('widget:prebooking.dateUnreadable', { format })}</span>
        ) : date ? (
          <span className="covers-sr-only">{t('widget:prebooking.dateReadout', { date: longDate(date) })}</span>
        ) : null}
      </p>
      {open ? (
        <Suspense fallback={null}>
          <DateCalendar
            id={`${id}-calendar`}
            value={date}
            min={bounds.min}
            max={bounds.max}
            allowed={(d) => checkDateRules(flow, d, today, { closeDate }).ok}
            onPick={(d) => {
              pick(d);
              setOpen(false);
              document.getElementById(id)?.focus();
            }}
            onClose={() => {
              setOpen(false);
              document.getElementById(`${id}-toggle`)?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
});
