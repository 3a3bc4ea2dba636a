/**
 * A package's choice groups to choose from (spec §4, §9): one disclosure per group saying how many of
 * how many are chosen; a single-choice group is picked from (radio buttons), a group of several is
 * counted, + and − per item, by the engine's quantity rules. The groups start collapsed by the
 * engine's one rule (more than 40 items and more than 3 groups), as in the widget's step 3.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPence } from '../../../engine/money/money.ts';
import { itemSlots, type ChoiceGroup, type ChoiceItem, type ItemSlot } from '../../../engine/preorder/choices.ts';
import { startCollapsed } from '../../../engine/preorder/collapse.ts';
import { canDecrease, canIncrease, changeItemCount, groupSlots, groupTotals, isSingleChoice, itemCounts, pickItem } from '../../../engine/preorder/quantities.ts';
import type { ChosenChoice } from '../../../engine/preorder/types.ts';

export interface ChoicePickerProps {
  groups: ChoiceGroup[];
  choices: readonly ChosenChoice[];
  onChange(choices: ChosenChoice[]): void;
  disabled?: boolean;
}

export function ChoicePicker({ groups, choices, onChange, disabled }: ChoicePickerProps) {
  const [collapsed] = useState(() => startCollapsed(groups));
  const slots = itemSlots(groups);
  return (
    <div className="covers-choice-picker">
      {groups.map((group) => (
        <Group key={group.id} group={group} slots={groupSlots(slots, group)} choices={choices} onChange={onChange} startOpen={!collapsed} disabled={disabled} />
      ))}
    </div>
  );
}

function Group({ group, slots, choices, onChange, startOpen, disabled }: { group: ChoiceGroup; slots: ItemSlot[]; startOpen: boolean } & Omit<ChoicePickerProps, 'groups'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(startOpen);
  const panelId = useId();
  const answers = { choices };
  const { selected, required } = groupTotals(answers, slots);
  return (
    <div className="covers-choice-group">
      <button type="button" className="covers-choice-group__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{open ? '▾' : '▸'}</span> {group.name}{' '}
        <span className="covers-choice-group__count">{t('account:preOrder.completed', { completed: selected, required })}</span>
      </button>
      <div id={panelId} hidden={!open}>
        {isSingleChoice(group) ? (
          <fieldset className="covers-fieldset">
            <legend className="covers-visually-hidden">{group.name}</legend>
            <div className="covers-checks">
              {group.items.map((item) => (
                <label key={item.id} className="covers-check">
                  <input
                    type="radio"
                    name={panelId}
                    checked={itemCounts(answers, slots).has(item.id)}
                    disabled={disabled}
                    onChange={() => onChange(pickItem(answers, slots, item.id))}
                  />
                  <ItemLabel item={item} />
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <ul className="covers-choice-counts" aria-label={group.name}>
            {group.items.map((item) => {
              const count = itemCounts(answers, slots).get(item.id) ?? 0;
              return (
                <li key={item.id} className="covers-choice-count">
                  <span className="covers-choice-count__name">
                    <ItemLabel item={item} />
                  </span>
                  <button
                    type="button"
                    className="covers-button covers-button--secondary covers-choice-count__step"
                    aria-label={t('account:preOrder.decrease', { item: item.title })}
                    disabled={disabled || !canDecrease(answers, slots, item.id)}
                    onClick={() => onChange(changeItemCount(answers, slots, item.id, -1))}
                  >
                    −
                  </button>
                  <output className="covers-choice-count__value" aria-label={t('account:preOrder.count', { item: item.title, count })}>
                    {count}
                  </output>
                  <button
                    type="button"
                    className="covers-button covers-button--secondary covers-choice-count__step"
                    aria-label={t('account:preOrder.increase', { item: item.title })}
                    disabled={disabled || !canIncrease(answers, slots)}
                    onClick={() => onChange(changeItemCount(answers, slots, item.id, 1))}
                  >
                    +
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

/** "Eggs Royale (+£2.00) Vegan". */
function ItemLabel({ item }: { item: ChoiceItem }) {
  const { t } = useTranslation();
  return (
    <>
      {item.title}
      {item.premium > 0 ? ` (+${formatPence(item.premium)})` : ''}
      {item.vegan ? <span className="covers-diet"> {t('account:preOrder.vegan')}</span> : item.vegetarian ? <span className="covers-diet"> {t('account:preOrder.vegetarian')}</span> : null}
    </>
  );
}
