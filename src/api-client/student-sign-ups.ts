/**
 * Student data collection (account-and-guest-features §2.6 item 5, §7.6): the form's bars and the sign-up.
 * The answers are the server's generated types.
 */
import type {
  StudentDataCollectAnswer,
  StudentDataCollectBody,
  StudentSignUpBar,
  StudentSignUpBarsAnswer,
} from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type { StudentSignUpBar };
export type StudentSignUp = StudentDataCollectBody;

export class StudentSignUpApi {
  constructor(private readonly client: QueryClient) {}

  /**
   * GET customers/student/data-collect: the bars a student may choose (open, not central, of the brand), and
   * today in London (the date-of-birth picker's minimum age counts from it).
   */
  async bars(): Promise<{ bars: StudentSignUpBar[]; today: string }> {
    const { body } = await this.client.query<StudentSignUpBarsAnswer>('GET', 'customers/student/data-collect', {});
    return { bars: body.data, today: body.meta.today };
  }

  /** POST customers/student/data-collect: answers the words to show. */
  async signUp(fields: StudentSignUp): Promise<string> {
    return (
      await this.client.query<StudentDataCollectAnswer>('POST', 'customers/student/data-collect', {
        body: fields,
      })
    ).body.data.message;
  }
}
