/**
 * The allergen menus as PDFs (spec §3 "Allergen menu PDF"): made from the menu data the first time they are
 * asked for after an import, then kept in the document store under the menu's id and the time of its last
 * import, so a new import makes a new file and every later request is a read (docs/decisions.md,
 * "Allergen menus").
 */
import { barMenuForPdf, menuCategories, type MenuRow } from '../../db/repositories/menus.ts';
import { NotFound } from '../../domain/errors.ts';
import { menuPdf } from '../../documents/menu-pdf.ts';
import { longDateOf } from '../../../engine/time/format.ts';
import type { MenuDocumentsDeps } from './deps.ts';
import { positiveId } from './ids.ts';

const NOT_FOUND = 'Sorry, we could not find that allergen menu.';
const TYPE_NAMES = { food: 'Food', drink: 'Drink', party: 'Party' } as const;
export const ALLERGEN_DECLARATION =
  'Our dishes are prepared in kitchens where all 14 allergens are present, so we cannot guarantee that any dish is free from them. ' +
  'Please speak to a member of the team before you order if you have an allergy or intolerance.';

/** Where a menu's PDF is served: the time of its import in the name, so a cached copy is never an old menu. */
export const allergenPdfPath = (menu: Pick<MenuRow, 'id' | 'updated_at'>) => `/files/allergen-menus/${menu.id}-${menu.updated_at.getTime()}.pdf`;

/** Where a version of a menu's PDF is kept in the document store. */
/**
 * Where a menu version's PDF is kept. The layout's version is part of it: files made by an earlier layout (one
 * that printed a dish's own allergens without its ingredients') are never served again.
 */
const PDF_LAYOUT = 2;
export const allergenPdfKey = (menu: Pick<MenuRow, 'id' | 'updated_at'>) => `allergen-menus/${menu.id}-${menu.updated_at.getTime()}-v${PDF_LAYOUT}.pdf`;

export class AllergenPdfs {
  constructor(private readonly deps: MenuDocumentsDeps) {}

  /** The PDF of the menu named by `{id}-{version}` (the version of a path from an earlier import answers the menu as it is now). */
  async file(name: string): Promise<{ body: Uint8Array; fileName: string }> {
    const id = positiveId(name.replace(/-\d{1,16}$/, ''));
    const menu = id === undefined ? undefined : await barMenuForPdf(this.deps.db, id);
    if (!menu) throw new NotFound(NOT_FOUND);
    const fileName = `${menu.bar_slug}-${menu.name}-allergens.pdf`.toLowerCase().replace(/[^a-z0-9.]+/g, '-');
    const key = allergenPdfKey(menu);
    const stored = await this.deps.documents.get(key);
    if (stored) return { body: stored, fileName };
    // Requests that arrive together while it is made wait for the one file rather than each making their own.
    let making = this.making.get(key);
    if (!making) {
      making = this.make(menu, key).finally(() => this.making.delete(key));
      this.making.set(key, making);
    }
    return { body: await making, fileName };
  }

  private readonly making = new Map<string, Promise<Uint8Array>>();

  private async make(menu: MenuRow & { bar_name: string }, key: string): Promise<Uint8Array> {
    const body = await menuPdf({
      title: `${menu.name}: allergen menu`,
      subtitle: [`${menu.bar_name} (${TYPE_NAMES[menu.type]} menu)`, `Menu of ${longDateOf(menu.updated_at)}`],
      categories: await menuCategories(this.deps.db, menu.id),
      note: ALLERGEN_DECLARATION,
    });
    await this.deps.documents.put(key, body, 'application/pdf');
    return body;
  }
}
