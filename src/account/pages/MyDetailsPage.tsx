/**
 * /my-details (login required, §2.3 'Your Profile'): names, phone, the three opt-ins, allergens and the
 * favourite bar, loaded with customers/me and saved with customers/my-details.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Customer, ProfileFields } from '../../api-client/account-types.ts';
import { ALLERGEN_KEYS } from '../../engine/menus/allergens.ts';
import { AccountPage, Loading } from '../components/AccountPage.tsx';
import { CallForm, FormMessage, nameErrors, NameFields, OPT_INS, TextField, useCheckedForm } from '../components/forms.tsx';
import { ME_KEY, useMe } from '../site/queries.ts';
import { useSite } from '../site/SiteContext.tsx';

/** The 14 allergens of §9 (the name the server stores) with their locale keys under account:allergens.list. */
const ALLERGENS = Object.entries(ALLERGEN_KEYS);

const on = (value: unknown): 0 | 1 => (value === true || value === 1 || value === '1' ? 1 : 0);

function fieldsOf(customer: Customer): ProfileFields {
  return {
    forename: customer.forename ?? '',
    surname: customer.surname ?? '',
    phone: customer.phone ?? '',
    marketing_opt_in: on(customer.marketing_opt_in),
    sms_opt_in: on(customer.sms_opt_in),
    phone_opt_in: on(customer.phone_opt_in),
    allergens: customer.allergens ?? [],
    bar_id: customer.bar?.id ?? null,
  };
}

export function MyDetailsPage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <AccountPage title={t('account:profile.heading')}>
      {me.data ? <ProfileForm customer={me.data} /> : <Loading />}
    </AccountPage>
  );
}

function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { accounts, bars } = useSite();
  const queries = useQueryClient();
  const save = useMutation({
    mutationFn: (fields: ProfileFields) =>
      accounts.saveDetails({
        ...fields,
        forename: fields.forename.trim(),
        surname: fields.surname.trim(),
        phone: fields.phone.trim(),
      }),
    onSuccess: (saved, fields) => queries.setQueryData(ME_KEY, { ...customer, ...(saved ?? fields) }),
  });
  const checked = useCheckedForm(
    () => fieldsOf(customer),
    (fields) => ({
      ...nameErrors(fields, t),
      phone: /^[\d\s+]*$/.test(fields.phone) ? undefined : t('errors:validation.phoneDigits'),
    }),
    (fields) => save.mutate(fields),
  );
  const { form, fields, errors, submit } = checked;
  // A change hides the last save's message.
  const set =
    <K extends keyof ProfileFields>(name: K) =>
    (value: ProfileFields[K]) => {
      save.reset();
      checked.set(name)(value);
    };

  const barName = customer.bar?.branded_name ?? customer.bar?.name;
  return (
    <>
      {save.isSuccess && <FormMessage kind="success">{t('account:profile.saved')}</FormMessage>}
      <CallForm form={form} call={save} onSubmit={submit} submitLabel={t('account:profile.save')}>
        <NameFields fields={fields} errors={errors} set={set} />
        <TextField
          label={t('common:fields.email')}
          type="email"
          value={customer.email}
          onChange={() => {}}
          readOnly
        />
        <TextField
          label={t('common:fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <fieldset className="covers-fieldset">
          <legend>{t('account:join.optInsHint')}</legend>
          {OPT_INS.map(([name, label]) => (
            <label key={name} className="covers-check">
              <input
                type="checkbox"
                checked={fields[name] === 1}
                onChange={(e) => set(name)(e.target.checked ? 1 : 0)}
              />
              {t(`common:optIns.${label}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="covers-fieldset">
          <legend>{t('account:profile.allergens')}</legend>
          <div className="covers-checks">
            {ALLERGENS.map(([name, key]) => {
              const checked = fields.allergens.includes(name);
              return (
                <label key={key} className="covers-check">
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={(e) =>
                      set('allergens')(
                        e.target.checked
                          ? [...fields.allergens, name]
                          : fields.allergens.filter((a) => a !== name),
                      )
                    }
                  />
                  {t(`account:allergens.list.${key}`)}
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="covers-field">
          <label htmlFor="profile-bar">{t('account:profile.favouriteBar')}</label>
          <select id="profile-bar" value={fields.bar_id ?? ''} onChange={(e) => set('bar_id')(e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">{t('account:profile.noFavouriteBar')}</option>
            {bars.map((bar) => (
              <option key={bar.id} value={bar.id}>
                {bar.name}
              </option>
            ))}
            {/* A favourite no longer on the list (closed, or another brand's) stays shown. */}
            {fields.bar_id !== null && !bars.some((bar) => bar.id === fields.bar_id) && <option value={fields.bar_id}>{barName ?? fields.bar_id}</option>}
          </select>
        </div>
      </CallForm>
    </>
  );
}
