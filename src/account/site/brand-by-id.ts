/** The brand files, for a page whose brand the server did not write (src/account/main.tsx): loaded only then. */
import { getBrand, type BrandDefinition } from '../../engine/i18n/brand.ts';

export function brandById(id: string | undefined): BrandDefinition {
  return getBrand(id);
}
