/**
 * What services throw when a request cannot be done: the kind of refusal, the customer-facing
 * message, and for input, the message of each field. Services and the domain know nothing of HTTP;
 * the one table that turns each kind into a status code is in src/server/errors.ts.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** Field → messages, shown under each input. */
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request cannot be read: a required field is missing, or a value is not of its form. */
export class MalformedInput extends DomainError {}

/** The request reads, but a value is not one that can be accepted. */
export class InvalidInput extends DomainError {}

/** Nothing by that name, or nothing this caller may know of. */
export class NotFound extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/** This caller may not do this to that. */
export class Forbidden extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/** The thing is not in a state that allows it (already done, cancelled, taken meanwhile). */
export class Conflict extends DomainError {
  constructor(message: string, fields?: Record<string, string[]>) {
    super(message, fields);
  }
}

/** What this installation cannot do at all (e.g. a wallet its gateway is not set up for). */
export class NotAvailable extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/** A service we depend on did not give a usable answer; nothing is known to have changed. */
export class UpstreamFailed extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/** The call needs a logged-in customer, or the credentials given are not right. */
export class Unauthenticated extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/** Too many attempts at something guessable (a login) for now: try again after `retryAfterMs`. */
export class TooManyAttempts extends DomainError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** The thing is closed to changes for good (a pre-order past its lock time): the page reloads to show it. */
export class Locked extends DomainError {
  constructor(message: string) {
    super(message);
  }
}
