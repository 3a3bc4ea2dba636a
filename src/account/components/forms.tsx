/**
 * The account forms' parts: a labelled field whose hint and error are read with it, and the form's
 * own message, announced when it appears. Errors are checked on submit; the first field in error then
 * takes the focus.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type RefObject, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api-client/errors.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({ label, value, onChange, error, hint, id, ...input }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(fieldId, described) => (
        <input
          {...input}
          id={fieldId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
        />
      )}
    </LabelledField>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

/** A labelled drop-down whose hint and error are read with it, as a text field's are. */
export function SelectField({ label, value, onChange, error, hint, id, children, ...select }: SelectFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(fieldId, described) => (
        <select {...select} id={fieldId} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={described} aria-invalid={error ? true : undefined}>
          {children}
        </select>
      )}
    </LabelledField>
  );
}

/** A field's label, hint and error around its control, which is given its id and what describes it. */
function LabelledField({ id, label, hint, error, children }: { id: string | undefined; label: string; hint: string | undefined; error: string | undefined; children(fieldId: string, described: string | undefined): ReactNode }) {
  const own = useId();
  const fieldId = id ?? own;
  const described = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="covers-field">
      <label htmlFor={fieldId}>{label}</label>
      {hint && (
        <p id={`${fieldId}-hint`} className="covers-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="covers-field-error">
          {error}
        </p>
      )}
      {children(fieldId, described || undefined)}
    </div>
  );
}

/** A message about the whole form: an error is an alert, anything else a status. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`covers-notice covers-notice--${kind}`}>
      {children}
    </div>
  );
}

/** What a form that is gone once sent says in its place; it takes the focus, which was on the form's button. */
export function SentNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="covers-notice covers-notice--success">
      {children}
    </div>
  );
}

/** The three opt-ins (§3): the field each is sent as, and its label's key under common:optIns. */
export const OPT_INS = [
  ['marketing_opt_in', 'email'],
  ['sms_opt_in', 'sms'],
  ['phone_opt_in', 'phone'],
] as const;

/** After a refused submit: the first field marked invalid takes the focus. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** An address with an at-sign and a dot after it (§5). */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The e-mail field's error for an address (§5: required; an at-sign and a dot after it), or none. */
export function emailError(address: string, t: TFunction): string | undefined {
  if (address === '') return t('errors:validation.emailRequired');
  return isEmailAddress(address) ? undefined : t('errors:validation.emailInvalid', { email: address });
}

/** The text of a failed call: the server's own message, or the client's for a failure without one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** A post-login address the site may follow: a path of this site, never another origin. */
export function sitePathOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, location.origin);
    return parsed.origin === location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined;
  } catch {
    return undefined;
  }
}

type FieldErrors<F> = Partial<Record<keyof F, string | undefined>>;

/**
 * A form's fields and their errors, checked on submit: `send` runs with the fields when no check
 * finds an error, else the first field in error takes the focus.
 */
export function useCheckedForm<F extends object>(initial: F | (() => F), check: (fields: F) => FieldErrors<F>, send: (fields: F) => void) {
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  // Each refused submit counts: the first field in error takes the focus in the commit that shows the errors,
  // so no one (a keyboard user, a screen reader) is ever told of an error while the focus is elsewhere.
  const [refusals, setRefusals] = useState(0);
  useLayoutEffect(() => {
    if (refusals > 0) focusFirstError(form.current);
  }, [refusals]);
  const set =
    <K extends keyof F>(name: K) =>
    (value: F[K]) =>
      setFields((f) => ({ ...f, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(fields);
    setErrors(found);
    if (Object.values(found).some(Boolean)) setRefusals((n) => n + 1);
    else send(fields);
  };
  return { form, fields, set, errors, submit };
}

/** A form of one e-mail field (register, forgot password): `send` runs with the address once it is one. */
export function useEmailForm(send: (address: string) => void) {
  const { t } = useTranslation();
  return useCheckedForm(
    { email: '' },
    ({ email }) => ({ email: emailError(email.trim(), t) }),
    ({ email }) => send(email.trim()),
  );
}

/** The password field's error when it is left empty (spaces are a password's own). */
export function passwordError(password: string, t: TFunction): string | undefined {
  return password === '' ? t('errors:validation.passwordRequired') : undefined;
}

/** The error of a required field left empty (spaces count as empty). */
export function requiredError(value: string, message: string): string | undefined {
  return value.trim() === '' ? message : undefined;
}

interface CallFormProps {
  form: RefObject<HTMLFormElement | null>;
  /** The call the form makes (a mutation): its failure is said above the form, and it is busy meanwhile. */
  call: { isError: boolean; error: unknown; isPending: boolean };
  onSubmit(event: FormEvent): void;
  submitLabel: string;
  children: ReactNode;
}

/** A form that makes one call: the call's error, the fields, and one submit button. */
export function CallForm({ form, call, onSubmit, submitLabel, children }: CallFormProps) {
  const { t } = useTranslation();
  return (
    <>
      {call.isError && <FormMessage kind="error">{errorMessage(call.error, t('errors:generic'))}</FormMessage>}
      <form ref={form} className="covers-form" onSubmit={onSubmit} noValidate aria-busy={call.isPending}>
        {children}
        <button type="submit" className="covers-button" disabled={call.isPending}>
          {submitLabel}
        </button>
      </form>
    </>
  );
}

type FieldProps = Omit<TextFieldProps, 'label'> & { label?: string };

export function EmailField(props: FieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('account:auth.email')} type="email" autoComplete="email" {...props} />;
}

export function PasswordField(props: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation();
  return <TextField label={t('account:auth.password')} type="password" {...props} />;
}

/** Forename and surname, each required. */
export function NameFields<F extends { forename: string; surname: string }>({
  fields,
  errors,
  set,
}: {
  fields: F;
  errors: FieldErrors<F>;
  set: (name: 'forename' | 'surname') => (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('common:fields.forename')} autoComplete="given-name" value={fields.forename} onChange={set('forename')} error={errors.forename} />
      <TextField label={t('common:fields.surname')} autoComplete="family-name" value={fields.surname} onChange={set('surname')} error={errors.surname} />
    </>
  );
}

/** The checks of the two name fields. */
export function nameErrors(fields: { forename: string; surname: string }, t: TFunction) {
  return {
    forename: requiredError(fields.forename, t('errors:validation.forenameRequired')),
    surname: requiredError(fields.surname, t('errors:validation.surnameRequired')),
  };
}
