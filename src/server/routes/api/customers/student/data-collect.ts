import type { FastifyInstance } from 'fastify';
import type {
  StudentDataCollectAnswer,
  StudentDataCollectBody,
  StudentSignUpBarsAnswer,
} from '../../../../../../schemas/api/types.generated.ts';
import { DEFAULT_WRITE_LIMIT } from '../../../../config.ts';
import { accountWrite } from '../../../../plugins/account-session.ts';
import type { StudentDataCollection } from '../../../../services/student-sign-ups/data-collection.ts';

/**
 * GET /api/customers/student/data-collect: the bars of the data-collection form. POST: a student's sign-up,
 * limited per client like the other anonymous writes (a bar's fresher stand may sign many up from one network).
 */
export default function studentDataCollectRoute(app: FastifyInstance, dataCollection: StudentDataCollection) {
  app.get<{ Reply: StudentSignUpBarsAnswer }>('/api/customers/student/data-collect', async (request) => ({
    data: await dataCollection.bars(request.brandId),
    meta: { today: dataCollection.today() },
  }));
  app.post<{ Body: StudentDataCollectBody; Reply: StudentDataCollectAnswer }>(
    '/api/customers/student/data-collect',
    accountWrite(app, { name: 'student-data-collect', limit: DEFAULT_WRITE_LIMIT }),
    async (request) => ({
      data: await dataCollection.signUp({
        brandId: request.brandId,
        body: request.body as Record<string, unknown>,
      }),
    }),
  );
}
