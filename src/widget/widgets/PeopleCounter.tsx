/**
 * peopleCounter: the number of people, typed or changed with minus and plus. Empty or negative is 0,
 * shown as an empty field (no party has 0 people): plus starts at the flow's minimum and minus stops
 * there. The store sends the number 1 s after the last change (the spec's debounce), so the buttons
 * can be pressed several times in a row. While the field has focus it shows what is typed.
 */
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { peopleMinimum } from '../../engine/flow/rules.ts';
import { normalisePeople } from '../../engine/session/values.ts';
import { flowContext } from '../components/FlowForm.tsx';
import { describedBy } from '../components/templates.tsx';

export const PeopleCounter = observer(function PeopleCounter(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, label, readonly, disabled, rawErrors } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const { store } = flowContext(props);
  const count = normalisePeople(value);
  const least = peopleMinimum(store.flow, store.session);
  const off = disabled || readonly;
  const set = (n: number) => props.onChange(Math.max(0, n));
  return (
    <>
      <label className="covers-label" htmlFor={id}>
        {label}
      </label>
      <div className="covers-counter">
        <button
          type="button"
          className="covers-counter-button"
          aria-label={t('widget:prebooking.decreasePeople')}
          aria-controls={id}
          disabled={off || count <= least}
          onClick={() => set(Math.max(least, count - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={id}
          type="number"
          inputMode="numeric"
          min={least}
          step={1}
          className="covers-input covers-counter-input"
          value={draft ?? (count > 0 ? String(count) : '')}
          disabled={disabled}
          readOnly={readonly}
          aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
          aria-describedby={describedBy(id, rawErrors)}
          onFocus={(e) => e.target.select()}
          onChange={(e) => {
            const typed = e.target.value;
            // Spec §5: negative becomes 0. The field says so at once rather than keeping "-3" as if it counted.
            setDraft(Number(typed) < 0 ? '0' : typed);
            set(normalisePeople(typed));
          }}
          onBlur={() => {
            setDraft(null);
            props.onBlur(id, value);
          }}
        />
        <button
          type="button"
          className="covers-counter-button"
          aria-label={t('widget:prebooking.increasePeople')}
          aria-controls={id}
          disabled={off}
          onClick={() => set(Math.max(least, count + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </>
  );
});
