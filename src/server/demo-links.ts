/**
 * The demo's own links that `npm start` prints below its start message (SEED_DEMO): the demo users' pages, the
 * societies' codes, the contracts, vouchers, tips and documents, each as a new user would open it. They take
 * queries no request needs, so the server prints them once it has settled, not before it listens.
 */
import { contractPaths } from '../engine/societies/contract-paths.ts';
import type { Queryable } from './db/index.ts';
import { demo } from './db/demo-ids.ts';
import { appUsersOf } from './db/repositories/app-users.ts';
import { findCheckInBar } from './db/repositories/check-ins.ts';
import { contractLinks } from './db/repositories/society-contracts.ts';
import { societiesWithCodes } from './db/repositories/societies.ts';
import { tipIds } from './db/repositories/tips.ts';
import { campaignsWithCodes } from './db/repositories/vouchers.ts';

/** The printed lines, each labelled as before the demo links moved out of the start message. */
export async function demoLinks(db: Queryable, publicUrl: string, documentsKept: string): Promise<string[]> {
  const link = (path: string) => `${publicUrl}${path}?brand=revolution`;
  const labelled = (label: string, lines: string[]) => lines.map((line, i) => `${i === 0 ? label : '            '} ${line}`);
  const users = await appUsersOf(db, demo.appUsers.map((u) => u.email));
  const checkIn = await findCheckInBar(db, demo.brands.revolution, { id: demo.bars.revolutionManchester });
  const menusBar = demo.bars.revolutionManchester;
  return [
    ...labelled('  app users:', appUserLines(users, link)),
    ...labelled('  societies:', await societyLines(db, link)),
    ...labelled('  contracts:', (await contractLinks(db)).map((c) => `${c.society_title}${c.signed ? ' (signed)' : ''}: ${link(contractPaths(c).page)}`)),
    `  students: the data-collection form ${link('/student-signup/revolution-manchester-deansgate')}`,
    ...labelled('  vouchers: ', await voucherLines(db, users[0], link)),
    ...labelled('  tips:     ', [`tipping (disabled): ${link('/tip')}`, ...(await tipIds(db)).map((tip) => `${tip.completed ? 'a completed tip' : 'a tip not completed'}: ${link(`/tip/complete/${tip.id}`)}`)]),
    // A demo bar's track and trace page, as its QR poster would open it.
    ...(checkIn ? [`  check-in: ${checkIn.name}: ${publicUrl}/track-trace/${checkIn.slug}`] : []),
    `  menus:    the allergen menus ${link('/allergens')}`,
    `  bars:     opening times ${link('/bar/revolution-manchester-deansgate/opening-times')}  public bar data ${publicUrl}/api/rest/bars`,
    `  documents: party menus ${link(`/documents/${menusBar}/${new Date().toISOString().slice(0, 10)}`)}  allergen PDFs ${link(`/allergens-pdf/food/${menusBar}`)}  (kept in the ${documentsKept})`,
  ];
}

type AppUser = Awaited<ReturnType<typeof appUsersOf>>[number];

/** The demo app users' pages, as the group's app would open them (the account site of Revolution). */
function appUserLines(users: AppUser[], link: (path: string) => string) {
  return users.flatMap((u) => [
    `${u.forename} ${u.surname} (${u.email}): ${link(`/app/${u.app_user_id}`)}  society: ${link(`/clubsoc/${u.app_user_id}`)}`,
    `  student offers: ${link(`/student/${u.app_user_id}`)}  graduate: ${link(`/graduate/${u.app_user_id}`)}`,
  ]);
}

/** The demo societies: each one's invite codes, QR join page and own page (for its admin, Grace). */
async function societyLines(db: Queryable, link: (path: string) => string) {
  const societies = await societiesWithCodes(db, new Date());
  // A society's page shows only to its admin: signed in through their app link first (others are told it is not found).
  const whose = (admins: string[]) => (admins.length > 0 ? `for its admin ${admins.join(', ')}, after their app link` : 'for its admin only; no demo user runs it');
  return societies.map((s) => `${s.title}: invite code ${s.codes.join(', ') || '(none)'}  QR link: ${link(`/society/qr/${s.qr_code}`)}  its page (${whose(s.admins)}): ${link(`/society/${s.id}`)}`);
}

/** The demo voucher campaigns' codes still to use, redeemed on an app user's /app-voucher/{app_user_id} page. */
async function voucherLines(db: Queryable, first: AppUser | undefined, link: (path: string) => string) {
  const codes = (await campaignsWithCodes(db)).map(
    (c) => `${c.name}: ${c.codes.map((code) => `${code.code} (${code.max_uses === null ? 'anyone, once each' : 'one person'})`).join(', ') || '(all used)'}`,
  );
  return first ? [...codes, `enter them at ${link(`/app-voucher/${first.app_user_id}`)} (${first.forename}; each app user's /app-voucher/{app_user_id})`] : codes;
}
