/** The demo links the server prints at start (the app users' pages, the societies' codes and pages), read as a new user reads them. */
import { expect } from 'vitest';
import type { RunningServer } from './server.ts';

async function printedLine(server: RunningServer, needle: string): Promise<string> {
  // The demo links come a moment after the start message (the server prints them once settled).
  await expect.poll(() => server.printed.some((line) => line.includes(needle)), { timeout: 10_000 }).toBe(true);
  return server.printed.find((line) => line.includes(needle))!;
}

function linkIn(line: string, path: string): string {
  const link = line.match(new RegExp(`(http://\\S+${path}[A-Za-z0-9_-]+\\?brand=revolution)`))?.[1];
  expect(link, `a ${path} link in: ${line}`).toBeDefined();
  return link!;
}

/** A demo app user's dashboard, society page, and (on the line after) student and graduate pages, by their address. */
export async function appUserLinks(server: RunningServer, email: string) {
  const line = await printedLine(server, `(${email}):`);
  const next = server.printed[server.printed.indexOf(line) + 1] ?? '';
  return { app: linkIn(line, '/app/'), clubsoc: linkIn(line, '/clubsoc/'), student: linkIn(next, '/student/'), graduate: linkIn(next, '/graduate/') };
}

/** A demo society's invite code, QR join link and own page, by its name. */
export async function societyLinks(server: RunningServer, title: string) {
  const line = await printedLine(server, `${title}: invite code `);
  const code = line.match(/invite code ([A-Z0-9]{6})/)?.[1];
  expect(code, line).toBeDefined();
  return { code: code!, qr: linkIn(line, '/society/qr/'), page: linkIn(line, '/society/') };
}

/** A demo society's contract link, as its signatory receives it, by the society's name. */
export async function contractLink(server: RunningServer, title: string): Promise<string> {
  const line = await printedLine(server, `${title}: http`);
  const link = line.match(/(http:\/\/\S+\/society\/contract\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\?brand=revolution)/)?.[1];
  expect(link, `a contract link in: ${line}`).toBeDefined();
  return link!;
}

/** The demo voucher campaign's codes (the one for everyone, and those for one person each) and the page to enter them on. */
export async function voucherLinks(server: RunningServer) {
  const codesLine = await printedLine(server, 'Welcome to the app: ');
  const shared = codesLine.match(/([A-Z0-9]{6,16}) \(anyone, once each\)/)?.[1];
  const single = [...codesLine.matchAll(/([A-Z0-9]{6,16}) \(one person\)/g)].map((m) => m[1]!);
  expect(shared, codesLine).toBeDefined();
  const pageLine = await printedLine(server, '/app-voucher/');
  return { shared: shared!, single, page: linkIn(pageLine, '/app-voucher/') };
}

/** The tip pages the server prints: tipping (disabled), and the outcome of a completed tip and of one not completed. */
export async function tipLinks(server: RunningServer) {
  const link = async (needle: string, path: string) => linkIn(await printedLine(server, needle), path);
  return {
    tip: (await printedLine(server, 'tipping (disabled): ')).match(/(http:\/\/\S+\/tip\?brand=revolution)/)![1]!,
    completed: await link('a completed tip: ', '/tip/complete/'),
    notCompleted: await link('a tip not completed: ', '/tip/complete/'),
  };
}

/** The demo bar's track and trace page, as its QR poster opens it. */
export async function checkInLink(server: RunningServer) {
  const line = await printedLine(server, '  check-in: ');
  const link = line.match(/(http:\/\/\S+\/track-trace\/[a-z0-9-]+)$/)?.[1];
  expect(link, `a /track-trace/ link in: ${line}`).toBeDefined();
  return link!;
}

/** The first link on the printed line labelled `label` (e.g. 'menus:'), as a new user would copy it. */
export async function printedLink(server: RunningServer, label: string): Promise<string> {
  const line = await printedLine(server, `  ${label}`);
  const link = line.match(/(http:\/\/\S+)/)?.[1];
  expect(link, `a link in: ${line}`).toBeDefined();
  return link!;
}
