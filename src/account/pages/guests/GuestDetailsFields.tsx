/**
 * A guest's details as the account forms take them (§5 "Join booking"): the join page and the lead
 * booker's edit guest details dialog, and the guest's own page check them alike, with the server's rules.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '../../../api-client/errors.ts';
import { TextField, useCheckedForm } from '../../components/forms.tsx';

/** The text fields: name, label, autocomplete. */
const GUEST_TEXT_FIELDS = [
  ['forename', 'common:fields.forenameRequired', 'given-name'],
  ['surname', 'common:fields.surname', 'family-name'],
  ['email', 'common:fields.email', 'email'],
] as const;

/** The same rules as the server's (§5): a forename of 3 or more, a surname of 3 or more when given, an at-sign in an e-mail. */
export function guestDetailsErrors(fields: GuestDetails, t: TFunction) {
  const forename = fields.forename.trim();
  const surname = fields.surname.trim();
  const email = fields.email.trim();
  return {
    forename:
      forename === ''
        ? t('errors:validation.forenameRequired')
        : [...forename].length < 3
          ? t('errors:validation.forenameMin')
          : undefined,
    surname: surname !== '' && [...surname].length < 3 ? t('errors:validation.surnameMin') : undefined,
    email: email !== '' && !email.includes('@') ? t('errors:validation.emailAt') : undefined,
  };
}

export interface GuestDetails {
  forename: string;
  surname: string;
  email: string;
}

/** Forename, surname and e-mail, each with its error (the check's, or the server's). */
export function GuestDetailsFields({ fields, set, errors }: { fields: GuestDetails; set(name: keyof GuestDetails): (value: string) => void; errors: Partial<Record<keyof GuestDetails, string | undefined>> }) {
  const { t } = useTranslation();
  return (
    <>
      {GUEST_TEXT_FIELDS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          label={t(label)}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          value={fields[name]}
          onChange={set(name)}
          error={errors[name]}
        />
      ))}
    </>
  );
}

/**
 * A guest-details form's state: the fields from `initial`, checked by the join form's rules before `save` is
 * called, and each field's error: the check's, else the server's (an address another guest has).
 */
export function useGuestDetailsForm(initial: GuestDetails, save: UseMutationResult<unknown, Error, GuestDetails>) {
  const { t } = useTranslation();
  const checked = useCheckedForm(initial, (f) => guestDetailsErrors(f, t), (f) => save.mutate(f));
  const served = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const errors = {
    forename: checked.errors.forename ?? served.forename?.[0],
    surname: checked.errors.surname ?? served.surname?.[0],
    email: checked.errors.email ?? served.email?.[0],
  };
  return { ...checked, errors };
}
