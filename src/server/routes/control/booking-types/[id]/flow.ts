import type { FastifyInstance } from 'fastify';
import { bearerMatches } from '../../../../http/bearer.ts';
import { HttpError } from '../../../../http/errors.ts';
import type { BookingTypeFlows } from '../../../../services/booking-types/flow-change.ts';

export interface ControlDeps {
  /** The secret the server wrote into its data folder (control/control-file.ts). */
  token: string;
  flows: BookingTypeFlows;
}

/**
 * PUT /control/booking-types/{id}/flow (the embedded database only, with the token in the data folder):
 * `covers db set-flow` while this server has the database open. Taken at once: the next session answer
 * follows the type's new flow.
 */
export default function controlFlowRoute(app: FastifyInstance, deps: ControlDeps) {
  app.put<{ Params: { id: string }; Body: { flow: string } }>(
    '/control/booking-types/:id/flow',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } }, required: ['id'] },
        body: { type: 'object', properties: { flow: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]{0,99}$' } }, required: ['flow'], additionalProperties: false },
      },
    },
    async (request) => {
      if (!bearerMatches(request.headers.authorization, deps.token)) throw new HttpError(401, 'Only a command on the server’s machine, with its data folder, may do this.');
      return deps.flows.setFlow(Number(request.params.id), request.body.flow);
    },
  );
}
