/**
 * /track-trace/{bar} (§2.5, §4, §5, §8): a bar's track and trace page. The form checks a group in; the visit is
 * then shown for its 2 hours, and once it has ended 'Extend my visit' makes it last 2 hours more. 'Check in more
 * people' opens the form again empty: on a shared phone the next group never sees the last one's details, and one
 * press cannot check the same people in twice. 'Not at this bar?' opens the bar finder, whose bars link to their own
 * check-in pages; only then is the browser asked for its location ('Access to location denied' if it refuses).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CheckInApi, type CheckInBar, type CheckInVisit } from '../../../api-client/check-ins.ts';
import { serverClock } from '../../../api-client/page.ts';
import { visitEnded } from '../../../engine/check-in/check-in-rules.ts';
import { londonWallClock } from '../../../engine/time/london.ts';
import { AccountPage, Loading, useFocusOn } from '../../components/AccountPage.tsx';
import { CallForm, errorMessage, FormMessage, useCheckedForm } from '../../components/forms.tsx';
import { NearestBarsButton } from '../../components/NearestBarsDialog.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { CheckInFields, emptyCheckIn, useCheckInErrors, type CheckInFormFields } from './CheckInFields.tsx';
import { storedVisit, storeVisit } from './stored-visit.ts';

export function TrackTracePage() {
  const { t } = useTranslation();
  const checkIns = useApi(CheckInApi);
  const { bar: barKey = '' } = useParams();
  const bar = useQuery({ queryKey: ['check-in-bar', barKey], queryFn: () => checkIns.bar(barKey) });
  return (
    <AccountPage title={t('account:site.routes.trackTrace')}>
      {bar.isError ? (
        <FormMessage kind="error">{errorMessage(bar.error, t('account:site.loadFailed'))}</FormMessage>
      ) : !bar.data ? (
        <Loading />
      ) : (
        <BarCheckIn key={bar.data.bar.id} barKey={barKey} meta={bar.data} />
      )}
    </AccountPage>
  );
}

const timeOf = (iso: string) => londonWallClock(new Date(iso)).time;

function BarCheckIn({ barKey, meta }: { barKey: string; meta: CheckInBar }) {
  const { t } = useTranslation();
  const { path } = useSite();
  const checkIns = useApi(CheckInApi);
  const [visit, setVisit] = useState(() => storedVisit(meta.bar.id));
  const [formOpen, setFormOpen] = useState(visit === null);
  const [extended, setExtended] = useState(false);
  const ended = useEnded(visit);
  const shown = (next: CheckInVisit) => {
    storeVisit(meta.bar.id, next);
    setVisit(next);
  };
  const checkIn = useMutation({
    mutationFn: (fields: CheckInFormFields) => checkIns.checkIn(barKey, { ...fields, group_size: Number(fields.group_size) }),
    onSuccess: (next) => {
      shown(next);
      setExtended(false);
      setFormOpen(false);
    },
  });
  const extend = useMutation({
    mutationFn: (id: string) => checkIns.extend(barKey, id),
    onSuccess: (next) => {
      shown(next);
      setExtended(true);
    },
  });
  const visitRef = useFocusOn<HTMLDivElement>(checkIn.isSuccess && checkIn.submittedAt);
  return (
    <>
      <h2>{meta.bar.name}</h2>
      {meta.bar.track_trace_content && <p>{meta.bar.track_trace_content}</p>}
      <p>
        {t('account:checkIn.notThisBar')}{' '}
        <NearestBarsButton
          label={t('account:checkIn.findNearest')}
          linkFor={(other) => ({ to: path(`/track-trace/${other.slug}`), label: t('account:nearestBars.checkIn', { bar: other.branded_name }) })}
        />
      </p>
      {visit && (
        <div tabIndex={-1} ref={visitRef}>
          <FormMessage kind={ended ? 'info' : 'success'}>
            <p>
              <strong>{t('account:checkIn.checkedIn', { forename: visit.forename })}</strong>
            </p>
            <p>{t('account:checkIn.visit', { name: visit.display_name })}</p>
            <p>
              {ended
                ? t('account:checkIn.ended', { time: timeOf(visit.date_finished) })
                : t(extended ? 'account:checkIn.extended' : 'account:checkIn.until', { time: timeOf(visit.date_finished) })}
            </p>
          </FormMessage>
          {extend.isError && <FormMessage kind="error">{errorMessage(extend.error, t('errors:generic'))}</FormMessage>}
          <p className="covers-check-in-actions">
            {ended && (
              <button type="button" className="covers-button" disabled={extend.isPending} onClick={() => extend.mutate(visit.id)}>
                {t('account:checkIn.extend')}
              </button>
            )}
            {!formOpen && (
              <button type="button" className="covers-button covers-button--secondary" onClick={() => setFormOpen(true)}>
                {t('account:checkIn.checkInMore')}
              </button>
            )}
          </p>
        </div>
      )}
      {formOpen && (
        <>
          <p>{t('account:checkIn.intro')}</p>
          <CheckInForm key={visit?.id ?? 'first'} initial={emptyCheckIn()} max={meta.max_group_size} call={checkIn} onSend={(fields) => checkIn.mutate(fields)} />
        </>
      )}
    </>
  );
}

/** Whether the visit has ended, on the server's clock: true from its date_finished on. */
function useEnded(visit: CheckInVisit | null): boolean {
  const [ended, setEnded] = useState(() => (visit ? visitEnded(visit.date_finished, serverClock.now()) : false));
  useEffect(() => {
    if (!visit) return;
    const left = Date.parse(visit.date_finished) - serverClock.now();
    setEnded(left <= 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setEnded(true), left);
    return () => clearTimeout(timer);
  }, [visit]);
  return ended;
}

interface CheckInFormProps {
  initial: CheckInFormFields;
  max: number;
  call: { isError: boolean; error: unknown; isPending: boolean };
  onSend(fields: CheckInFormFields): void;
}

function CheckInForm({ initial, max, call, onSend }: CheckInFormProps) {
  const { t } = useTranslation();
  const { form, fields, set, errors, submit } = useCheckedForm(initial, useCheckInErrors(max), onSend);
  return (
    <CallForm form={form} call={call} onSubmit={submit} submitLabel={t('account:checkIn.submit')}>
      <CheckInFields fields={fields} errors={errors} set={set} max={max} />
    </CallForm>
  );
}
