/**
 * A stand-in renderer for any step kind that has no renderer yet: the step's rjsf form with rjsf's
 * own widgets wherever a custom widget is not registered, the step's precompiled validator, titles
 * and placeholders translated through the uiSchema (the schema itself stays as compiled), the
 * store's values and field errors. It answers through the store and leaves the step the way the
 * step's kind does (Next, Continue, Book now / Send Enquiry), so a flow can be walked end to end
 * before its real renderers exist.
 */
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RJSF_WIDGET_IDS, type StepKind } from '../../engine/flow/index.ts';
import type { WidgetStore } from '../../engine/store/index.ts';
import { loadedStepValidator, loadStepValidator } from './step-validator.ts';
import { customWidgets } from './widget-registry.ts';
import type { StepRendererProps } from './step-props.ts';

const KEY = /^[a-z][A-Za-z0-9]*:[A-Za-z0-9_.]+$/;

/** What leaving a step of each kind means to the store, and whether it may be done now. */
function leave(store: WidgetStore, kind: StepKind): { go: () => void; enabled: boolean; button: 'next' | 'preOrder' | 'submit' | 'sendEnquiry' } {
  switch (kind) {
    case 'preOrder':
      return { go: () => store.continuePreOrder(), enabled: !store.busy, button: 'preOrder' };
    case 'personalDetails':
      return { go: () => store.complete(), enabled: store.completeEnabled, button: 'submit' };
    case 'enquiry':
      return { go: () => store.complete(), enabled: store.completeEnabled, button: 'sendEnquiry' };
    default:
      return { go: () => store.next(), enabled: store.nextEnabled, button: 'next' };
  }
}

const GenericStep = observer(function GenericStep({ store, flow, stepId, step }: StepRendererProps) {
  const { t } = useTranslation();
  const [validator, setValidator] = useState<ValidatorType | null>(() => loadedStepValidator(flow, stepId) ?? null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    if (loadedStepValidator(flow, stepId)) return;
    loadStepValidator(flow, stepId).then(
      (v) => live && setValidator(v),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [flow, stepId]);

  const names = Object.keys(step.fields.properties);
  const values = store.values;
  const formData = Object.fromEntries(names.filter((n) => values[n] !== undefined && values[n] !== null).map((n) => [n, values[n]]));
  const exit = leave(store, step.kind);
  const submitKey = store.buttons[exit.button];

  const uiSchema = useMemo(() => {
    const tr = (v: unknown) => (typeof v === 'string' && KEY.test(v) ? t(v) : v);
    const ui: Record<string, unknown> = { ...(step.uiSchema ?? {}) };
    for (const [name, field] of Object.entries(step.fields.properties)) {
      const own = { ...((ui[name] as Record<string, unknown> | undefined) ?? {}) };
      const widget = own['ui:widget'];
      if (typeof widget === 'string' && !(widget in customWidgets) && !(RJSF_WIDGET_IDS as readonly string[]).includes(widget)) delete own['ui:widget'];
      own['ui:title'] = tr(own['ui:title'] ?? field.title);
      for (const k of ['ui:placeholder', 'ui:help', 'ui:description']) if (own[k] !== undefined) own[k] = tr(own[k]);
      if (store.lockedFields.includes(name)) own['ui:readonly'] = true;
      ui[name] = own;
    }
    ui['ui:submitButtonOptions'] = { submitText: t(submitKey ?? 'widget:buttons.continue'), props: { disabled: !exit.enabled } };
    return ui as UiSchema;
  }, [step, t, submitKey, exit.enabled, store.lockedFields]);

  const errors = store.fieldErrors;
  const extraErrors = useMemo(() => {
    const schema: Record<string, { __errors: string[] }> = {};
    for (const [field, list] of Object.entries(errors)) if (names.includes(field)) schema[field] = { __errors: list.map((e) => (KEY.test(e) ? t(e) : e)) };
    return schema as ErrorSchema;
  }, [errors, names, t]);

  if (failed) return <p>{t('errors:unknownStep')}</p>;
  if (!validator) return <p aria-busy="true">{t('loading')}</p>;
  return (
    <Form
      schema={step.fields as RJSFSchema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={customWidgets}
      formData={formData}
      extraErrors={extraErrors}
      noHtml5Validate
      showErrorList={false}
      onError={() => {}}
      onChange={(e: IChangeEvent) => {
        const next = (e.formData ?? {}) as Record<string, unknown>;
        const changed = Object.fromEntries(names.filter((n) => next[n] !== formData[n]).map((n) => [n, next[n] ?? null]));
        if (Object.keys(changed).length > 0) store.answer(changed);
      }}
      onBlur={(id: string) => {
        const field = names.find((n) => id.endsWith(`_${n}`));
        if (field) store.touch(field);
      }}
      onSubmit={() => exit.enabled && exit.go()}
    />
  );
});

export default GenericStep;

/** Loads what this renderer needs for a step before it shows: its validator. */
export function warmStep(flow: StepRendererProps['flow'], stepId: StepRendererProps['stepId']): Promise<unknown> {
  return loadStepValidator(flow, stepId).catch(() => undefined);
}
