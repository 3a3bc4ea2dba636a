/**
 * Students and graduates (account-and-guest-features §2.6, §7.6): the student status of the app's user by their
 * id, saving their details, and the graduate choice. The answers are the server's generated types.
 */
import type { GraduateStatusAnswer, StudentStatus, StudentStatusGetAnswer, StudentStatusSaveAnswer, StudentStatusSaveBody } from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type { StudentStatus };
export type StudentStatusAnswer = StudentStatusGetAnswer;
export type StudentDetails = Omit<StudentStatusSaveBody, 'app_user_id' | 'email'>;

export class StudentApi {
  constructor(private readonly client: QueryClient) {}

  /** GET customers/student/student-status?id=&email=&first_load=: the status, with the bars and years to choose from. */
  async status(appUserId: string, email: string | undefined, firstLoad: boolean): Promise<StudentStatusAnswer> {
    const query = { id: appUserId, ...(email ? { email } : {}), first_load: firstLoad ? 1 : 0 };
    return (await this.client.query<StudentStatusGetAnswer>('GET', 'customers/student/student-status', { query })).body;
  }

  /** POST customers/student/student-status: saves the details asked for. */
  async save(appUserId: string, email: string | undefined, details: StudentDetails): Promise<StudentStatus> {
    const body = { app_user_id: appUserId, email: email ?? null, ...details };
    return (await this.client.query<StudentStatusSaveAnswer>('POST', 'customers/student/student-status', { body })).body.data;
  }

  /** POST customers/student/graduate-status: 'I'm a graduate'. */
  async graduate(appUserId: string, email: string | undefined): Promise<StudentStatus> {
    return (await this.client.query<GraduateStatusAnswer>('POST', 'customers/student/graduate-status', { body: { app_user_id: appUserId, email: email ?? null } })).body.data;
  }
}
