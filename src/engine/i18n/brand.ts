/**
 * Brands as data: the four brand files (brands/*.json), typed. Browser-safe (plain JSON imports);
 * the Node-side schema validation lives in the flow loader (validateBrandSchema).
 */
import defaultBrand from '../../../brands/default.json' with { type: 'json' };
import revolution from '../../../brands/revolution.json' with { type: 'json' };
import decuba from '../../../brands/decuba.json' with { type: 'json' };
import playhouse from '../../../brands/playhouse.json' with { type: 'json' };
import type { BrandTheme } from './theme.ts';

/** Matches schemas/brand.schema.json. */
export interface BrandDefinition {
  $schema?: string;
  id: 0 | 1 | 2 | 4;
  code: string;
  name: string;
  shortName: string;
  partyWording: { singular: string; plural: string };
  drinkExamples: string[];
  links: { allergens: string; terms: string; site: string; privacy?: string };
  /** Who the brand's e-mails come from (the environment may set another in production). */
  mail: { fromName: string; fromAddress: string };
  bookingsHost: string;
  embedOrigins: string[];
  theme: BrandTheme;
  /** Locale key ("namespace:key") → text. */
  copy: Record<string, string>;
}

export const BRAND_CODES = ['default', 'revolution', 'decuba', 'playhouse'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

export const BRANDS: Readonly<Record<BrandCode, BrandDefinition>> = {
  default: defaultBrand as BrandDefinition,
  revolution: revolution as BrandDefinition,
  decuba: decuba as BrandDefinition,
  playhouse: playhouse as BrandDefinition,
};

/** A brand by id (the X-Brand header: 1, 2, 4) or code; anything unknown is the default brand (0), as the spec says "otherwise 0". */
export function getBrand(idOrCode: number | string | null | undefined): BrandDefinition {
  if (typeof idOrCode === 'string' && (BRAND_CODES as readonly string[]).includes(idOrCode)) return BRANDS[idOrCode as BrandCode];
  const id = Number(idOrCode);
  return Object.values(BRANDS).find((b) => b.id === id) ?? BRANDS.default;
}

/**
 * Where a developer's host pages run: this server's own demo pages on the default port, and a host
 * page's development server. They may frame the widget and the card page only outside production,
 * so they are not in the brand files (which list the brand's real sites).
 */
export const DEVELOPMENT_ORIGINS: readonly string[] = ['http://localhost:8080', 'http://localhost:3000'];

/** The sites that may frame a brand's widget and card page: its own, and outside production the development origins. */
export function framingOrigins(brand: BrandDefinition, production: boolean): string[] {
  return production ? [...brand.embedOrigins] : [...new Set([...brand.embedOrigins, ...DEVELOPMENT_ORIGINS])];
}

/** True when `origin` may embed the brand's widget (exact match of scheme, host and port). */
export function isAllowedEmbedOrigin(brand: BrandDefinition, origin: string, production: boolean): boolean {
  return framingOrigins(brand, production).includes(origin);
}

/**
 * The join link for an invite code: {origin}/join/{invite_code}, on the same server as the manage link
 * beside it (the widget's origin, or the server's public address), so both work wherever it runs;
 * the join page knows the brand from the code.
 */
export function joinLink(origin: string, inviteCode: string): string {
  return `${origin.replace(/\/+$/, '')}/join/${encodeURIComponent(inviteCode)}`;
}

export type { BrandColours, BrandTheme } from './theme.ts';
