/** The allergen page's filters (spec §2.7): the 14 allergens, the two dietary options and the two display toggles. */
import { useTranslation } from 'react-i18next';
import { ALLERGEN_KEYS, ALLERGENS, DIETARY_OPTIONS, type Allergen, type Dietary } from '../../../engine/menus/allergens.ts';
import type { MenuFilters } from '../../../engine/menus/filter.ts';

export interface FilterState extends MenuFilters {
  showCalories: boolean;
}

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((v) => v !== value));

export function AllergenFilters({ filters, onChange }: { filters: FilterState; onChange(next: FilterState): void }) {
  const { t } = useTranslation();
  const check = (label: string, checked: boolean, change: (on: boolean) => void, key: string) => (
    <label className="covers-check" key={key}>
      <input type="checkbox" checked={checked} onChange={(event) => change(event.target.checked)} /> {label}
    </label>
  );
  return (
    <>
      <fieldset className="covers-fieldset">
        <legend>{t('account:allergens.allergensLegend')}</legend>
        {ALLERGENS.map((allergen: Allergen) =>
          check(t(`account:allergens.list.${ALLERGEN_KEYS[allergen]}`), filters.allergens.includes(allergen), (on) => onChange({ ...filters, allergens: toggled(filters.allergens, allergen, on) }), allergen),
        )}
      </fieldset>
      <fieldset className="covers-fieldset">
        <legend>{t('account:allergens.dietaryLegend')}</legend>
        {DIETARY_OPTIONS.map((option: Dietary) =>
          check(t(`account:allergens.dietary.${option.toLowerCase()}`), filters.dietary.includes(option), (on) => onChange({ ...filters, dietary: toggled(filters.dietary, option, on) }), option),
        )}
      </fieldset>
      <fieldset className="covers-fieldset">
        <legend>{t('account:allergens.displayLegend')}</legend>
        {check(t('account:allergens.hideMayContain'), filters.hideMayContain, (on) => onChange({ ...filters, hideMayContain: on }), 'hide')}
        {check(t('account:allergens.showCalories'), filters.showCalories, (on) => onChange({ ...filters, showCalories: on }), 'calories')}
      </fieldset>
    </>
  );
}
