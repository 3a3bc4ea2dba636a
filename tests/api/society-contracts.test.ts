/**
 * A society's contract (issue 15, spec §2.5, §3 "Contract", §4, §7.5, §8): read by its signatory by the link's two
 * codes, marked viewed once read to the end, signed once with a PNG signature (two signatures at once: the first
 * kept, the second refused), never altered afterwards, and downloaded signed. Wrong codes all get the same 404,
 * bad input a 4xx that changes nothing; the calls share the lookup limit. The real server on PGlite, or
 * PostgreSQL with DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertContract } from '../../src/server/db/repositories/society-contracts.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { createTestApp, useTestApp } from '../helpers/test-app.ts';
import { accountClient, expectError, type AccountClient } from './accounts-helpers.ts';

const NOT_FOUND = 'Sorry, that contract link is not valid. Please check it with your society.';
const NOT_VIEWED = 'Please read the whole contract before signing';
const ALREADY_SIGNED = 'This contract has already been signed.';
const SIGNATURE_REQUIRED = 'Please draw or type your signature before signing.';
const SIGNATURE_INVALID = "Sorry, we couldn't read that signature. Please clear it and sign again.";
const SALSA = 'Manchester Salsa Society';

/** A real PNG of `width` × `height` grey pixels (every byte `shade`): what a canvas's toDataURL gives. */
function png(width: number, height: number, shade = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, shade);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
const dataUrl = (image: Buffer) => `data:image/png;base64,${image.toString('base64')}`;

const t = useTestApp({ lookupLimit: false });
let client: AccountClient;
let salsa: { code: string; admin_code: string; id: number };
const secret = () => randomBytes(24).toString('base64url');

beforeAll(async () => {
  client = accountClient(t);
  [salsa] = (await t.db.query<{ code: string; admin_code: string; id: number }>(
    'SELECT c.id, c.code, c.admin_code FROM society_contracts c JOIN societies s ON s.id = c.society_id WHERE s.title = $1',
    [SALSA],
  )) as [typeof salsa];
});

const path = (c: { code: string; admin_code: string }, call = '') => `societies/society-portal/contract/${encodeURIComponent(c.code)}/${encodeURIComponent(c.admin_code)}${call}`;
const read = (c: { code: string; admin_code: string }) => client.send('GET', path(c));
const viewed = (c: { code: string; admin_code: string }) => client.send('POST', path(c, '/viewed'), {});
const sign = (c: { code: string; admin_code: string }, body: unknown) => client.send('POST', path(c, '/sign'), body);
const download = (c: { code: string; admin_code: string }) => t.app.server.inject({ method: 'GET', url: `/society/contract/${encodeURIComponent(c.code)}/${encodeURIComponent(c.admin_code)}/download` });
const stored = (id: number) =>
  t.db.query<{ viewed_at: Date | null; signed_at: Date | null; signed_by: string | null; signature: string | null }>(
    "SELECT viewed_at, signed_at, signed_by, encode(signature_png, 'base64') AS signature FROM society_contracts WHERE id = $1",
    [id],
  );

/** A new contract of the Salsa society, waiting for its signatory. */
async function newContract(terms = '## Terms\nThe society agrees.') {
  const [society] = await t.db.query<{ id: number }>('SELECT id FROM societies WHERE title = $1', [SALSA]);
  const contract = { code: secret(), admin_code: secret() };
  const id = await insertContract(t.db, { societyId: society!.id, code: contract.code, adminCode: contract.admin_code, signatoryName: 'Grace Member', title: 'Agreement', terms, at: new Date() });
  return { ...contract, id };
}

