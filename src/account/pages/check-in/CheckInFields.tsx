/**
 * The check-in form's fields (§3 "Check-in visit", §5): forename and surname, how to contact the visitor (an
 * e-mail address or a phone number, only the chosen one shown), the group size between − and + buttons, and an
 * optional address and postcode. Adding a guest beyond the maximum says 'You cannot add any more guests as
 * you've checked in the maximum of 6 people' instead.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkInProblems, type CheckInFields as RuleFields, type ContactType } from '../../../engine/check-in/check-in-rules.ts';
import { FormMessage, TextField } from '../../components/forms.tsx';

export interface CheckInFormFields {
  forename: string;
  surname: string;
  contact_type: ContactType;
  email: string;
  phone: string;
  group_size: string;
  address: string;
  post_code: string;
}

export type CheckInErrors = Partial<Record<keyof CheckInFormFields, string | undefined>>;

export const emptyCheckIn = (): CheckInFormFields => ({ forename: '', surname: '', contact_type: 'email', email: '', phone: '', group_size: '1', address: '', post_code: '' });

const ruleFields = (f: CheckInFormFields): RuleFields => ({ ...f, group_size: /^\d{1,2}$/.test(f.group_size.trim()) ? Number(f.group_size) : NaN });

/** The fields' errors by the rules the server applies too. */
export function useCheckInErrors(max: number) {
  const { t } = useTranslation();
  return (fields: CheckInFormFields): CheckInErrors => {
    const problems = checkInProblems(ruleFields(fields), max);
    return Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [
        field,
        problem === 'maxGuests' ? t('account:checkIn.maxGuests', { count: max }) : problem === 'groupSize' ? t('account:checkIn.groupSizeInvalid') : t(`account:checkIn.${problem}`),
      ]),
    );
  };
}

interface Props {
  fields: CheckInFormFields;
  errors: CheckInErrors;
  set: <K extends keyof CheckInFormFields>(name: K) => (value: CheckInFormFields[K]) => void;
  max: number;
}

export function CheckInFields({ fields, errors, set, max }: Props) {
  const { t } = useTranslation();
  const own = useId();
  const [tooMany, setTooMany] = useState(false);
  const size = Number(fields.group_size) || 0;
  const setSize = (next: number) => {
    setTooMany(false);
    set('group_size')(String(next));
  };
  const add = () => (size >= max ? setTooMany(true) : setSize(Math.max(1, size + 1)));
  const remove = () => setSize(Math.max(1, Math.min(max, size - 1)));
  const sizeError = errors.group_size;
  return (
    <>
      <TextField label={t('account:checkIn.forename')} autoComplete="given-name" value={fields.forename} onChange={set('forename')} error={errors.forename} maxLength={100} />
      <TextField label={t('account:checkIn.surname')} autoComplete="family-name" value={fields.surname} onChange={set('surname')} error={errors.surname} maxLength={100} />
      <fieldset className="covers-fieldset">
        <legend>{t('account:checkIn.contactType')}</legend>
        <div className="covers-checks">
          {(['email', 'phone'] as const).map((type) => (
            <label key={type} className="covers-check">
              <input type="radio" name={`${own}-contact`} value={type} checked={fields.contact_type === type} onChange={() => set('contact_type')(type)} />
              {t(type === 'email' ? 'account:checkIn.contactEmail' : 'account:checkIn.contactPhone')}
            </label>
          ))}
        </div>
      </fieldset>
      {fields.contact_type === 'email' ? (
        <TextField label={t('account:checkIn.email')} type="email" autoComplete="email" value={fields.email} onChange={set('email')} error={errors.email} maxLength={254} />
      ) : (
        <TextField label={t('account:checkIn.phone')} type="tel" autoComplete="tel" value={fields.phone} onChange={set('phone')} error={errors.phone} maxLength={30} />
      )}
      <div className="covers-field">
        <label htmlFor={`${own}-size`}>{t('account:checkIn.groupSize')}</label>
        {sizeError && (
          <p id={`${own}-size-error`} className="covers-field-error">
            {sizeError}
          </p>
        )}
        <div className="covers-stepper">
          <button type="button" className="covers-button covers-button--secondary" aria-label={t('account:checkIn.removeGuest')} aria-controls={`${own}-size`} onClick={remove}>
            −
          </button>
          <input
            id={`${own}-size`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={fields.group_size}
            onChange={(event) => {
              setTooMany(false);
              set('group_size')(event.target.value);
            }}
            aria-invalid={sizeError ? true : undefined}
            aria-describedby={sizeError ? `${own}-size-error` : undefined}
          />
          <button type="button" className="covers-button covers-button--secondary" aria-label={t('account:checkIn.addGuest')} aria-controls={`${own}-size`} onClick={add}>
            +
          </button>
        </div>
        {tooMany && <FormMessage kind="error">{t('account:checkIn.maxGuests', { count: max })}</FormMessage>}
      </div>
      <TextField label={t('account:checkIn.addressOptional')} autoComplete="street-address" value={fields.address} onChange={set('address')} maxLength={300} />
      <TextField label={t('account:checkIn.postCode')} autoComplete="postal-code" value={fields.post_code} onChange={set('post_code')} maxLength={10} />
    </>
  );
}
