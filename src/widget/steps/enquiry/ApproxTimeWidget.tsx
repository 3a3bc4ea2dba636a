/**
 * The enquiry's approximate start time (`approxTime`): an optional select of times from the flow's
 * `ui:options` (default 10:00 to 00:00 in 15-minute steps). A time carried from Let's talk is kept
 * even when it falls between the steps.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { timeOptions } from '../../../engine/time/time-options.ts';
import { describedBy } from '../../components/templates.tsx';

export function ApproxTimeWidget(props: WidgetProps) {
  const { id, value, label, placeholder, options, disabled, readonly, onChange, onBlur, onFocus } = props;
  const from = typeof options.from === 'string' ? options.from : undefined;
  const to = typeof options.to === 'string' ? options.to : undefined;
  const stepMinutes = typeof options.stepMinutes === 'number' ? options.stepMinutes : undefined;
  const times = useMemo(() => timeOptions({ ...(from ? { start: from } : {}), ...(to ? { end: to } : {}), ...(stepMinutes ? { stepMinutes } : {}) }), [from, to, stepMinutes]);
  const current = typeof value === 'string' && value !== '' ? value.slice(0, 5) : '';
  const shown = current && !times.includes(current) ? [current, ...times] : times;
  return (
    <div className="covers-approx-time">
      <label htmlFor={id} className="covers-label">
        {label}
      </label>
      <select
        id={id}
        name={props.htmlName ?? id}
        value={current}
        disabled={disabled || readonly}
        aria-invalid={(props.rawErrors ?? []).length > 0 ? true : undefined}
        aria-describedby={describedBy(id, props.rawErrors)}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      >
        <option value="">{placeholder ?? ''}</option>
        {shown.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </div>
  );
}
