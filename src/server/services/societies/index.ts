import { SocietyContracts } from './contracts.ts';
import type { SocietiesDeps } from './deps.ts';
import { SocietyMembership } from './membership.ts';
import { SocietyPortal } from './portal.ts';

/** Societies: belonging to one (join, status, leave), a society's own page for those who run it, and its contract. */
export interface SocietyServices {
  membership: SocietyMembership;
  portal: SocietyPortal;
  contracts: SocietyContracts;
}

export function createSocietyServices(deps: SocietiesDeps): SocietyServices {
  return { membership: new SocietyMembership(deps), portal: new SocietyPortal(deps), contracts: new SocietyContracts(deps) };
}
