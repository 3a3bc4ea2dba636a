import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';

/** What a request is told while the process is overloaded: the spec's error shape, and when to try again. */
class Overloaded extends HttpError {
  constructor() {
    super(503, 'The booking service is very busy for a moment. Please try again in a few seconds.', undefined, { 'retry-after': '5' });
  }
}

/**
 * Overload answered before the event loop stalls (OVERLOAD_DELAY_MS): while the loop's delay is over the limit,
 * new requests get 503 with Retry-After at once rather than queueing behind work the process cannot finish in
 * time. The liveness and readiness probes are answered as usual, so a busy process is not restarted for it.
 */
export async function registerOverloadLimit(server: FastifyInstance, options: { maxDelayMs: number; sampleMs?: number }): Promise<void> {
  if (options.maxDelayMs <= 0) return;
  const sampleMs = options.sampleMs ?? 250;
  // Start-up's own work (migrations, compiling) holds the loop before the server listens: the samples taken then
  // say nothing of the load, so nothing is refused until a sample has been taken since.
  let listeningSince = Number.POSITIVE_INFINITY;
  server.addHook('onListen', async () => {
    listeningSince = performance.now();
  });
  await server.register(underPressure, {
    maxEventLoopDelay: options.maxDelayMs,
    sampleInterval: sampleMs,
    retryAfter: 5,
    exposeStatusRoute: false,
    pressureHandler: () => (performance.now() - listeningSince > 2 * sampleMs ? Promise.reject(new Overloaded()) : undefined),
  });
}
