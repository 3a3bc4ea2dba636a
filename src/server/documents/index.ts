import type { DocumentsConfig } from '../config.ts';
import { s3Store } from './s3-store.ts';
import { directoryStore, type DocumentStore } from './store.ts';

export type { DocumentStore } from './store.ts';

/** The store the configuration names. */
export function documentStoreFor(config: DocumentsConfig): DocumentStore {
  if (config.kind === 's3') {
    const { kind: _kind, ...s3 } = config;
    return s3Store(s3);
  }
  return directoryStore(config.dir);
}
