/**
 * Step 2, time select (kind `timeSelect`): the date and the optional preferred time, then the slot
 * grid with the step's messages and alternative dates; choosing a slot moves on (Book now to the
 * pre-order or details, Let's talk to the enquiry), so the step has no submit button. A step that
 * hands the booking to a partner (partnerRedirect, Karaoke) shows the partner's link or the venue
 * message instead.
 */
import { observer } from 'mobx-react-lite';
import { FlowForm } from '../../components/FlowForm.tsx';
import { usePreloadNextSteps } from '../../components/preload-next.ts';
import { StepMessageList } from '../../components/StepMessageList.tsx';
import { DatePicker } from '../../widgets/DatePicker.tsx';
import { PartnerRedirect } from '../../widgets/PartnerRedirect.tsx';
import { SlotGrid } from '../../widgets/SlotGrid.tsx';
import { TimePicker } from '../../widgets/TimePicker.tsx';
import type { StepRendererProps } from '../step-props.ts';
import { customWidgets } from '../widget-registry.ts';
import '../../components/components.css';
import './time-select.css';

export const timeSelectWidgets = {
  datePicker: DatePicker,
  timePicker: TimePicker,
  slotGrid: SlotGrid,
};

Object.assign(customWidgets, timeSelectWidgets);

const TimeSelectStep = observer(function TimeSelectStep({ store, flow, stepId, step }: StepRendererProps) {
  usePreloadNextSteps(flow, stepId);
  // The grid shows the messages above the times; without a grid they show here.
  const hasGrid = Object.values(step.uiSchema ?? {}).some(
    (ui) => (ui as { 'ui:widget'?: unknown } | null)?.['ui:widget'] === 'slotGrid',
  );
  return (
    <FlowForm
      store={store}
      flow={flow}
      stepId={stepId}
      step={step}
      widgets={timeSelectWidgets}
      className="covers-time-select"
      submit={null}
    >
      {hasGrid ? null : <StepMessageList store={store} />}
      {step.widgets.includes('partnerRedirect') ? <PartnerRedirect store={store} /> : null}
    </FlowForm>
  );
});

export default TimeSelectStep;
