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
export const unprocessable = (message: string, fields?: Record<string, string[]>) => new HttpError(422, message, fields);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
