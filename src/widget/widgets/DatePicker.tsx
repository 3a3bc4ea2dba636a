/**
 * datePicker: the shared date field (dd/MM/yyyy, arrows, a month calendar) in a flow's form. The
 * dates offered run from today (the session's minimum booking date) within the flow's rules and up
 * to the bar's close date.
 */
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDateRules } from '../../engine/flow/index.ts';
import { isCalendarDate } from '../../engine/time/calendar-date.ts';
import { londonToday } from '../../engine/time/london.ts';
import { flowContext } from '../components/FlowForm.tsx';
import { describedBy } from '../components/templates.tsx';
import { DateField } from '../../ui/dates/DateField.tsx';
import { dateBounds, openingDay } from './dates.ts';

export const DatePicker = observer(function DatePicker(props: WidgetProps) {
  const { t } = useTranslation();
  const { store } = flowContext(props);
  // A date the flow or the bar refuses is said under the field and never sent (it was sent, refused, sent again and
  // wiped); what was typed stays, to be corrected.
  const [refused, setRefused] = useState(false);
  const { id, value, label, placeholder, readonly, disabled, rawErrors } = props;
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
  const openAt = useMemo(() => openingDay(flow, today, bounds, closeDate), [flow, today, bounds, closeDate]);
  const date = typeof value === 'string' && isCalendarDate(value.slice(0, 10)) ? value.slice(0, 10) : '';
  return (
    <DateField
      id={id}
      label={label}
      labelClassName="covers-label"
      value={date}
      // The flow's hint (the format unless it says otherwise).
      hint={placeholder}
      min={bounds.min}
      max={bounds.max}
      openAt={openAt}
      allowed={(d) => checkDateRules(flow, d, today, { closeDate }).ok}
      describedBy={describedBy(id, rawErrors)}
      invalid={rawErrors !== undefined && rawErrors.length > 0}
      disabled={disabled}
      readOnly={readonly}
      refused={refused}
      onChange={(next) => {
        const check = next === '' ? null : checkDateRules(flow, next, today, { closeDate });
        setRefused(check !== null && !check.ok);
        if (check && !check.ok) return store.refuseAnswer(props.name, t(check.messageKey, check.params));
        props.onChange(next === '' ? undefined : next);
      }}
      onBlur={() => props.onBlur(id, value)}
    />
  );
});
