import type { SocietiesDeps } from './deps.ts';
import { SocietyMembership } from './membership.ts';
import { SocietyPortal } from './portal.ts';

/** Societies: belonging to one (join, status, leave), and a society's own page for those who run it. */
export interface SocietyServices {
  membership: SocietyMembership;
  portal: SocietyPortal;
}

export function createSocietyServices(deps: SocietiesDeps): SocietyServices {
  return { membership: new SocietyMembership(deps), portal: new SocietyPortal(deps) };
}
