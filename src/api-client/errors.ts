/**
 * The spec's error handling (§8) as data: every failed call becomes an `ApiError` carrying the text to
 * show, the field errors to put under their inputs and what kind of failure it was, so the caller
 * decides how to tell the customer without parsing messages.
 */

/** English texts of the spec, each with its locale key so a translated widget can show its own. */
export const API_MESSAGES = {
  generic: { key: 'errors:generic', text: 'Unfortunately an error has occurred. Please try again later.' },
  // The spec writes "beear"; the typo is corrected here and in the locale.
  gatewayTimeout: { key: 'errors:gatewayTimeout', text: 'We are having issues at the moment, please bear with us' },
  offline: { key: 'errors:offline', text: 'Sorry, you seem to be offline' },
  badResponse: { key: 'errors:shouldNotHappen', text: 'This should not have happened...' },
} as const;

export type ApiErrorKind =
  /** 400–599 with the server's error text. */
  | 'http'
  /** 401: the caller is logged out. */
  | 'unauthorised'
  /** 504 from a proxy or the server. */
  | 'timeout'
  /** The request never got an answer: offline, DNS, CORS, connection reset. */
  | 'network'
  /** A 2xx whose body is not JSON. */
  | 'bad-response';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
    /** The locale key of `message` when the client chose the text (the server's own texts have none). */
    readonly messageKey?: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  return [];
}

/** errors.fields as field → list of texts, whatever mix of strings and lists the server sent. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const fields = (body as { errors?: { fields?: unknown } } | null)?.errors?.fields;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(fields as Record<string, unknown>)) {
    const list = texts(value);
    if (list.length > 0) out[field] = list;
  }
  return out;
}

/** The error text of a body: errors.message, else error, else the field texts joined; undefined when none. */
export function errorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as { error?: unknown; errors?: { message?: unknown } | unknown };
  const errors = typeof b.errors === 'object' && b.errors !== null ? (b.errors as { message?: unknown }) : undefined;
  const fromErrors = texts(errors?.message)[0];
  if (fromErrors) return fromErrors;
  const fromError = texts(b.error)[0];
  if (fromError) return fromError;
  const joined = Object.values(fieldErrorsOf(body)).flat().join(' ');
  return joined || undefined;
}
