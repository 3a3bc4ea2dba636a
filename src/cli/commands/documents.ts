/**
 * `covers documents add FILE.pdf --bar … --category … --type … --from … --to …`: a menu team uploads a party
 * menu PDF for a bar (or every bar) and date range; the documents page of the bar lists it on those dates
 * under its category, linked by its menu type. The file goes to the configured document store (DOCUMENTS_DIR,
 * DOCUMENTS_S3_*, else the data folder's documents/). Any problem: every one listed, nothing stored.
 */
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { systemClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import { migrate } from '../../server/db/migrate.ts';
import { documentStoreFor } from '../../server/documents/index.ts';
import { InvalidInput } from '../../server/domain/errors.ts';
import { MAX_PARTY_MENU_BYTES, PartyMenus } from '../../server/services/menus/party-menus.ts';
import { parseArgs, type CliCommandGroup } from '../types.ts';
import { withDb } from './db.ts';

const FLAGS = ['bar', 'brand', 'category', 'type', 'from', 'to'] as const;
const USAGE = 'usage: covers documents add <file.pdf> --bar <id|slug|all> [--brand <code>] --category <name> --type <name> --from YYYY-MM-DD --to YYYY-MM-DD';

const documents: CliCommandGroup = {
  description: 'party menu documents (the documents page links them)',
  commands: {
    add: {
      usage: 'add <file.pdf> --bar <id|slug|all> [--brand <code>] --category <name> --type <name> --from YYYY-MM-DD --to YYYY-MM-DD',
      summary: 'Upload a party menu PDF for a bar (or every bar, of one brand with --brand), a category ("Christmas Parties"), a menu type ("Food") and the dates it is for; any problem: every one listed, nothing stored.',
      async run(args, io) {
        const { positionals, flags } = parseArgs(args, FLAGS);
        const unknown = Object.keys(flags).filter((f) => !(FLAGS as readonly string[]).includes(f));
        const missing = FLAGS.filter((f) => f !== 'brand' && typeof flags[f] !== 'string');
        if (positionals.length !== 1 || unknown.length > 0 || missing.length > 0 || flags.brand === true) {
          if (unknown.length > 0) io.stderr(`unknown option${unknown.length === 1 ? '' : 's'}: ${unknown.map((f) => `--${f}`).join(', ')}`);
          if (missing.length > 0) io.stderr(`missing: ${missing.map((f) => `--${f}`).join(', ')}`);
          io.stderr(USAGE);
          return 2;
        }
        const name = positionals[0]!;
        let body: Uint8Array;
        try {
          body = await readFile(resolve(io.cwd, name));
        } catch (error) {
          io.stderr(`cannot read ${name}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
          return 1;
        }
        if (body.length > MAX_PARTY_MENU_BYTES) {
          io.stderr(`${name}: file: The file is over ${MAX_PARTY_MENU_BYTES / 1024 / 1024} MB.`);
          return 1;
        }
        const store = documentStoreFor(loadConfig().documents);
        return withDb(io, async (db) => {
          await migrate(db);
          const value = (flag: (typeof FLAGS)[number]) => flags[flag] as string;
          try {
            const added = await new PartyMenus({ db, clock: systemClock, documents: store, publicUrl: loadConfig().publicUrl }).add({
              body,
              fileName: basename(name),
              bar: value('bar'),
              brand: typeof flags.brand === 'string' ? flags.brand : undefined,
              category: value('category'),
              type: value('type'),
              from: value('from'),
              to: value('to'),
            });
            for (const bar of added.bars) io.stdout(`${bar.name} (bar ${bar.id}): ${bar.url}`);
            io.stdout(`added ${basename(name)} as ${added.key} in the ${store.description}, for ${added.bars.length} bar${added.bars.length === 1 ? '' : 's'}`);
            return 0;
          } catch (error) {
            if (!(error instanceof InvalidInput)) throw error;
            for (const [field, messages] of Object.entries(error.fields ?? {})) for (const message of messages) io.stderr(`${name}: ${field}: ${message}`);
            io.stderr('nothing stored');
            return 1;
          }
        });
      },
    },
  },
};

export default documents;
