/**
 * The `preOrderCards` field: the Packages and Custom tabs (Packages first and chosen by default when
 * both have options to offer; no tab or heading for a kind alone), and in the chosen tab each option
 * with its variations as cards. The options and what
 * is chosen come from the store (live data never rewrites the step's schema); every change is a store
 * action (add, remove, count, item choice), sent when the customer leaves the step.
 */
import type { FieldProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeKey, type FlowDefinition } from '../../../engine/flow/index.ts';
import { choicesDeferred } from '../../../engine/preorder/preorder.ts';
import type { AvailableOption } from '../../../engine/preorder/types.ts';
import { guardData, type WidgetStore } from '../../../engine/store/index.ts';
import { normalisePeople } from '../../../engine/session/values.ts';
import { flowContext } from '../../components/FlowForm.tsx';
import { choiceGroups } from './choices.ts';
import { VariationCard } from './VariationCard.tsx';

type Tab = 'package' | 'custom';
const TAB_KEYS: Record<Tab, string> = { package: 'widget:preOrder.packages', custom: 'widget:preOrder.custom' };

const PreOrderCards = observer(function PreOrderCards({ store, flow }: { store: WidgetStore; flow: FlowDefinition }) {
  const { t } = useTranslation();
  const base = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const view = store.preorder;
  const active = view.activeTab;
  const tabId = (tab: Tab) => `${base}-tab-${tab}`;
  const panelId = `${base}-panel`;
  const people = normalisePeople(store.session.no_people);
  const deferredKey = noticeKey(flow, 'deferredChoices', guardData(store.state)) ?? 'widget:preOrder.deferredChoices';

  if (!active) return <p>{t('widget:preOrder.nothingToChoose')}</p>;

  const choose = (tab: Tab) => {
    store.changePreorderTab(tab);
    tabRefs.current[tab]?.focus();
  };
  // Arrow keys move between the tabs (and show them), Home and End go to the first and last.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = view.tabs.indexOf(active);
    const to = event.key === 'ArrowRight' ? at + 1 : event.key === 'ArrowLeft' ? at - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? view.tabs.length - 1 : null;
    if (to === null) return;
    event.preventDefault();
    choose(view.tabs[(to + view.tabs.length) % view.tabs.length]!);
  };

  const options = view.options.filter((o) => o.display_type === active && o.variations.length > 0);
  const panel = (
    <div className="covers-preorder-options">
      {options.map((option) => (
        <OptionSection key={option.id} store={store} option={option} people={people} deferredKey={deferredKey} />
      ))}
    </div>
  );

  // One kind of option: no tab and no heading naming it, the option groups' own headings suffice.
  if (view.tabs.length < 2) return panel;
  return (
    <div className="covers-preorder-tabs">
      <div role="tablist" aria-label={t('widget:preOrder.tabsLabel')} className="covers-po-tablist">
        {view.tabs.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === active}
            aria-controls={panelId}
            tabIndex={tab === active ? 0 : -1}
            className={`covers-po-tab${tab === active ? ' covers-po-tab--active' : ''}`}
            onClick={() => choose(tab)}
            onKeyDown={onKeyDown}
          >
            {t(TAB_KEYS[tab])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className="covers-po-tabpanel" tabIndex={-1}>
        {panel}
      </div>
    </div>
  );
});

const OptionSection = observer(function OptionSection({ store, option, people, deferredKey }: { store: WidgetStore; option: AvailableOption; people: number; deferredKey: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const chosen = store.preorder.chosen;
  // Per-person prices: the guests choose their items after booking (spec §2).
  const deferred = choicesDeferred(option) && option.variations.some((v) => choiceGroups(v).length > 0);
  return (
    <section className="covers-option" aria-labelledby={headingId}>
      <h3 id={headingId} className="covers-option-name">
        {option.name}
      </h3>
      {deferred ? <p className="covers-deferred">{t(deferredKey)}</p> : null}
      <div className="covers-cards">
        {option.variations.map((variation) => (
          <VariationCard key={variation.variation_id} store={store} option={option} variation={variation} chosen={chosen.find((c) => c.variation_id === variation.variation_id)} people={people} />
        ))}
      </div>
    </section>
  );
});

/** The rjsf field (`"ui:field": "preOrderCards"`); the step gives the store and flow through formContext. */
export function PreOrderCardsField(props: FieldProps) {
  const { store, flow } = flowContext(props);
  return <PreOrderCards store={store} flow={flow} />;
}
