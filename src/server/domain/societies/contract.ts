/**
 * A society's contract (spec §3 "Contract", §4): its status, its terms as blocks a page renders, and the
 * signature a request carries (a PNG data URL, checked before anything is stored).
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import { InvalidInput } from '../errors.ts';

const c = account.society.contract;

export const contractMessages = {
  notFound: c.notFound,
  notViewed: c.notViewed,
  alreadySigned: c.alreadySigned,
  notSignedYet: c.notSignedYet,
  signatureRequired: c.signatureRequired,
  signatureInvalid: c.signatureInvalid,
} as const;

/** A contract's code and its admin code are 192 random bits, base64url: anything else is no contract's. */
export const CONTRACT_CODE = /^[A-Za-z0-9_-]{32}$/;

export interface ContractStatus {
  completed: boolean;
  name: string;
}

export function contractStatus(contract: { viewed_at: Date | null; signed_at: Date | null }): ContractStatus {
  if (contract.signed_at) return { completed: true, name: c.statusSigned };
  return { completed: false, name: contract.viewed_at ? c.statusViewed : c.statusAwaiting };
}

export type TermsBlock = { kind: 'heading' | 'paragraph'; text: string };

/** The terms as written: a line starting with "## " is a heading; other lines run into paragraphs, which a blank line ends. */
export function termsBlocks(terms: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of terms.split(/\r?\n/).map((l) => l.trim())) {
    if (line.startsWith('## ')) {
      endParagraph();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (line === '') endParagraph();
    else paragraph.push(line);
  }
  endParagraph();
  return blocks;
}

const DATA_URL_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Far more than a drawn signature needs (a few kilobytes), and well inside the request size limit. */
const MAX_PNG_BYTES = 160 * 1024;
const MAX_SIDE = 4000;

const refuse = (message: string) => new InvalidInput(message, { signature_data: [message] });

/**
 * The PNG of a `signature_data` field (an image data URL, spec §7.5): refused with 422 when missing, not a
 * PNG data URL, larger than a signature needs, or not a PNG with a sensible size (its header is read; the
 * image is stored as sent and only ever shown as an image).
 */
export function signaturePng(field: unknown): Buffer {
  if (typeof field !== 'string' || field.trim() === '') throw refuse(contractMessages.signatureRequired);
  if (!field.startsWith(DATA_URL_PREFIX)) throw refuse(contractMessages.signatureInvalid);
  const base64 = field.slice(DATA_URL_PREFIX.length);
  if (base64.length > Math.ceil(MAX_PNG_BYTES / 3) * 4 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw refuse(contractMessages.signatureInvalid);
  const png = Buffer.from(base64, 'base64');
  // The first chunk of a PNG is IHDR: its width and height follow its length and name.
  const isPng = png.length > 33 && png.subarray(0, 8).equals(PNG_MAGIC) && png.toString('latin1', 12, 16) === 'IHDR';
  const width = isPng ? png.readUInt32BE(16) : 0;
  const height = isPng ? png.readUInt32BE(20) : 0;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) throw refuse(contractMessages.signatureInvalid);
  return png;
}
