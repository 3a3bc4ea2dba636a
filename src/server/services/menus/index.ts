import { AllergenMenus } from './allergen-menus.ts';
import { AllergenPdfs } from './allergen-pdfs.ts';
import type { MenuDocumentsDeps } from './deps.ts';
import { MenuImport } from './menu-import.ts';
import { PartyMenus } from './party-menus.ts';

/** Allergen menus: read by the allergen page, loaded by the menu teams' import; their PDFs, and the party menu documents. */
export interface MenuServices {
  allergenMenus: AllergenMenus;
  allergenPdfs: AllergenPdfs;
  menuImport: MenuImport;
  partyMenus: PartyMenus;
}

export function createMenuServices(deps: MenuDocumentsDeps): MenuServices {
  return { allergenMenus: new AllergenMenus(deps), allergenPdfs: new AllergenPdfs(deps), menuImport: new MenuImport(deps), partyMenus: new PartyMenus(deps) };
}
