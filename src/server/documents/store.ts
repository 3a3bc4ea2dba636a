/**
 * Where documents (allergen and party menu PDFs) are kept: one small interface, a folder on this machine
 * (the data folder's `documents/` by default, DOCUMENTS_DIR when set) or an S3-compatible bucket
 * (DOCUMENTS_S3_*, s3-store.ts). Keys are paths such as `party-menus/3f9c….pdf`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface DocumentStore {
  /** Where the files are, for the start-up lines (never a secret). */
  readonly description: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under that key. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes the file; a key with none is no error. */
  delete(key: string): Promise<void>;
}

/** Lower-case letters, digits, `-`, `_`, `.` in `/`-separated parts, none of them `.` or `..`. */
const KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`not a document key: ${JSON.stringify(key)}`);
  return key;
}

/** A file written under a temporary name and renamed: a reader never sees half of one. */
export function directoryStore(dir: string): DocumentStore {
  return {
    description: `folder ${dir}`,
    async put(key, body) {
      const path = join(dir, checkKey(key));
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(join(dir, checkKey(key))));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(join(dir, checkKey(key)), { force: true });
    },
  };
}

/** A server built with no store (tests, benchmarks) keeps its documents in a folder of its own under the system's temporary folder. */
export async function temporaryStore(): Promise<DocumentStore> {
  return directoryStore(await mkdtemp(join(tmpdir(), 'covers-documents-')));
}
