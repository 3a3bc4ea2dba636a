/**
 * The student data-collection form (§2.6 item 5, §4 "Data-collection form", §5, §8), on /student-signup and on
 * /staff/data-collect: a student's details for the offers of a bar. The bars are the brand's open, non-central
 * ones; the route's bar (slug or id), else the last one chosen here, starts chosen. Idle, submitting (every input
 * disabled), success ('Thanks! Check your e-mail for what to do next!' for 5 s, the form emptied but the bar
 * kept) or error (the server's words, each field's under it); the page goes back to the top after a submit.
 * The date of birth is the student page's picker, with its messages; the refusals are the server's (§5). The
 * bar finder, among the form's bars, chooses the bar.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors.ts';
import type { StudentSignUp, StudentSignUpBar } from '../../../api-client/student-sign-ups.ts';
import { dateOfBirthInput, type DateOfBirthInput } from '../../../engine/students/date-of-birth.ts';
import { SafeStorage } from '../../../engine/store/storage.ts';
import { DateOfBirthField, dateOfBirthResult } from '../../components/DateOfBirthField.tsx';
import { NearestBarsButton } from '../../components/NearestBarsDialog.tsx';
import {
  errorMessage,
  focusFirstError,
  FormMessage,
  NameFields,
  SelectField,
  TextField,
} from '../../components/forms.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { graduationYearChoices, initialBarId, LAST_BAR_KEY, SUCCESS_NOTICE_MS } from './sign-up-choices.ts';
import { UniversityField } from './UniversityField.tsx';

const OPT_INS = [
  ['email_opt_in', 'email'],
  ['sms_opt_in', 'sms'],
  ['phone_opt_in', 'phone'],
] as const;

const EMPTY = {
  email: '',
  date_of_birth: dateOfBirthInput(null),
  forename: '',
  surname: '',
  mobile: '',
  university: '',
  graduation_year: '',
  postcode: '',
  email_opt_in: false,
  sms_opt_in: false,
  phone_opt_in: false,
};

type Fields = typeof EMPTY;

const storage = new SafeStorage(typeof window === 'undefined' ? undefined : window.localStorage, '');

export interface StudentSignUpFormProps {
  bars: StudentSignUpBar[];
  /** Today in London (the server's): the date-of-birth picker's minimum age counts from it. */
  today: string;
  /** Sends the sign-up (the student's own call, or the staff's); answers the words to show. */
  send(fields: StudentSignUp): Promise<string>;
}

