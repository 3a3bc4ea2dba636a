import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';

/** What a request that arrives while the process stops is told: the spec's error shape, and when to try again. */
class Stopping extends HttpError {
  constructor() {
    super(503, 'The booking service is restarting. Please try again in a few seconds.', undefined, { 'retry-after': '5', connection: 'close' });
  }
}

/**
 * Once the process begins to stop (SIGTERM, a deploy), a request arriving on a connection still open is answered at
 * once with 503 and Retry-After, in the app's error shape and with its security headers, and the connection closed:
 * the load balancer sends it elsewhere. Requests already begun are finished. (Fastify's own answer in this case,
 * `return503OnClosing`, has neither the shape nor Retry-After.)
 */
export function registerStopping(server: FastifyInstance): void {
  let stopping = false;
  server.addHook('preClose', async () => {
    stopping = true;
  });
  server.addHook('onRequest', async () => {
    if (stopping) throw new Stopping();
  });
}
