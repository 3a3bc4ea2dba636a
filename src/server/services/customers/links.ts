import { getBrand } from '../../../engine/i18n/brand.ts';

/** An account-site link for a brand: the site takes the brand from `?brand=` when not from its host. */
export function siteLink(publicUrl: string, brandId: number, path: string): string {
  return `${publicUrl}${path}?brand=${encodeURIComponent(getBrand(brandId).code)}`;
}

export function brandName(brandId: number): string {
  return getBrand(brandId).name;
}

/** Where the site goes after login: the join page when the customer came to join a booking, else the dashboard. */
export function postLoginUrl(joinToken: string | null): string {
  return joinToken ? `/join/${joinToken}` : '/';
}
