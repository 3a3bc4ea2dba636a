/**
 * /student/{user_id}/{address?} (spec §2.6 item 1, §4 "Student sign-up"): the app's user, by their id, told
 * where they stand: loading; the server's message, asked again every 10 s; a society's offers set up; the
 * offers on their way (asked again every 10 s); 'WELCOME TO YOUR HAPPY PLACE' with the details still needed;
 * the university address, then a personal one, to verify ('Almost there'); all done. `address` is the address
 * the app knows for its user: only offered as the university e-mail.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { StudentStatus, StudentStatusAnswer } from '../../../api-client/students.ts';
import { isStudentAddress } from '../../../engine/students/student-fields.ts';
import { AccountPage, Loading, useFocusOn } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { EmailVerification } from '../email-verify/EmailVerification.tsx';
import { StudentDetailsForm } from './StudentDetailsForm.tsx';
import { studentStatusKey, studentView, useStudentStatus } from './student-status.ts';
import { OFFERS_ISSUE_DELAY_MS } from '../../../engine/students/offers.ts';

export function StudentPage() {
  const { t } = useTranslation();
  const { userId = '', address } = useParams();
  const status = useStudentStatus(userId, address);
  return (
    <AccountPage title={t('account:student.title')}>
      {status.isError ? (
        <FormMessage kind="error">{errorMessage(status.error, t('account:student.loadFailed'))}</FormMessage>
      ) : status.data ? (
        <StudentState appUserId={userId} address={address} answer={status.data} />
      ) : (
        <Loading />
      )}
    </AccountPage>
  );
}

function StudentState({ appUserId, address, answer }: { appUserId: string; address: string | undefined; answer: StudentStatusAnswer }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const key = studentStatusKey(appUserId);
  // One function for the page's life: the verification screen calls it once its address is verified.
  const refetch = useCallback(() => void queries.invalidateQueries({ queryKey: studentStatusKey(appUserId) }), [queries, appUserId]);
  // When this page sent the university address its e-mail (the save): 'Check your e-mail!' waits 2 minutes from then.
  const [emailedAt, setEmailedAt] = useState<number | null>(null);
  const onSaved = (saved: StudentStatus, emailed: boolean) => {
    if (emailed) setEmailedAt(Date.now());
    queries.setQueryData<StudentStatusAnswer>(key, (old) => old && { ...old, data: saved });
    refetch();
  };
  const status = answer.data;
  const view = studentView(status);
  const notice = useFocusOn<HTMLDivElement>(view);
  switch (view) {
    case 'fields':
      return <StudentDetailsForm appUserId={appUserId} address={address} answer={answer} onSaved={onSaved} />;
    case 'uniEmail':
    case 'personalEmail': {
      const student = view === 'uniEmail';
      const initial = student ? (status.uni_email_pending ?? (address && isStudentAddress(address) ? address : '')) : '';
      return (
        <section aria-labelledby="covers-student-email">
          <p>{t(student ? 'account:student.uniEmailIntro' : 'account:student.personalEmailIntro')}</p>
          <EmailVerification
            key={view}
            appUserId={appUserId}
            student={student}
            initialEmail={initial}
            headingId="covers-student-email"
            sentAt={student ? emailedAt : null}
            onVerified={refetch}
          />
        </section>
      );
    }
    default:
      return (
        <div tabIndex={-1} ref={notice}>
          <FormMessage kind={view === 'lost' ? 'error' : view === 'notYet' ? 'info' : 'success'}>{t(NOTICES[view], { count: Math.ceil(OFFERS_ISSUE_DELAY_MS / 60_000) })}</FormMessage>
        </div>
      );
  }
}

const NOTICES = {
  society: 'account:student.setUp',
  notYet: 'account:student.notYet',
  allDone: 'account:student.allDone',
  lost: 'account:student.shouldNotGetHere',
} as const;
