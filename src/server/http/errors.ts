import { Conflict, DomainError, Forbidden, InvalidInput, Locked, MalformedInput, NotAvailable, NotFound, TooManyAttempts, Unauthenticated, UpstreamFailed } from '../domain/errors.ts';
import { DatabaseUnavailable } from '../db/index.ts';

/**
 * An error meant for the client. The body always has the spec's shape: `error` (the text), and
 * `errors.message` / `errors.fields` (field → messages) so the widget can show each under its input.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get body() {
    return { error: this.message, errors: { message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) => new HttpError(400, message, fields);

/** The status code of each kind of domain error: the one place where a refusal becomes HTTP. */
const STATUS = new Map<abstract new (...args: never[]) => DomainError, number>([
  [MalformedInput, 400],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [InvalidInput, 422],
  [Locked, 423],
  [NotAvailable, 501],
  [UpstreamFailed, 502],
]);

/** A domain error as the client gets it; undefined for anything else (a bug: a 500). */
export function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  // The database restarting or out of reach: the client is told to try again shortly, never a 500.
  if (error instanceof DatabaseUnavailable) return new HttpError(503, 'The booking service is busy for a moment. Please try again in a few seconds.', undefined, { 'retry-after': '5' });
  if (!(error instanceof DomainError)) return undefined;
  if (error instanceof TooManyAttempts) return new HttpError(429, error.message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))) });
  for (const [kind, status] of STATUS) if (error instanceof kind) return new HttpError(status, error.message, error.fields);
  return undefined;
}

/** One of Ajv's errors, as Fastify passes them on when a request fails its schema. */
interface SchemaProblem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

const PARTS: Record<string, string> = { body: 'The request body', querystring: 'The query string', params: 'The address' };

/**
 * A request that fails its schema (schemas/api/), in the spec's error shape: the message names the
 * field and says what it must be, and errors.fields carries it under the field's name, as the
 * services' own refusals do.
 */
export function schemaRefusal(problems: readonly SchemaProblem[], part: string | undefined): HttpError {
  const problem = problems[0];
  if (!problem) return badRequest('The request is not valid.');
  const path = problem.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const field = problem.keyword === 'required' && path.length === 0 ? String(problem.params.missingProperty) : path[0];
  if (field === undefined) {
    // The part as a whole: a body that is not an object, say.
    const what = PARTS[part ?? ''] ?? 'The request';
    return badRequest(part === 'body' && problem.keyword === 'type' ? 'The request body must be a JSON object or form fields.' : `${what} ${problem.message ?? 'is not valid'}.`);
  }
  const where = [field, ...(problem.keyword === 'required' && path.length > 0 ? [...path.slice(1), String(problem.params.missingProperty)] : path.slice(1))].join('.');
  const message = (() => {
    switch (problem.keyword) {
      case 'required':
        return `${where} is required.`;
      case 'type':
        return `${where} must be ${String(problem.params.type).split(',').join(' or ')}.`;
      case 'enum':
        return `${where} must be one of: ${(problem.params.allowedValues as unknown[]).join(', ')}.`;
      case 'maxLength':
        return `${where} must be at most ${problem.params.limit} characters.`;
      case 'additionalProperties':
        return `${where}.${problem.params.additionalProperty} is not expected.`;
      default:
        return `${where} ${problem.message ?? 'is not valid'}.`;
    }
  })();
  return badRequest(message, { [field]: [message] });
}
