/**
 * A society's contract as HTML: the terms as the page shows them (`rendered_contract`), and the signed
 * contract as one self-contained file the society keeps (the signature's PNG inside it as a data URL, so
 * the file opens anywhere, offline, and prints as signed).
 */
import account from '../../../locales/en-GB/account.json' with { type: 'json' };
import { ordinalDateTimeOf } from '../../engine/time/format.ts';
import { fill } from '../domain/customers/messages.ts';
import type { TermsBlock } from '../domain/societies/contract.ts';
import type { ContractView } from '../services/societies/contracts.ts';
import { escapeHtml } from './html.ts';

const c = account.society.contract;

/** The terms: each heading an h2, each paragraph a p, every text escaped. */
export function renderedContract(terms: TermsBlock[]): string {
  return terms.map((b) => (b.kind === 'heading' ? `<h2>${escapeHtml(b.text)}</h2>` : `<p>${escapeHtml(b.text)}</p>`)).join('\n');
}

/** A contract as the API answers it (spec §3 "Contract"): the terms rendered, the rest as the service read it. */
export function contractAnswer({ terms, ...contract }: ContractView) {
  return { ...contract, rendered_contract: renderedContract(terms) };
}

export interface SignedContract {
  title: string;
  society: { title: string };
  terms: TermsBlock[];
  signed_at: string;
  signed_by: string;
  signature_data: string;
}

/** The file's name: the society's title in letters and digits, so any system saves it as is. */
export function signedContractFileName(contract: Pick<SignedContract, 'society'>): string {
  const slug = contract.society.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `contract-${slug || 'society'}-signed.html`;
}

/** The signed contract, a whole HTML document with its own style and no script. */
export function signedContractDocument(contract: SignedContract): string {
  const signedBy = fill(c.signedBy, { name: contract.signed_by, date: ordinalDateTimeOf(contract.signed_at) });
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(contract.title)} · ${escapeHtml(contract.society.title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin-top: 1.5rem; }
  .signature { margin-top: 2rem; border-top: 1px solid #888; padding-top: 1rem; }
  .signature img { display: block; max-width: 100%; height: auto; border-bottom: 1px solid #1a1a1a; }
</style>
</head>
<body>
<h1>${escapeHtml(contract.title)}</h1>
<p>${escapeHtml(contract.society.title)}</p>
${renderedContract(contract.terms)}
<section class="signature">
<p>${escapeHtml(fill(c.status, { status: c.statusSigned }))}</p>
<img src="${escapeHtml(contract.signature_data)}" alt="${escapeHtml(fill(c.signatureAlt, { name: contract.signed_by }))}">
<p>${escapeHtml(signedBy)}</p>
</section>
</body>
</html>
`;
}
