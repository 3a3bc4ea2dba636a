/**
 * Mounts one widget into an element: its own i18n instance (the brand's wording), its own store
 * (over its own api client), its own host bridge. Nothing is shared between two mounted widgets.
 */
import { observer } from 'mobx-react-lite';
import { observable, observableRef, reaction, runInAction } from 'mobx';
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { reportErrors, type ErrorReporter } from '../api-client/error-reports.ts';
import { pageApiClient, serverClock } from '../api-client/page.ts';
import { systemClock } from '../engine/clock/clock.ts';
import { getBrand, themeCssVariables, type BrandDefinition } from '../engine/i18n/index.ts';
import { prefilledFields, WidgetStore, type KeyValueStorage, type StartParams } from '../engine/store/index.ts';
import { allowedParentOrigins, HostBridge, storeHost } from './host-bridge.ts';
import { hostStorage } from './host-storage.ts';
import type { WidgetParams } from './params.ts';
import { ErrorBoundary } from './shell/ErrorBoundary.tsx';
import { Shell, ShellFrame } from './shell/Shell.tsx';
import { createWidgetI18n } from './shell/i18n.ts';
import { WidgetStoreProvider } from './shell/store-context.tsx';
import { loadFlowCatalog } from './steps/step-assets.ts';
import { rendererFor } from './steps/registry.ts';
import { followLiveEdits, livePage, takeLiveUpdate, type LivePage } from './live.ts';
import { PreviewBanner } from './shell/PreviewBanner.tsx';

export interface MountOptions {
  /** The API key the page was served with (<meta name="covers-api-key">). */
  apiKey: string;
  /** Where /api lives; "" is the widget's own origin. */
  apiBase?: string;
  /** The brand's bookable locations, when the page carries them (see `readPageData`). */
  bars?: readonly unknown[];
  /** The origins the page's CSP lets frame it, when the page carries them; otherwise the brand's sites. */
  frameOrigins?: readonly string[];
  /** The host page can close the widget (it asked with `closable`): a Close booking button posts close_booking. */
  closable?: boolean;
  /** Development: follow edited flows, texts and brands (the page data's `live`, src/widget/live.ts). */
  live?: boolean;
}

export interface MountedWidget {
  /** The widget's name in its brand's wording, e.g. "Revolution bookings". */
  title: string;
  unmount(): void;
}

/** True for a dark #rrggbb colour (relative luminance below the midpoint). */
export function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 0.5;
}

/**
 * The brand's theme tokens as CSS custom properties on an element (CSSOM: allowed under a strict
 * style-src), and the matching color-scheme so the browser's own controls (date picker icons,
 * scrollbars) are visible on a dark brand.
 */
export function applyBrandTheme(element: HTMLElement, brand: BrandDefinition): void {
  for (const [name, value] of Object.entries(themeCssVariables(brand))) element.style.setProperty(name, value);
  element.style.setProperty('color-scheme', isDark(brand.theme.colours.background) ? 'dark' : 'light');
}

/** The query's names as the store calls them. */
export function startParams(params: WidgetParams): StartParams {
  const out: StartParams = {};
  if (params.brand !== undefined) out.brand = params.brand;
  if (params.bar !== undefined) out.bar = params.bar;
  if (params.date !== undefined) out.date = params.date;
  if (params.people !== undefined) out.people = params.people;
  if (params.type !== undefined) out.bookingType = params.type;
  if (params.lang !== undefined) out.language = params.lang;
  return out;
}