/** The form, once its bars are loaded. */
export function StudentSignUpForm({ bars, today, send }: StudentSignUpFormProps) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { barId: routeBar } = useParams();
  const form = useRef<HTMLFormElement>(null);
  const [barId, setBarId] = useState(() => initialBarId(bars, routeBar, storage.get(LAST_BAR_KEY)));
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const set =
    <K extends keyof Fields>(name: K) =>
    (value: Fields[K]) =>
      setFields((f) => ({ ...f, [name]: value }));
  const bar = bars.find((b) => b.id === barId) ?? null;
  const from = useMemo(
    () => (bar ? { latitude: bar.latitude ?? undefined, longitude: bar.longitude ?? undefined } : null),
    [bar],
  );
  const years = useMemo(() => graduationYearChoices(new Date().getFullYear()), []);
  const barIds = useMemo(() => bars.map((b) => b.id), [bars]);

  const signUp = useMutation({
    mutationFn: () =>
      send({
        ...fields,
        date_of_birth: dateOfBirthValue(fields.date_of_birth, today),
        bar_id: barId ?? '',
        postcode: fields.postcode.trim() === '' ? null : fields.postcode,
        email_opt_in: fields.email_opt_in ? 1 : 0,
        sms_opt_in: fields.sms_opt_in ? 1 : 0,
        phone_opt_in: fields.phone_opt_in ? 1 : 0,
      }),
    onSuccess: (message) => {
      setFields(EMPTY);
      setSubmitted(false);
      setNotice(message);
      window.scrollTo(0, 0);
    },
  });
  // After the render that shows the refusal: in onError the fieldset is still disabled (the mutation is pending
  // until its observers hear of the error), so a field focused there would not keep the focus.
  useEffect(() => {
    if (!signUp.error) return;
    window.scrollTo(0, 0);
    focusFirstError(form.current);
  }, [signUp.error]);
  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const chooseBar = (value: string) => {
    const id = value === '' ? null : Number(value);
    setBarId(id);
    storage.set(LAST_BAR_KEY, id === null ? null : String(id));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setSubmitted(true);
    signUp.mutate();
  };
  const fieldErrors = signUp.error instanceof ApiError ? signUp.error.fieldErrors : {};
  const error = (name: string) => fieldErrors[name]?.[0];
  const busy = signUp.isPending;

  return (
    <>
      {notice && <FormMessage kind="success">{notice}</FormMessage>}
      {signUp.isError && (
        <FormMessage kind="error">{errorMessage(signUp.error, t('errors:generic'))}</FormMessage>
      )}
      <form ref={form} className="covers-form" onSubmit={submit} noValidate aria-busy={busy}>
        <fieldset className="covers-form__fields" disabled={busy}>
          <SelectField
            label={t('account:dataCollect.bar')}
            value={barId === null ? '' : String(barId)}
            onChange={chooseBar}
            error={error('bar_id')}
            name="bar_id"
          >
            <option value="">{t('account:dataCollect.barBlank')}</option>
            {bars.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <p>
            <NearestBarsButton among={barIds} onChoose={(chosen) => chooseBar(String(chosen.id))} />
          </p>
          <TextField
            label={t('account:dataCollect.email')}
            hint={t('account:dataCollect.emailHint')}
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
            error={error('email')}
          />
          <DateOfBirthField
            value={fields.date_of_birth}
            onChange={set('date_of_birth')}
            today={today}
            // The picker's own problems say more than the server's 'not a valid date'.
            error={dateOfBirthResult(fields.date_of_birth, today).problems.length ? undefined : error('date_of_birth')}
            submitted={submitted}
            hint={t('account:dataCollect.dobHint')}
          />
          <NameFields
            fields={fields}
            errors={{ forename: error('forename'), surname: error('surname') }}
            set={set}
          />
          <TextField
            label={t('account:dataCollect.mobile')}
            type="tel"
            autoComplete="tel"
            value={fields.mobile}
            onChange={set('mobile')}
            error={error('mobile')}
          />
          <UniversityField
            from={from}
            value={fields.university}
            onChange={set('university')}
            error={error('university')}
          />
          <SelectField
            label={t('account:dataCollect.graduationYear')}
            value={fields.graduation_year}
            onChange={set('graduation_year')}
            error={error('graduation_year')}
            name="graduation_year"
          >
            <option value="">{t('account:dataCollect.graduationBlank')}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('account:dataCollect.postcode')}
            autoComplete="postal-code"
            value={fields.postcode}
            onChange={set('postcode')}
            error={error('postcode')}
          />
          <fieldset className="covers-fieldset">
            <legend>{t('account:dataCollect.optIns')}</legend>
            {OPT_INS.map(([name, key]) => (
              <label key={name} className="covers-check">
                <input type="checkbox" checked={fields[name]} onChange={(e) => set(name)(e.target.checked)} />
                {t(`common:optIns.${key}`)}
              </label>
            ))}
            {OPT_INS.map(
              ([name]) =>
                error(name) && (
                  <p key={name} className="covers-field-error">
                    {error(name)}
                  </p>
                ),
            )}
          </fieldset>
        </fieldset>
        <button type="submit" className="covers-button" disabled={busy}>
          {t('account:dataCollect.submit')}
        </button>
      </form>
      <p className="covers-privacy">
        {t('account:dataCollect.privacy')}
        {brand.links.privacy && (
          <>
            {' '}
            <a href={brand.links.privacy}>{t('account:dataCollect.privacyLink')}</a>
          </>
        )}
      </p>
    </>
  );
}

/**
 * The birth date as the call takes it: the picker's date, or what was typed (padded) for the server to refuse
 * with the other fields' errors, or nothing.
 */
function dateOfBirthValue(value: DateOfBirthInput, today: string): string {
  const { date } = dateOfBirthResult(value, today);
  if (date) return date;
  if (value.day === '' && value.month === '' && value.year === '') return '';
  return `${value.year}-${value.month.padStart(2, '0')}-${value.day.padStart(2, '0')}`;
}
