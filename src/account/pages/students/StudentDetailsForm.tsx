/**
 * 'WELCOME TO YOUR HAPPY PLACE' (spec §2.6 item 1, §5 "Student save"): the details the server still needs, each
 * by its kind (the year of graduation, the university e-mail, the term-time postcode and bar, the date of birth),
 * and 'Save My Details'. Every one shown must be filled, and the birth date must be one; no call is made otherwise.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StudentApi, type StudentDetails, type StudentStatus, type StudentStatusAnswer } from '../../../api-client/students.ts';
import { dateOfBirthInput } from '../../../engine/students/date-of-birth.ts';
import { isStudentAddress, requiredMessage, type StudentField } from '../../../engine/students/student-fields.ts';
import { CallForm, emailError, TextField, useCheckedForm } from '../../components/forms.tsx';
import { NearestBarsButton } from '../../components/NearestBarsDialog.tsx';
import { useApi } from '../../site/SiteContext.tsx';
import { DateOfBirthField, dateOfBirthResult } from '../../components/DateOfBirthField.tsx';

interface Fields {
  birth_date: { day: string; month: string; year: string };
  graduation_year: string;
  uni_email: string;
  post_code: string;
  selected_location_id: string;
}

export interface StudentDetailsFormProps {
  appUserId: string;
  /** The address the app knows for its user (the page's), offered as the university e-mail when it is one. */
  address: string | undefined;
  answer: StudentStatusAnswer;
  /** Saved: the new status, and whether a university address was e-mailed. */
  onSaved(status: StudentStatus, emailed: boolean): void;
}

export function StudentDetailsForm({ appUserId, address, answer, onSaved }: StudentDetailsFormProps) {
  const { t } = useTranslation();
  const students = useApi(StudentApi);
  const { data: status, meta } = answer;
  const required = new Set<StudentField>(status.fields_required);
  const save = useMutation({
    mutationFn: (details: StudentDetails) => students.save(appUserId, address, details),
    onSuccess: (saved, details) => onSaved(saved, Boolean(details.uni_email)),
  });
  const [submitted, setSubmitted] = useState(false);
  const { form, fields, set, errors, submit } = useCheckedForm<Fields>(
    () => ({
      birth_date: dateOfBirthInput(status.birth_date),
      graduation_year: status.graduation_year ? String(status.graduation_year) : '',
      uni_email: address && isStudentAddress(address) ? address : '',
      post_code: status.post_code ?? '',
      selected_location_id: status.selected_location_id ? String(status.selected_location_id) : '',
    }),
    (f) => {
      setSubmitted(true);
      const empty = (field: StudentField, value: string) => (required.has(field) && value.trim() === '' ? requiredMessage(field, t) : undefined);
      const dobTyped = Object.values(f.birth_date).some((v) => v !== '');
      return {
        birth_date: !required.has('birth_date') ? undefined : !dobTyped ? requiredMessage('birth_date', t) : dateOfBirthResult(f.birth_date, meta.today).date ? undefined : t('account:student.birthDateInvalid'),
        graduation_year: empty('graduation_year', f.graduation_year),
        uni_email: empty('uni_email', f.uni_email) ?? (required.has('uni_email') ? uniEmailError(f.uni_email.trim(), t) : undefined),
        post_code: empty('post_code', f.post_code),
        selected_location_id: empty('selected_location_id', f.selected_location_id),
      };
    },
    (f) => {
      const details: StudentDetails = {};
      if (required.has('birth_date')) details.birth_date = dateOfBirthResult(f.birth_date, meta.today).date;
      if (required.has('graduation_year')) details.graduation_year = Number(f.graduation_year);
      if (required.has('uni_email')) details.uni_email = f.uni_email.trim();
      if (required.has('post_code')) details.post_code = f.post_code.trim();
      if (required.has('selected_location_id')) details.selected_location_id = Number(f.selected_location_id);
      save.mutate(details);
    },
  );
  return (
    <section aria-labelledby="covers-student-welcome">
      <h2 id="covers-student-welcome" className="covers-page__subtitle">
        {t('account:student.welcome')}
      </h2>
      <CallForm form={form} call={save} onSubmit={submit} submitLabel={t('account:student.saveDetails')}>
        {required.has('graduation_year') && (
          <SelectField
            label={t('account:student.graduationYear')}
            blank={t('account:student.graduationYearBlank')}
            options={meta.graduation_years.map((year) => ({ value: String(year), label: String(year) }))}
            value={fields.graduation_year}
            onChange={set('graduation_year')}
            error={errors.graduation_year}
          />
        )}
        {required.has('uni_email') && (
          <TextField
            label={t('account:student.uniEmail')}
            type="email"
            autoComplete="email"
            hint={t('account:emailVerify.studentHint')}
            value={fields.uni_email}
            onChange={set('uni_email')}
            error={errors.uni_email}
          />
        )}
        {required.has('post_code') && (
          <TextField label={t('account:student.termPostcode')} autoComplete="postal-code" value={fields.post_code} onChange={set('post_code')} error={errors.post_code} />
        )}
        {required.has('selected_location_id') && (
          <SelectField
            label={t('account:student.termBar')}
            blank={t('account:student.termBarBlank')}
            options={meta.bars.map((bar) => ({ value: String(bar.id), label: bar.name }))}
            value={fields.selected_location_id}
            onChange={set('selected_location_id')}
            error={errors.selected_location_id}
          />
        )}
        {required.has('selected_location_id') && (
          <p>
            <NearestBarsButton among={meta.bars.map((bar) => bar.id)} onChoose={(bar) => set('selected_location_id')(String(bar.id))} />
          </p>
        )}
        {required.has('birth_date') && <DateOfBirthField value={fields.birth_date} onChange={set('birth_date')} today={meta.today} error={errors.birth_date} submitted={submitted} />}
      </CallForm>
    </section>
  );
}

function uniEmailError(email: string, t: ReturnType<typeof useTranslation>['t']): string | undefined {
  return emailError(email, t) ?? (isStudentAddress(email) ? undefined : t('account:emailVerify.studentRequired'));
}

interface SelectFieldProps {
  label: string;
  /** The option that stands for no choice. */
  blank: string;
  options: { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** A labelled choice whose error is read with it. */
function SelectField({ label, blank, options, value, onChange, error }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="covers-field">
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="covers-field-error">
          {error}
        </p>
      )}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">{blank}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
