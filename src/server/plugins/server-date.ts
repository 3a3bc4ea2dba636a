/**
 * Every answer's Date header is the app's clock, not the machine's: pages read "now" from it
 * (engine/clock/server-clock.ts), so the widget hides the slots the server will refuse and the
 * account site offers the times it will take, whatever the device's clock says. In production the
 * two are the same clock; under a fixed or moved clock (COVERS_NOW, the tests) the pages follow it.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';

export function registerServerDate(server: FastifyInstance, clock: Clock): void {
  server.addHook('onRequest', async (_request, reply) => {
    reply.header('date', new Date(clock.now()).toUTCString());
  });
}
