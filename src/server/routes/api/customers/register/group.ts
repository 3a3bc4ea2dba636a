import type { FastifyInstance } from 'fastify';
import type { RegisterGroupAnswer, RegisterGroupBody } from '../../../../../../schemas/api/types.generated.ts';
import { accountWrite } from '../../../../plugins/account-session.ts';
import { limited } from '../../../../plugins/rate-limits.ts';
import type { InterestRegistrations } from '../../../../services/interest/interest.ts';

/** POST /api/customers/register/group: the interest form. From this site only, and limited per client (it stores what it is sent). */
export default function registerGroupRoute(app: FastifyInstance, interest: InterestRegistrations) {
  const limit = limited(app, 'register-group').preHandler;
  app.post<{ Body: RegisterGroupBody; Reply: RegisterGroupAnswer }>(
    '/api/customers/register/group',
    { preHandler: [...accountWrite(app).preHandler, ...(limit ? [limit] : [])] },
    async (request) => {
      const { forename, surname, email, bar_id: barId, group } = request.body;
      const { bar } = await interest.register({ brandId: request.brandId, forename, surname, email, barId, group });
      return { data: { registered: true as const, bar } };
    },
  );
}
