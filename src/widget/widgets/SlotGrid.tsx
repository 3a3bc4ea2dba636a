/**
 * slotGrid: the times of the chosen date (the `time` field). As the flow's ui:options say, pages of
 * 12 with View Earlier / View Later, or day-part tabs (a part with no time is a disabled tab). Each
 * slot is a button: Book now (available: books it), Let's talk (can fall back to an enquiry) or
 * disabled, its accessible name the whole date, the time and the state ("Saturday 12 December 2026,
 * 19:00, available"). The step's messages (no availability, fully booked, too close, can't cater,
 * masterclass minimum…) and the alternative dates come first. Slots are live data read through the
 * store: the schema stays as compiled.
 */
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useId, useMemo, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sameTime, type WidgetStore } from '../../engine/store/index.ts';
import { slotAriaLabel, type SlotStateWords } from '../../engine/slots/label.ts';
import { slotState, type Slot } from '../../engine/slots/types.ts';
import { flowContext } from '../components/FlowForm.tsx';
import { StepMessageList } from '../components/StepMessageList.tsx';
import { AlternativeDates } from './AlternativeDates.tsx';

const ACTION_KEYS = {
  available: 'widget:timeSelect.slotAvailable',
  enquiry: 'widget:timeSelect.slotFallback',
  unavailable: 'widget:timeSelect.slotUnavailable',
} as const;

const SlotList = observer(function SlotList({
  store,
  slots,
}: {
  store: WidgetStore;
  slots: readonly Slot[];
}) {
  const { t } = useTranslation();
  const words = useMemo<SlotStateWords>(
    () => ({
      available: t('widget:timeSelect.slotStates.available'),
      enquiry: t('widget:timeSelect.slotStates.enquiry'),
      unavailable: t('widget:timeSelect.slotStates.unavailable'),
    }),
    [t],
  );
  const chosen = store.session.time;
  if (slots.length === 0) return <p className="covers-hint">{t('widget:timeSelect.noSlotsInPart')}</p>;
  return (
    <ul className="covers-slots">
      {slots.map((slot) => {
        const state = slotState(slot);
        const selected = sameTime(slot.time, chosen);
        return (
          <li
            key={slot.full_date}
            className={`covers-slot-cell covers-slot--${state}${selected ? ' covers-slot--selected' : ''}`}
          >
            <button
              type="button"
              className="covers-slot"
              disabled={state === 'unavailable'}
              aria-label={slotAriaLabel(slot, words)}
              onClick={() => store.chooseSlot(slot.time)}
            >
              {slot.time.slice(0, 5)}
            </button>
            {/* The action, drawn over the button's lower half: its name already says the state in words. */}
            <span className="covers-slot-action" aria-hidden="true">
              {t(ACTION_KEYS[state])}
            </span>
          </li>
        );
      })}
    </ul>
  );
});

const Pages = observer(function Pages({ store }: { store: WidgetStore }) {
  const { t } = useTranslation();
  const grid = store.slots;
  if (grid.layout !== 'pages') return null;
  const { page } = grid;
  const first = page.slots[0];
  const last = page.slots[page.slots.length - 1];
  return (
    <div className="covers-slot-pages">
      {page.count > 1 ? (
        <button
          type="button"
          className="covers-secondary"
          disabled={!page.hasEarlier}
          onClick={() => store.pageEarlier()}
        >
          {t(store.buttons.viewEarlier ?? 'widget:buttons.viewEarlier')}
        </button>
      ) : null}
      <p className="covers-sr-only" role="status">
        {first && last
          ? t('widget:timeSelect.pageStatus', { from: first.time.slice(0, 5), to: last.time.slice(0, 5) })
          : ''}
      </p>
      {page.slots.length > 0 ? <SlotList store={store} slots={page.slots} /> : null}
      {page.count > 1 ? (
        <button
          type="button"
          className="covers-secondary"
          disabled={!page.hasLater}
          onClick={() => store.pageLater()}
        >
          {t(store.buttons.viewLater ?? 'widget:buttons.viewLater')}
        </button>
      ) : null}
    </div>
  );
});

const Tabs = observer(function Tabs({ store }: { store: WidgetStore }) {
  const { t } = useTranslation();
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const grid = store.slots;
  if (grid.layout !== 'dayParts' || grid.tabs.length === 0) return null;
  const { tabs, active } = grid;
  const tabId = (id: unknown) => `${base}-tab-${String(id)}`;
  const panelId = `${base}-panel`;
  // Arrow keys move between the enabled tabs and choose them (automatic activation).
  const onKeyDown = (e: KeyboardEvent) => {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const at = enabled.findIndex((tab) => tab === active);
    let next: number | undefined;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (at + 1) % enabled.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = (at - 1 + enabled.length) % enabled.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = enabled.length - 1;
    if (next === undefined || enabled.length === 0) return;
    e.preventDefault();
    const tab = enabled[next]!;
    store.changeDayPart(tab.part.id);
    list.current?.querySelector<HTMLElement>(`[id="${tabId(tab.part.id)}"]`)?.focus();
  };
  return (
    <div className="covers-slot-tabs">
      <div
        ref={list}
        role="tablist"
        aria-label={t('widget:timeSelect.dayPartsLabel')}
        className="covers-tablist"
        style={{ '--covers-tab-count': tabs.length } as CSSProperties}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab.part.id}
              id={tabId(tab.part.id)}
              type="button"
              role="tab"
              className="covers-tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => store.changeDayPart(tab.part.id)}
            >
              {tab.part.name}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        className="covers-tabpanel"
        aria-labelledby={active ? tabId(active.part.id) : undefined}
      >
        <SlotList store={store} slots={active?.slots ?? []} />
      </div>
    </div>
  );
});

export const SlotGrid = observer(function SlotGrid(props: WidgetProps) {
  const { store, step } = flowContext(props);
  const { id, label } = props;
  const labelId = `${id}-label`;
  const alternatives = store.messages.find((m) => m.situation === 'alternativeDates');
  const session = store.session;
  // Times once the server has answered for a date and a booking type.
  const ready = typeof session.date === 'string' && session.date !== '' && !!session.party_type;
  return (
    <div
      id={id}
      className="covers-slot-grid"
      role="group"
      aria-labelledby={labelId}
      aria-busy={store.busy || undefined}
    >
      <p id={labelId} className="covers-label">
        {label}
      </p>
      <StepMessageList store={store} except={['alternativeDates']} />
      {alternatives && step.widgets.includes('alternativeDates') ? (
        <AlternativeDates store={store} message={alternatives} />
      ) : null}
      {ready ? store.slots.layout === 'pages' ? <Pages store={store} /> : <Tabs store={store} /> : null}
    </div>
  );
});
