import { describe, expect, it } from 'vitest';
import { parseClockRequest, parseResetRequest, ResetRefused } from './test-reset.ts';

describe('a test reset request', () => {
  it('takes an instant and settings, or nothing at all', () => {
    expect(parseResetRequest('')).toEqual({});
    expect(parseResetRequest('{}')).toEqual({});
    expect(parseResetRequest('{"now":"2026-11-21T12:00:00Z","env":{"SMTP_URL":"smtp://127.0.0.1:2525","DEV_MAILBOX":"false"}}')).toEqual({
      now: '2026-11-21T12:00:00Z',
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', DEV_MAILBOX: 'false' },
    });
  });

  it('refuses what is not one, saying why', () => {
    const refusal = (text: string) => {
      try {
        parseResetRequest(text);
      } catch (error) {
        expect(error).toBeInstanceOf(ResetRefused);
        return (error as Error).message;
      }
      throw new Error(`accepted: ${text}`);
    };
    expect(refusal('{')).toBe('The body is not JSON.');
    expect(refusal('[]')).toBe('The body must be an object.');
    expect(refusal('{"now":"yesterday"}')).toBe('now must be an ISO 8601 instant.');
    expect(refusal('{"then":1}')).toBe('Unknown fields: then.');
    expect(refusal('{"env":{"LOG_LEVEL":3}}')).toBe('env.LOG_LEVEL must be a string.');
    // Where the process runs and what it is are its own: a reset cannot move the data folder or leave test mode.
    for (const name of ['DATA_DIR', 'PORT', 'NODE_ENV', 'DATABASE_URL', 'COVERS_TEST_RESET_FROM']) {
      expect(refusal(JSON.stringify({ env: { [name]: 'x' } }))).toBe(`${name} cannot be changed by a reset.`);
    }
  });
});

describe('a test clock request', () => {
  it('moves the clock on by whole milliseconds, up to a day', () => {
    expect(parseClockRequest('{"advance_ms":960000}')).toBe(960_000);
    expect(parseClockRequest('{"advance_ms":86400000}')).toBe(86_400_000);
  });

  it('refuses anything else, saying why', () => {
    for (const text of ['{', 'null', '{}', '{"advance_ms":0}', '{"advance_ms":-5}', '{"advance_ms":1.5}', '{"advance_ms":"60000"}', '{"advance_ms":86400001}']) {
      expect(() => parseClockRequest(text), text).toThrow(ResetRefused);
    }
  });
});
