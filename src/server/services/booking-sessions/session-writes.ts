import DataLoader from 'dataloader';
import type { Queryable } from '../../db/index.ts';
import { saveSessionFields, type SessionFieldsWrite } from '../../db/repositories/sessions.ts';

/**
 * Session changes that arrive together are stored by one statement. A statement's round trip, not
 * the rows it writes, is what a session update pays for, most of all on the embedded database; so
 * the writes gathered while the event loop reads the requests that have arrived (until the loop's
 * check phase) go out as one, and each caller still answers only once its own row is stored.
 */
export function sessionWriter(db: Queryable, maxBatch = 200) {
  const loader = new DataLoader<SessionFieldsWrite, number | undefined>((writes) => saveSessionFields(db, writes), {
    cache: false,
    maxBatchSize: maxBatch,
    batchScheduleFn: (flush) => setImmediate(flush),
  });
  /** The session's new version, or undefined when it was changed or completed elsewhere first. */
  return (write: SessionFieldsWrite) => loader.load(write);
}
