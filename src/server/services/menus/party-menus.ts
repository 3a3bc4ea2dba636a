/**
 * Party menu documents (spec §2.7, §3 "Party menu response", §7.6 `rest/party-menus`): the menus of a bar on
 * a date by category, each a PDF per menu type; uploaded by the menu teams (`covers documents add`), kept
 * in the document store. Anyone may read them (§6); a bar of another brand is as unknown as none.
 */
import { randomUUID } from 'node:crypto';
import {
  customerBars,
  findBrandByCode,
  findDocumentBar,
  findPartyMenuDocument,
  insertPartyMenuDocuments,
  partyMenuCategoryAndType,
  partyMenusOn,
} from '../../db/repositories/party-menus.ts';
import { DEMO_PARTY_MENU_PREFIX, demoPartyMenu } from '../../db/seed/party-menu-documents.ts';
import { InvalidInput, NotFound } from '../../domain/errors.ts';
import { menuPdf } from '../../documents/menu-pdf.ts';
import type { MenuDocumentsDeps } from './deps.ts';
import { calendarDate, positiveId } from './ids.ts';

const BAR_NOT_FOUND = 'Sorry, we could not find that bar.';
const FILE_NOT_FOUND = 'Sorry, we could not find that menu.';
/** A party menu is a few pages; anything near this is not one. */
export const MAX_PARTY_MENU_BYTES = 20 * 1024 * 1024;

export interface PartyMenuList {
  brandId: number;
  barId: string | number;
  date: string;
  categoryIds?: unknown;
  typeIds?: unknown;
}

export interface PartyMenuUpload {
  body: Uint8Array;
  /** The name the file had (kept for the download's name). */
  fileName: string;
  /** A bar's id or slug, or `all`: every bar that serves customers (of `brand` when given). */
  bar: string;
  brand?: string | undefined;
  category: string;
  type: string;
  from: string;
  to: string;
}

/** "1,2", [1, "2"], 3: the ids; absent or empty: undefined (no filter); anything else: the problem. */
function idList(value: unknown): number[] | undefined | string {
  if (value === undefined || value === null || value === '') return undefined;
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  if (parts.length === 0) return undefined;
  const ids = parts.map((p) => (typeof p === 'string' || typeof p === 'number' ? positiveId(p) : undefined));
  return ids.every((n) => n !== undefined) ? (ids as number[]) : 'Must be a list of ids.';
}

/** A PDF begins with its version (`%PDF-1.7`) and ends with its end-of-file mark. */
function pdfProblem(body: Uint8Array): string | undefined {
  if (body.length === 0) return 'The file is empty.';
  if (body.length > MAX_PARTY_MENU_BYTES) return `The file is over ${MAX_PARTY_MENU_BYTES / 1024 / 1024} MB.`;
  const head = Buffer.from(body.subarray(0, 1024)).toString('latin1');
  const tail = Buffer.from(body.subarray(Math.max(0, body.length - 2048))).toString('latin1');
  if (!/^%PDF-\d\.\d/.test(head) || !tail.includes('%%EOF')) return 'The file is not a PDF.';
  return undefined;
}

const name = (value: string, what: string, problems: Record<string, string[]>, field: string) => {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '' || text.length > 100) problems[field] = [`${what} must be 1 to 100 characters.`];
  return text;
};

export class PartyMenus {
  constructor(private readonly deps: MenuDocumentsDeps) {}

  /** `rest/party-menus`: the bar's menus on the date, a category each with a link per menu type. */
  async list(command: PartyMenuList) {
    // A bar that is none is not found whatever its form, as on the allergen menus' calls.
    const barId = positiveId(command.barId);
    const bar = barId === undefined ? undefined : await findDocumentBar(this.deps.db, { id: barId });
    if (!bar || (command.brandId !== 0 && bar.brand_id !== command.brandId)) throw new NotFound(BAR_NOT_FOUND);
    const problems: Record<string, string[]> = {};
    const date = calendarDate(String(command.date ?? ''));
    if (!date) problems.date = ['Must be a date, YYYY-MM-DD.'];
    const categoryIds = idList(command.categoryIds);
    if (typeof categoryIds === 'string') problems.category_ids = [categoryIds];
    const typeIds = idList(command.typeIds);
    if (typeof typeIds === 'string') problems.type_ids = [typeIds];
    if (Object.keys(problems).length > 0) throw new InvalidInput('There was an error loading the menus. Please check the link and try again.', problems);
    const rows = await partyMenusOn(this.deps.db, bar.id, date!, categoryIds as number[] | undefined, typeIds as number[] | undefined);
    const categories: { category_name: string; menus: { id: number; file_url: string; type: string }[] }[] = [];
    let last: number | undefined;
    for (const row of rows) {
      if (row.category_id !== last) categories.push({ category_name: row.category_name, menus: [] });
      last = row.category_id;
      categories.at(-1)!.menus.push({ id: row.id, file_url: `${this.deps.publicUrl}/files/party-menus/${row.id}.pdf`, type: row.type_name });
    }
    return { data: categories, meta: { bar_name: bar.name } };
  }

