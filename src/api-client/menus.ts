/** The allergen menus (account-and-guest-features §2.7, §7.6): a bar's menus, and one menu's categories and items. */
import type { AllergenMenuAnswer, AllergenMenuCategory, AllergenMenuItem, AllergenMenuTypesAnswer } from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type { AllergenMenuCategory, AllergenMenuItem };
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
}
