/**
 * /join/{join_token}/{variation?} (§2.4, §3 "Join booking", §5): a guest joins a booking by the link the
 * lead booker shared. It shows who booked and the booking, takes the guest's names and, optionally, an
 * e-mail (the opt-ins appear only once one is entered), then says 'Added to booking!' and leads on to the
 * guest's own page, /guest/{unique_code}. A link that no longer works says so in the spec's words.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors.ts';
import type { JoinGuest } from '../../../api-client/guests.ts';
import { AccountPage, Loading, useFocusOn } from '../../components/AccountPage.tsx';
import { BookingSummary } from '../../components/BookingSummary.tsx';
import { CallForm, FormMessage, TextField, useCheckedForm } from '../../components/forms.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { guestSummary } from './guest-summary.ts';

const OPT_INS = [
  ['marketing_opt_in', 'email'],
  ['sms_opt_in', 'sms'],
  ['phone_opt_in', 'phone'],
] as const;

/** The same rules as the server's (§5): a forename of 3 or more, a surname of 3 or more when given, an at-sign in an e-mail. */
function joinErrors(fields: JoinGuest, t: TFunction) {
  const forename = fields.forename.trim();
  const surname = fields.surname.trim();
  const email = fields.email.trim();
  return {
    forename: forename === '' ? t('errors:validation.forenameRequired') : [...forename].length < 3 ? t('errors:validation.forenameMin') : undefined,
    surname: surname !== '' && [...surname].length < 3 ? t('errors:validation.surnameMin') : undefined,
    email: email !== '' && !email.includes('@') ? t('errors:validation.emailAt') : undefined,
  };
}

export function JoinPage() {
  const { t } = useTranslation();
  const { guests, path } = useSite();
  const { joinToken = '', variation } = useParams();
  const view = useQuery({
    queryKey: ['join', joinToken, variation ?? null],
    queryFn: () => guests.joinView(joinToken, variation),
  });
  const join = useMutation({
    mutationFn: (fields: JoinGuest) => {
      const email = fields.email.trim();
      return guests.join(joinToken, {
        forename: fields.forename.trim(),
        surname: fields.surname.trim(),
        email,
        // Opt-ins are asked only with an e-mail: without one nothing is ticked.
        marketing_opt_in: email !== '' && fields.marketing_opt_in,
        sms_opt_in: email !== '' && fields.sms_opt_in,
        phone_opt_in: email !== '' && fields.phone_opt_in,
      });
    },
  });
  const added = useFocusOn<HTMLDivElement>(join.isSuccess);
  const { form, fields, set, errors, submit } = useCheckedForm<JoinGuest>(
    { forename: '', surname: '', email: '', marketing_opt_in: false, sms_opt_in: false, phone_opt_in: false },
    (fields) => joinErrors(fields, t),
    (fields) => join.mutate(fields),
  );

  if (view.isPending) return <AccountPage title={t('account:join.guestJoinHeading')}><Loading /></AccountPage>;
  if (view.isError) {
    // A link that no longer works is refused with the spec's words (the server's); anything else is a load failure.
    const error = view.error;
    const text = error instanceof ApiError && error.kind === 'http' && error.status === 404 ? t('account:join.invalidLink') : t('errors:issuesTryLater');
    return (
      <AccountPage title={t('account:join.guestJoinHeading')}>
        <FormMessage kind="error">{text}</FormMessage>
      </AccountPage>
    );
  }

  const { lead_booker: lead, booking } = view.data.data;
  const name = `${lead.forename} ${lead.surname}`.trim();
  return (
    <AccountPage title={t('account:join.heading', { name })}>
      <p className="covers-booking-party">{t('account:booking.leadBooker', { name })}</p>
      <BookingSummary booking={guestSummary(booking)} prices={false} />
      {join.isSuccess ? (
        <div ref={added} tabIndex={-1}>
          <FormMessage kind="success">{t('account:join.added')}</FormMessage>
          <Link className="covers-button" to={path(`/guest/${encodeURIComponent(join.data.unique_code)}`)}>
            {t('common:actions.continue')}
          </Link>
        </div>
      ) : (
        <CallForm form={form} call={join} onSubmit={submit} submitLabel={t('account:join.save')}>
          <TextField label={t('common:fields.forenameRequired')} autoComplete="given-name" value={fields.forename} onChange={set('forename')} error={errors.forename} />
          <TextField label={t('common:fields.surname')} autoComplete="family-name" value={fields.surname} onChange={set('surname')} error={errors.surname} />
          <TextField label={t('common:fields.email')} type="email" autoComplete="email" value={fields.email} onChange={set('email')} error={errors.email} />
          {fields.email.trim() !== '' ? (
            <fieldset className="covers-fieldset">
              <legend>{t('account:join.optInsHint')}</legend>
              {OPT_INS.map(([name, label]) => (
                <label key={name} className="covers-check">
                  <input type="checkbox" checked={fields[name]} onChange={(e) => set(name)(e.target.checked)} />
                  {t(`common:optIns.${label}`)}
                </label>
              ))}
            </fieldset>
          ) : null}
        </CallForm>
      )}
    </AccountPage>
  );
}
