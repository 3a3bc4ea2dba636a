/**
 * Step 4, personal details (kind `personalDetails`): 'Almost Done', the booking summary with Change,
 * the contact form (forename, surname, e-mail and phone, the opt-ins, the callback time), the terms
 * notice and the complete button in the flow's wording (Book now or Continue; brunch: Save Booking,
 * or Complete Booking when the deposit is 0). Completing may open the payment modal (spec §4),
 * which the shell shows.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { noticeKey } from '../../../engine/flow/index.ts';
import { guardData } from '../../../engine/store/index.ts';
import { FlowForm } from '../../components/FlowForm.tsx';
import { StepMessageList } from '../../components/StepMessageList.tsx';
import type { StepRendererProps } from '../registry.ts';
import { customWidgets } from '../widget-registry.ts';
import { BookingSummary } from './BookingSummary.tsx';
import { Terms } from './Terms.tsx';
import { contactWidgets, labelledRjsfWidgets } from './widgets.tsx';
import '../../components/components.css';
import './contact.css';

// The stand-in renderer draws these too, wherever another kind of step names them.
Object.assign(customWidgets, contactWidgets);

const detailsWidgets = { ...labelledRjsfWidgets, ...contactWidgets };

const PersonalDetailsStep = observer(function PersonalDetailsStep({ store, flow, stepId, step }: StepRendererProps) {
  const { t } = useTranslation();
  const data = guardData(store.state);
  const heading = noticeKey(flow, 'summaryHeading', data) ?? 'widget:personalDetails.heading';
  const terms = noticeKey(flow, 'terms', data) ?? 'widget:personalDetails.terms';
  return (
    <div className="covers-personal-details">
      <h2 className="covers-step-heading">{t(heading)}</h2>
      {step.widgets.includes('bookingSummary') ? <BookingSummary store={store} /> : null}
      <StepMessageList store={store} except={['tooCloseForCallback']} />
      <FlowForm
        store={store}
        flow={flow}
        stepId={stepId}
        step={step}
        widgets={detailsWidgets}
        className="covers-contact-form"
        submit={{ labelKey: store.buttons.submit ?? 'widget:buttons.continue', enabled: store.completeEnabled, onSubmit: () => store.complete() }}
      >
        <Terms textKey={terms} />
      </FlowForm>
    </div>
  );
});

export default PersonalDetailsStep;
