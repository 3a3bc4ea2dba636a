/**
 * A customer's society (§2.5, §4 "Society"): a member reads their society, since when, and the type's
 * registered message, and may leave when the type allows it (asked once more, with the type's leave
 * message: the offers stop); anyone else joins by an invite code. The /society page reads the logged-in
 * customer's status, the app's /clubsoc page its user's.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SocietyApi, type SocietyStatus } from '../../../api-client/societies.ts';
import { Dialog } from '../../../ui/payments/Dialog.tsx';
import { AccountPage, Loading, useFocusOn } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { useApi } from '../../site/SiteContext.tsx';
import { JoinSocietyForm } from './JoinSocietyForm.tsx';
import { longDateOf } from '../../../engine/time/format.ts';

/** The query of a society status: the session's (`['society-status']`) or an app user's. */
export const societyStatusKey = (appUserId?: string) => (appUserId ? (['society-status', 'app', appUserId] as const) : (['society-status'] as const));

/** A London calendar date of an instant, as the site writes dates. */

export function SocietyDashboard({ appUserId }: { appUserId?: string }) {
  const { t } = useTranslation();
  const societies = useApi(SocietyApi);
  const queries = useQueryClient();
  const key = societyStatusKey(appUserId);
  const status = useQuery({ queryKey: key, queryFn: () => (appUserId ? societies.appUserStatus(appUserId) : societies.status()) });
  // What the customer just did, said once the page shows its effect.
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useFocusOn<HTMLDivElement>(done);
  const changed = (next: SocietyStatus, message: string) => {
    queries.setQueryData(key, next);
    setDone(message);
  };
  const active = status.data?.active_type?.data;
  const title = active ? t('account:society.dashboardHeading') : t('account:society.heading');
  return (
    <AccountPage title={title}>
      <div tabIndex={-1} ref={doneRef}>
        {done && <FormMessage kind="success">{done}</FormMessage>}
      </div>
      {status.isError ? (
        <FormMessage kind="error">{errorMessage(status.error, t('account:site.loadFailed'))}</FormMessage>
      ) : !status.data ? (
        <Loading />
      ) : active ? (
        <Membership active={active} onLeft={(next) => changed(next, t('account:society.left', { title: active.type.title }))} />
      ) : (
        <JoinSocietyForm onJoined={(next) => changed(next, t('account:society.joined', { title: next.active_type?.data.type.title ?? '' }))} />
      )}
    </AccountPage>
  );
}

type Active = NonNullable<SocietyStatus['active_type']>['data'];

function Membership({ active, onLeft }: { active: Active; onLeft(status: SocietyStatus): void }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const { type } = active;
  return (
    <section aria-labelledby="covers-society-name">
      <h2 id="covers-society-name" className="covers-page__subtitle">
        {t('account:society.registeredWith', { title: type.title })}
      </h2>
      <p>{t('account:society.since', { date: longDateOf(active.date_registered) })}</p>
      <p>{type.base_type.registered_message}</p>
      {type.base_type.can_leave ? (
        <p>
          <button type="button" className="covers-button covers-button--secondary" onClick={() => setLeaving(true)}>
            {t('account:society.leave')}
          </button>
        </p>
      ) : (
        <p>{type.base_type.leave_message}</p>
      )}
      {leaving && <LeaveDialog active={active} onClose={() => setLeaving(false)} onLeft={onLeft} />}
    </section>
  );
}

function LeaveDialog({ active, onClose, onLeft }: { active: Active; onClose(): void; onLeft(status: SocietyStatus): void }) {
  const { t } = useTranslation();
  const societies = useApi(SocietyApi);
  const leave = useMutation({ mutationFn: () => societies.leave(), onSuccess: onLeft });
  return (
    <Dialog title={t('account:society.leaveTitle', { title: active.type.title })} onClose={onClose} className="covers-booking-dialog">
      <p>{active.type.base_type.leave_message}</p>
      <p>{t('account:society.leaveConfirm')}</p>
      <div aria-live="polite">{leave.isError ? <FormMessage kind="error">{errorMessage(leave.error, t('errors:tryLater'))}</FormMessage> : null}</div>
      <div className="covers-booking-actions">
        <button type="button" className="covers-button covers-button--danger" disabled={leave.isPending} onClick={() => leave.mutate()}>
          {t('account:society.leave')}
        </button>
        <button type="button" className="covers-button covers-button--secondary" onClick={onClose}>
          {t('account:society.stay')}
        </button>
      </div>
    </Dialog>
  );
}
