// Before each API test file is imported: its database, if it takes the usual seeded one, is on its way.
import { prepareSpareDb } from './test-db.ts';

prepareSpareDb();
