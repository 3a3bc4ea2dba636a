/**
 * Joining a society by its invite code (§2.5, §5): one field, what is typed or pasted kept to letters and digits
 * and upper-cased, then at most 6; anything but exactly 6 is 'Code must be exactly 6 characters'.
 */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SocietyApi, type SocietyStatus } from '../../../api-client/societies.ts';
import { INVITE_CODE_LENGTH, isInviteCode, normaliseInviteCode } from '../../../engine/societies/invite-code.ts';
import { CallForm, TextField, useCheckedForm } from '../../components/forms.tsx';
import { useApi } from '../../site/SiteContext.tsx';

export function JoinSocietyForm({ onJoined }: { onJoined(status: SocietyStatus): void }) {
  const { t } = useTranslation();
  const societies = useApi(SocietyApi);
  const join = useMutation({ mutationFn: (code: string) => societies.join(code), onSuccess: onJoined });
  const { form, fields, set, errors, submit } = useCheckedForm(
    { code: '' },
    ({ code }) => ({ code: isInviteCode(code) ? undefined : t('account:society.codeLength') }),
    ({ code }) => join.mutate(code),
  );
  return (
    <CallForm form={form} call={join} onSubmit={submit} submitLabel={t('account:society.join')}>
      <TextField
        label={t('account:society.inviteCode')}
        hint={t('account:society.codeHint')}
        value={fields.code}
        // No maxLength on the box: it would cut a pasted 'X2J-BCH' to 'X2J-BC' before the dash is dropped.
        onChange={(typed) => set('code')(normaliseInviteCode(typed).slice(0, INVITE_CODE_LENGTH))}
        error={errors.code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </CallForm>
  );
}
