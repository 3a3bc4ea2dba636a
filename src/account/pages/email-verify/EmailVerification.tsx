/**
 * Verifying an address for the app (§2.5, §4 "E-mail verification", §5, §9): the address (a university one
 * ending in ac.uk for a student, else a personal one), then 'Almost there': 'Check your e-mail!' is disabled
 * for 2 minutes after sending, then 'Re-send my verification'; the status is asked every 5 seconds until the
 * link has been opened, and then 'Thanks! Your e-mail is now verified'.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOn } from '../../components/AccountPage.tsx';
import { CallForm, emailError, errorMessage, FormMessage, TextField, useCheckedForm } from '../../components/forms.tsx';
import { isStudentAddress } from '../../../engine/students/student-fields.ts';
import { useSite } from '../../site/SiteContext.tsx';

const POLL_MS = 5_000;
const RESEND_LOCK_MS = 2 * 60_000;


export interface EmailVerificationProps {
  appUserId: string;
  customerId?: number | undefined;
  /** A university address (student offers), else a personal one. */
  student: boolean;
  /** The address to start with (the account's). */
  initialEmail?: string;
  /** The id of its heading (a level-2 title in the page). */
  headingId: string;
  /** When the page sent the e-mail itself before showing this (a save that gave the address), by the browser's clock. */
  sentAt?: number | null;
  /** Told once the address is verified. */
  onVerified?: () => void;
}

export function EmailVerification({ appUserId, customerId, student, initialEmail = '', headingId, sentAt: sentBefore = null, onVerified }: EmailVerificationProps) {
  const { t } = useTranslation();
  const { accounts } = useSite();
  const queries = useQueryClient();
  const [address, setAddress] = useState(initialEmail.trim().toLowerCase());
  const key = ['email-verify-status', appUserId, address] as const;
  const status = useQuery({
    queryKey: key,
    queryFn: () => accounts.emailVerifyStatus(appUserId, address),
    enabled: address !== '',
    // Polled while an e-mail is out and its link not yet opened (§9: every 5 seconds).
    refetchInterval: (query) => (query.state.data?.verification && !query.state.data.verified ? POLL_MS : false),
  });
  const [sentAt, setSentAt] = useState<number | null>(sentBefore);
  const send = useMutation({
    mutationFn: (email: string) => accounts.requestEmailVerification({ email_address: email, app_user_id: appUserId, rb_customer_id: customerId, student }),
    onSuccess: (verification, email) => {
      setSentAt(Date.now());
      setAddress(email);
      queries.setQueryData(['email-verify-status', appUserId, email], { verification, verified: verification.date_verified !== null, resendInSeconds: RESEND_LOCK_MS / 1000 });
    },
  });
  const { form, fields, set, errors, submit } = useCheckedForm(
    { email: initialEmail },
    ({ email }) => ({ email: addressError(email.trim(), student, t) }),
    ({ email }) => send.mutate(email.trim().toLowerCase()),
  );
  // Sent before this page opened (a reload within the 2 minutes): the server says how long the lock has left.
  const serverWait = status.data?.resendInSeconds ?? 0;
  const [lockedByServer, setLockedByServer] = useState<number | null>(null);
  useEffect(() => {
    if (serverWait > 0) setLockedByServer((known) => known ?? Date.now() + serverWait * 1000);
  }, [serverWait]);
  const lockedUntil = sentAt !== null ? sentAt + RESEND_LOCK_MS : lockedByServer;
  const verified = status.data?.verified === true;
  const pending = !verified && status.data?.verification != null;
  const thanks = useFocusOn<HTMLDivElement>(verified);
  useEffect(() => {
    if (verified) onVerified?.();
  }, [verified, onVerified]);

  if (verified)
    return (
      <div tabIndex={-1} ref={thanks}>
        <FormMessage kind="success">{t('account:emailVerify.verified')}</FormMessage>
      </div>
    );
  if (pending) return <AlmostThere headingId={headingId} email={address} sentAt={sentAt} lockedUntil={lockedUntil} send={() => send.mutate(address)} call={send} />;
  return (
    <>
      <h2 id={headingId} className="covers-page__subtitle">
        {t('account:emailVerify.panelHeading')}
      </h2>
      <CallForm form={form} call={send} onSubmit={submit} submitLabel={t('account:emailVerify.verify')}>
        <TextField
          label={t('account:auth.email')}
          type="email"
          autoComplete="email"
          hint={t(student ? 'account:emailVerify.studentHint' : 'account:emailVerify.personalHint')}
          value={fields.email}
          onChange={set('email')}
          error={errors.email}
        />
      </CallForm>
    </>
  );
}

function addressError(email: string, student: boolean, t: ReturnType<typeof useTranslation>['t']): string | undefined {
  const invalid = emailError(email, t);
  if (invalid) return invalid;
  if (student && !isStudentAddress(email)) return t('account:emailVerify.studentRequired');
  if (!student && isStudentAddress(email)) return t('account:emailVerify.personalRequired');
  return undefined;
}

interface AlmostThereProps {
  headingId: string;
  email: string;
  /** When this page sent the e-mail (the browser's clock), or null when it was sent before the page opened. */
  sentAt: number | null;
  /** Until when (the browser's clock) another e-mail may not be asked for, or null when it may. */
  lockedUntil: number | null;
  send(): void;
  call: { isError: boolean; error: unknown; isPending: boolean };
}

/** 'Almost there': the e-mail is out; re-sending waits 2 minutes after it was sent, from this page or before it opened. */
function AlmostThere({ headingId, email, sentAt, lockedUntil, send, call }: AlmostThereProps) {
  const { t } = useTranslation();
  const [locked, setLocked] = useState(lockedUntil !== null && lockedUntil > Date.now());
  useEffect(() => {
    if (lockedUntil === null) return;
    const left = lockedUntil - Date.now();
    setLocked(left > 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setLocked(false), left);
    return () => clearTimeout(timer);
  }, [lockedUntil]);
  // Just sent from this page: the focus goes to what it now says.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sentAt !== null) heading.current?.focus();
  }, [sentAt]);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="covers-page__subtitle" tabIndex={-1} ref={heading}>
        {t('account:emailVerify.heading')}
      </h2>
      <p>{t('account:emailVerify.intro', { email })}</p>
      {call.isError && <FormMessage kind="error">{errorMessage(call.error, t('errors:tryLater'))}</FormMessage>}
      <p>
        <button type="button" className="covers-button" disabled={locked || call.isPending} onClick={send}>
          {locked ? t('account:emailVerify.checkEmail') : t('account:emailVerify.resend')}
        </button>
      </p>
    </section>
  );
}
