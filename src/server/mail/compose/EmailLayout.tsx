/**
 * The one layout every e-mail has, in its brand's look (issue 28): the brand's colours and fonts from its
 * file, its logo over a band of its colour (its name shows where images are off), the message's
 * paragraphs, and a footer with the brand's links. Built from react-email's components, which write the
 * tables and inline styles mail clients need; 600 px wide at most, so it reads on a phone.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import type { BrandDefinition } from '../../../engine/i18n/brand.ts';
import { paragraphs, type DetailLine, type Line } from './lines.ts';

export interface EmailLayoutProps {
  brand: BrandDefinition;
  /** Where the brand's logo is served (the server's public address). */
  assetsOrigin: string;
  /** The subject: the document's title, which screen readers announce. */
  title: string;
  /** The line a mail client shows beside the subject. */
  preview: string;
  lines: readonly Line[];
}

export function EmailLayout({ brand, assetsOrigin, title, preview, lines }: EmailLayoutProps) {
  const { colours, fonts } = brand.theme;
  const radius = brand.theme.radius ?? 0;
  const text: CSSProperties = { color: colours.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
  const links = [brand.links.site && { label: brand.name, url: brand.links.site }, { label: 'Terms', url: brand.links.terms }, brand.links.privacy && { label: 'Privacy', url: brand.links.privacy }].filter(
    (l): l is { label: string; url: string } => Boolean(l),
  );
  return (
    <Html lang="en-GB">
      <Head>
        <meta name="color-scheme" content="only light" />
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.background, fontFamily: fonts.body, margin: 0, padding: '16px 8px' }}>
        <Container style={{ maxWidth: '600px', width: '100%', backgroundColor: colours.surface, borderRadius: `${radius}px`, overflow: 'hidden' }}>
          <Section style={{ backgroundColor: colours.primary, padding: '16px 24px' }}>
            <Img
              src={new URL(brand.theme.logoUrl, assetsOrigin).href}
              alt={brand.name}
              height="32"
              style={{ height: '32px', width: 'auto', color: colours.onPrimary, fontFamily: fonts.heading, fontSize: '22px', fontWeight: 700 }}
            />
          </Section>
          <Section style={{ padding: '24px' }}>
            {paragraphs(lines).map((paragraph, i) => (
              <Paragraph key={i} lines={paragraph} brand={brand} text={text} />
            ))}
          </Section>
          <Hr style={{ borderColor: colours.border, margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            <Text style={{ ...text, fontSize: '14px', lineHeight: '20px', margin: 0 }}>
              {links.map((l, i) => (
                <span key={l.url}>
                  {i > 0 ? ' · ' : null}
                  <Link href={l.url} style={{ color: colours.text, textDecoration: 'underline' }}>
                    {l.label}
                  </Link>
                </span>
              ))}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph: a details table when every line is a detail, a button when it is one link, else lines of text. */
function Paragraph({ lines, brand, text }: { lines: Line[]; brand: BrandDefinition; text: CSSProperties }) {
  const { colours, fonts } = brand.theme;
  const [only] = lines;
  if (lines.length === 1 && typeof only === 'object' && only.kind === 'action') {
    return (
      <Section style={{ margin: '8px 0 24px' }}>
        <Button
          href={only.url}
          style={{ backgroundColor: colours.primary, color: colours.onPrimary, fontFamily: fonts.body, fontSize: '16px', fontWeight: 700, padding: '12px 20px', borderRadius: `${brand.theme.radius ?? 0}px`, textDecoration: 'none' }}
        >
          {only.label}
        </Button>
      </Section>
    );
  }
  if (lines.every((line) => typeof line === 'object' && line.kind === 'detail')) {
    return (
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', margin: '0 0 16px', borderCollapse: 'collapse' }}>
        <tbody>
          {(lines as DetailLine[]).map((line) => (
            <tr key={line.label}>
              <td style={{ ...text, margin: 0, padding: '4px 12px 4px 0', fontWeight: 700, verticalAlign: 'top', whiteSpace: 'nowrap', width: '112px' }}>{line.label}</td>
              <td style={{ ...text, margin: 0, padding: '4px 0' }}>{line.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <Text style={text}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {typeof line === 'string' ? (
            line
          ) : line.kind === 'detail' ? (
            <>
              <strong>{line.label}:</strong> {line.value}
            </>
          ) : (
            <>
              {line.alone ? null : `${line.label}: `}
              <Link href={line.url} style={{ color: colours.text, textDecoration: 'underline', wordBreak: 'break-all' }}>
                {line.alone ? line.url : line.label}
              </Link>
            </>
          )}
        </span>
      ))}
    </Text>
  );
}
