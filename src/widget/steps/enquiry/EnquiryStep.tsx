/**
 * The enquiry (kind `enquiry`: step 99, or step 2 of an enquiry-only flow): the contact form, an
 * optional approximate start time, the callback time (the first 12 windows, Today / Tomorrow), the
 * opt-ins and Send Enquiry, which completes the session (an enquiry never opens a payment).
 */
import { observer } from 'mobx-react-lite';
import type { StepRendererProps } from '../step-props.ts';
import { customWidgets } from '../widget-registry.ts';
import { ContactStep } from '../personal-details/ContactStep.tsx';
import { contactWidgets, labelledRjsfWidgets } from '../personal-details/widgets.tsx';
import { ApproxTimeWidget } from './ApproxTimeWidget.tsx';
import '../../components/components.css';
import '../personal-details/contact.css';

export const enquiryWidgets = { ...contactWidgets, approxTime: ApproxTimeWidget };

// The stand-in renderer draws these too, wherever another kind of step names them.
Object.assign(customWidgets, enquiryWidgets);

const formWidgets = { ...labelledRjsfWidgets, ...enquiryWidgets };

const EnquiryStep = observer(function EnquiryStep(props: StepRendererProps) {
  const { store } = props;
  return (
    <ContactStep
      {...props}
      className="covers-enquiry"
      headingKey="widget:enquiry.heading"
      widgets={formWidgets}
      submitLabelKey={store.buttons.sendEnquiry ?? 'widget:buttons.sendEnquiry'}
    />
  );
});

export default EnquiryStep;
