/**
 * alternativeDates: when the chosen date has no free time, a dropdown of the nearby dates the
 * server found with some (date and how many times are free); choosing one changes the date.
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepMessage, WidgetStore } from '../../engine/store/index.ts';
import { isCalendarDate } from '../../engine/time/calendar-date.ts';
import { longDate } from '../../engine/time/format.ts';

interface Alternative {
  date: string;
  count: number | null;
}

function alternatives(value: unknown): Alternative[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((a): Alternative | null => {
      if (typeof a === 'string')
        return isCalendarDate(a.slice(0, 10)) ? { date: a.slice(0, 10), count: null } : null;
      const o = a as { date?: unknown; available_slots?: unknown };
      return typeof o.date === 'string' && isCalendarDate(o.date.slice(0, 10))
        ? {
            date: o.date.slice(0, 10),
            count: typeof o.available_slots === 'number' ? o.available_slots : null,
          }
        : null;
    })
    .filter((a): a is Alternative => a !== null);
}

export const AlternativeDates = observer(function AlternativeDates({
  store,
  message,
}: {
  store: WidgetStore;
  message: StepMessage;
}) {
  const { t } = useTranslation();
  const id = useId();
  const list = alternatives(message.params.dates);
  if (list.length === 0) return null;
  return (
    <div className="covers-alternatives">
      <label className="covers-label" htmlFor={id}>
        {t(message.key)}
      </label>
      <select
        id={id}
        className="covers-select"
        value=""
        onChange={(e) => e.target.value && store.answer({ date: e.target.value })}
      >
        <option value="">{t('widget:timeSelect.alternativeDatesPlaceholder')}</option>
        {list.map((a) => (
          <option key={a.date} value={a.date}>
            {a.count === null
              ? longDate(a.date)
              : t('widget:timeSelect.alternativeDatesOption', { date: longDate(a.date), count: a.count })}
          </option>
        ))}
      </select>
    </div>
  );
});
