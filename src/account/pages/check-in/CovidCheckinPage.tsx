/**
 * /covid-checkin (§2.5): the check-in form the spec keeps without submit behaviour. It shows the fields, checks
 * nothing and sends nothing, and points to the bar's own page (its QR poster opens /track-trace/{bar}).
 */
import { useTranslation } from 'react-i18next';
import { CHECK_IN_MAX_PEOPLE } from '../../../engine/check-in/check-in-rules.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { useCheckedForm } from '../../components/forms.tsx';
import { CheckInFields, emptyCheckIn } from './CheckInFields.tsx';

export function CovidCheckinPage() {
  const { t } = useTranslation();
  const { form, fields, set, submit } = useCheckedForm(
    emptyCheckIn,
    () => ({}),
    () => undefined,
  );
  return (
    <AccountPage title={t('account:site.routes.covidCheckin')}>
      <p>{t('account:checkIn.noSubmit')}</p>
      <form ref={form} className="covers-form" onSubmit={submit} noValidate>
        <CheckInFields fields={fields} errors={{}} set={set} max={CHECK_IN_MAX_PEOPLE} />
      </form>
    </AccountPage>
  );
}
