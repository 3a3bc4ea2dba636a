/**
 * An e-mail's two parts from its lines (issue 28): the plain text as written, and the HTML laid out by
 * the brand's layout. Rendered with React's static renderer, synchronously, so a message is composed in
 * the same step (and transaction) as what it tells of; nothing in a mail suspends.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { BrandDefinition } from '../../../engine/i18n/brand.ts';
import { EmailLayout } from './EmailLayout.tsx';
import { plainText, textOf, type Line } from './lines.ts';

export interface ComposedEmail {
  body_text: string;
  body_html: string;
}

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function composeEmail(input: { brand: BrandDefinition; assetsOrigin: string; subject: string; lines: readonly Line[]; preview?: string }): ComposedEmail {
  // The preview defaults to the first line after the greeting: what the message is about.
  const preview = input.preview ?? textOf(input.lines.find((line, i) => i > 0 && line !== '') ?? '');
  return {
    body_text: plainText(input.lines),
    body_html: DOCTYPE + renderToStaticMarkup(<EmailLayout brand={input.brand} assetsOrigin={input.assetsOrigin} title={input.subject} preview={preview} lines={input.lines} />),
  };
}
