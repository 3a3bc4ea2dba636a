import { Conflict, DomainError, Forbidden, InvalidInput, MalformedInput, NotAvailable, NotFound, UpstreamFailed } from '../domain/errors.ts';

/**
 * An error meant for the client. The body always has the spec's shape: `error` (the text), and
 * `errors.message` / `errors.fields` (field → messages) so the widget can show each under its input.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
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
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [InvalidInput, 422],
  [NotAvailable, 501],
  [UpstreamFailed, 502],
]);

/** A domain error as the client gets it; undefined for anything else (a bug: a 500). */
export function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (!(error instanceof DomainError)) return undefined;
  for (const [kind, status] of STATUS) if (error instanceof kind) return new HttpError(status, error.message, error.fields);
  return undefined;
}
