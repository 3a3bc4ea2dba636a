/**
 * standingToggle: the tick box "Include a mix of seating and standing space" (the `standing` field),
 * shown for types that allow it (the flow's visibleWhen), with its info popup.
 */
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { noticeKey } from '../../engine/flow/index.ts';
import { guardData } from '../../engine/store/index.ts';
import { flowContext } from '../components/FlowForm.tsx';
import { InfoPopup } from '../components/InfoPopup.tsx';
import { describedBy } from '../components/templates.tsx';

export const StandingToggle = observer(function StandingToggle(props: WidgetProps) {
  const { t } = useTranslation();
  const { store } = flowContext(props);
  const { id, value, label, readonly, disabled, rawErrors, uiSchema } = props;
  const help = uiSchema?.['ui:help'];
  const info =
    typeof help === 'string' && help !== ''
      ? help
      : t(noticeKey(store.flow, 'standingInfo', guardData(store.state)) ?? 'widget:prebooking.standingInfo');
  return (
    <div className="covers-checkbox">
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={value === true}
        disabled={disabled || readonly}
        aria-describedby={describedBy(id, rawErrors)}
        onChange={(e) => props.onChange(e.target.checked)}
        onBlur={() => props.onBlur(id, value)}
      />
      <label htmlFor={id}>{label}</label>
      <InfoPopup label={t('widget:prebooking.standingInfoButton')} text={info} />
    </div>
  );
});
