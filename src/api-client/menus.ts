/** The allergen menus (account-and-guest-features §2.7, §7.6): a bar's menus, and one menu's categories and items. */
import type {
  AllergenMenuAnswer,
  AllergenMenuCategory,
  AllergenMenuItem,
  AllergenMenuTypesAnswer,
  AllergenWebsiteAnswer,
  AllergenWebsiteEntry,
  PartyMenusAnswer,
} from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type { AllergenMenuCategory, AllergenMenuItem, AllergenWebsiteEntry, PartyMenusAnswer };
export type AllergenMenuType = AllergenMenuTypesAnswer['data']['data'][number];

export class MenuApi {
  constructor(private readonly client: QueryClient) {}

  /** GET menus/allergen-menu-types/{bar_id}: the bar's menus. */
  async menuTypes(barId: number): Promise<AllergenMenuType[]> {
    return (await this.client.query<AllergenMenuTypesAnswer>('GET', `menus/allergen-menu-types/${barId}`, {})).body.data.data;
  }

  /** GET menus/allergen-menu/{bar_id}/{menu_id}: the menu's categories with their items. */
  async menu(barId: number, menuId: number): Promise<AllergenMenuCategory[]> {
    return (await this.client.query<AllergenMenuAnswer>('GET', `menus/allergen-menu/${barId}/${menuId}`, {})).body.data.data;
  }

  /** GET menus/allergens/website?bar_id&type: the bar's allergen menus of a type (food, drink or party), each with its PDFs. */
  async allergenDocuments(barId: number, type: string): Promise<AllergenWebsiteEntry[]> {
    return (await this.client.query<AllergenWebsiteAnswer>('GET', 'menus/allergens/website', { query: { bar_id: String(barId), type } })).body.data;
  }

  /** POST rest/party-menus: a bar's party menus on a date, by category, of these categories and types when given. */
  async partyMenus(barId: string, date: string, categoryIds?: string, typeIds?: string): Promise<PartyMenusAnswer> {
    const body = { bar_id: barId, date, ...(categoryIds ? { category_ids: categoryIds } : {}), ...(typeIds ? { type_ids: typeIds } : {}) };
    return (await this.client.query<PartyMenusAnswer>('POST', 'rest/party-menus', { body })).body;
  }
}
