/**
 * What step 4 and the enquiry share: a heading, the booking summary when the flow names it, the
 * step's messages, the contact form with the flow's terms notice, and one button that completes
 * the session.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { noticeKey } from '../../../engine/flow/index.ts';
import { guardData } from '../../../engine/store/index.ts';
import { FlowForm } from '../../components/FlowForm.tsx';
import { StepMessageList } from '../../components/StepMessageList.tsx';
import type { StepRendererProps } from '../step-props.ts';
import { BookingSummary } from './BookingSummary.tsx';
import { Terms } from './Terms.tsx';

interface ContactStepProps extends StepRendererProps {
  className: string;
  headingKey: string;
  widgets: RegistryWidgetsType;
  submitLabelKey: string;
}

export const ContactStep = observer(function ContactStep({ store, flow, stepId, step, className, headingKey, widgets, submitLabelKey }: ContactStepProps) {
  const { t } = useTranslation();
  const terms = noticeKey(flow, 'terms', guardData(store.state)) ?? 'widget:personalDetails.terms';
  return (
    <div className={className}>
      <h2 className="covers-step-heading">{t(headingKey)}</h2>
      {step.widgets.includes('bookingSummary') ? <BookingSummary store={store} /> : null}
      <StepMessageList store={store} except={['tooCloseForCallback']} />
      <FlowForm
        store={store}
        flow={flow}
        stepId={stepId}
        step={step}
        widgets={widgets}
        className="covers-contact-form"
        submit={{ labelKey: submitLabelKey, enabled: store.completeEnabled, onSubmit: () => store.complete() }}
      >
        <Terms textKey={terms} />
      </FlowForm>
    </div>
  );
});
