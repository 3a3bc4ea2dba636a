/**
 * A menu as a PDF (pdfkit): the allergen menus of a bar, and the demo party menus. Every item with what
 * it contains and may contain of the 14 allergens, its ingredients' included, its dietary options, calories and ingredients; the
 * standard Helvetica fonts, so the file carries no font of its own and any PDF reader opens it.
 */
import type PDFKit from 'pdfkit';
import account from '../../../locales/en-GB/account.json' with { type: 'json' };
import { withEffectiveAllergens } from '../../engine/menus/effective.ts';
import { formatCalories } from '../../engine/menus/filter.ts';
import { descriptionText } from '../domain/menus/description.ts';

export interface PdfMenuItem {
  name: string;
  description: string;
  calories: number | null;
  contains: readonly string[];
  may_contain: readonly string[];
  dietary: readonly string[];
  ingredients: readonly { name: string; contains: readonly string[]; may_contain: readonly string[] }[];
}

export interface PdfMenu {
  /** The document's title (its first line and the PDF's Title). */
  title: string;
  /** Lines under the title: the bar, the date. */
  subtitle: readonly string[];
  categories: readonly { category: string; items: readonly PdfMenuItem[] }[];
  /** A closing note (the allergen declaration). */
  note?: string;
}

const COLOUR = { text: '#1a1a1a', muted: '#555555', rule: '#bbbbbb' };

/** Helvetica is encoded as WinAnsi: a character outside it (an emoji) would print as something else. */
const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '');

/** pdfkit loaded when the first PDF is made: it takes ~150 ms, which no start of the server or the CLI should pay. */
let pdfkit: Promise<typeof PDFKit> | undefined;

export async function menuPdf(menu: PdfMenu): Promise<Buffer> {
  const PDFDocument = await (pdfkit ??= import('pdfkit').then((m) => m.default));
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: printable(menu.title), Creator: 'Covers' }, lang: 'en-GB', displayTitle: true });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const write = (text: string, font: string, size: number, colour = COLOUR.text, gap = 2) => {
    doc.font(font).fontSize(size).fillColor(colour).text(printable(text), { width });
    doc.moveDown(gap / size);
  };

  write(menu.title, 'Helvetica-Bold', 20, COLOUR.text, 6);
  for (const line of menu.subtitle) write(line, 'Helvetica', 11, COLOUR.muted);
  doc.moveDown(0.8);

  for (const { category, items } of menu.categories) {
    // A category heading never sits alone at the foot of a page.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    write(category, 'Helvetica-Bold', 15, COLOUR.text, 4);
    doc.moveTo(doc.page.margins.left, doc.y).lineTo(doc.page.margins.left + width, doc.y).strokeColor(COLOUR.rule).stroke();
    doc.moveDown(0.4);
    for (const item of items.map(withEffectiveAllergens)) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 70) doc.addPage();
      const dietary = item.dietary.length ? ` (${item.dietary.join(', ')})` : '';
      const kcal = formatCalories(item.calories);
      const calories = kcal ? ` - ${kcal}` : '';
      write(`${item.name}${dietary}${calories}`, 'Helvetica-Bold', 11.5, COLOUR.text, 1);
      const description = descriptionText(item.description);
      if (description) write(description, 'Helvetica-Oblique', 9.5, COLOUR.muted, 1);
      write(`Contains: ${item.contains.length ? item.contains.join(', ') : account.allergens.containsNone}`, 'Helvetica', 10);
      if (item.may_contain.length) write(`May contain: ${item.may_contain.join(', ')}`, 'Helvetica', 10);
      if (item.ingredients.length) {
        const ingredients = item.ingredients.map((g) => {
          const marks = [...g.contains, ...g.may_contain.map((a) => `may contain ${a}`)];
          return marks.length ? `${g.name} (${marks.join(', ')})` : g.name;
        });
        write(`Ingredients: ${ingredients.join('; ')}`, 'Helvetica', 9, COLOUR.muted);
      }
      doc.moveDown(0.6);
    }
    doc.moveDown(0.4);
  }
  if (menu.categories.length === 0) write('There are no items on this menu yet.', 'Helvetica', 11);
  if (menu.note) {
    doc.moveDown(0.6);
    write(menu.note, 'Helvetica', 9, COLOUR.muted);
  }
  doc.end();
  return done;
}
