/**
 * `covers refunds due` and `covers refunds done <id>`: the money owed back (docs/decisions.md, "Refunds"), for
 * the team who give it back at the card gateway. A refund stays 'due' until someone says it was made; the
 * booking's and the guest's pages then show it as refunded.
 */
import { formatPence } from '../../engine/money/money.ts';
import type { Queryable } from '../../server/db/index.ts';
import { markRefunded, refundsDue } from '../../server/db/repositories/refunds.ts';
import type { CliCommandGroup, CliIo } from '../types.ts';
import { withDb } from './db.ts';

/** Lists every refund still due, a line each: what the gateway needs (its reference) and whom it goes to. */
export async function listDue(db: Queryable, io: CliIo): Promise<number> {
  const due = await refundsDue(db);
  if (due.length === 0) io.stdout('no refund is due');
  for (const r of due)
    io.stdout(
      `#${r.id}  ${formatPence(r.amount)}  booking ${r.ref_code}  to ${r.payer} <${r.email}>  payment ${r.pasref}  (${r.reason === 'cancelled' ? 'booking cancelled' : 'not owed'})`,
    );
  return 0;
}

/** Marks refund `id` as made at `at`. */
export async function markDone(db: Queryable, io: CliIo, id: string | undefined, at: Date): Promise<number> {
  if (!id || !/^\d{1,9}$/.test(id)) {
    io.stderr('usage: covers refunds done <refund id>, as `covers refunds due` lists it (#12: 12)');
    return 2;
  }
  const made = await markRefunded(db, Number(id), at);
  if (!made) {
    io.stderr(`refund #${id} is not a refund still due (see covers refunds due)`);
    return 1;
  }
  io.stdout(`refund #${made.id} of ${formatPence(made.amount)} is marked refunded`);
  return 0;
}

const refunds: CliCommandGroup = {
  description: 'money owed back: what is due, and marking a refund made',
  commands: {
    due: {
      usage: 'due',
      summary: 'List every refund still due, with its booking, payer and payment reference.',
      run: (_args, io) => withDb(io, (db) => listDue(db, io)),
    },
    done: {
      usage: 'done <refund id>',
      summary: 'Mark a refund as made at the card gateway.',
      run: (args, io) => withDb(io, (db) => markDone(db, io, args[0], new Date())),
    },
  },
};

export default refunds;
