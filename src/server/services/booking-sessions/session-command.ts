import { MalformedInput } from '../../domain/errors.ts';

/** A call about one session: rest/booking/session/complete, rest/booking/session/deposit. */
export interface SessionCommand {
  brandId: number;
  sessionId: string | undefined;
}

export function requireSessionId(sessionId: string | undefined): string {
  if (!sessionId) throw new MalformedInput('session_id is required.', { session_id: ['session_id is required.'] });
  return sessionId;
}
