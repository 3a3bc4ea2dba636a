/**
 * Each brand's wordmark (/brands/<code>/logo.svg, the brand's theme.logoUrl): a 180×48 badge of
 * type and simple shapes in the brand's own colours, drawn here, no artwork of anyone else's.
 * The badge carries its background, so it reads on any page (the demo sites' headers, the account
 * pages). An <img> SVG cannot load web fonts: the type is the system's, each text held to a fixed
 * width (textLength) so the mark keeps its shape whatever font draws it.
 */
import type { BrandDefinition } from '../../engine/i18n/brand.ts';
import { escapeHtml } from './html.ts';

const WIDTH = 180;
const HEIGHT = 48;
const SANS = "'Arial Narrow', Arial, Helvetica, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

type Colours = BrandDefinition['theme']['colours'];

/** Revolution: the name in tall capitals over a rule, a red badge. */
function revolution(c: Colours): string {
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.primary}"/>
<text x="16" y="30" font-family="${SANS}" font-size="22" font-weight="700" textLength="148" lengthAdjust="spacingAndGlyphs" fill="${c.onPrimary}">REVOLUTION</text>
<rect x="16" y="35" width="124" height="3" fill="${c.onPrimary}"/>
<rect x="144" y="35" width="20" height="3" fill="${c.secondary}"/>`;
}

/** Revolución de Cuba: the name in italic serif, "de Cuba" spaced between gold rules. */
function decuba(c: Colours): string {
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.primary}"/>
<text x="90" y="24" text-anchor="middle" font-family="${SERIF}" font-size="19" font-style="italic" textLength="124" lengthAdjust="spacingAndGlyphs" fill="${c.onPrimary}">Revolución</text>
<line x1="28" y1="36" x2="62" y2="36" stroke="${c.secondary}" stroke-width="1.5"/>
<text x="90" y="40" text-anchor="middle" font-family="${SANS}" font-size="10" font-weight="700" textLength="44" lengthAdjust="spacingAndGlyphs" fill="${c.secondary}">DE CUBA</text>
<line x1="118" y1="36" x2="152" y2="36" stroke="${c.secondary}" stroke-width="1.5"/>`;
}

/** Playhouse: a play sign, then PLAY and HOUSE in two colours, on a rounded badge. */
function playhouse(c: Colours): string {
  return `<rect width="${WIDTH}" height="${HEIGHT}" rx="10" fill="${c.primary}"/>
<path d="M16 14 L34 24 L16 34 Z" fill="${c.secondary}"/>
<text x="42" y="32" font-family="${SANS}" font-size="22" font-weight="700" textLength="124" lengthAdjust="spacingAndGlyphs" fill="${c.onPrimary}">PLAY<tspan fill="${c.secondary}">HOUSE</tspan></text>`;
}

/** Covers, the product's own: a plate (a ring) and the name in lower case. */
function covers(c: Colours): string {
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.primary}"/>
<circle cx="30" cy="24" r="11" fill="none" stroke="${c.onPrimary}" stroke-width="3"/>
<circle cx="30" cy="24" r="4" fill="${c.secondary}"/>
<text x="50" y="31" font-family="${SANS}" font-size="22" font-weight="700" textLength="96" lengthAdjust="spacingAndGlyphs" fill="${c.onPrimary}">covers</text>`;
}

const MARKS: Record<string, (c: Colours) => string> = { revolution, decuba, playhouse };

/** The brand's wordmark as an SVG document. */
export function brandLogo(brand: BrandDefinition): string {
  const draw = MARKS[brand.code] ?? covers;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeHtml(brand.name)}">
<title>${escapeHtml(brand.name)}</title>
${draw(brand.theme.colours)}
</svg>`;
}
