/**
 * What an e-mail says, once, for both of its parts: a list of lines as the plain-text part reads them
 * (an empty line between paragraphs), where a link is an action (a button in HTML) and a label with its
 * value is a detail (a row of a table in HTML). The text part is written, not derived from the HTML, so
 * it reads as a letter in a client without HTML; the HTML part is laid out from the same lines. Pure.
 */

/** A link the reader should follow: a button in HTML; in text "Label: url", or the url alone on its line. */
export interface ActionLine {
  kind: 'action';
  label: string;
  url: string;
  /** In text the url stands on its own line (the line before introduces it). */
  alone: boolean;
}

/** "Label: value": a row of a details table in HTML. */
export interface DetailLine {
  kind: 'detail';
  label: string;
  value: string;
}

export type Line = string | ActionLine | DetailLine;

export const action = (label: string, url: string, options: { alone?: boolean } = {}): ActionLine => ({ kind: 'action', label, url, alone: options.alone ?? false });
export const detail = (label: string, value: string): DetailLine => ({ kind: 'detail', label, value });

/** A line as the plain-text part has it. */
export function textOf(line: Line): string {
  if (typeof line === 'string') return line;
  if (line.kind === 'detail') return `${line.label}: ${line.value}`;
  return line.alone ? line.url : `${line.label}: ${line.url}`;
}

/** The plain-text part. */
export const plainText = (lines: readonly Line[]) => lines.map(textOf).join('\n');

/** The lines in paragraphs (runs between empty lines), as the HTML part lays them out. */
export function paragraphs(lines: readonly Line[]): Line[][] {
  const out: Line[][] = [];
  let current: Line[] = [];
  for (const line of lines) {
    if (line === '') {
      if (current.length) out.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length) out.push(current);
  return out;
}
