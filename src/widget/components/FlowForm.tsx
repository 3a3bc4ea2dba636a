/**
 * One step's rjsf `<Form>`, as every step renderer needs it:
 *   - the step's schema exactly as compiled (`step.fields`) with its precompiled validator;
 *   - the flow's uiSchema with its texts translated, fields hidden while their `visibleWhen` is
 *     false, prefilled fields the store locks made read-only;
 *   - live data for custom widgets through the form context (`flowContext(props)`), never by
 *     rewriting the schema;
 *   - the store's values as `formData`, changes answered through the store, a field left is touched;
 *   - the store's field errors as `extraErrors` (they block submit; the store clears them when the
 *     field changes); rjsf's own strings and the validator's messages through i18next;
 *   - `noHtml5Validate`, `onError`, the step's own submit button (or none).
 */
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import {
  asNumber,
  getUiOptions,
  type ErrorSchema,
  type FieldProps,
  type Registry,
  type RegistryFieldsType,
  type RegistryWidgetsType,
  type RJSFSchema,
  type UiSchema,
  type ValidatorType,
} from '@rjsf/utils';
import { createElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RJSF_WIDGET_IDS,
  visibleFields,
  type FlowDefinition,
  type FlowStep,
  type StepId,
} from '../../engine/flow/index.ts';
import { logicContext, type WidgetStore } from '../../engine/store/index.ts';
import { loadedStepValidator, loadStepValidator } from '../steps/step-validator.ts';
import { translateText, useRjsfI18n } from './rjsf-i18n.ts';
import { coversTemplates } from './templates.tsx';

/** What custom widgets read from the registry's form context. */
export interface FlowFormContext {
  store: WidgetStore;
  flow: FlowDefinition;
  stepId: StepId;
  step: FlowStep;
}

/** The form context of a widget's registry. */
export function flowContext(props: { registry: Registry }): FlowFormContext {
  return props.registry.formContext as FlowFormContext;
}

interface Ready {
  flow: FlowDefinition;
  stepId: StepId;
  validator: ValidatorType;
}

/**
 * The step's precompiled validator: at once when it has loaded, else once it arrives. While a new
 * flow's validator loads (the customer chose a booking type of another flow), the form keeps the
 * pair it had, schema and validator together, so nothing on the page is replaced under the
 * customer's focus.
 */
