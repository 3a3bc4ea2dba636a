import type { FastifyInstance } from 'fastify';
import type { SocietyContractViewAnswer, SocietyContractViewParams } from '../../../../../../../../../schemas/api/types.generated.ts';
import { contractAnswer } from '../../../../../../../pages/society-contract.ts';
import { lookupLimited } from '../../../../../../../plugins/lookup-limit.ts';
import type { SocietyContracts } from '../../../../../../../services/societies/contracts.ts';

/** GET /api/customers/societies/society-portal/contract/{code}/{admin_code}: the contract for its signatory. Under the lookup limit. */
export default function societyContractRoute(app: FastifyInstance, contracts: SocietyContracts) {
  app.get<{ Params: SocietyContractViewParams; Reply: SocietyContractViewAnswer }>(
    '/api/customers/societies/society-portal/contract/:code/:admin_code',
    lookupLimited(app),
    async (request) => ({ data: contractAnswer(await contracts.view({ code: request.params.code, adminCode: request.params.admin_code })) }),
  );
}
