/**
 * A date field in the product's dd/MM/yyyy whatever the browser's language (a native date input
 * shows the browser's own order, 12/04/2026 for 4 December in a US-English browser). A text field
 * takes the date typed day first; arrow up and down move it a day; the button beside it opens a month
 * calendar (its own chunk, loaded when first opened). The chosen date is read out in full ("Saturday
 * 28 November 2026"); a date that cannot be read is said so under the field. A typed date is given
 * once its year is whole, or when the field is left. The widget's date picker and the account's
 * booking page both draw it.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../engine/time/calendar-date.ts';
import { parseTypedDate } from './typed-date.ts';
import './dates.css';
import { longDate, shortDate } from '../../engine/time/format.ts';

const DateCalendar = lazy(() => import('./DateCalendar.tsx'));

export interface DateFieldProps {
  id: string;
  label: string;
  /** "YYYY-MM-DD", or "" for none. */
  value: string;
  /** A whole date, or "" when the field was emptied or left unreadable. */
  onChange(date: string): void;
  onBlur?(): void;
  /** The dates that may be chosen: from `min`, up to `max`, and those `allowed` says. */
  min: string;
  max?: string | undefined;
  allowed?(date: string): boolean;
  /** With nothing chosen, the day the calendar opens on (a flow's default month); else `min`. */
  openAt?: string | undefined;
  /** The date typed was refused (the page's own rules, said in the field's errors): what was typed stays. */
  refused?: boolean | undefined;
  /** Read out with the field; not shown when it only repeats the format the empty field shows. */
  hint?: string | undefined;
  /** More ids the field is described by (its errors). */
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  labelClassName?: string | undefined;
}

export function DateField(props: DateFieldProps) {
  const { t } = useTranslation();
  const { id, label, value, min, max, disabled, readOnly } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const format = t('widget:prebooking.datePlaceholder');
  const hint = props.hint || format;
  const hintId = `${id}-hint`;
  const readoutId = `${id}-readout`;
  const unreadable = draft !== null && draft.trim() !== '' && !parseTypedDate(draft);
  const commit = (next: string) => {
    if (next !== value) props.onChange(next);
  };
  const pick = (next: string) => {
    setDraft(null);
    commit(next);
  };
  const off = disabled || readOnly;
  const described = [props.describedBy, hintId, readoutId].filter(Boolean).join(' ');
  return (
    <>
      <label className={props.labelClassName} htmlFor={id}>
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
          value={draft ?? shortDate(value)}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={unreadable || props.invalid ? true : undefined}
          aria-describedby={described}
          onChange={(e) => {
            setDraft(e.target.value);
            const next = parseTypedDate(e.target.value);
            if (next) commit(next);
          }}
          onKeyDown={(e) => {
            const step = e.key === 'ArrowUp' ? 1 : e.key === 'ArrowDown' ? -1 : 0;
            if (!step || off) return;
            e.preventDefault();
            let next = value ? addDays(value, step) : min;
            if (next < min) next = min;
            if (max && next > max) next = max;
            pick(next);
          }}
          onBlur={() => {
            if (draft !== null) {
              commit(parseTypedDate(draft));
              // A whole date shows as dd/MM/yyyy once left; what cannot be read, or was refused, stays, said so.
              if (!unreadable && !props.refused) setDraft(null);
            }
            props.onBlur?.();
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
        ) : value ? (
          <span className="covers-sr-only">{t('widget:prebooking.dateReadout', { date: longDate(value) })}</span>
        ) : null}
      </p>
      {open ? (
        <Suspense fallback={null}>
          <DateCalendar
            id={`${id}-calendar`}
            value={value}
            openAt={props.openAt}
            min={min}
            {...(max ? { max } : {})}
            allowed={props.allowed ?? (() => true)}
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
}