  /** A party menu's file. A demo menu's is made the first time it is asked for, then kept like an upload. */
  async file(idText: string): Promise<{ body: Uint8Array; fileName: string }> {
    const id = positiveId(idText);
    const document = id === undefined ? undefined : await findPartyMenuDocument(this.deps.db, id);
    if (!document) throw new NotFound(FILE_NOT_FOUND);
    const stored = await this.deps.documents.get(document.file_key);
    if (stored) return { body: stored, fileName: document.file_name };
    const demo = document.file_key.startsWith(DEMO_PARTY_MENU_PREFIX) ? demoPartyMenu(document.file_key) : undefined;
    if (!demo) throw new NotFound(FILE_NOT_FOUND);
    const body = await menuPdf({ ...demo.menu, subtitle: [`${demo.category}: ${demo.type}`] });
    await this.deps.documents.put(document.file_key, body, 'application/pdf');
    return { body, fileName: document.file_name };
  }

  /**
   * `covers documents add`: every problem with the upload found first (nothing stored then); the file is
   * stored, then its rows written in one transaction, and a failure there removes the file again.
   */
  async add(upload: PartyMenuUpload) {
    const problems: Record<string, string[]> = {};
    const fileProblem = pdfProblem(upload.body);
    if (fileProblem) problems.file = [fileProblem];
    const category = name(upload.category, 'The category', problems, 'category');
    const type = name(upload.type, 'The menu type', problems, 'type');
    const from = calendarDate(upload.from);
    if (!from) problems.from = ['Must be a date, YYYY-MM-DD.'];
    const to = calendarDate(upload.to);
    if (!to) problems.to = ['Must be a date, YYYY-MM-DD.'];
    else if (from && to < from) problems.to = ['Must be on or after the start date.'];
    const bars = await this.barsFor(upload, problems);
    if (Object.keys(problems).length > 0) throw new InvalidInput('The party menu was not added.', problems);

    const key = `party-menus/${randomUUID()}.pdf`;
    const fileName = upload.fileName.replace(/[^\w.-]+/g, '-').replace(/^-+/, '').slice(-100) || 'party-menu.pdf';
    await this.deps.documents.put(key, upload.body, 'application/pdf');
    try {
      const ids = await this.deps.db.transaction(async (tx) => {
        const { categoryId, typeId } = await partyMenuCategoryAndType(tx, category, type);
        return insertPartyMenuDocuments(
          tx,
          bars.map((bar) => ({ bar_id: bar.id, category_id: categoryId, type_id: typeId, starts_on: from!, ends_on: to!, file_key: key, file_name: fileName })),
          new Date(this.deps.clock.now()),
        );
      });
      return { key, bars: bars.map((bar, i) => ({ ...bar, document_id: ids[i]!, url: `${this.deps.publicUrl}/files/party-menus/${ids[i]}.pdf` })) };
    } catch (error) {
      await this.deps.documents.delete(key).catch(() => undefined);
      throw error;
    }
  }

  private async barsFor(upload: PartyMenuUpload, problems: Record<string, string[]>) {
    const wanted = upload.bar.trim();
    if (wanted.toLowerCase() === 'all') {
      const brand = upload.brand === undefined ? undefined : await findBrandByCode(this.deps.db, upload.brand.trim());
      if (upload.brand !== undefined && !brand) {
        problems.brand = [`There is no brand ${upload.brand}.`];
        return [];
      }
      return customerBars(this.deps.db, brand?.id);
    }
    if (upload.brand !== undefined) problems.brand = ['A brand is given only with every bar (all).'];
    const id = positiveId(wanted);
    const bar = wanted === '' ? undefined : await findDocumentBar(this.deps.db, id !== undefined ? { id } : { slug: wanted });
    if (!bar) {
      problems.bar = [`There is no bar ${wanted || '(none given)'}.`];
      return [];
    }
    return [{ id: bar.id, name: bar.name }];
  }
}
