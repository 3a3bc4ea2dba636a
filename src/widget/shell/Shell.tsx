/**
 * The widget's frame around the steps: header (back button, title), notices, and the step area.
 * Landmarks: the header is the banner, the step area is main. Notices sit in live regions that are
 * always in the page, so a notice added later is announced. On a step change the customer caused,
 * focus moves to the title, so keyboard and screen-reader users start at the top of the new step.
 * Steps skipped on load (pre-filled answers) move nothing: focus must not jump into a frame the
 * customer has not touched.
 */
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownNotice, WidgetStore } from '../../engine/store/index.ts';
import { rendererFor } from '../steps/registry.ts';
import { PaymentModals } from '../payments/PaymentModals.tsx';

export const TITLE_ID = 'covers-title';

/** The frame before the store exists (the flows are loading): the same landmarks, no controls. */
export function ShellFrame({ title, step, back, close, notices, banner, children }: { title: string; step?: string; back?: ReactNode; close?: ReactNode; notices?: ReactNode; banner?: ReactNode; children: ReactNode }) {
  return (
    <div className="covers-shell" data-step={step}>
      {banner}
      <header className="covers-header">
        {back}
        <h1 id={TITLE_ID} className="covers-title" tabIndex={-1}>
          {title}
        </h1>
        {close}
      </header>
      <div className="covers-notices">{notices ?? <EmptyLiveRegions />}</div>
      <main className="covers-step" aria-labelledby={TITLE_ID}>
        {children}
      </main>
    </div>
  );
}

function EmptyLiveRegions() {
  return (
    <>
      <div role="alert" />
      <div role="status" />
    </>
  );
}

/**
 * `onClose`: the host page can close the widget (spec §1's close_booking); without it there is no Close button.
 * `banner`: development's preview banner (an edit refused), above everything.
 */
export const Shell = observer(function Shell({ store, onClose, banner }: { store: WidgetStore; onClose?: () => void; banner?: ReactNode }) {
  const { t } = useTranslation();
  const shownStep = useRef(store.step);
  const touched = useRef(false);

  useEffect(() => {
    const mark = () => (touched.current = true);
    document.addEventListener('pointerdown', mark, { capture: true, once: true });
    document.addEventListener('keydown', mark, { capture: true, once: true });
    return () => {
      document.removeEventListener('pointerdown', mark, { capture: true });
      document.removeEventListener('keydown', mark, { capture: true });
    };
  }, []);

  // In the same task as the step's change reaches the page: with a passive effect the old step's control is
  // gone and the focus on the page's body until the browser gets round to the effect, a gap a screen reader
  // (or a quick Tab) can fall into on a busy device.
  useLayoutEffect(() => {
    if (shownStep.current === store.step) return;
    shownStep.current = store.step;
    if (touched.current) document.getElementById(TITLE_ID)?.focus();
  }, [store.step]);

  const text = (n: ShownNotice) => (n.key ? t(n.key, n.params) : (n.text ?? ''));
  const list = (level: ShownNotice['level']) =>
    store.notices
      .filter((n) => n.level === level)
      .map((n, i) => (
        <p key={n.id ?? `fixed-${i}`} className={`covers-notice covers-notice--${level}`}>
          {text(n)}
        </p>
      ));
  const back = store.canGoBack ? (
    <button type="button" className="covers-back" onClick={() => store.back()}>
      <span aria-hidden="true">‹ </span>
      {t(store.buttons.back ?? 'widget:buttons.back')}
    </button>
  ) : null;
  const close = onClose ? (
    <button type="button" className="covers-close" onClick={onClose}>
      <span aria-hidden="true">× </span>
      {t('widget:buttons.close')}
    </button>
  ) : null;
  return (
    <ShellFrame
      title={t(store.headerTitle ?? 'widget:header.bookNow')}
      step={store.step}
      banner={banner}
      back={back}
      close={close}
      notices={
        <>
          <div role="alert">{list('error')}</div>
          <div role="status">{list('info')}</div>
        </>
      }
    >
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <StepArea store={store} />
      </Suspense>
      <PaymentModals store={store} />
    </ShellFrame>
  );
});

const StepArea = observer(function StepArea({ store }: { store: WidgetStore }) {
  const step = store.stepDefinition;
  // A step the flow lacks: the store's notice says so; nothing to render.
  if (!step) return null;
  const Renderer = rendererFor(step.kind);
  // Keyed by step only: choosing a booking type of another flow keeps step 1 (and the focus) in place.
  return <Renderer key={store.step} store={store} flow={store.flow} stepId={store.step as never} step={step} />;
});
