/**
 * The university of the data-collection form (§2.6 item 5, §3 "University list"): a search box that narrows
 * the drop-down below it, which lists the built-in universities nearest the chosen bar first, each with its
 * distance in miles once a bar is chosen (by name before). How many are listed is announced as the search changes.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchesSearch,
  UK_UNIVERSITIES,
  universitiesByDistance,
  type Place,
} from '../../../engine/universities/universities.ts';
import { formatMiles } from '../../../engine/geo/distance.ts';
import { SelectField, TextField } from '../../components/forms.tsx';

export function UniversityField({
  from,
  value,
  onChange,
  error,
}: {
  from: Partial<Place> | null;
  value: string;
  onChange(name: string): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const sorted = useMemo(() => universitiesByDistance(UK_UNIVERSITIES, from), [from]);
  // The chosen one stays listed whatever is typed, so a new search never changes the choice behind the customer's back.
  const shown = sorted.filter((u) => u.name === value || matchesSearch(u.name, search));
  const matching = shown.filter((u) => matchesSearch(u.name, search)).length;
  return (
    <div className="covers-university">
      <TextField
        label={t('account:dataCollect.universitySearch')}
        hint={t('account:dataCollect.universitySearchHint')}
        type="search"
        value={search}
        onChange={setSearch}
        autoComplete="off"
      />
      <p className="covers-hint" role="status">
        {matching === 0
          ? t('account:dataCollect.universityNone')
          : t('account:dataCollect.universityCount', { count: matching })}
      </p>
      <SelectField
        label={t('account:dataCollect.university')}
        value={value}
        onChange={onChange}
        error={error}
        name="university"
      >
        <option value="">{t('account:dataCollect.universityBlank')}</option>
        {shown.map((u) => (
          <option key={u.name} value={u.name}>
            {u.miles === null
              ? u.name
              : t('account:dataCollect.universityDistance', { name: u.name, distance: formatMiles(u.miles) })}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
