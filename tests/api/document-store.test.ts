/**
 * The document store (issue 16: files in the data folder, a folder, or an S3-compatible store): a folder
 * store's files, whole or not at all; the S3 store against a small S3 stand-in started here, which checks
 * every request's Signature Version 4 and the signed hash of each upload, as a real store does; and the
 * server keeping a party menu's file there. The configuration's choice of store and its refusals.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocuments } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { s3Store, type S3StoreConfig } from '../../src/server/documents/s3-store.ts';
import { directoryStore, type DocumentStore } from '../../src/server/documents/store.ts';
import { createTestApp } from '../helpers/test-app.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** What every store must do. */
async function behavesAsAStore(store: DocumentStore) {
  expect(await store.get('party-menus/none.pdf')).toBeUndefined();
  await store.put('party-menus/a.pdf', PDF, 'application/pdf');
  expect(Buffer.from((await store.get('party-menus/a.pdf'))!)).toEqual(Buffer.from(PDF));
  await store.put('party-menus/a.pdf', new Uint8Array([1, 2, 3]), 'application/pdf');
  expect([...(await store.get('party-menus/a.pdf'))!]).toEqual([1, 2, 3]);
  await store.delete('party-menus/a.pdf');
  expect(await store.get('party-menus/a.pdf')).toBeUndefined();
  await store.delete('party-menus/a.pdf');
  for (const key of ['../etc/passwd', 'a/../../b', '/abs.pdf', 'A.PDF', '', 'a//b']) await expect(store.put(key, PDF, 'application/pdf'), key).rejects.toThrow('not a document key');
}

describe('the folder store', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'covers-store-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps files by key, replaces and removes them, and refuses a key that leaves its folder', async () => {
    await behavesAsAStore(directoryStore(dir));
    // No half-written file is left behind.
    expect(await readdir(dir, { recursive: true })).toEqual(['party-menus']);
  });
});

