/**
 * The enquiry (kind `enquiry`: step 99, or step 2 of an enquiry-only flow): the contact form, an
 * optional approximate start time, the callback time (the first 12 windows, Today / Tomorrow), the
 * opt-ins and Send Enquiry, which completes the session (an enquiry never opens a payment).
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { noticeKey } from '../../../engine/flow/index.ts';
import { guardData } from '../../../engine/store/index.ts';
import { FlowForm } from '../../components/FlowForm.tsx';
import { StepMessageList } from '../../components/StepMessageList.tsx';
import type { StepRendererProps } from '../registry.ts';
import { customWidgets } from '../widget-registry.ts';
import { BookingSummary } from '../personal-details/BookingSummary.tsx';
import { Terms } from '../personal-details/Terms.tsx';
import { contactWidgets, labelledRjsfWidgets } from '../personal-details/widgets.tsx';
import { ApproxTimeWidget } from './ApproxTimeWidget.tsx';
import '../../components/components.css';
import '../personal-details/contact.css';

export const enquiryWidgets = { ...contactWidgets, approxTime: ApproxTimeWidget };

// The stand-in renderer draws these too, wherever another kind of step names them.
Object.assign(customWidgets, enquiryWidgets);

const formWidgets = { ...labelledRjsfWidgets, ...enquiryWidgets };

const EnquiryStep = observer(function EnquiryStep({ store, flow, stepId, step }: StepRendererProps) {
  const { t } = useTranslation();
  const terms = noticeKey(flow, 'terms', guardData(store.state)) ?? 'widget:personalDetails.terms';
  return (
    <div className="covers-enquiry">
      <h2 className="covers-step-heading">{t('widget:enquiry.heading')}</h2>
      {step.widgets.includes('bookingSummary') ? <BookingSummary store={store} /> : null}
      <StepMessageList store={store} except={['tooCloseForCallback']} />
      <FlowForm
        store={store}
        flow={flow}
        stepId={stepId}
        step={step}
        widgets={formWidgets}
        className="covers-contact-form"
        submit={{ labelKey: store.buttons.sendEnquiry ?? 'widget:buttons.sendEnquiry', enabled: store.completeEnabled, onSubmit: () => store.complete() }}
      >
        <Terms textKey={terms} />
      </FlowForm>
    </div>
  );
});

export default EnquiryStep;
