/**
 * locationSelect: the bar. A select whose first option is blank and reads "Location"; the bars come
 * with the session (live data, through the store). When the host page forces a location, the select
 * is shown locked with the venue's name.
 */
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { flowContext } from '../components/FlowForm.tsx';
import { describedBy } from '../components/templates.tsx';

interface Bar {
  bar_id?: number;
  id?: number;
  bar_name?: string;
  branded_name?: string;
}

const idOf = (bar: Bar) => Number(bar.bar_id ?? bar.id);

export const LocationSelect = observer(function LocationSelect(props: WidgetProps) {
  const { t } = useTranslation();
  const { store } = flowContext(props);
  const { id, value, label, placeholder, readonly, disabled, rawErrors } = props;
  const bars = (store.bars as Bar[]).filter((b) => Number.isSafeInteger(idOf(b)));
  const chosen = store.session.bar as Bar | null | undefined;
  // The chosen bar is always an option, even before the list has arrived.
  const options =
    chosen && Number(value) === idOf(chosen) && !bars.some((b) => idOf(b) === idOf(chosen))
      ? [chosen, ...bars]
      : bars;
  const lockedId = `${id}-locked`;
  const venue = chosen?.branded_name ?? chosen?.bar_name ?? '';
  return (
    <>
      <label className="covers-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={id}
        className="covers-select"
        value={value ?? ''}
        disabled={disabled || readonly}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, rawErrors, readonly && lockedId)}
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        onBlur={() => props.onBlur(id, value)}
      >
        <option value="">{placeholder || label}</option>
        {options.map((bar) => (
          <option key={idOf(bar)} value={idOf(bar)}>
            {bar.bar_name ?? bar.branded_name}
          </option>
        ))}
      </select>
      {readonly && venue ? (
        <p id={lockedId} className="covers-hint">
          {t('widget:prebooking.locationLocked', { venue })}
        </p>
      ) : null}
    </>
  );
});
