/**
 * The end of a pre-order dialog's form: the package's choice groups (read from the menu groups call),
 * the save's failure (a 423 says nothing: the page reloads), and the Save button.
 */
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api-client/errors.ts';
import type { ChosenChoice } from '../../../api-client/pre-orders.ts';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { ChoicePicker } from './ChoicePicker.tsx';
import { useMenuGroups, variationGroups } from './pre-order-queries.ts';
import { LOCKED } from './pre-order-save.ts';

export interface PackageChoicesAndSaveProps {
  variationId: number;
  choices: readonly ChosenChoice[];
  onChange(choices: ChosenChoice[]): void;
  save: { isPending: boolean; isError: boolean; error: unknown };
}

export function PackageChoicesAndSave({ variationId, choices, onChange, save }: PackageChoicesAndSaveProps) {
  const { t } = useTranslation();
  const menu = useMenuGroups([variationId]);
  const groups = variationGroups(menu.data, variationId);
  const failed = save.isError && !(save.error instanceof ApiError && save.error.status === LOCKED);
  return (
    <>
      {menu.isError ? <FormMessage kind="error">{errorMessage(menu.error, t('errors:generic'))}</FormMessage> : null}
      {groups.length > 0 ? <ChoicePicker groups={groups} choices={choices} onChange={onChange} disabled={save.isPending} /> : null}
      <div aria-live="polite">{failed ? <FormMessage kind="error">{errorMessage(save.error, t('errors:generic'))}</FormMessage> : null}</div>
      <div className="covers-booking-actions">
        <button type="submit" className="covers-button" disabled={save.isPending || menu.isPending}>
          {t('common:actions.save')}
        </button>
      </div>
    </>
  );
}
