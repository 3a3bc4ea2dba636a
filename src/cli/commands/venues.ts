/**
 * `covers venues import FILE` and `covers venues export`: the group's venue data (schemas/venues.schema.json) kept
 * as a file, like flows and menus. A JSON file is the whole of it; a CSV file changes or adds the bars it lists.
 * Every problem is listed with its place and nothing is imported; a good file is written in one transaction.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { FLOWS_DIR, flowIdsIn } from '../../engine/flow/load.node.ts';
import { systemClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { barsCsv, withBarsFromCsv } from '../../server/domain/venues/venue-csv.ts';
import type { VenueProblem } from '../../server/domain/venues/venue-document.ts';
import { VenueImport, type VenueImportResult } from '../../server/services/venues/venue-import.ts';
import { readInputFile } from '../input-file.ts';
import { parseArgs, type CliCommandGroup, type CliIo } from '../types.ts';
import { withDb } from './db.ts';

const venueImport = (db: Db) => new VenueImport({ db, clock: systemClock, flows: flowIdsIn(loadConfig().flowsDir ?? FLOWS_DIR) });

function report(result: VenueImportResult, shown: string, io: CliIo, rowOf?: Map<number, number>): number {
  if (!result.ok) {
    for (const problem of result.problems) io.stderr(`${shown}: ${withRow(problem, rowOf)}: ${problem.message}`);
    io.stderr(`${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}: nothing imported`);
    return 1;
  }
  const changed = result.changes.filter((c) => c.added + c.changed + c.removed > 0);
  for (const c of changed) io.stdout(`${c.table}: ${c.added} added, ${c.changed} changed, ${c.removed} removed`);
  io.stdout(changed.length === 0 ? 'no change: the database already holds this file' : 'imported (a running server reads the change within 30 seconds)');
  return 0;
}

/** A CSV bar's problem also names the sheet's row. */
function withRow(problem: VenueProblem, rowOf?: Map<number, number>): string {
  const id = /^bars › id (\d+)/.exec(problem.row)?.[1];
  const row = id === undefined ? undefined : rowOf?.get(Number(id));
  return row === undefined ? problem.row : `row ${row} (${problem.row})`;
}

const venues: CliCommandGroup = {
  description: 'brands, bars, booking types and packages (schemas/venues.schema.json)',
  commands: {
    import: {
      usage: 'import <file.json|file.csv>',
      summary: 'Check a venue file against schemas/venues.schema.json and make the database hold it: rows added, changed and removed to match, in one transaction (a CSV file changes or adds only the bars it lists). Any problem: every one listed with its place, nothing imported. Importing the same file twice changes nothing.',
      async run(args, io) {
        const input = await readInputFile(args, 'covers venues import <file.json|file.csv>', io);
        if ('code' in input) return input.code;
        const { text, shown } = input;
        const csv = input.extension === '.csv';
        let parsed: unknown;
        if (!csv) {
          try {
            parsed = JSON.parse(text);
          } catch (error) {
            io.stderr(`${shown}: not JSON: ${(error as Error).message}`);
            return 1;
          }
        }
        return withDb(io, async (db) => {
          await migrate(db);
          const service = venueImport(db);
          if (!csv) return report(await service.import(parsed), shown, io);
          const sheet = withBarsFromCsv(text, await service.export());
          if (sheet.problems.length > 0) return report({ ok: false, problems: sheet.problems }, shown, io);
          return report(await service.import(sheet.document), shown, io, sheet.rowOf);
        });
      },
    },
    export: {
      usage: 'export [--out FILE] [--csv]',
      summary: 'Write the venue data as a file to import (JSON; with --csv, the bars as a sheet), to FILE or the standard output.',
      async run(args, io) {
        const { positionals, flags } = parseArgs(args, ['out']);
        if (positionals.length > 0 || flags.out === true || Object.keys(flags).some((f) => f !== 'out' && f !== 'csv')) {
          io.stderr('usage: covers venues export [--out FILE] [--csv]');
          return 2;
        }
        return withDb(io, async (db) => {
          await migrate(db);
          const document = await venueImport(db).export();
          const text = flags.csv ? barsCsv(document) : `${JSON.stringify(document, null, 2)}\n`;
          if (typeof flags.out !== 'string') {
            io.stdout(text.trimEnd());
            return 0;
          }
          await writeFile(resolve(io.cwd, flags.out), text);
          io.stderr(`wrote ${document.bars.length} bars and ${document.booking_types.length} booking types to ${flags.out}`);
          return 0;
        });
      },
    },
  },
};

export default venues;
