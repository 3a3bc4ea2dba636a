/**
 * `covers menus import FILE`: menu teams load allergen menus from a JSON or CSV file (the layout is in
 * schemas/menu-import.schema.json and src/server/domain/menus/import-document.ts). Every problem is listed
 * with its row and nothing is imported; a good file replaces each of its menus whole, in one transaction.
 */
import { readFile } from 'node:fs/promises';
import { extname, relative, resolve } from 'node:path';
import { systemClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import { migrate } from '../../server/db/migrate.ts';
import { documentStoreFor } from '../../server/documents/index.ts';
import { readCsv, readJson } from '../../server/domain/menus/import-document.ts';
import { MenuImport } from '../../server/services/menus/menu-import.ts';
import type { CliCommandGroup } from '../types.ts';
import { withDb } from './db.ts';

const menus: CliCommandGroup = {
  description: 'allergen menus (the allergen page reads them)',
  commands: {
    import: {
      usage: 'import <file.json|file.csv>',
      summary: 'Check a menu file against schemas/menu-import.schema.json and load its menus, each replacing the bar\'s menu of that type and name; any problem: every one listed with its row, nothing imported.',
      async run(args, io) {
        const [name] = args;
        if (!name || args.length > 1) {
          io.stderr('usage: covers menus import <file.json|file.csv>');
          return 2;
        }
        const path = resolve(io.cwd, name);
        let text: string;
        try {
          text = await readFile(path, 'utf8');
        } catch (error) {
          io.stderr(`cannot read ${name}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
          return 1;
        }
        const extension = extname(path).toLowerCase();
        const csv = extension === '.csv' || (extension !== '.json' && !text.trimStart().startsWith('{'));
        const file = csv ? readCsv(text) : readJson(text);
        const shown = relative(io.cwd, path).startsWith('..') ? path : relative(io.cwd, path);
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
