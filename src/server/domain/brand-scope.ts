/**
 * Which brand's things a request may reach. A request names its brand (X-Brand, or the brand of the host or
 * `?brand=` of the page it came from); brand 0 is the group's own site, every brand's: a customer there reaches
 * their bookings and payments of any brand, each of which keeps its own brand (account spec §2.1: the brand of
 * the booking whose code is in the path).
 */
export const GROUP_SITE_BRAND = 0;

/** Whether something of `ownerBrandId` (a bar, a booking, an order) is reachable from `brandId`. */
export function inBrand(ownerBrandId: number, brandId: number): boolean {
  return brandId === GROUP_SITE_BRAND || ownerBrandId === brandId;
}
