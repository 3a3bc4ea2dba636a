/**
 * A stand-in renderer for any step kind that has no renderer yet: the step's rjsf form with rjsf's
 * own widgets wherever a custom widget is not registered, the step's precompiled validator, titles
 * and placeholders translated through the uiSchema (the schema itself stays as compiled).
 * Submitting previews the flow: it goes to the first step a transition leaves for, without asking
 * the server for the facts the guards read (can_take_booking…). The real renderers go through the
 * session store instead.
 */
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RJSF_WIDGET_IDS, buttonLabel } from '../../engine/flow/index.ts';
import { loadStepValidator } from './step-validator.ts';
import { customWidgets } from './widget-registry.ts';
import type { StepRendererProps } from './registry.ts';

const KEY = /^[a-z][A-Za-z0-9]*:[A-Za-z0-9_.]+$/;

export default function GenericStep({ store, flow, stepId, step }: StepRendererProps) {
  const { t } = useTranslation();
  const [validator, setValidator] = useState<ValidatorType | null>(null);
  const [failed, setFailed] = useState(false);
  const [formData, setFormData] = useState<Record<string, unknown>>(() => ({ ...store.session }));

  useEffect(() => {
    let live = true;
    setValidator(null);
    loadStepValidator(flow, stepId).then(
      (v) => live && setValidator(v),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [flow, stepId]);

  const uiSchema = useMemo(() => {
    const tr = (v: unknown) => (typeof v === 'string' && KEY.test(v) ? t(v) : v);
    const ui: Record<string, unknown> = { ...(step.uiSchema ?? {}) };
    for (const [name, field] of Object.entries(step.fields.properties)) {
      const own = { ...((ui[name] as Record<string, unknown> | undefined) ?? {}) };
      const widget = own['ui:widget'];
      if (typeof widget === 'string' && !(widget in customWidgets) && !(RJSF_WIDGET_IDS as readonly string[]).includes(widget)) delete own['ui:widget'];
      own['ui:title'] = tr(own['ui:title'] ?? field.title);
      for (const k of ['ui:placeholder', 'ui:help', 'ui:description']) if (own[k] !== undefined) own[k] = tr(own[k]);
      ui[name] = own;
    }
    const submit = buttonLabel(flow, stepId === '99' ? 'sendEnquiry' : stepId === '1' ? 'next' : 'submit', store.session);
    ui['ui:submitButtonOptions'] = { submitText: t(submit ?? 'widget:buttons.continue') };
    return ui as UiSchema;
  }, [flow, stepId, step, t, store.session]);

  if (failed) return <p>{t('errors:unknownStep')}</p>;
  if (!validator) return <p aria-busy="true">{t('loading')}</p>;
  return (
    <Form
      schema={step.fields as RJSFSchema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={customWidgets}
      formData={formData}
      noHtml5Validate
      showErrorList={false}
      onError={() => {}}
      onChange={(e: IChangeEvent) => setFormData(e.formData as Record<string, unknown>)}
      onSubmit={() => {
        const next = step.transitions.find((tr) => tr.to !== stepId && flow.steps[tr.to]);
        if (next) store.goTo(next.to);
      }}
    />
  );
}
