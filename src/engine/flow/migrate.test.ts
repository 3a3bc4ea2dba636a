import { describe, expect, it } from 'vitest';
import { CURRENT_FLOW_SCHEMA_VERSION, migrateFlow } from './migrate.ts';

describe('migrateFlow', () => {
  it('leaves a current flow alone', () => {
    const flow = { id: 'X', schemaVersion: CURRENT_FLOW_SCHEMA_VERSION };
    expect(migrateFlow(flow)).toBe(flow);
  });

  it('upgrades one version at a time by code', () => {
    const migrations = {
      1: (f: Record<string, unknown>) => ({ ...f, renamed: f.old, old: undefined }),
      2: (f: Record<string, unknown>) => ({ ...f, added: true }),
    };
    expect(migrateFlow({ schemaVersion: 1, old: 'x' }, { migrations, target: 3 })).toEqual({ schemaVersion: 3, renamed: 'x', old: undefined, added: true });
  });

  it('refuses a file newer than the code, or a gap in the migrations', () => {
    expect(() => migrateFlow({ schemaVersion: 9 })).toThrow('newer');
    expect(() => migrateFlow({ schemaVersion: 1 }, { migrations: {}, target: 2 })).toThrow('no migration from schemaVersion 1');
  });
});
