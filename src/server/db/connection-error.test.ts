import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable, isConnectionError } from './index.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a failed connection, told from a failed statement', () => {
  it('is a socket error, a connection exception, a shutdown or a connect timeout', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isConnectionError(error), error.message).toBe(true);
    }
  });

  it('is not a statement the database refused, nor anything else', () => {
    for (const error of [withCode('duplicate key value violates unique constraint', '23505'), withCode('could not serialize access', '40001'), withCode('syntax error', '42601'), new Error('boom'), 'ECONNREFUSED', null]) {
      expect(isConnectionError(error)).toBe(false);
    }
  });

  it('says what happened, keeping the cause', () => {
    const cause = withCode('terminating connection due to administrator command', '57P01');
    const error = new DatabaseUnavailable(cause);
    expect(error.message).toBe('the database cannot be reached: terminating connection due to administrator command');
    expect(error.cause).toBe(cause);
  });
});
