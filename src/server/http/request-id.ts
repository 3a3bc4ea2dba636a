import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const GIVEN = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * A request's id: a new UUID, or, behind a proxy the server trusts (TRUST_PROXY), the X-Request-Id it gave
 * (so one id follows the request through both logs). A client's own header is not believed: anyone could
 * make their requests look like another's.
 */
export function requestIdOf(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = trustProxy ? request.headers['x-request-id'] : undefined;
    return typeof given === 'string' && GIVEN.test(given) ? given : randomUUID();
  };
}
