/**
 * The guest's own name and e-mail on their page (issue 28): what the lead booker's "add your details" reminder
 * asks for, added or corrected under the join form's rules; the page shows them as saved.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CallForm, FormMessage } from '../../components/forms.tsx';
import { useApi } from '../../site/SiteContext.tsx';
import { GuestApi } from '../../../api-client/guests.ts';
import { GuestDetailsFields, useGuestDetailsForm, type GuestDetails } from './GuestDetailsFields.tsx';

export function GuestOwnDetails({ code, guest }: { code: string; guest: GuestDetails }) {
  const { t } = useTranslation();
  const guests = useApi(GuestApi);
  const queries = useQueryClient();
  const save = useMutation({
    mutationFn: (fields: GuestDetails) => guests.saveDetails(code, { forename: fields.forename.trim(), surname: fields.surname.trim(), email: fields.email.trim() }),
    onSuccess: (answer) => queries.setQueryData(['guest', code], answer.data),
  });
  const { form, fields, set, errors, submit } = useGuestDetailsForm({ forename: guest.forename, surname: guest.surname, email: guest.email }, save);
  return (
    <section className="covers-guest-details" aria-labelledby="covers-guest-details-title">
      <h2 id="covers-guest-details-title" className="covers-page__subtitle">
        {t('account:guestPage.detailsHeading')}
      </h2>
      <p>{t('account:guestPage.detailsIntro')}</p>
      {save.isSuccess ? <FormMessage kind="success">{save.data.meta.message}</FormMessage> : null}
      <CallForm form={form} call={save} onSubmit={submit} submitLabel={t('account:guestPage.saveDetails')}>
        <GuestDetailsFields fields={fields} set={set} errors={errors} />
      </CallForm>
    </section>
  );
}
