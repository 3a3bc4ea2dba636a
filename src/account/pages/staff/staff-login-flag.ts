/**
 * The local staff flag (spec §3 local storage `staff_login`): the staff session as the server answered it (a
 * name and an expiry, no secret: the session itself is an HttpOnly cookie). The customer's logout page reads it
 * to offer the staff logout link.
 */
import type { StaffSession } from '../../../api-client/staff.ts';

const KEY = 'staff_login';

export function rememberStaffLogin(session: StaffSession): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage refused (private mode): the staff pages ask the server anyway.
  }
}

export function forgetStaffLogin(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** Whether this browser holds a staff login (it may have ended since: the server has the last word). */
export function hasStaffLogin(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}
