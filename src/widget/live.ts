/**
 * Development (live reload, the page data's `live`): the widget follows edits of flows/, brands/ and
 * locales/ sent by the server at /dev/live. The store takes the flows where the customer is, the page
 * takes the texts and the brand's look, and an edit the server refused is shown in a preview banner.
 */
import { observable, runInAction, type IObservableValue } from 'mobx';
import type { i18n as I18n } from 'i18next';
import type { LiveUpdate } from '../engine/flow/live-update.ts';
import type { BrandDefinition } from '../engine/i18n/index.ts';
import type { WidgetStore } from '../engine/store/index.ts';
import { createWidgetI18n } from './shell/i18n.ts';
import { takeLiveStepHashes } from './steps/step-assets.ts';

export { followLiveEdits } from '../api-client/live-edits.ts';

export interface LivePage {
  /** The texts the page shows: replaced when a locale or brand file is edited. */
  i18n: IObservableValue<I18n>;
  /** The problems of an edit refused since the last good one (the preview banner). */
  problems: IObservableValue<readonly string[]>;
}

export function livePage(i18n: I18n): LivePage {
  return { i18n: observable.box(i18n, { deep: false }), problems: observable.box<readonly string[]>([], { deep: false }) };
}

/** Takes one update: flows into the store, texts and look into the page. */
export function takeLiveUpdate(update: LiveUpdate, to: { store: WidgetStore; brand: BrandDefinition; page: LivePage; theme(brand: BrandDefinition): void }): void {
  runInAction(() => {
    to.page.problems.set(update.problems);
    if (update.version === 0 || !update.flows) return;
    if (update.validators) takeLiveStepHashes(update.validators);
    to.store.replaceFlows(new Map(Object.entries(update.flows)));
    const brand = update.brands?.find((b) => b.code === to.brand.code) ?? to.brand;
    to.page.i18n.set(createWidgetI18n(brand, update.locales));
    to.theme(brand);
  });
}
