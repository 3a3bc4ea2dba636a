/**
 * The allergen page's calls (spec §7.6): a bar's menus, one menu's categories and items, and the
 * allergen entries of a bar by menu type. Anyone may read them (§6: allergens are public); a bar of
 * another brand than the caller's is as unknown as a bar that is none.
 */
import { MENU_TYPES, type MenuType } from '../../../engine/menus/allergens.ts';
import { withEffectiveAllergens } from '../../../engine/menus/effective.ts';
import { barMenus, findBarMenu, findMenuBar, menuCategories } from '../../db/repositories/menus.ts';
import { InvalidInput, NotFound } from '../../domain/errors.ts';
import type { MenuDocumentsDeps } from './deps.ts';
import { allergenPdfPath } from './allergen-pdfs.ts';
import { positiveId as id } from './ids.ts';

const BAR_NOT_FOUND = 'Sorry, we could not find that bar.';
const MENU_NOT_FOUND = 'Sorry, we could not find that menu.';

export class AllergenMenus {
  constructor(private readonly deps: MenuDocumentsDeps) {}

  private async bar(brandId: number, barId: string | number) {
    const n = id(barId);
    const bar = n === undefined ? undefined : await findMenuBar(this.deps.db, n);
    if (!bar || (brandId !== 0 && bar.brand_id !== brandId)) throw new NotFound(BAR_NOT_FOUND);
    return bar;
  }

  /** `menus/allergen-menu-types/{bar_id}`: the bar's menus by name (an empty list for a bar with none). */
  async types(command: { brandId: number; barId: string }) {
    const bar = await this.bar(command.brandId, command.barId);
    return (await barMenus(this.deps.db, bar.id)).map((m) => ({ id: m.id, name: m.name, type: m.type }));
  }

  /**
   * `menus/allergen-menu/{bar_id}/{menu_id}`: the menu's categories, each with its items (none for an empty
   * menu), each item's contains and may contain its ingredients' included.
   */
  async menu(command: { brandId: number; barId: string; menuId: string }) {
    const bar = await this.bar(command.brandId, command.barId);
    const menuId = id(command.menuId);
    const menu = menuId === undefined ? undefined : await findBarMenu(this.deps.db, bar.id, menuId);
    if (!menu) throw new NotFound(MENU_NOT_FOUND);
    return (await menuCategories(this.deps.db, menu.id)).map((c) => ({ ...c, items: c.items.map(withEffectiveAllergens) }));
  }

  /**
   * `menus/allergens/website?bar_id&type`: the bar's allergen entries of that menu type, each with its
   * PDF: made from the menu as it now is (allergen-pdfs.ts), dated from the menu's last import.
   */
  async website(command: { brandId: number; barId: string | number; type: string }) {
    const type = MENU_TYPES.find((t) => t === command.type.trim().toLowerCase());
    if (!type) throw new InvalidInput('Please choose a menu type: food, drink or party.', { type: ['Must be food, drink or party.'] });
    const bar = await this.bar(command.brandId, command.barId);
    return (await barMenus(this.deps.db, bar.id, type satisfies MenuType)).map((m) => ({
      id: m.id,
      name: m.name,
      type: 'Allergen' as const,
      menu_type: m.type,
      updated_at: m.updated_at.toISOString(),
      pdfs: [{ uri: `${this.deps.publicUrl}${allergenPdfPath(m)}`, menu_name: m.name, bar_start_date: m.updated_at.toISOString().slice(0, 10), bar_end_date: null, date_uploaded: m.updated_at.toISOString() }],
    }));
  }
}
