/**
 * The signup offered to whoever holds a booking's link when its address has no account (§2.3, §7.1
 * customers/register/standalone): the booking's address and a password. A manage link can be forwarded,
 * so the account is made (and logged in) only when the link then e-mailed to that address is followed;
 * the offer says so in its place. The server takes only the booking's own address.
 */
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '../../../api-client/bookings.ts';
import { emailError, errorMessage, focusFirstError, FormMessage, SentNotice, TextField } from '../../components/forms.tsx';
import { useSite } from '../../site/SiteContext.tsx';

export function SignupOffer({ booking, token }: { booking: ManagedBooking; token: string }) {
  const { t } = useTranslation();
  const { accounts } = useSite();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(booking.lead_booker_email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const signup = useMutation({ mutationFn: () => accounts.registerStandalone({ booking_token: token, email: email.trim(), password }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailError(email.trim(), t), password: password === '' ? t('errors:validation.passwordRequired') : undefined };
    setErrors(found);
    if (found.email || found.password) requestAnimationFrame(() => focusFirstError(form.current));
    else signup.mutate();
  };
  return (
    <section className="covers-signup-offer" aria-labelledby="covers-signup-offer-title">
      <h2 id="covers-signup-offer-title" className="covers-page__subtitle">
        {t('account:auth.signupOffer')}
      </h2>
      {signup.isSuccess ? (
        <SentNotice>{signup.data || t('account:auth.registerSentChosen')}</SentNotice>
      ) : (
        <>
          {signup.isError ? <FormMessage kind="error">{errorMessage(signup.error, t('errors:generic'))}</FormMessage> : null}
          <form ref={form} className="covers-form" onSubmit={submit} noValidate aria-busy={signup.isPending}>
            <TextField label={t('account:auth.email')} type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
            <TextField label={t('account:auth.password')} type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} />
            <button type="submit" className="covers-button" disabled={signup.isPending}>
              {t('account:auth.register')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
