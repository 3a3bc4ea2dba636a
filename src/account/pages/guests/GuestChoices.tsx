/**
 * A guest's own choices in their package's groups (the join page and the guest's page, spec §4, §5):
 * the booking page's choice picker (one engine for all: src/engine/preorder) under a heading, with the
 * groups still to fill named once a save was tried. The group of fields takes the focus when it is the
 * first thing in error.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenChoice } from '../../../api-client/pre-orders.ts';
import { choiceGroups, unfilledGroups, type ChoiceGroup } from '../../../engine/preorder/choices.ts';
import { ChoicePicker } from '../booking/ChoicePicker.tsx';
import type { PackageChoiceGroup } from '../../../api-client/guests.ts';

/** The groups of the calls as the engine reads them: only items that can be chosen. */
export const engineGroups = (groups: readonly PackageChoiceGroup[]): ChoiceGroup[] => choiceGroups({ choices: [...groups] });

export interface GuestChoicesProps {
  heading: string;
  groups: ChoiceGroup[];
  choices: readonly ChosenChoice[];
  onChange(choices: ChosenChoice[]): void;
  /** Name the groups still to fill (after a save was tried). */
  showMissing: boolean;
  disabled?: boolean;
}

export function GuestChoices({ heading, groups, choices, onChange, showMissing, disabled }: GuestChoicesProps) {
  const { t } = useTranslation();
  const id = useId();
  const missing = showMissing ? unfilledGroups(groups, { choices }) : [];
  return (
    <div
      role="group"
      className="covers-guest-choices"
      aria-labelledby={`${id}-heading`}
      aria-describedby={missing.length > 0 ? `${id}-errors` : undefined}
      aria-invalid={missing.length > 0 ? true : undefined}
      tabIndex={-1}
    >
      <h2 id={`${id}-heading`}>{heading}</h2>
      {missing.length > 0 ? (
        <ul id={`${id}-errors`} className="covers-field-error">
          {missing.map((group) => (
            <li key={group.id}>{t('errors:validation.choiceRequired', { group: group.name })}</li>
          ))}
        </ul>
      ) : null}
      <ChoicePicker groups={groups} choices={choices} onChange={onChange} disabled={disabled} />
    </div>
  );
}

/** Whether every group has all its items chosen (the server checks the same). */
export const choicesComplete = (groups: readonly ChoiceGroup[], choices: readonly ChosenChoice[]) => unfilledGroups(groups, { choices }).length === 0;
