import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { DocumentStore } from '../../documents/store.ts';

/** What the menu services are given. */
export interface MenusDeps {
  db: Db;
  clock: Clock;
}

/** …and what those that keep or serve menu documents (PDFs) need besides. */
export interface MenuDocumentsDeps extends MenusDeps {
  documents: DocumentStore;
  /** The server's address: documents are linked by it. */
  publicUrl: string;
}
