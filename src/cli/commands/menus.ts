/**
 * `covers menus import FILE`: menu teams load allergen menus from a JSON or CSV file (the layout is in
 * schemas/menu-import.schema.json and src/server/domain/menus/import-document.ts). Every problem is listed
 * with its row and nothing is imported; a good file replaces each of its menus whole, in one transaction.
 */
import { systemClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import { migrate } from '../../server/db/migrate.ts';
import { documentStoreFor } from '../../server/documents/index.ts';
import { readCsv, readJson } from '../../server/domain/menus/import-document.ts';
import { MenuImport } from '../../server/services/menus/menu-import.ts';
import { readInputFile } from '../input-file.ts';
import type { CliCommandGroup } from '../types.ts';
import { withDb } from './db.ts';

const menus: CliCommandGroup = {
  description: 'allergen menus (the allergen page reads them)',
  commands: {
    import: {
      usage: 'import <file.json|file.csv>',
      summary: 'Check a menu file against schemas/menu-import.schema.json and load its menus, each replacing the bar\'s menu of that type and name; any problem: every one listed with its row, nothing imported.',
      async run(args, io) {
        const input = await readInputFile(args, 'covers menus import <file.json|file.csv>', io);
        if ('code' in input) return input.code;
        const { text, extension, shown } = input;
        const csv = extension === '.csv' || (extension !== '.json' && !text.trimStart().startsWith('{'));
        const file = csv ? readCsv(text) : readJson(text);
        return withDb(io, async (db) => {
          await migrate(db);
          const result = await new MenuImport({ db, clock: systemClock, documents: documentStoreFor(loadConfig().documents) }).import(file);
          if (!result.ok) {
            for (const problem of result.problems) io.stderr(`${shown}: ${problem.row}: ${problem.message}`);
            io.stderr(`${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}: nothing imported`);
            return 1;
          }
          for (const m of result.menus) io.stdout(`bar ${m.bar_id}: ${m.type} menu "${m.name}" (id ${m.id}), ${m.items} item${m.items === 1 ? '' : 's'}`);
          io.stdout(`imported ${result.menus.length} menu${result.menus.length === 1 ? '' : 's'}`);
          return 0;
        });
      },
    },
  },
};

export default menus;
