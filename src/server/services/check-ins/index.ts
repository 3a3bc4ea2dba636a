import type { CheckInsDeps } from './deps.ts';
import { CheckInRetention } from './retention.ts';
import { CheckInVisits } from './visits.ts';

/** Track and trace: checking in and extending a visit, and deleting check-ins once kept 21 days. */
export interface CheckInServices {
  visits: CheckInVisits;
  retention: CheckInRetention;
}

export function createCheckInServices(deps: CheckInsDeps): CheckInServices {
  return { visits: new CheckInVisits(deps), retention: new CheckInRetention(deps) };
}
