/**
 * `covers venues import FILE` and `covers venues export`: the group's brands, bars, booking types and packages as
 * one file, made to be the database's venue tables in one transaction. The file is declarative: a row in it is
 * added or changed to match, a row not in it is removed — unless something outside the file still needs the row
 * (a booking's bar or type, a check-in's bar, a pre-order's variation), when the whole import is refused naming
 * what needs it. Importing the same file again changes nothing.
 */
import type { Clock } from '../../clock.ts';
import type { Db, Queryable } from '../../db/index.ts';
import {
  continueVenueSequences,
  deleteVenueRow,
  futureBookingRefs,
  insertVenueRows,
  keepingReferences,
  readVenueRows,
  referenceCounts,
  updateVenueRow,
} from '../../db/repositories/venues.ts';
import { checkVenues, type VenueDocument, type VenueProblem } from '../../domain/venues/venue-document.ts';
import { VENUE_TABLES, documentOf, keyOf, rowsOf, sameRow, type VenueRow, type VenueRows, type VenueTable } from '../../domain/venues/venue-rows.ts';

export interface VenueTableChange {
  table: string;
  added: number;
  changed: number;
  removed: number;
}

export type VenueImportResult = { ok: true; changes: VenueTableChange[] } | { ok: false; problems: VenueProblem[] };

interface TablePlan {
  table: VenueTable;
  added: VenueRow[];
  changed: VenueRow[];
  removed: VenueRow[];
}

// An arbitrary constant: two imports at once take turns, the second comparing against the first's result.
const IMPORT_LOCK = 7_412_095;

/** Where a removed row is in the file's terms. */
const PLACE: Record<string, string> = {
  brands: 'brands',
  bars: 'bars',
  day_parts: 'day_parts',
  booking_type_categories: 'booking_type_categories',
  booking_types: 'booking_types',
  menu_items: 'menu_items',
  options: 'packages',
  variations: 'a package’s variations',
  choices: 'a variation’s choices',
};

export interface VenueImportDeps {
  db: Db;
  clock: Clock;
  /** The booking flows there are: a booking type must name one. */
  flows: ReadonlySet<string>;
  /** Told when the import changed something, so this process reads the venues afresh. */
  changed?: () => void;
}

export class VenueImport {
  constructor(private readonly deps: VenueImportDeps) {}

  /** The venue tables as a file (importing it changes nothing). */
  async export(): Promise<VenueDocument> {
    return documentOf(await readVenueRows(this.deps.db));
  }

  /** The parsed file checked, then written whole in one transaction; any problem: all listed, nothing written. */
  async import(parsed: unknown): Promise<VenueImportResult> {
    const checked = checkVenues(parsed, this.deps.flows);
    if (!checked.document) return { ok: false, problems: checked.problems };
    const wanted = rowsOf(checked.document);
    const result = await this.write(wanted).catch((error: { code?: string; message?: string; table?: string }) => {
      // What the checks cannot see, e.g. two bars swapping their slugs, which no order of writes allows.
      if (!error.code?.startsWith('23')) throw error;
      return { ok: false as const, problems: [{ row: error.table ?? 'file', message: `could not be written: ${error.message} (two rows swapping a unique value? give one a value of its own first, import, then the final one)` }] };
    });
    if (result.ok && result.changes.some((c) => c.added + c.changed + c.removed > 0)) this.deps.changed?.();
    return result;
  }

  private write(wanted: VenueRows): Promise<VenueImportResult> {
    return this.deps.db.transaction(async (tx): Promise<VenueImportResult> => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
      const plans = planOf(wanted, await readVenueRows(tx));
      const problems = await this.removalProblems(tx, plans);
      if (problems.length > 0) return { ok: false, problems };
      for (const plan of plans) {
        await insertVenueRows(tx, plan.table, plan.added);
        for (const row of plan.changed) await updateVenueRow(tx, plan.table, row);
      }
      for (const plan of [...plans].reverse()) for (const row of plan.removed) await deleteVenueRow(tx, plan.table, row);
      if (plans.some((p) => p.added.length > 0)) await continueVenueSequences(tx);
      return { ok: true, changes: plans.map((p) => ({ table: p.table.table, added: p.added.length, changed: p.changed.length, removed: p.removed.length })) };
    });
  }

  /** Rows the file removes that something outside it still needs: one problem per row, naming what. */
  private async removalProblems(tx: Queryable, plans: TablePlan[]): Promise<VenueProblem[]> {
    const problems: VenueProblem[] = [];
    const removedIds = new Map(plans.filter((p) => p.table.key.length === 1 && p.table.key[0] === 'id').map((p) => [p.table.table, p.removed.map((r) => r.id as number)]));
    if ([...removedIds.values()].every((ids) => ids.length === 0)) return problems;
    const now = new Date(this.deps.clock.now());
    for (const reference of await keepingReferences(tx)) {
      const ids = removedIds.get(reference.to) ?? [];
      if (ids.length === 0) continue;
      const counts = await referenceCounts(tx, reference, ids);
      const coming = reference.table === 'bookings' && (reference.column === 'bar_id' || reference.column === 'booking_type_id') ? await futureBookingRefs(tx, reference.column, ids, now) : [];
      for (const [id, count] of counts) {
        const row = `${PLACE[reference.to] ?? reference.to} › id ${id}`;
        const refs = coming.filter((b) => b.id === id).map((b) => b.ref_code);
        const keep = reference.to === 'bars' ? ' (to stop taking bookings there, set "open": false)' : reference.to === 'booking_types' ? ' (to stop offering it, take it off its bars)' : '';
        if (refs.length > 0) {
          const named = refs.length > 10 ? `${refs.slice(0, 10).join(', ')} and ${refs.length - 10} more` : refs.join(', ');
          problems.push({ row, message: `is removed, but ${refs.length} booking${refs.length === 1 ? '' : 's'} still to come ${refs.length === 1 ? 'is' : 'are'} for it (${named}): keep it in the file${keep}` });
        } else {
          problems.push({ row, message: `is removed, but ${count} row${count === 1 ? '' : 's'} of ${reference.table} (${reference.column}) still refer to it: keep it in the file${keep}` });
        }
      }
    }
    return problems;
  }
}

/** Per table, in write order: the file's rows not in the database, the ones that differ, and the database's not in the file. */
function planOf(wanted: VenueRows, current: VenueRows): TablePlan[] {
  return VENUE_TABLES.map((table) => {
    const now = new Map((current[table.table] ?? []).map((row) => [keyOf(table, row), row]));
    const plan: TablePlan = { table, added: [], changed: [], removed: [] };
    const kept = new Set<string>();
    for (const row of wanted[table.table] ?? []) {
      const key = keyOf(table, row);
      kept.add(key);
      const existing = now.get(key);
      if (!existing) plan.added.push(row);
      else if (!sameRow(table, row, existing)) plan.changed.push(row);
    }
    for (const [key, row] of now) if (!kept.has(key)) plan.removed.push(row);
    return plan;
  });
}
