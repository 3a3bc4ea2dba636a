/**
 * 'Sign in with Google' on the login page (§7.1 customers/authenticate/google), shown when GOOGLE_CLIENT_ID is
 * set: Google's own button in a box of ours; the credential it hands over is sent to the server, whose answer
 * logs the customer in as the e-mail login does. When Google's script cannot be had (offline, blocked, slow), the
 * box says so and points to the e-mail login instead of staying empty.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { googleSignInSetting, loadGoogleIdentity } from './google-identity.ts';

export function GoogleSignIn({ onLoggedIn }: { onLoggedIn(postLoginUrl: string | undefined): void }) {
  const { t } = useTranslation();
  const { accounts, brand } = useSite();
  const box = useRef<HTMLDivElement>(null);
  const [setting] = useState(() => googleSignInSetting());
  const [unavailable, setUnavailable] = useState(false);
  const login = useMutation({
    mutationFn: (token: string) => accounts.googleLogin(token, brand.id),
    onSuccess: ({ postLoginUrl }) => onLoggedIn(postLoginUrl),
  });
  const { mutate } = login;
  useEffect(() => {
    if (!setting) return;
    let live = true;
    void loadGoogleIdentity(setting).then((google) => {
      if (!live || !box.current) return;
      if (!google) return setUnavailable(true);
      google.initialize({ client_id: setting.clientId, ux_mode: 'popup', callback: ({ credential }) => credential && mutate(credential) });
      google.renderButton(box.current, { type: 'standard', theme: 'outline', text: 'signin_with', size: 'large' });
    });
    return () => {
      live = false;
    };
  }, [setting, mutate]);
  if (!setting) return null;
  return (
    <section className="covers-google-sign-in" aria-label={t('account:auth.googleSignIn')}>
      {login.isError && <FormMessage kind="error">{errorMessage(login.error, t('errors:generic'))}</FormMessage>}
      {unavailable && <FormMessage kind="info">{t('account:auth.googleUnavailable')}</FormMessage>}
      <div ref={box} aria-busy={login.isPending} />
    </section>
  );
}
