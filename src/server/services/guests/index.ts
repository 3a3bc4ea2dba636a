import { GuestPreOrders } from '../pre-orders/index.ts';
import type { GuestAdminDeps } from './deps.ts';
import { GuestAdmin } from './guest-admin.ts';
import { GuestJoinByCode, type GuestJoinAccounts } from './guest-join.ts';
import { GuestPages } from './guest-page.ts';
import { GuestJoining } from './joining.ts';
import { GuestReminders } from './reminders.ts';
import { PreOrderLockNotices } from './lock-notices.ts';

/** A booking's guests: joining by the booking's link, each guest's own page, and the lead booker's list and reminders. */
export interface GuestServices {
  joining: GuestJoining;
  pages: GuestPages;
  /** A guest's invitation linking them to their own account (guest join by code). */
  joinByCode: GuestJoinByCode;
  admin: GuestAdmin;
  reminders: GuestReminders;
  /** The notice that a booking's pre-order closes soon: `start()`ed once the server listens, `stop()`ped before the database closes. */
  lockNotices: PreOrderLockNotices;
}

export function createGuestServices(deps: GuestAdminDeps & { accounts: GuestJoinAccounts; log?: { warn(obj: object, msg: string): void } }): GuestServices {
  return {
    joining: new GuestJoining(deps),
    pages: new GuestPages(deps),
    joinByCode: new GuestJoinByCode(deps),
    admin: new GuestAdmin({ ...deps, preOrders: new GuestPreOrders(deps) }),
    reminders: new GuestReminders(deps),
    lockNotices: new PreOrderLockNotices(deps),
  };
}