export function useStepValidator(
  flow: FlowDefinition,
  stepId: StepId,
): { ready: Ready | null; failed: boolean } {
  const now = loadedStepValidator(flow, stepId);
  const [state, setState] = useState<{ ready: Ready | null; failed: boolean }>(() => ({
    ready: now ? { flow, stepId, validator: now } : null,
    failed: false,
  }));
  useEffect(() => {
    let live = true;
    const loaded = loadedStepValidator(flow, stepId);
    if (loaded) {
      setState((s) =>
        s.ready?.validator === loaded && s.ready.flow === flow
          ? s
          : { ready: { flow, stepId, validator: loaded }, failed: false },
      );
      return;
    }
    loadStepValidator(flow, stepId).then(
      (validator) => live && setState({ ready: { flow, stepId, validator }, failed: false }),
      () => live && setState((s) => ({ ...s, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [flow, stepId]);
  if (now) return { ready: { flow, stepId, validator: now }, failed: false };
  return state.ready && state.ready.stepId === stepId ? state : { ready: null, failed: state.failed };
}

/**
 * rjsf's NumberField keeps a half-typed decimal in a text box in the visitor's locale (it builds an
 * Intl.NumberFormat on every render to find the separator). The step's own widgets take and give
 * numbers (a hidden field keeps whatever it holds), so for them the number goes straight through;
 * rjsf's other widgets keep rjsf's field.
 */
function numberFieldFor(custom: ReadonlySet<string>): RegistryFieldsType[string] {
  return function CoversNumberField(props: FieldProps) {
    const widget = getUiOptions(props.uiSchema).widget;
    if (typeof widget !== 'string' || !(custom.has(widget) || widget === 'hidden'))
      return createElement(NumberField, props);
    const { StringField } = props.registry.fields;
    return createElement(StringField!, {
      ...props,
      onChange: (value: unknown, ...rest: unknown[]) =>
        (props.onChange as (...a: unknown[]) => void)(
          typeof value === 'string' ? asNumber(value) : value,
          ...rest,
        ),
    });
  };
}

export interface FlowFormProps {
  store: WidgetStore;
  flow: FlowDefinition;
  stepId: StepId;
  step: FlowStep;
  /** The step's custom widgets by id. */
  widgets: RegistryWidgetsType;
  /** The submit button (its label's locale key), or null for a step left another way (step 2's slots). */
  submit: { labelKey: string; enabled: boolean; onSubmit(): void; describedBy?: string } | null;
  /** Fields whose errors are shown another way (a step message in the flow's wording). */
  hideErrorsOf?: string[];
  className?: string;
  /** Shown after the fields, before the submit button. */
  children?: ReactNode;
}

export const FlowForm = observer(function FlowForm(props: FlowFormProps) {
  const { store, stepId, widgets, submit, className, children, hideErrorsOf = [] } = props;
  const { t } = useTranslation();
  const { ready, failed } = useStepValidator(props.flow, stepId);
  // The flow and step the validator was compiled for (the previous flow's while a new one loads).
  const flow = ready?.flow ?? props.flow;
  const step = flow.steps[stepId] ?? props.step;
  const validator = ready?.validator;
  const schema = step.fields as RJSFSchema;
  const i18n = useRjsfI18n(schema);
  const names = useMemo(() => Object.keys(step.fields.properties), [step]);
  const values = store.values;
  const visible = visibleFields(props.flow, stepId, values, logicContext(store.state)).join(',');
  const locked = store.lockedFields.join(',');

  const uiSchema = useMemo(() => {
    const shown = new Set(visible.split(','));
    const lockedSet = new Set(locked.split(','));
    const ui: Record<string, unknown> = { ...(step.uiSchema ?? {}) };
    for (const [name, field] of Object.entries(step.fields.properties)) {
      const own = { ...((ui[name] as Record<string, unknown> | undefined) ?? {}) };
      const widget = own['ui:widget'];
      // A widget id nobody registered falls back to rjsf's own widget for the type.
      if (
        typeof widget === 'string' &&
        !(widget in widgets) &&
        !(RJSF_WIDGET_IDS as readonly string[]).includes(widget)
      )
        delete own['ui:widget'];
      own['ui:title'] = translateText(t, own['ui:title'] ?? field.title ?? name);
      for (const k of ['ui:placeholder', 'ui:help', 'ui:description'])
        if (own[k] !== undefined) own[k] = translateText(t, own[k]);
      if (typeof own['ui:widget'] === 'string' && own['ui:widget'] in widgets) own['ui:label'] = false;
      if (!shown.has(name)) own['ui:widget'] = 'hidden';
      if (lockedSet.has(name)) own['ui:readonly'] = true;
      ui[name] = own;
    }
    return ui as UiSchema;
  }, [step, t, widgets, visible, locked]);

  const formData = Object.fromEntries(
    names.filter((n) => values[n] !== undefined && values[n] !== null).map((n) => [n, values[n]]),
  );

  const errors = store.fieldErrors;
  const hidden = hideErrorsOf.join(',');
  const extraErrors = useMemo(() => {
    const out: Record<string, { __errors: string[] }> = {};
    for (const [field, list] of Object.entries(errors))
      if (names.includes(field) && !hidden.split(',').includes(field))
        out[field] = { __errors: list.map((e) => translateText(t, e)) };
    // rjsf blocks submit on any extraErrors object, even an empty one.
    return Object.keys(out).length > 0 ? (out as ErrorSchema) : undefined;
  }, [errors, names, t, hidden]);

  const fields = useMemo(() => ({ NumberField: numberFieldFor(new Set(Object.keys(widgets))) }), [widgets]);
  const formContext = useMemo<FlowFormContext>(
    () => ({ store, flow: props.flow, stepId, step: props.step }),
    [store, props.flow, stepId, props.step],
  );

  if (failed) return <p role="alert">{t('errors:unknownStep')}</p>;
  if (!validator) return <p aria-busy="true">{t('loading')}</p>;
  return (
    <Form
      className={`covers-form ${className ?? ''}`}
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={widgets}
      fields={fields}
      templates={coversTemplates}
      formContext={formContext}
      formData={formData}
      extraErrors={extraErrors}
      extraErrorsBlockSubmit
      noHtml5Validate
      showErrorList={false}
      translateString={i18n.translateString}
      transformErrors={i18n.transformErrors}
      onError={() => {}}
      onChange={(e: IChangeEvent) => {
        const next = (e.formData ?? {}) as Record<string, unknown>;
        const changed = Object.fromEntries(
          names.filter((n) => (next[n] ?? null) !== (formData[n] ?? null)).map((n) => [n, next[n] ?? null]),
        );
        if (Object.keys(changed).length > 0) store.answer(changed);
      }}
      onBlur={(id: string) => {
        const field = names.find(
          (n) => id === `root_${n}` || id.startsWith(`root_${n}-`) || id.startsWith(`root_${n}_`),
        );
        if (field) store.touch(field);
      }}
      onSubmit={() => submit?.enabled && submit.onSubmit()}
    >
      {children}
      {submit ? (
        <div className="covers-actions">
          <button
            type="submit"
            className="covers-primary"
            disabled={!submit.enabled}
            aria-describedby={submit.describedBy}
          >
            {t(submit.labelKey)}
          </button>
        </div>
      ) : (
        // rjsf draws its own submit button unless it is given children.
        <></>
      )}
    </Form>
  );
});
