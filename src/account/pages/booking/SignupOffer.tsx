/**
 * The signup offered to whoever holds a booking's link when its address has no account (§2.3, §7.1
 * customers/register/standalone): the booking's address and a password make the account, logged in
 * at once. The server takes only the booking's own address.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '../../../api-client/bookings.ts';
import { emailError, errorMessage, focusFirstError, FormMessage, TextField } from '../../components/forms.tsx';
import { bookingQueryKey, loggedIn } from '../../site/queries.ts';
import { useSite } from '../../site/SiteContext.tsx';

export function SignupOffer({ booking, token, onSignedUp }: { booking: ManagedBooking; token: string; onSignedUp(): void }) {
  const { t } = useTranslation();
  const { accounts } = useSite();
  const queries = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(booking.lead_booker_email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const signup = useMutation({
    mutationFn: () => accounts.registerStandalone({ booking_token: token, email: email.trim(), password }),
    onSuccess: async () => {
      await loggedIn(queries, accounts);
      onSignedUp();
      // The booking now has its account: the offer goes, the site's account links come.
      await queries.invalidateQueries({ queryKey: bookingQueryKey({ token }) });
    },
  });
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
      {signup.isError ? <FormMessage kind="error">{errorMessage(signup.error, t('errors:generic'))}</FormMessage> : null}
      <form ref={form} className="covers-form" onSubmit={submit} noValidate aria-busy={signup.isPending}>
        <TextField label={t('account:auth.email')} type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
        <TextField label={t('account:auth.password')} type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} />
        <button type="submit" className="covers-button" disabled={signup.isPending}>
          {t('account:auth.register')}
        </button>
      </form>
    </section>
  );
}
