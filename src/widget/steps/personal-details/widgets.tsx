/**
 * The contact steps' rjsf widgets, by the ids flows name them (src/engine/flow/vocabulary.ts):
 * contactDetails (a labelled text input; digits only for the phone), optIns (the E-Mail, SMS and
 * Phone tick boxes, 0 or 1, under one legend) and callbackSlots (the first 12 callback windows as
 * radio buttons). Each draws its own label (the step form turns rjsf's off); errors sit in the
 * shared error region, which the input names in aria-describedby.
 */
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CallbackOption } from '../../../engine/callback/callback-slots.ts';
import { formatClockTime } from '../../../engine/time/clock-time.ts';
import { flowContext } from '../../components/FlowForm.tsx';
import { MessageItem } from '../../components/StepMessageList.tsx';
import { translateText } from '../../components/rjsf-i18n.ts';
import { describedBy } from '../../components/templates.tsx';
import { weekdayName } from '../../../engine/time/format.ts';

/** Browsers fill these in from the customer's saved details. */
const AUTOCOMPLETE: Record<string, string> = {
  forename: 'given-name',
  surname: 'family-name',
  email: 'email',
  phone: 'tel',
  phone_number: 'tel',
  company_name: 'organization',
};

const invalid = (props: WidgetProps) => (props.rawErrors ?? []).some((e) => e !== '');

