import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ProjectDirs {
  flows: string;
  brands: string;
  /** The language's folder, e.g. locales/en-GB. */
  locales: string;
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The project's folders, with another flows folder when given (FLOWS_DIR). */
export const projectDirs = (flows = join(ROOT, 'flows')): ProjectDirs => ({ flows, brands: join(ROOT, 'brands'), locales: join(ROOT, 'locales', 'en-GB') });
