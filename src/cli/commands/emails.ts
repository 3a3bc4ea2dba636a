/**
 * `covers emails preview [--out folder] [--origin url]`: every kind of e-mail for every brand, from sample data,
 * written as HTML and text files with an index page, for a brand manager to look at in a browser (issue 28).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BRAND_CODES, getBrand } from '../../engine/i18n/brand.ts';
import { emailPreviews } from '../../server/mail/previews.ts';
import { escapeHtml } from '../../server/pages/html.ts';
import { parseArgs, type CliCommandGroup, type CliIo } from '../types.ts';

export function writePreviews(out: string, origin: string, io: CliIo): number {
  const sections: string[] = [];
  let files = 0;
  for (const code of BRAND_CODES) {
    const brand = getBrand(code);
    mkdirSync(join(out, code), { recursive: true });
    const items: string[] = [];
    for (const { kind, email } of emailPreviews(brand.id, origin)) {
      writeFileSync(join(out, code, `${kind}.html`), email.body_html);
      writeFileSync(join(out, code, `${kind}.txt`), email.body_text);
      files += 2;
      items.push(`<li><a href="${code}/${kind}.html">${escapeHtml(email.subject)}</a> (<a href="${code}/${kind}.txt">text</a>)</li>`);
    }
    sections.push(`<h2>${escapeHtml(brand.name)}</h2><ul>${items.join('')}</ul>`);
  }
  writeFileSync(
    join(out, 'index.html'),
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>E-mail previews</title></head><body><main><h1>E-mail previews</h1>${sections.join('')}</main></body></html>`,
  );
  io.stdout(`wrote ${files} files for ${BRAND_CODES.length} brands: open ${join(out, 'index.html')}`);
  return 0;
}

const emails: CliCommandGroup = {
  description: 'the e-mails customers and bars receive, to look at',
  commands: {
    preview: {
      usage: 'preview [--out folder] [--origin url]',
      summary: 'Write every kind of e-mail for every brand, as HTML and text, to a folder (default ./email-previews).',
      run: async (args, io) => {
        const { flags } = parseArgs(args, ['out', 'origin']);
        const out = resolve(io.cwd, typeof flags.out === 'string' ? flags.out : 'email-previews');
        const origin = typeof flags.origin === 'string' ? flags.origin : 'http://localhost:8080';
        if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
          io.stderr('--origin must be a site address such as http://localhost:8080 (the server that serves the brands\' logos)');
          return 2;
        }
        return writePreviews(out, origin, io);
      },
    },
  },
};

export default emails;
