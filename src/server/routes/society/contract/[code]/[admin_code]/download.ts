import type { FastifyInstance } from 'fastify';
import { Conflict, NotFound } from '../../../../../domain/errors.ts';
import { signedContractDocument, signedContractFileName } from '../../../../../pages/society-contract.ts';
import { lookupLimited } from '../../../../../plugins/lookup-limit.ts';
import type { SocietyContracts } from '../../../../../services/societies/contracts.ts';

/**
 * GET /society/contract/{code}/{admin_code}/download: the signed contract with its signature, as one HTML
 * file the society keeps. No API key: the two codes are the secret, as on the contract page; under the
 * lookup limit. A link that is not valid is a plain 404 page; a contract not signed yet, a plain 409 saying to sign
 * it first.
 */
export default function contractDownloadRoute(app: FastifyInstance, contracts: SocietyContracts) {
  app.get<{ Params: { code: string; admin_code: string } }>('/society/contract/:code/:admin_code/download', lookupLimited(app), async (request, reply) => {
    const contract = await contracts.signedCopy({ code: request.params.code, adminCode: request.params.admin_code }).catch((error: unknown) => {
      if (error instanceof NotFound || error instanceof Conflict) return error;
      throw error;
    });
    reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
    if (contract instanceof NotFound || contract instanceof Conflict) return reply.code(contract instanceof NotFound ? 404 : 409).type('text/plain; charset=utf-8').send(contract.message);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="${signedContractFileName(contract)}"`)
      .send(signedContractDocument(contract));
  });
}
