import type { GuestsDeps } from './deps.ts';
import { GuestJoinByCode, type GuestJoinAccounts } from './guest-join.ts';
import { GuestPages } from './guest-page.ts';
import { GuestJoining } from './joining.ts';

/** A booking's guests: joining by the booking's link, and each guest's own page (the lead booker's list comes later). */
export interface GuestServices {
  joining: GuestJoining;
  pages: GuestPages;
  /** A guest's invitation linking them to their own account (guest join by code). */
  joinByCode: GuestJoinByCode;
}

export function createGuestServices(deps: GuestsDeps & { accounts: GuestJoinAccounts }): GuestServices {
  return { joining: new GuestJoining(deps), pages: new GuestPages(deps), joinByCode: new GuestJoinByCode(deps) };
}
