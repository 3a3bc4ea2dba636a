/**
 * The interest form (§1, §2.3 'leave details', §7.1 customers/register/group): on the page of a bar that is
 * closed, someone leaves their name and e-mail to hear when it reopens. Checked on submit; the server's
 * words for anything it refuses.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/payments/Dialog.tsx';
import { CallForm, EmailField, emailError, FormMessage, NameFields, nameErrors, useCheckedForm } from '../components/forms.tsx';
import { useSite } from '../site/SiteContext.tsx';

export function LeaveDetails({ bar }: { bar: { id: number; name: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [thanks, setThanks] = useState(false);
  return (
    <section className="covers-leave-details" aria-label={t('account:leaveDetails.heading')}>
      {thanks ? (
        <FormMessage kind="success">{t('account:leaveDetails.thanks', { bar: bar.name })}</FormMessage>
      ) : (
        <>
          <p>{t('account:leaveDetails.open', { bar: bar.name })}</p>
          <button type="button" className="covers-button" onClick={() => setOpen(true)}>
            {t('account:leaveDetails.heading')}
          </button>
        </>
      )}
      {open && (
        <LeaveDetailsDialog
          bar={bar}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setThanks(true);
          }}
        />
      )}
    </section>
  );
}

function LeaveDetailsDialog({ bar, onClose, onDone }: { bar: { id: number; name: string }; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const { accounts } = useSite();
  const register = useMutation({
    mutationFn: (fields: { forename: string; surname: string; email: string }) => accounts.registerInterest({ ...fields, bar_id: bar.id }),
    onSuccess: onDone,
  });
  const { form, fields, set, errors, submit } = useCheckedForm(
    { forename: '', surname: '', email: '' },
    (f) => ({ ...nameErrors(f, t), email: emailError(f.email.trim(), t) }),
    (f) => register.mutate({ forename: f.forename.trim(), surname: f.surname.trim(), email: f.email.trim() }),
  );
  return (
    <Dialog title={t('account:leaveDetails.heading')} onClose={onClose} className="covers-booking-dialog">
      <p>{t('account:leaveDetails.intro')}</p>
      <CallForm form={form} call={register} onSubmit={submit} submitLabel={t('account:leaveDetails.submit')}>
        <NameFields fields={fields} errors={errors} set={set} />
        <EmailField value={fields.email} onChange={set('email')} error={errors.email} />
      </CallForm>
    </Dialog>
  );
}