/** A contact input (`ui:options`: inputType email|tel|text, digitsOnly, requiredLabel as a locale key). */
export function ContactDetailsWidget(props: WidgetProps) {
  const { id, name, value, label, options, readonly, disabled, autofocus, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const inputType = options.inputType === 'email' || options.inputType === 'tel' ? options.inputType : 'text';
  const digitsOnly = options.digitsOnly === true;
  const requiredLabel = translateText(t, options.requiredLabel);
  return (
    <div className="covers-contact">
      <label htmlFor={id} className="covers-label">
        {label}
        {requiredLabel ? <span className="covers-required"> {requiredLabel}</span> : null}
      </label>
      <input
        id={id}
        name={props.htmlName ?? id}
        type={inputType}
        value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
        autoComplete={AUTOCOMPLETE[name] ?? 'on'}
        inputMode={digitsOnly ? 'numeric' : undefined}
        spellCheck={inputType === 'text' ? undefined : false}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        aria-required={requiredLabel ? true : undefined}
        aria-invalid={invalid(props) ? true : undefined}
        aria-describedby={describedBy(id, props.rawErrors)}
        onChange={(e) => onChange(digitsOnly ? e.target.value.replace(/\D/g, '') : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
    </div>
  );
}

/** A longer answer (rjsf's `textarea`, e.g. special requirements), labelled like the contact inputs. */
export function LabelledTextareaWidget(props: WidgetProps) {
  const { id, value, label, placeholder, readonly, disabled, onChange, onBlur, onFocus } = props;
  return (
    <div className="covers-contact">
      <label htmlFor={id} className="covers-label">
        {label}
      </label>
      <textarea
        id={id}
        name={props.htmlName ?? id}
        rows={typeof props.options.rows === 'number' ? props.options.rows : 4}
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder || undefined}
        readOnly={readonly}
        disabled={disabled}
        aria-invalid={invalid(props) ? true : undefined}
        aria-describedby={describedBy(id, props.rawErrors)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
    </div>
  );
}

/** The fields of this step drawn by the optIns widget, in the step's order. */
function optInFields(props: WidgetProps): string[] {
  const { step } = flowContext(props);
  const ui = (step.uiSchema ?? {}) as Record<string, unknown>;
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : [];
  const names = [...order.filter((n) => n in step.fields.properties), ...Object.keys(step.fields.properties).filter((n) => !order.includes(n))];
  return names.filter((n) => (ui[n] as { 'ui:widget'?: unknown } | undefined)?.['ui:widget'] === 'optIns');
}

/**
 * The opt-in tick boxes (E-Mail, SMS, Phone; 1 ticked, 0 not). The flow gives each its own field; the
 * first draws all of them as one group under "Keep me up to date with offers and events by:", the
 * others draw nothing.
 */
const OptIns = observer(function OptIns(props: WidgetProps) {
  const { id, name, disabled, readonly } = props;
  const { t } = useTranslation();
  const { store, step } = flowContext(props);
  const fields = optInFields(props);
  if (fields[0] !== name) return <span className="covers-optin-drawn" hidden />;
  const values = store.values;
  const checked = (value: unknown) => value === 1 || value === true || value === '1';
  return (
    <fieldset className="covers-optins" id={`${id}-group`}>
      <legend className="covers-label">{t('widget:personalDetails.optIns')}</legend>
      <div className="covers-optin-row">
        {fields.map((field) => {
          const boxId = field === name ? id : id.replace(new RegExp(`${name}$`), field);
          return (
            <div key={field} className="covers-optin">
              <input
                id={boxId}
                name={boxId}
                type="checkbox"
                checked={checked(values[field])}
                disabled={disabled || readonly}
                onChange={(e) => store.answer({ [field]: e.target.checked ? 1 : 0 })}
                onBlur={() => store.touch(field)}
              />
              <label htmlFor={boxId}>{translateText(t, step.fields.properties[field]?.title ?? field)}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
});

export function OptInWidget(props: WidgetProps) {
  return <OptIns {...props} />;
}

/** "Today", "Tomorrow" or the weekday, in the widget's language. */
export function callbackDayWord(option: CallbackOption, t: (key: string) => string): string {
  if (option.day === 'today') return t('common:today');
  if (option.day === 'tomorrow') return t('common:tomorrow');
  return weekdayName(option.weekday);
}

/** The callback_time a window is sent as: its start, "HH:mm". */
export const callbackStart = (option: CallbackOption) => formatClockTime(option.slot.start * 60);

/**
 * The callback time chooser: the first 12 windows the server offers ("Today 10:00 - 11:00"; an end of
 * 17 reads 16:45), as radio buttons. Choosing one sends callback_date and callback_time together.
 * With no window left before the booking: the too-close message, with the bar's phone and e-mail.
 */
const CallbackSlots = observer(function CallbackSlots(props: WidgetProps) {
  const { id, label, disabled, readonly, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const { store } = flowContext(props);
  const options = store.callbackOptions;
  const values = store.values;
  const chosenDate = values.callback_date;
  const chosenTime = typeof values.callback_time === 'string' ? values.callback_time.slice(0, 5) : null;
  if (options.length === 0) {
    const tooClose = store.messages.find((m) => m.situation === 'tooCloseForCallback');
    return (
      <div className="covers-callbacks" id={id}>
        <p className="covers-label">{label}</p>
        <div role="status">
          {tooClose ? (
            <MessageItem store={store} message={tooClose} />
          ) : (
            <div className="covers-message">
              <p>{t('widget:enquiry.noCallbackSlots')}</p>
            </div>
          )}
        </div>
      </div>
    );
  }
  return (
    <fieldset className="covers-callbacks" id={id} aria-describedby={describedBy(id, props.rawErrors)}>
      <legend className="covers-label">{label}</legend>
      <div className="covers-callback-grid">
        {options.map((option, i) => {
          const optionId = `${id}-${i}`;
          const start = callbackStart(option);
          const checked = chosenDate === option.slot.date && chosenTime === start;
          return (
            <div key={`${option.slot.date}-${option.slot.start}`} className={`covers-callback${checked ? ' covers-callback--chosen' : ''}`}>
              <input
                type="radio"
                id={optionId}
                name={props.htmlName ?? id}
                value={`${option.slot.date} ${start}`}
                checked={checked}
                disabled={disabled || readonly}
                onChange={() => store.answer({ callback_date: option.slot.date, callback_time: start })}
                onBlur={() => onBlur(id, start)}
                onFocus={() => onFocus(id, start)}
              />
              <label htmlFor={optionId}>
                <span className="covers-callback-day">{callbackDayWord(option, t)}</span> <span className="covers-callback-time">{option.timeLabel}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
});

/** A plain function component for rjsf's widget registry. */
export function CallbackSlotsWidget(props: WidgetProps) {
  return <CallbackSlots {...props} />;
}

export const contactWidgets = {
  contactDetails: ContactDetailsWidget,
  optIns: OptInWidget,
  callbackSlots: CallbackSlotsWidget,
};

/**
 * rjsf's own text widgets, labelled: the shared field template draws no labels, so a flow field with
 * no custom widget (`textarea`, or plain text) still gets one.
 */
export const labelledRjsfWidgets = {
  textarea: LabelledTextareaWidget,
  TextareaWidget: LabelledTextareaWidget,
  TextWidget: ContactDetailsWidget,
};