function localStorageIfAllowed(): KeyValueStorage | undefined {
  try {
    // Reading the property throws where the browser blocks storage in third-party frames.
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const Connected = observer(function Connected({ store, element, bridge, i18n, params, closable, preview }: { store: WidgetStore; element: HTMLElement; bridge: HostBridge; i18n: I18n; params: { current: WidgetParams }; closable: boolean; preview?: LivePage }) {
  useEffect(() => {
    const container = element.querySelector('.covers-shell');
    const stopHeight = bridge.startHeightReports(() => container?.getBoundingClientRect().height ?? 0);
    const stopParams = bridge.on('params', (given) => {
      runInAction(() => (params.current = { ...params.current, ...given }));
      store.hostParams(prefilledFields(startParams(given)));
    });
    // The host hears the parameters the widget uses: once on load, then after every change.
    const stopEcho = reaction(
      () => params.current,
      (current) => bridge.post('params', current),
    );
    bridge.post('loaded', { title: i18n.t('appName') });
    bridge.post('params', params.current);
    return () => {
      stopHeight();
      stopParams();
      stopEcho();
    };
  }, [store, element, bridge, i18n, params]);
  return <Shell store={store} {...(closable ? { onClose: () => bridge.post('close_booking', {}) } : {})} {...(preview ? { banner: <PreviewBanner problems={preview.problems} /> } : {})} />;
});

/** The texts of the page, replaced as a whole when a locale or brand file is edited (live reload). */
const LiveTexts = observer(function LiveTexts({ page, children }: { page: LivePage; children: ReactNode }) {
  return <I18nextProvider i18n={page.i18n.get()}>{children}</I18nextProvider>;
});

/** The frame with only the generic error: the flows did not load, or a step could not be drawn. */
function FailedFrame({ i18n }: { i18n: I18n }) {
  return (
    <ShellFrame title={i18n.t('widget:header.bookNow')} notices={<div role="alert">{i18n.t('errors:generic')}</div>}>
      {null}
    </ShellFrame>
  );
}

/** What a drawing failure is called in a report: its message and where it was thrown, not the page's data. */
function describe(error: unknown): string {
  if (error instanceof Error) return `Drawing failed: ${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  return `Drawing failed: ${String(error)}`;
}

export function mountWidget(element: HTMLElement, params: WidgetParams, options: MountOptions): MountedWidget {
  const brand = getBrand(params.brand);
  const i18n = createWidgetI18n(brand);
  applyBrandTheme(element, brand);
  const bridge = new HostBridge({ window, allowedOrigins: allowedParentOrigins(options.frameOrigins ?? brand.embedOrigins, location.origin), clock: systemClock });
  const root = createRoot(element);
  const current = observable({ current: params }, { current: observableRef });
  let store: WidgetStore | undefined;
  let reporter: ErrorReporter | undefined;
  let unmounted = false;
  let stopLive: (() => void) | undefined;
  const page = livePage(i18n);
  // Nothing is drawn until step 1 can be: the page shows its own busy frame (index.html) until then,
  // so the first render is the step's, with no loading frame to draw and take down first. The flows
  // come first so the session call starts at once; the step's code is evaluated while it is on its way.
  // A frame refused storage of its own (third-party, on a brand's site) keeps its saved booking in the host page's.
  const storage = localStorageIfAllowed();
  Promise.all([loadFlowCatalog(), storage ? storage : hostStorage(bridge)]).then(
    async ([flows, kept]) => {
      if (unmounted) return;
      const api = pageApiClient(brand.id, options.apiKey, options.apiBase);
      store = new WidgetStore({ transport: api, clock: serverClock, flows, storage: kept, brand, ...(options.bars ? { bars: options.bars } : {}), host: storeHost(bridge) });
      reporter = reportErrors(api, () => store?.sessionId);
      store.start(startParams(params));
      const step = store.stepDefinition;
      if (step) await Promise.all([rendererFor(step.kind).preload(), import('./steps/step-validator.ts').then((m) => m.loadStepValidator(store!.flow, store!.step as never))]).catch(() => undefined);
      if (unmounted) return;
      element.removeAttribute('aria-busy');
      if (options.live) {
        const live = store;
        stopLive = followLiveEdits((update) => takeLiveUpdate(update, { store: live, brand, page, theme: (b) => [element, document.documentElement].forEach((e) => applyBrandTheme(e, b)) }));
      }
      root.render(
        <LiveTexts page={page}>
          <ErrorBoundary fallback={<FailedFrame i18n={i18n} />} onError={(error) => reporter?.report(describe(error))}>
            <WidgetStoreProvider store={store} bridge={bridge}>
              <Connected store={store} element={element} bridge={bridge} i18n={i18n} params={current} closable={options.closable === true} {...(options.live ? { preview: page } : {})} />
            </WidgetStoreProvider>
          </ErrorBoundary>
        </LiveTexts>,
      );
    },
    () => {
      if (unmounted) return;
      element.removeAttribute('aria-busy');
      root.render(
        <I18nextProvider i18n={i18n}>
          <FailedFrame i18n={i18n} />
        </I18nextProvider>,
      );
    },
  );
  return {
    title: i18n.t('appName'),
    unmount() {
      unmounted = true;
      stopLive?.();
      reporter?.stop();
      store?.dispose();
      root.unmount();
      bridge.destroy();
    },
  };
}