describe('reading a contract', () => {
  it('answers the seeded contract with its status, its signatory and its terms rendered', async () => {
    const r = await read(salsa);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id: salsa.id,
      status: { completed: false, name: 'Awaiting signature' },
      current_user_name: 'Grace Member',
      title: 'Society partnership agreement',
      society: { title: SALSA },
      viewed_at: null,
      signed_at: null,
      signed_by: null,
      signature_data: null,
    });
    expect(r.body.data.rendered_contract).toMatch(/^<h2>1\. Who this agreement is between<\/h2>\n<p>This agreement is between Manchester Salsa Society \(the society\)/);
  });

  it('escapes every text of the terms', async () => {
    const contract = await newContract('## <b>Heading</b>\n\nA <script>alert("x")</script> & more');
    expect((await read(contract)).body.data.rendered_contract).toBe('<h2>&lt;b&gt;Heading&lt;/b&gt;</h2>\n<p>A &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; more</p>');
  });

  it('answers the same 404 for an unknown code, a wrong admin code, another contract’s admin code and codes of any other shape, and changes nothing', async () => {
    const other = await newContract();
    const before = await dbFingerprint(t.db);
    const wrong = [
      { code: secret(), admin_code: salsa.admin_code },
      { code: salsa.code, admin_code: secret() },
      { code: salsa.code, admin_code: other.admin_code },
      { code: salsa.code, admin_code: salsa.admin_code.slice(1) },
      { code: `${salsa.code}x`, admin_code: salsa.admin_code },
      { code: 'abc', admin_code: 'def' },
      { code: salsa.code, admin_code: `${salsa.admin_code.slice(0, 31)}!` },
    ];
    for (const c of wrong) {
      expectError(await read(c), 404, NOT_FOUND);
      expectError(await viewed(c), 404, NOT_FOUND);
      expectError(await sign(c, { signature_data: dataUrl(png(4, 2)) }), 404, NOT_FOUND);
      const file = await download(c);
      expect(file.statusCode).toBe(404);
      expect(file.body).toBe(NOT_FOUND);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('signing', () => {
  it('refuses to sign before the contract was read to the end, then opens signing once viewed (again changes nothing)', async () => {
    const contract = await newContract();
    expectError(await sign(contract, { signature_data: dataUrl(png(4, 2)) }), 409, NOT_VIEWED);
    expect(await stored(contract.id)).toEqual([{ viewed_at: null, signed_at: null, signed_by: null, signature: null }]);
    const first = await viewed(contract);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: { completed: false, name: 'Read, awaiting signature' }, viewed_at: '2026-11-21T12:00:00.000Z' });
    t.clock.set(new Date('2026-11-21T12:05:00Z'));
    try {
      expect((await viewed(contract)).body.data.viewed_at).toBe('2026-11-21T12:00:00.000Z');
    } finally {
      t.clock.set(new Date('2026-11-21T12:00:00Z'));
    }
  });

  it('refuses a missing or unreadable signature with 422 on the field, storing nothing', async () => {
    const contract = await newContract();
    await viewed(contract);
    const before = await dbFingerprint(t.db);
    const cases: [unknown, string][] = [
      [{}, SIGNATURE_REQUIRED],
      [{ signature_data: null }, SIGNATURE_REQUIRED],
      [{ signature_data: '  ' }, SIGNATURE_REQUIRED],
      [{ signature_data: 'my signature' }, SIGNATURE_INVALID],
      [{ signature_data: `data:image/jpeg;base64,${png(4, 2).toString('base64')}` }, SIGNATURE_INVALID],
      [{ signature_data: `data:image/png;base64,${Buffer.from('not a png, only text that is long enough').toString('base64')}` }, SIGNATURE_INVALID],
      [{ signature_data: 'data:image/png;base64,%%%%' }, SIGNATURE_INVALID],
      [{ signature_data: dataUrl(png(5000, 1)) }, SIGNATURE_INVALID],
      [{ signature_data: dataUrl(Buffer.concat([png(4, 2), randomBytes(170 * 1024)])) }, SIGNATURE_INVALID],
    ];
    for (const [body, message] of cases) {
      const r = await sign(contract, body);
      expectError(r, 422, message);
      expect(r.body.errors.fields).toEqual({ signature_data: [message] });
    }
    expectError(await sign(contract, { signature_data: 42 }), 400);
    expectError(await sign(contract, undefined), 400);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('stores the signature and the signer; the contract is then completed and cannot be signed again or altered', async () => {
    const contract = await newContract();
    await viewed(contract);
    const image = png(300, 100, 200);
    const r = await sign(contract, { signature_data: dataUrl(image) });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      status: { completed: true, name: 'Signed' },
      signed_at: '2026-11-21T12:00:00.000Z',
      signed_by: 'Grace Member',
      signature_data: dataUrl(image),
    });
    expect((await read(contract)).body).toEqual(r.body);
    const [row] = await stored(contract.id);
    expect(Buffer.from(row!.signature!, 'base64').equals(image)).toBe(true);
    expect(row!.signed_by).toBe('Grace Member');

    const before = await dbFingerprint(t.db);
    expectError(await sign(contract, { signature_data: dataUrl(png(4, 2)) }), 409, ALREADY_SIGNED);
    expectError(await sign(contract, {}), 409, ALREADY_SIGNED);
    expect((await viewed(contract)).body).toEqual(r.body);
    expect(await dbFingerprint(t.db)).toEqual(before);
    // Not even the database lets a signed contract change.
    await expect(t.db.run("UPDATE society_contracts SET signed_by = 'Someone else' WHERE id = $1", [contract.id])).rejects.toThrow(/signed and cannot be changed/);
    await expect(t.db.run('DELETE FROM society_contracts WHERE id = $1', [contract.id])).rejects.toThrow(/signed and cannot be changed/);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('keeps the first of two signatures sent at once and refuses the second', async () => {
    for (let round = 0; round < 5; round++) {
      const contract = await newContract();
      await viewed(contract);
      const images = [png(40, 20, 10), png(40, 20, 250)];
      const answers = await Promise.all(images.map((image) => sign(contract, { signature_data: dataUrl(image) })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.findIndex((a) => a.status === 200);
      expectError(answers[1 - winner]!, 409, ALREADY_SIGNED);
      const [row] = await stored(contract.id);
      expect(Buffer.from(row!.signature!, 'base64').equals(images[winner]!)).toBe(true);
      expect((await read(contract)).body.data.signature_data).toBe(dataUrl(images[winner]!));
    }
  });
});

describe('downloading the signed contract', () => {
  it('says to sign first until signed (409, not an invalid link), then is one HTML file with the terms, the signature image and who signed when', async () => {
    const contract = await newContract('## Terms\n\nThe society & we agree.');
    await viewed(contract);
    const early = await download(contract);
    expect(early.statusCode).toBe(409);
    expect(early.body).toBe("This contract hasn't been signed yet. Sign it on its page first; the signed copy can be downloaded from there.");
    const image = png(60, 20, 90);
    await sign(contract, { signature_data: dataUrl(image) });
    const file = await download(contract);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="contract-manchester-salsa-society-signed.html"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.body).toContain('<h2>Terms</h2>\n<p>The society &amp; we agree.</p>');
    expect(file.body).toContain(`<img src="${dataUrl(image)}" alt="Signature of Grace Member">`);
    expect(file.body).toContain('<p>Signed by Grace Member on November 21st 2026 at 12:00</p>');
    expect(file.body).not.toContain('<script');
  });
});

describe('the society’s own page', () => {
  it('lists the society’s contracts for its admins: each one’s status and page, and its file once signed', async () => {
    const grace = accountClient(t);
    const [app] = await t.db.query<{ app_user_id: string }>("SELECT a.app_user_id FROM app_users a JOIN customers c ON c.id = a.customer_id WHERE c.email = 'grace.member@example.com'");
    expect((await grace.send('POST', 'authenticate-app-customer', { app_user_id: app!.app_user_id })).status).toBe(200);
    const [society] = await t.db.query<{ id: number }>('SELECT id FROM societies WHERE title = $1', [SALSA]);
    const contract = await newContract();
    const listed = async () => {
      const r = await grace.send('GET', `society-portal/society/${society!.id}`);
      expect(r.status).toBe(200);
      return r.body.data.contracts.find((c: { path: string }) => c.path === `/society/contract/${contract.code}/${contract.admin_code}`);
    };
    expect(await listed()).toEqual({
      title: 'Agreement',
      status: { completed: false, name: 'Awaiting signature' },
      signatory_name: 'Grace Member',
      signed_at: null,
      path: `/society/contract/${contract.code}/${contract.admin_code}`,
      download_path: null,
    });
    await viewed(contract);
    await sign(contract, { signature_data: dataUrl(png(8, 4)) });
    expect(await listed()).toMatchObject({
      status: { completed: true, name: 'Signed' },
      signed_at: '2026-11-21T12:00:00.000Z',
      download_path: `/society/contract/${contract.code}/${contract.admin_code}/download`,
    });
  });
});

describe('the lookup limit', () => {
  it('counts the contract calls and the download with the other lookups by a code', async () => {
    const limited = await createTestApp({ lookupLimit: { max: 4, windowMs: 60_000 }, db: t.db });
    try {
      const [c] = await limited.db.query<{ code: string; admin_code: string }>('SELECT code, admin_code FROM society_contracts ORDER BY id LIMIT 1');
      const other = accountClient(limited, { ip: '10.7.0.2' });
      const at = (call = '') => `societies/society-portal/contract/${c!.code}/${c!.admin_code}${call}`;
      expect((await other.send('GET', at())).status).toBe(200);
      expect((await other.send('POST', at('/viewed'), {})).status).toBe(200);
      expect((await other.send('GET', `societies/society/qr/${'Q'.repeat(32)}`)).status).toBe(404);
      const file = await limited.app.server.inject({ method: 'GET', url: `/society/contract/${c!.code}/${c!.admin_code}/download`, remoteAddress: '10.7.0.2' });
      expect(file.statusCode).toBe(409); // not signed yet: counted all the same
      const before = await dbFingerprint(limited.db);
      expectError(await other.send('POST', at('/sign'), { signature_data: dataUrl(png(4, 2)) }), 429);
      expectError(await other.send('GET', at()), 429);
      expect(await dbFingerprint(limited.db)).toEqual(before);
    } finally {
      await limited.close();
    }
  }, 120_000); // it makes a second database of its own, which takes a while on a loaded machine
});
