/**
 * The date picker's month calendar, opened by its button: a table of day buttons, each named in
 * full ("Saturday 28 November 2026"), weeks from Monday. One day takes the focus (the chosen date,
 * else the first that may be chosen); arrows move it a day or a week, Page Up and Page Down a month,
 * Enter or Space choose it, Escape closes. A day outside the dates offered says so (aria-disabled)
 * and cannot be chosen. Its own chunk: nothing of it loads until a customer opens it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, isoWeekday } from '../../engine/time/calendar-date.ts';
import { addMonths } from './typed-date.ts';
import { MONTH_NAMES, WEEKDAY_NAMES, longDate } from '../../engine/time/format.ts';

interface Props {
  id: string;
  value: string;
  /** With no value, the day the calendar opens on (else `min`). */
  openAt?: string | undefined;
  min: string;
  max?: string;
  allowed: (date: string) => boolean;
  onPick: (date: string) => void;
  onClose: () => void;
}

const MOVES: Record<string, (d: string) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  PageUp: (d) => addMonths(d, -1),
  PageDown: (d) => addMonths(d, 1),
};

export default function DateCalendar({ id, value, openAt, min, max, allowed, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [focus, setFocus] = useState(value || openAt || min);
  const table = useRef<HTMLTableElement>(null);
  // The focused day takes the keyboard focus when the calendar opens and as the keys move it (the
  // month buttons keep it when pressed).
  const keys = useRef(true);
  // The day the keys are on, at once: a key pressed before the focus has moved acts on that day.
  const at = useRef(focus);
  useEffect(() => {
    if (keys.current) table.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focus]);
  const month = focus.slice(0, 7);
  const first = `${month}-01`;
  const start = addDays(first, 1 - isoWeekday(first));
  const weeks: string[][] = [];
  for (let day = start; day.slice(0, 7) <= month || weeks.length === 0; ) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push(day);
    weeks.push(week);
  }
  const offered = (d: string) => d >= min && (!max || d <= max) && allowed(d);
  const go = (d: string, byKeys = false) => {
    keys.current = byKeys;
    at.current = d;
    setFocus(d);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    const day = at.current;
    if (move) {
      e.preventDefault();
      go(move(day), true);
    } else if ((e.key === 'Enter' || e.key === ' ') && (e.target as HTMLElement).closest('td')) {
      e.preventDefault();
      if (offered(day)) onPick(day);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  };
  const [y, m] = month.split('-').map(Number) as [number, number];
  const headingId = `${id}-month`;
  return (
    <div id={id} className="covers-calendar" role="group" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="covers-calendar-head">
        <button
          type="button"
          aria-label={t('widget:prebooking.previousMonth')}
          disabled={first <= min}
          onClick={() => go(addMonths(focus, -1))}
        >
          ‹
        </button>
        <p id={headingId} aria-live="polite">
          {MONTH_NAMES[m - 1]} {y}
        </p>
        <button
          type="button"
          aria-label={t('widget:prebooking.nextMonth')}
          disabled={!!max && addMonths(first, 1) > max}
          onClick={() => go(addMonths(focus, 1))}
        >
          ›
        </button>
      </div>
      <table ref={table} aria-labelledby={headingId}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((d) => (
                <td key={d}>
                  {d.slice(0, 7) === month ? (
                    <button
                      type="button"
                      tabIndex={d === focus ? 0 : -1}
                      aria-label={longDate(d)}
                      aria-pressed={d === value}
                      aria-disabled={offered(d) ? undefined : true}
                      onClick={() => (offered(d) ? onPick(d) : go(d))}
                    >
                      {Number(d.slice(8))}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
