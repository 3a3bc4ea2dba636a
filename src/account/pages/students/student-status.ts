/**
 * The student status as the student and graduate pages read it (spec §2.6 items 1 and 8, §4 "Student sign-up",
 * §9): one query per app user, asked again every 10 s while it fails or while the offers are on their way. Which
 * state the page shows is `studentView`, in the order the spec lists them.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { StudentApi, type StudentStatus, type StudentStatusAnswer } from '../../../api-client/students.ts';
import { useApi } from '../../site/SiteContext.tsx';

/** §9: the student status poll and retry interval. */
export const STUDENT_POLL_MS = 10_000;

export const studentStatusKey = (appUserId: string) => ['student-status', appUserId] as const;

/** Verified, with neither the student nor a society's offers yet: they are on their way. */
const offersOnTheirWay = (s: StudentStatus) => s.student_verified && !s.has_student_offers && !s.has_society_offers;

export function useStudentStatus(appUserId: string, address: string | undefined) {
  const students = useApi(StudentApi);
  const asked = useRef(false);
  return useQuery<StudentStatusAnswer>({
    queryKey: studentStatusKey(appUserId),
    queryFn: () => {
      const first = !asked.current;
      asked.current = true;
      return students.status(appUserId, address, first);
    },
    refetchInterval: (query) => (query.state.status === 'error' || (query.state.data && offersOnTheirWay(query.state.data.data)) ? STUDENT_POLL_MS : false),
  });
}

export type StudentView = 'society' | 'notYet' | 'fields' | 'uniEmail' | 'personalEmail' | 'allDone' | 'lost';

/** What the student page shows for a status (§2.6 item 1), the first that applies. */
export function studentView(s: StudentStatus): StudentView {
  if (s.has_society_offers) return 'society';
  if (offersOnTheirWay(s)) return 'notYet';
  if (s.fields_required.length) return 'fields';
  if (s.uni_email === null) return 'uniEmail';
  if (s.personal_email === null) return 'personalEmail';
  if (s.has_student_offers) return 'allDone';
  return 'lost';
}
