import type { MembershipRow } from '../../db/repositories/societies.ts';

/**
 * A customer's society status as the app and the site read it (spec §3 "Society customer"): their active
 * membership, its society (the type's title) and the base type's messages and can_leave; null when they
 * belong to none. A member has the society's offers, and only while a member.
 */
export function societyStatusView(membership: MembershipRow | undefined) {
  return {
    active_type: membership
      ? {
          data: {
            date_registered: membership.date_registered.toISOString(),
            type: { id: membership.society.id, title: membership.society.title, base_type: membership.society.base_type },
          },
        }
      : null,
    has_society_offers: membership !== undefined,
  };
}

export type SocietyStatus = ReturnType<typeof societyStatusView>;
