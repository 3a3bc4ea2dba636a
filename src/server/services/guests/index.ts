import type { GuestsDeps } from './deps.ts';
import { GuestJoining } from './joining.ts';

/** A booking's guests: joining by the booking's link (the guest page and the lead booker's list come later). */
export interface GuestServices {
  joining: GuestJoining;
}

export function createGuestServices(deps: GuestsDeps): GuestServices {
  return { joining: new GuestJoining(deps) };
}
