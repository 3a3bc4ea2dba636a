/**
 * Mounts one widget into an element: its own i18n instance (the brand's wording), its own store,
 * its own host bridge. Nothing is shared between two mounted widgets.
 */
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { systemClock } from '../engine/clock/clock.ts';
import { createI18n, getBrand, themeCssVariables, type BrandDefinition } from '../engine/i18n/index.ts';
import { allowedParentOrigins, HostBridge } from './host-bridge.ts';
import type { WidgetParams } from './params.ts';
import { Shell } from './shell/Shell.tsx';
import { WidgetShellStore, type ShellStore } from './shell/shell-store.ts';
import { useShellStore, WidgetStoreProvider } from './shell/store-context.tsx';
import { loadFlow } from './steps/step-assets.ts';
import { preloadGenericStep } from './steps/registry.ts';

export interface MountedWidget {
  /** The widget's name in its brand's wording, e.g. "Revolution bookings". */
  title: string;
  unmount(): void;
}

/** The brand's theme tokens as CSS custom properties on an element (CSSOM: allowed under a strict style-src). */
export function applyBrandTheme(element: HTMLElement, brand: BrandDefinition): void {
  for (const [name, value] of Object.entries(themeCssVariables(brand))) element.style.setProperty(name, value);
}

const Connected = observer(function Connected({ element, bridge, i18n }: { element: HTMLElement; bridge: HostBridge; i18n: I18n }) {
  const store = useShellStore();
  useEffect(() => {
    const container = element.querySelector('.covers-shell');
    const stopHeight = bridge.startHeightReports(() => container?.getBoundingClientRect().height ?? 0);
    const stopParams = bridge.on('params', (params) => store.applyParams(params));
    // The host hears what the widget now uses: once on load, then after every change.
    const stopEcho = reaction(
      () => store.params,
      (params) => bridge.post('params', params),
    );
    bridge.post('loaded', { title: i18n.t('appName') });
    bridge.post('params', store.params);
    return () => {
      stopHeight();
      stopParams();
      stopEcho();
    };
  }, [element, bridge, store, i18n]);
  useEffect(() => {
    let live = true;
    loadFlow(store.flowId).then(
      (flow) => live && store.setFlow(flow),
      () => live && store.notify({ level: 'error', key: 'errors:generic' }),
    );
    return () => {
      live = false;
    };
  }, [store, store.flowId]);
  return <Shell store={store} />;
});

export function mountWidget(element: HTMLElement, params: WidgetParams, createStore?: (brand: BrandDefinition, params: WidgetParams) => ShellStore): MountedWidget {
  const brand = getBrand(params.brand);
  const i18n = createI18n(brand);
  // Fetch the first step's code while the flow loads, instead of after.
  preloadGenericStep();
  applyBrandTheme(element, brand);
  const bridge = new HostBridge({ window, allowedOrigins: allowedParentOrigins(brand.embedOrigins, location.origin), clock: systemClock });
  const root = createRoot(element);
  root.render(
    <I18nextProvider i18n={i18n}>
      <WidgetStoreProvider create={() => (createStore ? createStore(brand, params) : new WidgetShellStore(brand, params))}>
        <Connected element={element} bridge={bridge} i18n={i18n} />
      </WidgetStoreProvider>
    </I18nextProvider>,
  );
  return {
    title: i18n.t('appName'),
    unmount() {
      root.unmount();
      bridge.destroy();
    },
  };
}
