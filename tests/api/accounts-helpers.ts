/** What the account API tests share: a browser-like client with a cookie, and the e-mails sent. */
import { expect } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import type { Queryable } from '../../src/server/db/index.ts';
import { TEST_NOW, type TestApp } from '../helpers/test-app.ts';

export const PASSWORD = 'correct horse battery staple';
export const LINK_INVALID = 'Sorry, that link has either expired or does not exist';
export const HOUR = 60 * 60_000;

/** Sets the test app's clock `ms` after the tests' now. */
export function clockAt(t: TestApp, ms: number) {
  t.clock.set(new Date(new Date(TEST_NOW).getTime() + ms));
}

export interface Answer {
  status: number;
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  setCookie: string | undefined;
}

/**
 * A client of the account calls as the account site is one: brand 1 with the demo key, the session
 * cookie (`cookie`) and the device cookie (`device`, a browser known to an account) kept between calls,
 * and the headers a browser sends from a page of the site itself.
 */
export function accountClient(t: TestApp, options: { ip?: string } = {}) {
  let cookie: string | undefined;
  let device: string | undefined;
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    get device() {
      return device;
    },
    set device(value: string | undefined) {
      device = value;
    },
    /** An account call: `path` under /api/customers/. */
    send(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, headers: Record<string, string | undefined> = {}): Promise<Answer> {
      return this.api(method, `customers/${path}`, body, headers);
    },
    /** Any call: `path` under /api/. */
    async api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, headers: Record<string, string | undefined> = {}): Promise<Answer> {
      const response = await t.app.server.inject({
        method,
        url: `/api/${path}`,
        remoteAddress: options.ip ?? '127.0.0.1',
        headers: withoutUndefined({
          'x-brand': '1',
          'x-api-key': DEMO_API_KEY,
          host: 'covers.test',
          'sec-fetch-site': 'same-origin',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie || device ? { cookie: [cookie, device].filter(Boolean).join('; ') } : {}),
          ...headers,
        }),
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      const raw = response.headers['set-cookie'];
      const all = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      const deviceSet = all.find((c) => c.startsWith('covers_device='));
      if (deviceSet) device = deviceSet.split(';')[0];
      const setCookie = all.find((c) => c !== deviceSet);
      if (setCookie) {
        const [pair] = setCookie.split(';');
        cookie = pair!.endsWith('=') || /expires=Thu, 01 Jan 1970/i.test(setCookie) ? undefined : pair;
      }
      return { status: response.statusCode, body: response.json(), headers: response.headers, setCookie };
    },
  };
}

/** Headers with those set to undefined left out (a test takes a default header away so). */
function withoutUndefined(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export type AccountClient = ReturnType<typeof accountClient>;

/** The newest e-mail to an address, from the outbox. */
export async function lastEmailTo(db: Queryable, address: string) {
  const [row] = await db.query<{ subject: string; body_text: string; template: string }>(
    'SELECT subject, body_text, template FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [address],
  );
  return row;
}

/** The token of the link to `path` (e.g. '/verify/') in the newest e-mail to an address. */
export async function linkTokenIn(db: Queryable, address: string, path: string): Promise<string> {
  const email = await lastEmailTo(db, address);
  const match = email?.body_text.match(new RegExp(`http://covers\\.test${path}([A-Za-z0-9_-]+)`));
  expect(match, `a ${path} link in the e-mail to ${address}`).toBeTruthy();
  return match![1]!;
}

/** Registers and verifies an address: the client is then logged in. */
export async function registerAccount(t: TestApp, client: AccountClient, email: string, password = PASSWORD) {
  expect((await client.send('POST', 'register', { email })).status).toBe(200);
  const token = await linkTokenIn(t.db, email.toLowerCase(), '/verify/');
  const verified = await client.send('POST', `register/verify/${token}`, { forename: 'Ada', surname: 'Lovelace', password });
  expect(verified.status).toBe(200);
  return verified;
}

/**
 * A guest joining by their invitation's code as a new customer: the form asks for the account, and the link
 * then e-mailed to the invitation's address makes it, links the guest and logs `client` in.
 */
export async function joinAsNewCustomer(t: TestApp, client: AccountClient, code: string, email: string, names = { forename: 'Grace', surname: 'Hopper' }) {
  const asked = await client.api('POST', `rest/booking/guest-join/${code}`, { ...names, password: PASSWORD });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  expect(asked.body.data.email_sent).toBe(true);
  const token = await linkTokenIn(t.db, email.toLowerCase(), '/verify/');
  const verified = await client.send('POST', `register/verify/${token}`, { ...names, password: PASSWORD });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified;
}

/** The expected error answer: the status and the spec's error shape. */
export function expectError(answer: Pick<Answer, 'status' | 'body'>, status: number, message?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(typeof answer.body.error).toBe('string');
  expect(answer.body.errors.message).toBe(answer.body.error);
  if (message !== undefined) expect(answer.body.error).toBe(message);
}

/** A new app user of the group's app (their own customer with `email`, the id `id`) and a client of the site. */
export async function newAppUser(t: TestApp, id: string, email: string): Promise<{ client: AccountClient; id: string; customerId: number; email: string }> {
  const [customer] = await t.db.query<{ id: number }>('INSERT INTO customers (email) VALUES ($1) RETURNING id', [email]);
  await t.db.run('INSERT INTO app_users (app_user_id, customer_id, created_at) VALUES ($1, $2, now())', [id, customer!.id]);
  return { client: accountClient(t), id, customerId: customer!.id, email };
}
