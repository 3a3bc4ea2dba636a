/**
 * The widget's error reports (spec §7.5 rest/booking/session/log-error), stored for the team to read. The
 * call is anonymous, so each client is under a write limit, a request body is at most REPORT_BODY_LIMIT,
 * a report is kept to its first REPORT_MAX characters, and the table keeps 30 days and at most the newest
 * REPORTS_KEPT (docs/decisions.md). A report may quote what a customer typed: it is never written to the log.
 */
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/index.ts';
import { forgetErrorReports, insertErrorReport } from '../../db/repositories/widget-error-reports.ts';
import { MalformedInput } from '../../domain/errors.ts';

/** Enough for a message and a short stack. */
export const REPORT_MAX = 2000;
/** The largest request body the call reads (413 beyond). */
export const REPORT_BODY_LIMIT = 16 * 1024;
export const SESSION_ID_MAX = 64;
export const REPORTS_KEPT = 10_000;
export const REPORT_KEPT_MS = 30 * 24 * 60 * 60_000;

export class ErrorReports {
  constructor(private readonly deps: { db: Queryable; clock: Clock }) {}

  async store(command: { brandId: number; error: string; sessionId: string | null | undefined }): Promise<{ id: number }> {
    const report = command.error.trim();
    if (report === '') throw new MalformedInput('error is required.', { error: ['error is required.'] });
    const sessionId = command.sessionId?.trim().slice(0, SESSION_ID_MAX) || null;
    const at = new Date(this.deps.clock.now());
    const id = await insertErrorReport(this.deps.db, { brandId: command.brandId, sessionId, report: report.slice(0, REPORT_MAX), at });
    await this.forgetOld();
    return { id };
  }

  /** Deletes the reports past their 30 days, and all but the newest REPORTS_KEPT. */
  async forgetOld(): Promise<number> {
    return forgetErrorReports(this.deps.db, new Date(this.deps.clock.now() - REPORT_KEPT_MS), REPORTS_KEPT);
  }
}
