/**
 * Step 3, the pre-order (kind `preOrder`): the step's rjsf form, whose `variations` field is drawn by
 * the `preOrderCards` field (tabs, cards, counts, choices), then the running total, the minimum
 * spend still to go where the flow has one ('Only £x to go!'), and the bottom button: Skip while
 * nothing is chosen, Continue once something is (the flow's wording). Once pressed, the button
 * keeps the focus and the step says the choices are being saved until the server has answered.
 */
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPence } from '../../../engine/money/money.ts';
import { variationsForServer } from '../../../engine/store/index.ts';
import { useStepValidator, type FlowFormContext } from '../../components/FlowForm.tsx';
import { translateText, useRjsfI18n } from '../../components/rjsf-i18n.ts';
import { StepMessageList } from '../../components/StepMessageList.tsx';
import { coversTemplates } from '../../components/templates.tsx';
import type { StepRendererProps } from '../step-props.ts';
import { PreOrderCardsField } from './PreOrderCards.tsx';
import '../../components/components.css';
import '../personal-details/contact.css';
import './pre-order.css';

const fields = { preOrderCards: PreOrderCardsField };

const PreOrderStep = observer(function PreOrderStep({ store, flow, stepId, step }: StepRendererProps) {
  const { t } = useTranslation();
  const { ready, failed } = useStepValidator(flow, stepId);
  const validator = ready?.validator;
  const i18n = useRjsfI18n(step.fields as RJSFSchema);
  const view = store.preorder;
  const chosen = variationsForServer(view.chosen);
  const formContext = useMemo<FlowFormContext>(() => ({ store, flow, stepId, step }), [store, flow, stepId, step]);
  const area = useRef<HTMLDivElement>(null);
  // Continue refused for empty item slots: the keyboard goes to the first of them.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) area.current?.querySelector<HTMLSelectElement>('select[aria-invalid="true"]')?.focus();
  }, [refused]);

  const uiSchema = useMemo(() => {
    const ui: Record<string, unknown> = { ...(step.uiSchema ?? {}) };
    for (const [name, field] of Object.entries(step.fields.properties)) {
      const own = { ...((ui[name] as Record<string, unknown> | undefined) ?? {}) };
      own['ui:title'] = translateText(t, own['ui:title'] ?? field.title ?? name);
      ui[name] = own;
    }
    return ui as UiSchema;
  }, [step, t]);

  if (failed) return <p role="alert">{t('errors:unknownStep')}</p>;
  if (!validator) return <p aria-busy="true">{t('loading')}</p>;
  const leave = () => {
    if (chosen.length === 0) return store.skipPreOrder();
    store.continuePreOrder();
    if (store.preorder.showUnfilled) setRefused((n) => n + 1);
  };
  return (
    <div className="covers-preorder" ref={area}>
      <h2 className="covers-step-heading">{t('widget:preOrder.heading')}</h2>
      <Form
        className="covers-form covers-preorder-form"
        schema={step.fields as RJSFSchema}
        uiSchema={uiSchema}
        validator={validator}
        fields={fields}
        templates={coversTemplates}
        translateString={i18n.translateString}
        transformErrors={i18n.transformErrors}
        formContext={formContext}
        formData={{ variations: chosen }}
        noHtml5Validate
        showErrorList={false}
        onError={() => {}}
        // A press while the update is on its way is taken by the store as the same one (not dropped).
        onSubmit={leave}
      >
        <div className="covers-preorder-footer">
          <p className="covers-preorder-total" aria-live="polite">
            {view.total > 0 ? t('widget:preOrder.total', { amount: formatPence(view.total) }) : null}
          </p>
          <StepMessageList store={store} />
        </div>
        <p className="covers-preorder-saving" role="status">
          {view.leaving ? t('widget:preOrder.saving') : null}
        </p>
        <div className="covers-actions">
          {/* Never `disabled`: the focus stays on it while its update is on its way, and it says so. */}
          <button type="submit" className="covers-primary" aria-disabled={store.phase !== 'ready' || view.leaving ? true : undefined} aria-busy={view.leaving || undefined}>
            {t(store.buttons.preOrder ?? 'widget:buttons.continue')}
          </button>
        </div>
      </Form>
    </div>
  );
});

export default PreOrderStep;
