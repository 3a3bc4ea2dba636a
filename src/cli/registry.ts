/**
 * Command groups by their first word, loaded lazily so `covers flows check` never loads the server
 * or the database. To add a group (e.g. `db migrate`, `db seed`, `fixtures replay`), write
 * `commands/<group>.ts` exporting a default `CliCommandGroup` and add one line here.
 */
import type { CliCommandGroup } from './types.ts';

export const COMMAND_GROUPS: Record<string, () => Promise<{ default: CliCommandGroup }>> = {
  db: () => import('./commands/db.ts'),
  documents: () => import('./commands/documents.ts'),
  emails: () => import('./commands/emails.ts'),
  fixtures: () => import('./commands/fixtures.ts'),
  flows: () => import('./commands/flows.ts'),
  menus: () => import('./commands/menus.ts'),
  refunds: () => import('./commands/refunds.ts'),
  venues: () => import('./commands/venues.ts'),
};
