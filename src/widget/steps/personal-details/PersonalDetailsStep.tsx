/**
 * Step 4, personal details (kind `personalDetails`): 'Almost Done', the booking summary with Change,
 * the contact form (forename, surname, e-mail and phone, the opt-ins, the callback time), the terms
 * notice and the complete button in the flow's wording (Book now or Continue; brunch: Save Booking,
 * or Complete Booking when the deposit is 0). Completing may open the payment modal (spec §4),
 * which the shell shows.
 */
import { observer } from 'mobx-react-lite';
import { noticeKey } from '../../../engine/flow/index.ts';
import { guardData } from '../../../engine/store/index.ts';
import type { StepRendererProps } from '../step-props.ts';
import { customWidgets } from '../widget-registry.ts';
import { ContactStep } from './ContactStep.tsx';
import { contactWidgets, labelledRjsfWidgets } from './widgets.tsx';
import '../../components/components.css';
import './contact.css';

// The stand-in renderer draws these too, wherever another kind of step names them.
Object.assign(customWidgets, contactWidgets);

const detailsWidgets = { ...labelledRjsfWidgets, ...contactWidgets };

const PersonalDetailsStep = observer(function PersonalDetailsStep(props: StepRendererProps) {
  const { store, flow } = props;
  return (
    <ContactStep
      {...props}
      className="covers-personal-details"
      headingKey={noticeKey(flow, 'summaryHeading', guardData(store.state)) ?? 'widget:personalDetails.heading'}
      widgets={detailsWidgets}
      submitLabelKey={store.buttons.submit ?? 'widget:buttons.continue'}
    />
  );
});

export default PersonalDetailsStep;
