/**
 * /join/{join_token}/{variation?} (§2.4, §3 "Join booking", §5): a guest joins a booking by the link the
 * lead booker shared. It shows who booked and the booking, takes the guest's names and, optionally, an
 * e-mail (the opt-ins appear only once one is entered), and their choices in every group of the package
 * the link is for, or the one they pick of the booking's per-person packages (none once the pre-order is
 * locked, which it says; a 423 reloads the page), then goes on
 * to the guest's own page,
 * /guest/{unique_code}, which says 'Added to booking!'. A link that no longer works says so in the spec's words.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors.ts';
import { GuestApi, type JoinGuest } from '../../../api-client/guests.ts';
import { choicesByGroup, type ChosenChoice } from '../../../api-client/pre-orders.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { BookingSummary } from '../../components/BookingSummary.tsx';
import { CallForm, FormMessage, OPT_INS, useCheckedForm } from '../../components/forms.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { GuestDetailsFields, guestDetailsErrors as joinErrors } from './GuestDetailsFields.tsx';
import { choicesComplete, engineGroups, GuestChoices } from './GuestChoices.tsx';
import { guestSummary } from './guest-summary.ts';

/** The form as the guest fills it in: the choices as the picker keeps them, one answer per item slot. */
type JoinFields = Omit<JoinGuest, 'choices' | 'variation_id'> & { choices: ChosenChoice[] };

export function JoinPage() {
  const { t } = useTranslation();
  const { path } = useSite();
  const guests = useApi(GuestApi);
  const { joinToken = '', variation } = useParams();
  const navigate = useNavigate();
  const view = useQuery({
    queryKey: ['join', joinToken, variation ?? null],
    queryFn: () => guests.joinView(joinToken, variation),
    // Picking another package keeps the form (and the focus) while its groups load.
    placeholderData: keepPreviousData,
  });
  const groups = engineGroups(view.data?.data.choices ?? []);
  const join = useMutation({
    mutationFn: (fields: JoinFields) => {
      const email = fields.email.trim();
      return guests.join(joinToken, {
        variation_id: view.data?.meta.variation_id ?? null,
        choices: choicesByGroup(fields.choices),
        forename: fields.forename.trim(),
        surname: fields.surname.trim(),
        email,
        // Opt-ins are asked only with an e-mail: without one nothing is ticked.
        marketing_opt_in: email !== '' && fields.marketing_opt_in,
        sms_opt_in: email !== '' && fields.sms_opt_in,
        phone_opt_in: email !== '' && fields.phone_opt_in,
      });
    },
    onSuccess: ({ unique_code }) =>
      void navigate(path(`/guest/${encodeURIComponent(unique_code)}`), { state: { added: true } }),
    // The pre-order locked meanwhile (§4): the page reloads, and then offers no choices.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 423) location.reload();
    },
  });
  const { form, fields, set, errors, submit } = useCheckedForm<JoinFields>(
    { forename: '', surname: '', email: '', marketing_opt_in: false, sms_opt_in: false, phone_opt_in: false, choices: [] },
    (fields) => ({ ...joinErrors(fields, t), choices: choicesComplete(groups, fields.choices) ? undefined : 'missing' }),
    (fields) => join.mutate(fields),
  );

  if (view.isPending)
    return (
      <AccountPage title={t('account:join.guestJoinHeading')}>
        <Loading />
      </AccountPage>
    );
  if (view.isError) {
    // A link that no longer works is refused with the spec's words (the server's); anything else is a load failure.
    const error = view.error;
    const text =
      error instanceof ApiError && error.kind === 'http' && error.status === 404
        ? t('account:join.invalidLink')
        : t('errors:issuesTryLater');
    return (
      <AccountPage title={t('account:join.guestJoinHeading')}>
        <FormMessage kind="error">{text}</FormMessage>
      </AccountPage>
    );
  }

  const { lead_booker: lead, booking, packages } = view.data.data;
  const locked = view.data.meta.pre_order_locked;
  const name = `${lead.forename} ${lead.surname}`.trim();
  return (
    <AccountPage title={t('account:join.heading', { name })}>
      <p className="covers-booking-party">{t('account:booking.leadBooker', { name })}</p>
      <BookingSummary booking={guestSummary(booking)} prices={false} />
      <CallForm form={form} call={join} onSubmit={submit} submitLabel={t('account:join.save')}>
        <GuestDetailsFields fields={fields} set={set} errors={errors} />
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
        {locked ? <p className="covers-notice covers-notice--info">{t('account:booking.preOrderLocked')}</p> : null}
        {packages.length > 1 ? (
          <fieldset className="covers-fieldset">
            <legend>{t('account:join.package')}</legend>
            <div className="covers-checks">
              {packages.map((option) => (
                <label key={option.variation_id} className="covers-check">
                  <input
                    type="radio"
                    name="package"
                    checked={option.variation_id === view.data.meta.variation_id}
                    onChange={() => {
                      // Another package has other choice groups: the page of its link, the choices made afresh.
                      set('choices')([]);
                      void navigate(path(`/join/${encodeURIComponent(joinToken)}/${option.variation_id}`), { replace: true });
                    }}
                  />
                  {option.name}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {groups.length > 0 ? (
          <GuestChoices
            heading={t('account:join.choices')}
            groups={groups}
            choices={fields.choices}
            onChange={set('choices')}
            showMissing={errors.choices !== undefined}
            disabled={join.isPending}
          />
        ) : null}
      </CallForm>
    </AccountPage>
  );
}
