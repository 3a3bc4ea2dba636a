/**
 * datePicker: the browser's own date input (keyboard and screen-reader friendly everywhere), bounded
 * by today (the session's minimum booking date), the flow's date rules and the bar's close date,
 * with the chosen date shown as dd/MM/yyyy and read out in full ("Saturday 28 November 2026").
 * A date typed by hand is sent once its year is whole, or when the field is left.
 */
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { longDate } from '../../engine/slots/label.ts';
import { isCalendarDate } from '../../engine/time/calendar-date.ts';
import { londonToday } from '../../engine/time/london.ts';
import { flowContext } from '../components/FlowForm.tsx';
import { describedBy } from '../components/templates.tsx';
import { dateBounds, ddMmYyyy, isWholeDate } from './dates.ts';

export const DatePicker = observer(function DatePicker(props: WidgetProps) {
  const { t } = useTranslation();
  const { store } = flowContext(props);
  const { id, value, label, placeholder, readonly, disabled, rawErrors } = props;
  const [draft, setDraft] = useState<string | null>(null);
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
  const hintId = `${id}-hint`;
  const readoutId = `${id}-readout`;
  const commit = (next: string) => {
    if (next !== date) props.onChange(next === '' ? undefined : next);
  };
  return (
    <>
      <label className="covers-label" htmlFor={id}>
        {label}
      </label>
      {placeholder ? (
        <p id={hintId} className="covers-hint">
          {placeholder}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        type="date"
        className="covers-input covers-date"
        value={draft ?? date}
        min={bounds.min}
        max={bounds.max}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, rawErrors, placeholder && hintId, readoutId)}
        onChange={(e) => {
          const next = e.target.value;
          setDraft(next);
          if (isWholeDate(next)) commit(next);
        }}
        onBlur={() => {
          if (draft !== null) commit(draft);
          setDraft(null);
          props.onBlur(id, value);
        }}
      />
      <p id={readoutId} className="covers-readout" aria-live="polite">
        {date ? (
          <>
            <span aria-hidden="true">{ddMmYyyy(date)}</span>
            <span className="covers-sr-only">
              {t('widget:prebooking.dateReadout', { date: longDate(date) })}
            </span>
          </>
        ) : null}
      </p>
    </>
  );
});
