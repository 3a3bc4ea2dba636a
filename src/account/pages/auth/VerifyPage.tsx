/**
 * /verify/{verify_token}/{join_token?} (§2.2): the link of the registration e-mail. It loads the
 * verification, takes forename, surname and a password, and logs the customer in at the server's
 * post-login address (the join page when there is a join token).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import {
  errorMessage,
  focusFirstError,
  FormMessage,
  sitePathOf,
  TextField,
} from '../../components/forms.tsx';
import { loggedIn } from '../../site/queries.ts';
import { useSite } from '../../site/SiteContext.tsx';

export function VerifyPage() {
  const { t } = useTranslation();
  const { accounts, brand, path } = useSite();
  const { verifyToken = '', joinToken } = useParams();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState({ forename: '', surname: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof fields, string>>>({});
  const verification = useQuery({
    queryKey: ['customers', 'verify', verifyToken],
    queryFn: () => accounts.verification(verifyToken, brand.id),
  });

  const verify = useMutation({
    mutationFn: () =>
      accounts.verify(verifyToken, {
        customer_id: verification.data?.customer_id,
        password: fields.password,
        forename: fields.forename.trim(),
        surname: fields.surname.trim(),
      }),
    onSuccess: async ({ postLoginUrl }) => {
      await loggedIn(queries, accounts);
      const next = joinToken ? `/join/${encodeURIComponent(joinToken)}` : (sitePathOf(postLoginUrl) ?? '/');
      void navigate(path(next), { replace: true });
    },
  });

  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      forename: fields.forename.trim() === '' ? t('errors:validation.forenameRequired') : undefined,
      surname: fields.surname.trim() === '' ? t('errors:validation.surnameRequired') : undefined,
      password: fields.password === '' ? t('errors:validation.passwordRequired') : undefined,
    };
    setErrors(found);
    if (found.forename || found.surname || found.password) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    verify.mutate();
  };

  let body;
  if (verification.isPending) body = <Loading />;
  else if (verification.isError) {
    const error = verification.error;
    // A refused link says why (the server's text); any other failure is the spec's load failure.
    const text =
      error instanceof ApiError && error.kind === 'http' && error.status < 500
        ? error.message
        : t('errors:issuesTryLater');
    body = <FormMessage kind="error">{text}</FormMessage>;
  } else {
    body = (
      <>
        {verification.data.email && <p>{verification.data.email}</p>}
        {verify.isError && (
          <FormMessage kind="error">{errorMessage(verify.error, t('errors:generic'))}</FormMessage>
        )}
        <form ref={form} className="covers-form" onSubmit={submit} noValidate aria-busy={verify.isPending}>
          <TextField
            label={t('common:fields.forename')}
            autoComplete="given-name"
            value={fields.forename}
            onChange={set('forename')}
            error={errors.forename}
          />
          <TextField
            label={t('common:fields.surname')}
            autoComplete="family-name"
            value={fields.surname}
            onChange={set('surname')}
            error={errors.surname}
          />
          <TextField
            label={t('account:auth.password')}
            type="password"
            autoComplete="new-password"
            value={fields.password}
            onChange={set('password')}
            error={errors.password}
          />
          <button type="submit" className="covers-button" disabled={verify.isPending}>
            {t('account:auth.setPassword')}
          </button>
        </form>
      </>
    );
  }
  return <AccountPage title={t('account:auth.verifyHeading')}>{body}</AccountPage>;
}
