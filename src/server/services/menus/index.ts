import { AllergenMenus } from './allergen-menus.ts';
import type { MenusDeps } from './deps.ts';
import { MenuImport } from './menu-import.ts';

/** Allergen menus: read by the allergen page, loaded by the menu teams' import. */
export interface MenuServices {
  allergenMenus: AllergenMenus;
  menuImport: MenuImport;
}

export function createMenuServices(deps: MenusDeps): MenuServices {
  return { allergenMenus: new AllergenMenus(deps), menuImport: new MenuImport(deps) };
}
