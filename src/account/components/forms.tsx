/**
 * The account forms' parts: a labelled field whose hint and error are read with it, and the form's
 * own message, announced when it appears. Errors are checked on submit; the first field in error then
 * takes the focus.
 */
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
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
      <input
        {...input}
        id={fieldId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
      />
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

/** A form of one e-mail field (register, forgot password): `send` runs with the address once it is one. */
export function useEmailForm(send: (address: string) => void) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const found = emailError(address, t);
    setError(found);
    if (found) requestAnimationFrame(() => focusFirstError(form.current));
    else send(address);
  };
  return { form, email, setEmail, error, submit };
}
