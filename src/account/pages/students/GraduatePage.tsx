/**
 * /graduate/{user_id}/{address?} (spec §2.6 item 8, §4 "Graduate"): a graduate is reassured; anyone else chooses
 * 'I'm a graduate' (which says so to the server and reads the status again) or 'I'm still a student' (the student
 * page). The status is the student page's query.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AccountPage, Loading, useFocusOn } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { StudentApi } from '../../../api-client/students.ts';
import { studentStatusKey, useStudentStatus } from './student-status.ts';

export function GraduatePage() {
  const { t } = useTranslation();
  const { userId = '', address } = useParams();
  const { path } = useSite();
  const students = useApi(StudentApi);
  const queries = useQueryClient();
  const status = useStudentStatus(userId, address);
  const graduate = useMutation({
    mutationFn: () => students.graduate(userId, address),
    onSuccess: () => queries.invalidateQueries({ queryKey: studentStatusKey(userId) }),
  });
  const isGraduate = status.data?.data.is_graduate === true;
  const notice = useFocusOn<HTMLDivElement>(isGraduate);
  const studentPage = `/student/${encodeURIComponent(userId)}${address ? `/${encodeURIComponent(address)}` : ''}`;
  return (
    <AccountPage title={t('account:graduate.title')}>
      {status.isError ? (
        <FormMessage kind="error">{errorMessage(status.error, t('account:student.loadFailed'))}</FormMessage>
      ) : !status.data ? (
        <Loading />
      ) : isGraduate ? (
        <div tabIndex={-1} ref={notice}>
          <FormMessage kind="success">{t('account:graduate.reassurance')}</FormMessage>
        </div>
      ) : (
        <section aria-labelledby="covers-graduate-question">
          <h2 id="covers-graduate-question" className="covers-page__subtitle">
            {t('account:graduate.question')}
          </h2>
          {graduate.isError && <FormMessage kind="error">{errorMessage(graduate.error, t('errors:generic'))}</FormMessage>}
          <p>
            <button type="button" className="covers-button" disabled={graduate.isPending} onClick={() => graduate.mutate()}>
              {t('account:graduate.imGraduate')}
            </button>{' '}
            <Link className="covers-button covers-button--secondary" to={path(studentPage)}>
              {t('account:graduate.imStudent')}
            </Link>
          </p>
        </section>
      )}
    </AccountPage>
  );
}
