/**
 * Documents in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph…), with requests signed by
 * aws4fetch (Signature Version 4). Path-style addresses (`{endpoint}/{bucket}/{key}`), which every
 * S3-compatible store answers.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { checkKey, type DocumentStore } from './store.ts';

export interface S3StoreConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key, e.g. `covers/` (may be empty). */
  prefix: string;
}

export function s3Store(config: S3StoreConfig): DocumentStore {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' });
  const base = `${config.endpoint.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}/`;
  const url = (key: string) => `${base}${`${config.prefix}${checkKey(key)}`.split('/').map(encodeURIComponent).join('/')}`;
  const failed = async (what: string, key: string, response: Response) =>
    new Error(`S3 ${what} of ${key} failed: ${response.status} ${(await response.text().catch(() => '')).slice(0, 200)}`);
  return {
    description: `S3 bucket ${config.bucket} at ${config.endpoint}`,
    async put(key, body, contentType) {
      // The body's hash is signed too, so the store refuses a file changed on the way.
      const headers = { 'content-type': contentType, 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex') };
      const response = await client.fetch(url(key), { method: 'PUT', body: new Uint8Array(body), headers });
      if (!response.ok) throw await failed('upload', key, response);
    },
    async get(key) {
      const response = await client.fetch(url(key), { method: 'GET' });
      if (response.status === 404) return undefined;
      if (!response.ok) throw await failed('download', key, response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failed('delete', key, response);
    },
  };
}
