/**
 * The widget's reports of what went wrong on our side (spec §7.5 rest/booking/session/log-error): a
 * call the server failed (5xx, a timeout, an answer that is not JSON) or a step that could not be drawn.
 * A customer's own mistakes (4xx) are not ours to report, and a failure to reach us at all cannot be.
 * Each widget sends at most a few, once per text, so a broken page cannot flood the endpoint; and a
 * failed report is never itself reported.
 */
import { apiPath, type ApiClient } from './client.ts';
import type { ApiError } from './errors.ts';

export const LOG_ERROR_PATH = 'rest/booking/session/log-error';
/** Reports per mounted widget: enough to see a pattern, too few to hammer the server from a loop. */
export const REPORTS_PER_WIDGET = 5;

export interface ErrorReporter {
  /** Sends `text` (once per text, within the limit) with the session the widget is on. */
  report(text: string): void;
  /** Resolves when every report sent so far has been answered (or failed). */
  idle(): Promise<void>;
  /** Stops listening to the client's failed calls. */
  stop(): void;
}

/** Whether a failed call is a fault of ours worth a report. */
export function isReportable(error: ApiError, path: string): boolean {
  if (apiPath(path) === LOG_ERROR_PATH) return false;
  return error.kind === 'timeout' || error.kind === 'bad-response' || (error.kind === 'http' && error.status >= 500);
}

export function reportErrors(client: ApiClient, sessionId: () => string | undefined, limit = REPORTS_PER_WIDGET): ErrorReporter {
  const sent = new Set<string>();
  const pending = new Set<Promise<unknown>>();
  const report = (text: string) => {
    if (sent.size >= limit || sent.has(text)) return;
    sent.add(text);
    const call = client.post(LOG_ERROR_PATH, { error: text, session_id: sessionId() ?? null }).catch(() => undefined);
    pending.add(call);
    void call.then(() => pending.delete(call));
  };
  const stop = client.on('error', ({ error, method, path }) => {
    if (isReportable(error, path)) report(`${method} ${path} failed (${error.status || error.kind}): ${error.message}`);
  });
  const idle = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
  return { report, idle, stop };
}
