/**
 * The widget's frame around the steps: header (back button, title), notices, and the step area.
 * Landmarks: the header is the banner, the step area is main. Notices sit in live regions that are
 * always in the page, so a notice added later is announced. On a step change, focus moves to the
 * title, so keyboard and screen-reader users start at the top of the new step.
 */
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice, ShellStore } from './shell-store.ts';
import { rendererFor } from '../steps/registry.ts';

const TITLE_ID = 'covers-title';

export const Shell = observer(function Shell({ store }: { store: ShellStore }) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(store.step);

  useEffect(() => {
    if (shownStep.current === store.step) return;
    shownStep.current = store.step;
    title.current?.focus();
  }, [store.step]);

  const errors = store.notices.filter((n) => n.level === 'error');
  const infos = store.notices.filter((n) => n.level === 'info');
  const text = (n: Notice) => (n.key ? t(n.key, n.params) : (n.text ?? ''));
  return (
    <div className="covers-shell" data-step={store.step} data-flow={store.flowId}>
      <header className="covers-header">
        {store.canGoBack ? (
          <button type="button" className="covers-back" onClick={() => store.back()}>
            <span aria-hidden="true">‹ </span>
            {t('widget:buttons.back')}
          </button>
        ) : null}
        <h1 id={TITLE_ID} className="covers-title" tabIndex={-1} ref={title}>
          {t(store.titleKey)}
        </h1>
      </header>
      <div className="covers-notices">
        <div role="alert">
          {errors.map((n) => (
            <p key={n.id} className="covers-notice covers-notice--error">
              {text(n)}
            </p>
          ))}
        </div>
        <div role="status">
          {infos.map((n) => (
            <p key={n.id} className="covers-notice covers-notice--info">
              {text(n)}
            </p>
          ))}
        </div>
      </div>
      <main className="covers-step" aria-labelledby={TITLE_ID}>
        <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
          <StepArea store={store} />
        </Suspense>
      </main>
    </div>
  );
});

const StepArea = observer(function StepArea({ store }: { store: ShellStore }) {
  const { t } = useTranslation();
  const { flow } = store;
  if (!flow) return <p aria-busy="true">{t('loading')}</p>;
  const step = flow.steps[store.step];
  if (!step) return <p>{t('errors:unknownStep')}</p>;
  const Renderer = rendererFor(step.kind);
  return <Renderer key={`${flow.id}/${store.step}`} store={store} flow={flow} stepId={store.step} step={step} />;
});
