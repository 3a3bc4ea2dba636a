import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** The request body as a plain object (JSON or form-encoded); anything else is a bad request. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object or form fields.');
  return body as Record<string, unknown>;
}

/** A comma-separated list field (`include=bars,gp`), as its trimmed items. */
export function listOf(value: unknown): string[] {
  return String(value ?? '').split(',').map((s) => s.trim());
}

/** A string field, as sent, or undefined when it is not a non-empty string. */
export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
