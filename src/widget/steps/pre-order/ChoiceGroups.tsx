/**
 * A chosen variation's item choices: one disclosure per choice group ("Cocktail 1 of 2 chosen"), one
 * select per item slot. Groups start open, or collapsed above 40 items and above 3 groups, both (spec §9; the engine's rule).
 * Once the customer has tried to continue with slots empty (the store's `preorder.showUnfilled`),
 * each empty slot is marked invalid with its message beside it, and its group opens.
 */
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenVariation } from '../../../engine/preorder/types.ts';
import type { WidgetStore } from '../../../engine/store/index.ts';
import { chosenItem, itemLabel, itemSlots, slotChoice, slotsFilled, startCollapsed, type ChoiceGroup } from './choices.ts';

interface ChoiceGroupsProps {
  store: WidgetStore;
  variationId: number;
  variationName: string;
  groups: ChoiceGroup[];
  chosen: ChosenVariation | undefined;
}

export const ChoiceGroups = observer(function ChoiceGroups({ store, variationId, variationName, groups, chosen }: ChoiceGroupsProps) {
  const { t } = useTranslation();
  const [collapsed] = useState(() => startCollapsed(groups));
  const slots = itemSlots(groups);
  return (
    <div className="covers-po-choices" role="group" aria-label={t('widget:preOrder.choicesFor', { name: variationName })}>
      {groups.map((group) => (
        <Group key={group.id} store={store} variationId={variationId} group={group} slots={slots.filter((s) => s.group.id === group.id)} chosen={chosen} startOpen={!collapsed} />
      ))}
    </div>
  );
});

const Group = observer(function Group({
  store,
  variationId,
  group,
  slots,
  chosen,
  startOpen,
}: {
  store: WidgetStore;
  variationId: number;
  group: ChoiceGroup;
  slots: ReturnType<typeof itemSlots>;
  chosen: ChosenVariation | undefined;
  startOpen: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(startOpen);
  const panelId = useId();
  const filled = slotsFilled(chosen, slots);
  const view = store.preorder;
  const busy = store.phase !== 'ready' || view.leaving;
  const empty = new Set(view.showUnfilled ? view.unfilled.filter((u) => u.variationId === variationId).map((u) => u.slot.index) : []);
  // A group holding an empty slot the customer must fill is shown, whatever its toggle says.
  const shown = open || slots.some((slot) => empty.has(slot.index));
  return (
    <div className="covers-po-group">
      <button type="button" className="covers-po-toggle" aria-expanded={shown} aria-controls={panelId} onClick={() => setOpen(!shown)}>
        <span aria-hidden="true" className="covers-po-chevron">
          {shown ? '▾' : '▸'}
        </span>{' '}
        {group.name} <span className="covers-po-count">{t('widget:preOrder.chosenCount', { chosen: filled, count: group.itemCount })}</span>
      </button>
      <div id={panelId} className="covers-po-slots" hidden={!shown}>
        {slots.map((slot) => {
          const id = `${panelId}-${slot.index}`;
          const value = chosenItem(chosen, slot);
          const label = group.itemCount > 1 ? t('widget:preOrder.slotLabel', { group: group.name, number: slot.position }) : group.name;
          const invalid = empty.has(slot.index);
          return (
            <div key={slot.index} className={`covers-po-slot${invalid ? ' covers-po-slot--invalid' : ''}`}>
              <label htmlFor={id}>{label}</label>
              <select
                id={id}
                value={value === undefined ? '' : String(value)}
                // Not `disabled`: a focused control made disabled loses the focus to the page (see VariationCard).
                aria-disabled={busy || undefined}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${id}-error` : undefined}
                onChange={(e) => {
                  // Not taken now: the select shows the choice the store holds again.
                  if (busy) return void (e.target.value = value === undefined ? '' : String(value));
                  store.chooseVariationItem(variationId, e.target.value === '' ? { index: slot.index, choice_id: group.id, items: [] } : slotChoice(slot, Number(e.target.value)));
                }}
              >
                <option value="">{t('widget:preOrder.choosePlaceholder')}</option>
                {group.items.map((item) => (
                  <option key={item.id} value={String(item.id)}>
                    {itemLabel(item, (amount) => t('widget:preOrder.premium', { amount }))}
                  </option>
                ))}
              </select>
              {invalid ? (
                <p id={`${id}-error`} className="covers-po-slot-error">
                  {t('widget:preOrder.slotRequired', { slot: label })}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
});
