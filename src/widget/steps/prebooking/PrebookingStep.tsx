/**
 * Step 1, pre-booking (kind `prebooking`): location, date and number of people; once all three are
 * answered, the day-part buttons and the booking categories with their types; the seating/standing
 * tick box for types that allow it; Next, disabled while the booking cannot be taken or a location,
 * date or people error stands (the store's `nextEnabled`); and the step's messages ("Sorry, looks
 * like we can't take this booking right now.", a type not served that weekday). Which fields show
 * and with which widgets is the flow's: this renderer knows only the kind of step.
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FlowForm } from '../../components/FlowForm.tsx';
import { usePreloadNextSteps } from '../../components/preload-next.ts';
import { StepMessageList } from '../../components/StepMessageList.tsx';
import { CategoryPanels } from '../../widgets/CategoryPanels.tsx';
import { DatePicker } from '../../widgets/DatePicker.tsx';
import { LocationSelect } from '../../widgets/LocationSelect.tsx';
import { PeopleCounter } from '../../widgets/PeopleCounter.tsx';
import { StandingToggle } from '../../widgets/StandingToggle.tsx';
import type { StepRendererProps } from '../step-props.ts';
import { customWidgets } from '../widget-registry.ts';
import '../../components/components.css';
import './prebooking.css';

export const prebookingWidgets = {
  locationSelect: LocationSelect,
  datePicker: DatePicker,
  peopleCounter: PeopleCounter,
  categoryPanels: CategoryPanels,
  standingToggle: StandingToggle,
};

// The stand-in renderer draws these too, wherever another kind of step names them.
Object.assign(customWidgets, prebookingWidgets);

/** Fields whose error keeps Next disabled (spec §2: a date, location or people field error). */
const BLOCKING = ['bar_id', 'date', 'no_people'];

const PrebookingStep = observer(function PrebookingStep({ store, flow, stepId, step }: StepRendererProps) {
  usePreloadNextSteps(flow, stepId);
  const messagesId = useId();
  // The store's nextEnabled reads the session's validation errors; a value the server refused
  // outright (a 4xx naming the field) shows under its field and must hold Next too.
  const blocked = BLOCKING.some((field) => (store.fieldErrors[field]?.length ?? 0) > 0);
  // The flow's wording of "not served on that weekday" replaces the server's note under the types.
  const notServed = store.messages.some((m) => m.situation === 'notServedOnWeekday');
  return (
    <FlowForm
      store={store}
      flow={flow}
      stepId={stepId}
      step={step}
      widgets={prebookingWidgets}
      className="covers-prebooking"
      hideErrorsOf={notServed ? ['party_type'] : []}
      submit={{
        labelKey: store.buttons.next ?? 'widget:buttons.next',
        enabled: store.nextEnabled && !blocked,
        onSubmit: () => store.next(),
        describedBy: messagesId,
      }}
    >
      <StepMessageList store={store} id={messagesId} />
    </FlowForm>
  );
});

export default PrebookingStep;
