import type { FastifyInstance } from 'fastify';
import type { SocietyContractSignAnswer, SocietyContractSignBody, SocietyContractSignParams } from '../../../../../../../../../../schemas/api/types.generated.ts';
import { contractAnswer } from '../../../../../../../../pages/society-contract.ts';
import { lookupLimited } from '../../../../../../../../plugins/lookup-limit.ts';
import type { SocietyContracts } from '../../../../../../../../services/societies/contracts.ts';

/** POST /api/customers/societies/society-portal/contract/{code}/{admin_code}/sign: signs it, once. Under the lookup limit. */
export default function societyContractSignRoute(app: FastifyInstance, contracts: SocietyContracts) {
  app.post<{ Params: SocietyContractSignParams; Body: SocietyContractSignBody | undefined; Reply: SocietyContractSignAnswer }>(
    '/api/customers/societies/society-portal/contract/:code/:admin_code/sign',
    lookupLimited(app),
    async (request) => ({
      data: contractAnswer(await contracts.sign({ code: request.params.code, adminCode: request.params.admin_code, signatureData: request.body?.signature_data })),
    }),
  );
}
