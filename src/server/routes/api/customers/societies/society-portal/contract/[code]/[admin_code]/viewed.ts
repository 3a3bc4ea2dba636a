import type { FastifyInstance } from 'fastify';
import type { SocietyContractViewedAnswer, SocietyContractViewedParams } from '../../../../../../../../../../schemas/api/types.generated.ts';
import { contractAnswer } from '../../../../../../../../pages/society-contract.ts';
import { lookupLimited } from '../../../../../../../../plugins/lookup-limit.ts';
import type { SocietyContracts } from '../../../../../../../../services/societies/contracts.ts';

/** POST /api/customers/societies/society-portal/contract/{code}/{admin_code}/viewed: read to the end, signing opens. Under the lookup limit. */
export default function societyContractViewedRoute(app: FastifyInstance, contracts: SocietyContracts) {
  app.post<{ Params: SocietyContractViewedParams; Reply: SocietyContractViewedAnswer }>(
    '/api/customers/societies/society-portal/contract/:code/:admin_code/viewed',
    lookupLimited(app),
    async (request) => ({ data: contractAnswer(await contracts.viewed({ code: request.params.code, adminCode: request.params.admin_code })) }),
  );
}
