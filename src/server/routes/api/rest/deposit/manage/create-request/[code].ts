import type { FastifyInstance } from 'fastify';
import { lookupLimited } from '../../../../../../payments/lookup-limit.ts';
import type { Payments } from '../../../../../../payments/service.ts';
import { bodyOf } from '../../../../../body.ts';

/** POST /api/rest/deposit/manage/create-request/{code}: amount, deposit_request_token, url → data.gp.data. */
export default function createRequestRoute(app: FastifyInstance, payments: Payments) {
  app.post<{ Params: { code: string } }>('/api/rest/deposit/manage/create-request/:code', lookupLimited(app), async (request, reply) =>
    reply.code(201).send(await payments.createManageRequest(request.brandId, request.params.code, bodyOf(request))),
  );
}
