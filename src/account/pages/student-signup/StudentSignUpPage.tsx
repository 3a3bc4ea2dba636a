/**
 * /student-signup/{bar_id?} (§2.6 item 5, §4 "Data-collection form", §5, §8): a student leaves their details for
 * the offers of a bar, through the data-collection form; 'Sorry, you seem to be offline' when its bars cannot
 * be had.
 */
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../components/AccountPage.tsx';
import { useApi } from '../../site/SiteContext.tsx';
import { StudentSignUpApi } from '../../../api-client/student-sign-ups.ts';
import { SignUpBars } from './SignUpBars.tsx';
import { StudentSignUpForm } from './StudentSignUpForm.tsx';

export function StudentSignUpPage() {
  const { t } = useTranslation();
  const studentSignUps = useApi(StudentSignUpApi);
  return (
    <AccountPage title={t('account:dataCollect.heading')}>
      <SignUpBars>{(loaded) => <StudentSignUpForm {...loaded} send={(fields) => studentSignUps.signUp(fields)} />}</SignUpBars>
    </AccountPage>
  );
}
