/**
 * timePicker: the optional requested time on step 2 (the grid opens on the page or day part closest
 * to it). A select from its ui:options' `from` to `to` in `stepMinutes` steps (10:00 to 00:00 every
 * 15 minutes unless the flow says otherwise), first option "Any time".
 */
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeOptions } from '../../engine/time/time-options.ts';
import { describedBy } from '../components/templates.tsx';

export function TimePicker(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, label, readonly, disabled, rawErrors, options } = props;
  const from = typeof options.from === 'string' ? options.from : undefined;
  const to = typeof options.to === 'string' ? options.to : undefined;
  const step = typeof options.stepMinutes === 'number' ? options.stepMinutes : undefined;
  const times = useMemo(
    () =>
      timeOptions({
        ...(from ? { start: from } : {}),
        ...(to ? { end: to } : {}),
        ...(step ? { stepMinutes: step } : {}),
      }),
    [from, to, step],
  );
  const current = typeof value === 'string' ? value.slice(0, 5) : '';
  return (
    <>
      <label className="covers-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={id}
        className="covers-select"
        value={current}
        disabled={disabled || readonly}
        aria-describedby={describedBy(id, rawErrors)}
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => props.onBlur(id, value)}
      >
        <option value="">{t('widget:timeSelect.anyTime')}</option>
        {current && !times.includes(current) ? <option value={current}>{current}</option> : null}
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </>
  );
}
