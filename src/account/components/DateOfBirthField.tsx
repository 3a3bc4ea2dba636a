/**
 * The date-of-birth picker (spec §2.6 item 2, §5): three numeric inputs, day, month and year, under
 * 'Date Of Birth', the problems beneath, each read with the input it is about. The rules are the engine's
 * (`checkDateOfBirth`); they are said once the customer has left the picker or tried to save, not while
 * they are still typing.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { birthYears, checkDateOfBirth, type DateOfBirthField as Part, type DateOfBirthInput, type DateOfBirthResult } from '../../engine/students/date-of-birth.ts';

export interface DateOfBirthFieldProps {
  value: DateOfBirthInput;
  onChange(value: DateOfBirthInput): void;
  /** Today in London (the server's): the minimum age counts from it. */
  today: string;
  /** The form's own error for the date (required, or not a valid date), said after the problems. */
  error?: string | undefined;
  /** The form was submitted: say the problems now. */
  submitted: boolean;
  /** What the date is asked for, read with each input. */
  hint?: string | undefined;
}

/** The picker's value checked: the date, or the problems (an invalid value gives no date). */
export const dateOfBirthResult = (value: DateOfBirthInput, today: string): DateOfBirthResult => checkDateOfBirth(value, { today });

const PARTS: { part: Part; size: number; autoComplete: string }[] = [
  { part: 'day', size: 2, autoComplete: 'bday-day' },
  { part: 'month', size: 2, autoComplete: 'bday-month' },
  { part: 'year', size: 4, autoComplete: 'bday-year' },
];

export function DateOfBirthField({ value, onChange, today, error, submitted, hint }: DateOfBirthFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [left, setLeft] = useState(false);
  const typed = value.day !== '' || value.month !== '' || value.year !== '';
  const result = dateOfBirthResult(value, today);
  const problems = (left || submitted) && typed ? result.problems : [];
  // Each message is read with the input it is about; the form's own, with every input.
  const messages: { part: Part | 'all'; text: string }[] = problems.map((p) => ({ part: p.field, text: t(`account:dateOfBirth.${p.key}`, p.vars) }));
  if (error && !messages.some((m) => m.text === error)) messages.push({ part: 'all', text: error });
  const about = (part: Part) => messages.flatMap((m, i) => (m.part === part || m.part === 'all' ? [`${id}-error-${i}`] : []));
  const describedBy = (part: Part) => [...(hint ? [`${id}-hint`] : []), ...about(part)].join(' ') || undefined;
  return (
    <fieldset
      className="covers-field covers-dob"
      onBlur={(event) => {
        // Left when the focus goes outside the three inputs.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setLeft(true);
      }}
    >
      <legend>{t('account:dateOfBirth.label')}</legend>
      {hint && (
        <p id={`${id}-hint`} className="covers-hint">
          {hint}
        </p>
      )}
      <div className="covers-dob__inputs">
        {PARTS.map(({ part, size, autoComplete }) => (
          <div key={part} className={`covers-dob__${part}`}>
            <label htmlFor={`${id}-${part}`}>{t(`account:dateOfBirth.${part}`)}</label>
            <input
              id={`${id}-${part}`}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={size}
              size={size + 1}
              autoComplete={autoComplete}
              list={part === 'year' ? `${id}-years` : undefined}
              value={value[part]}
              onChange={(event) => onChange({ ...value, [part]: event.target.value.replace(/\D/g, '') })}
              aria-invalid={about(part).length ? true : undefined}
              aria-describedby={describedBy(part)}
            />
          </div>
        ))}
      </div>
      <datalist id={`${id}-years`}>
        {birthYears(today).map((year) => (
          <option key={year} value={year} />
        ))}
      </datalist>
      {messages.map((m, i) => (
        <p key={i} id={`${id}-error-${i}`} className="covers-field-error">
          {m.text}
        </p>
      ))}
    </fieldset>
  );
}
