/**
 * /student-signup/{bar_id?} (§2.6 item 5, §4 "Data-collection form", §5, §8): a student leaves their details for
 * the offers of a bar. The bars are the brand's open, non-central ones; the route's bar (slug or id), else the
 * last one chosen here, starts chosen. Idle, submitting (every input disabled), success ('Thanks! Check your
 * e-mail for what to do next!' for 5 s, the form emptied but the bar kept) or error (the server's words, each
 * field's under it); the page goes back to the top after a submit. Checks are the server's (§5).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors.ts';
import type { StudentSignUpApi } from '../../../api-client/student-sign-ups.ts';
import { SafeStorage } from '../../../engine/store/storage.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
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
  date_of_birth: '',
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

export function StudentSignUpPage() {
  const { t } = useTranslation();
  const { studentSignUps } = useSite();
  const bars = useQuery({
    queryKey: ['student-sign-up-bars'],
    queryFn: () => studentSignUps.bars(),
    staleTime: Infinity,
  });
  return (
    <AccountPage title={t('account:dataCollect.heading')}>
      {bars.isSuccess ? (
        <SignUpForm bars={bars.data} api={studentSignUps} />
      ) : bars.isError ? (
        <FormMessage kind="error">{t('errors:offline')}</FormMessage>
      ) : (
        <Loading />
      )}
    </AccountPage>
  );
}

function SignUpForm({
  bars,
  api,
}: {
  bars: Awaited<ReturnType<StudentSignUpApi['bars']>>;
  api: StudentSignUpApi;
}) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { barId: routeBar } = useParams();
  const form = useRef<HTMLFormElement>(null);
  const [barId, setBarId] = useState(() => initialBarId(bars, routeBar, storage.get(LAST_BAR_KEY)));
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [notice, setNotice] = useState<string | null>(null);
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

  const signUp = useMutation({
    mutationFn: () =>
      api.signUp({
        ...fields,
        bar_id: barId ?? '',
        postcode: fields.postcode.trim() === '' ? null : fields.postcode,
        email_opt_in: fields.email_opt_in ? 1 : 0,
        sms_opt_in: fields.sms_opt_in ? 1 : 0,
        phone_opt_in: fields.phone_opt_in ? 1 : 0,
      }),
    onSuccess: (message) => {
      setFields(EMPTY);
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
          <TextField
            label={t('account:dataCollect.email')}
            hint={t('account:dataCollect.emailHint')}
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
            error={error('email')}
          />
          <TextField
            label={t('account:dataCollect.dateOfBirth')}
            hint={t('account:dataCollect.dobHint')}
            type="date"
            min="1910-01-01"
            autoComplete="bday"
            value={fields.date_of_birth}
            onChange={set('date_of_birth')}
            error={error('date_of_birth')}
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