/** A small S3-compatible stand-in: path-style buckets, PUT, GET, DELETE, every request's signature checked. */
function s3StandIn(credentials: { accessKeyId: string; secretAccessKey: string; region: string; bucket: string }) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  const body = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => resolve(Buffer.concat(chunks)));
    });
  async function signatureProblem(request: IncomingMessage, payload: Buffer): Promise<string | undefined> {
    const auth = request.headers.authorization ?? '';
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=[0-9a-f]{64}$/.exec(auth);
    if (!match) return 'no signature';
    if (match[1] !== credentials.accessKeyId || match[3] !== credentials.region) return 'unknown key or region';
    const headers: Record<string, string> = {};
    for (const name of match[4]!.split(';')) if (name !== 'host') headers[name] = String(request.headers[name] ?? '');
    const expected = await new AwsV4Signer({
      method: request.method!,
      url: `http://${request.headers.host}${request.url}`,
      headers,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      service: 's3',
      region: credentials.region,
      datetime: headers['x-amz-date']!,
    }).authHeader();
    if (expected !== auth) return 'signature does not match';
    const hash = headers['x-amz-content-sha256'];
    if (request.method === 'PUT' && hash !== createHash('sha256').update(payload).digest('hex')) return 'payload hash does not match';
    return undefined;
  }
  const server: Server = createServer(async (request, response) => {
    const payload = await body(request);
    const problem = await signatureProblem(request, payload);
    const [, bucket, ...key] = decodeURI(request.url!.split('?')[0]!).split('/');
    if (problem || bucket !== credentials.bucket) {
      refused.push(problem ?? `no bucket ${bucket}`);
      response.writeHead(problem ? 403 : 404, { 'content-type': 'application/xml' }).end(`<Error><Code>${problem ? 'SignatureDoesNotMatch' : 'NoSuchBucket'}</Code></Error>`);
      return;
    }
    const path = key.join('/');
    if (request.method === 'PUT') {
      objects.set(path, { body: payload, type: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (!object) response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': object.type }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
  return {
    objects,
    refused,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the S3 store', () => {
  const credentials = { accessKeyId: 'covers-test', secretAccessKey: 'a-secret-the-stand-in-knows', region: 'eu-west-2', bucket: 'menus' };
  const standIn = s3StandIn(credentials);
  let config: S3StoreConfig;
  beforeAll(async () => {
    config = { ...credentials, endpoint: await standIn.start(), prefix: 'covers/' };
  });
  afterAll(() => standIn.stop());

  it('keeps, replaces and removes files in the bucket under its prefix, every request signed', async () => {
    await behavesAsAStore(s3Store(config));
    expect(standIn.refused).toEqual([]);
    await s3Store(config).put('party-menus/kept.pdf', PDF, 'application/pdf');
    expect(standIn.objects.get('covers/party-menus/kept.pdf')?.type).toBe('application/pdf');
  });

  it('a wrong secret or bucket fails loudly rather than answering nothing', async () => {
    await expect(s3Store({ ...config, secretAccessKey: 'wrong' }).get('party-menus/kept.pdf')).rejects.toThrow(/S3 download of party-menus\/kept.pdf failed: 403/);
    await expect(s3Store({ ...config, bucket: 'other' }).put('party-menus/x.pdf', PDF, 'application/pdf')).rejects.toThrow(/failed: 404/);
    expect(standIn.refused).toEqual(['signature does not match', 'no bucket other']);
  });

  it('the server keeps a party menu’s file there', async () => {
    const t = await createTestApp({ documents: s3Store(config) });
    try {
      const [{ id }] = (await t.db.query<{ id: number }>('SELECT id FROM party_menu_documents WHERE bar_id = $1 ORDER BY id LIMIT 1', [demo.bars.revolutionLeeds])) as [{ id: number }];
      const response = await t.app.server.inject({ method: 'GET', url: `/files/party-menus/${id}.pdf` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const stored = [...standIn.objects.keys()].filter((k) => k.startsWith('covers/party-menus/demo/'));
      expect(stored).toHaveLength(1);
      expect(standIn.objects.get(stored[0]!)!.body.equals(response.rawPayload)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('choosing the store', () => {
  it('the data folder by default, DOCUMENTS_DIR, or S3 with all four settings', () => {
    expect(loadDocuments({ DATA_DIR: '/srv/covers' })).toEqual({ kind: 'directory', dir: '/srv/covers/documents' });
    expect(loadDocuments({ DOCUMENTS_DIR: '/mnt/menus' })).toEqual({ kind: 'directory', dir: '/mnt/menus' });
    const s3 = { DOCUMENTS_S3_ENDPOINT: 'https://s3.eu-west-2.amazonaws.com', DOCUMENTS_S3_BUCKET: 'menus', DOCUMENTS_S3_ACCESS_KEY_ID: 'id', DOCUMENTS_S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadDocuments({ ...s3, DOCUMENTS_S3_PREFIX: 'covers' })).toEqual({ kind: 's3', endpoint: s3.DOCUMENTS_S3_ENDPOINT, bucket: 'menus', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret', prefix: 'covers/' });
  });

  it('refuses half an S3 setting, a bad endpoint, and two stores at once', () => {
    expect(() => loadDocuments({ DOCUMENTS_S3_BUCKET: 'menus' })).toThrow('the S3 document store needs DOCUMENTS_S3_ENDPOINT, DOCUMENTS_S3_ACCESS_KEY_ID, DOCUMENTS_S3_SECRET_ACCESS_KEY beside DOCUMENTS_S3_BUCKET');
    const s3 = { DOCUMENTS_S3_ENDPOINT: 's3.example', DOCUMENTS_S3_BUCKET: 'menus', DOCUMENTS_S3_ACCESS_KEY_ID: 'id', DOCUMENTS_S3_SECRET_ACCESS_KEY: 'secret' };
    expect(() => loadDocuments(s3)).toThrow('DOCUMENTS_S3_ENDPOINT must be an http(s):// address');
    expect(() => loadDocuments({ ...s3, DOCUMENTS_S3_ENDPOINT: 'http://127.0.0.1:9000', DOCUMENTS_DIR: '/x' })).toThrow('set one');
  });
});
