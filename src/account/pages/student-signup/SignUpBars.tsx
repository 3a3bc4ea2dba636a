/**
 * The data-collection form's bars and today's date, loaded once for the page: the form when they are had,
 * 'Sorry, you seem to be offline' when they cannot be (§8), a spinner meanwhile.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StudentSignUpApi, type StudentSignUpBar } from '../../../api-client/student-sign-ups.ts';
import { Loading } from '../../components/AccountPage.tsx';
import { FormMessage } from '../../components/forms.tsx';
import { useApi } from '../../site/SiteContext.tsx';

export function SignUpBars({ children }: { children(loaded: { bars: StudentSignUpBar[]; today: string }): ReactNode }) {
  const { t } = useTranslation();
  const studentSignUps = useApi(StudentSignUpApi);
  const bars = useQuery({
    queryKey: ['student-sign-up-bars'],
    queryFn: () => studentSignUps.bars(),
    staleTime: Infinity,
  });
  if (bars.isSuccess) return children(bars.data);
  if (bars.isError) return <FormMessage kind="error">{t('errors:offline')}</FormMessage>;
  return <Loading />;
}
