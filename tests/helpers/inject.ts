import type { FastifyInstance } from 'fastify';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';

/** A request as a test writes it: a JSON body, or a form body already encoded, as a brand with the demo key. */
export interface RawRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  json?: unknown;
  /** A form body, already encoded. */
  form?: string;
  /** The X-Brand header (the demo brand when absent). */
  brand?: string;
}

/** Sends `request` to the server in process, with the body's content type. */
export function injectRaw(server: FastifyInstance, request: RawRequest) {
  const headers: Record<string, string> = { 'x-brand': request.brand ?? String(demo.brands.revolution), 'x-api-key': DEMO_API_KEY };
  let payload: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.json);
  } else if (request.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = request.form;
  }
  return server.inject({ method: request.method, url: request.url, headers, ...(payload === undefined ? {} : { payload }) });
}
