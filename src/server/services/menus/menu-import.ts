/**
 * `covers menus import FILE`: a checked file's menus written whole, in one transaction. Every problem
 * is found before anything is written (the schema's, then the ones that need the database: unknown bars,
 * a menu twice in one file), so a file with any problem changes nothing; a failure while writing rolls
 * everything back too.
 */
import { ALLERGENS } from '../../../engine/menus/allergens.ts';
import { sanitiseDescription } from '../../domain/menus/description.ts';
import { checkDocument, type ImportProblem, type MenuImportDocument, type ReadFile } from '../../domain/menus/import-document.ts';
import { existingBarIds, menuVersions, replaceMenus, type MenuCategoryRows } from '../../db/repositories/menus.ts';
import type { DocumentStore } from '../../documents/store.ts';
import { dietaryContradictions } from '../../../engine/menus/effective.ts';
import { allergenPdfKey } from './allergen-pdfs.ts';
import type { MenusDeps } from './deps.ts';

export interface ImportedMenuSummary {
  id: number;
  bar_id: number;
  type: string;
  name: string;
  items: number;
}

export type ImportResult = { ok: true; menus: ImportedMenuSummary[] } | { ok: false; problems: ImportProblem[] };

export class MenuImport {
  /** With the document store, the PDFs of the menus an import replaces are deleted from it once it is written. */
  constructor(private readonly deps: MenusDeps & { documents?: DocumentStore }) {}

  async import(file: ReadFile): Promise<ImportResult> {
    const checked = checkDocument(file);
    if (!checked.document) return { ok: false, problems: checked.problems };
    const document = checked.document;
    const problems = await this.crossChecks(document, file);
    if (problems.length > 0) return { ok: false, problems };
    const at = new Date(this.deps.clock.now());
    const toWrite = document.menus.map((menu) => ({ bar_id: menu.bar_id, type: menu.type, name: menu.name.trim(), categories: storedCategories(menu.categories) }));
    const { ids, replaced } = await this.deps.db.transaction(async (tx) => {
      const replaced = await menuVersions(tx, toWrite);
      return { ids: await replaceMenus(tx, toWrite, at), replaced };
    });
    await this.forgetPdfs(replaced);
    const menus = toWrite.map((m, i) => ({ id: ids[i]!, bar_id: m.bar_id, type: m.type, name: m.name, items: m.categories.reduce((n, c) => n + c.items.length, 0) }));
    return { ok: true, menus };
  }

  /**
   * The replaced versions' PDFs (made only if someone asked for them) are no one's now: their addresses answer the
   * menu as it is. A file left behind by a failure here is harmless, so a failure is not the import's.
   */
  private async forgetPdfs(replaced: Parameters<typeof allergenPdfKey>[0][]): Promise<void> {
    const { documents } = this.deps;
    if (!documents) return;
    await Promise.allSettled(replaced.map((menu) => documents.delete(allergenPdfKey(menu))));
  }

  private async crossChecks(document: MenuImportDocument, file: ReadFile): Promise<ImportProblem[]> {
    const problems: ImportProblem[] = [];
    const bars = await existingBarIds(this.deps.db, [...new Set(document.menus.map((m) => m.bar_id))]);
    const seen = new Map<string, number>();
    document.menus.forEach((menu, i) => {
      const row = file.rowOf(`/menus/${i}`);
      if (!bars.has(menu.bar_id)) problems.push({ row, message: `bar_id: there is no bar ${menu.bar_id}` });
      const key = JSON.stringify([menu.bar_id, menu.type, menu.name.trim()]);
      const first = seen.get(key);
      if (first !== undefined) problems.push({ row, message: `menu: "${menu.name.trim()}" (${menu.type}) for bar ${menu.bar_id} is already at ${file.rowOf(`/menus/${first}`)}` });
      else seen.set(key, i);
      // A dietary claim its allergens, or its ingredients', say is untrue: a Vegan pie with milk in its pastry.
      menu.categories.forEach((category, j) =>
        category.items.forEach((item, k) => {
          const itemRow = file.rowOf(`/menus/${i}/categories/${j}/items/${k}`);
          const dish = { contains: item.contains ?? [], may_contain: item.may_contain ?? [], dietary: item.dietary ?? [], ingredients: (item.ingredients ?? []).map((g) => ({ name: g.name.trim(), contains: g.contains ?? [], may_contain: g.may_contain ?? [] })) };
          for (const reason of dietaryContradictions(dish)) problems.push({ row: itemRow, message: `dietary: "${item.name.trim()}" is ${reason}` });
        }),
      );
    });
    return problems;
  }
}

/** Allergens as the spec lists them, whatever order the file gave. */
const inOrder = (list: readonly string[] | undefined) => ALLERGENS.filter((a) => list?.includes(a));

function storedCategories(categories: MenuImportDocument['menus'][number]['categories']): MenuCategoryRows[] {
  return categories.map((c) => ({
    category: c.name.trim(),
    items: c.items.map((item) => ({
      name: item.name.trim(),
      description: sanitiseDescription(item.description ?? ''),
      calories: item.calories ?? null,
      contains: inOrder(item.contains),
      may_contain: inOrder(item.may_contain),
      dietary: item.dietary ?? [],
      ingredients: (item.ingredients ?? []).map((g) => ({ name: g.name.trim(), contains: inOrder(g.contains), may_contain: inOrder(g.may_contain) })),
    })),
  }));
}
