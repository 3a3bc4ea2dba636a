import type { GuestsDeps } from './deps.ts';
import { GuestPages } from './guest-page.ts';
import { GuestJoining } from './joining.ts';

/** A booking's guests: joining by the booking's link, and each guest's own page (the lead booker's list comes later). */
export interface GuestServices {
  joining: GuestJoining;
  pages: GuestPages;
}

export function createGuestServices(deps: GuestsDeps): GuestServices {
  return { joining: new GuestJoining(deps), pages: new GuestPages(deps) };
}
