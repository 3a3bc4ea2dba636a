/** A brand's look, and as CSS custom properties: apart from brand.ts, which holds every brand's file (the account site's page has its brand, and takes only this). */
export interface BrandColours {
  primary: string;
  onPrimary: string;
  secondary: string;
  background: string;
  surface: string;
  text: string;
  mutedText: string;
  border: string;
  error: string;
  success: string;
}

export interface BrandTheme {
  colours: BrandColours;
  fonts: { heading: string; body: string };
  logoUrl: string;
  radius?: number;
}

/** Theme tokens as CSS custom properties (--covers-primary …). */
export function themeCssVariables(brand: { theme: BrandTheme }): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(brand.theme.colours)) vars[`--covers-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  vars['--covers-font-heading'] = brand.theme.fonts.heading;
  vars['--covers-font-body'] = brand.theme.fonts.body;
  vars['--covers-radius'] = `${brand.theme.radius ?? 6}px`;
  vars['--covers-logo-url'] = `url("${brand.theme.logoUrl}")`;
  return vars;
}
