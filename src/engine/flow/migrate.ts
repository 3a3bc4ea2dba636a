/**
 * Flow files carry `schemaVersion`. When the format changes, bump `CURRENT_FLOW_SCHEMA_VERSION`,
 * add a migration from the previous version here (pure: old JSON in, next version's JSON out), and
 * `flows check --strict` lists the files still on an old version. The loader migrates old files in
 * memory, so they keep working until someone rewrites them.
 */

/** The version new flow files are written in. Version 1 is the first; no migrations exist yet. */
export const CURRENT_FLOW_SCHEMA_VERSION = 1;

export type RawFlow = Record<string, unknown>;
/** A migration upgrades a flow from version `n` (its key) to `n + 1`. */
export type FlowMigrations = Readonly<Record<number, (flow: RawFlow) => RawFlow>>;

export const FLOW_MIGRATIONS: FlowMigrations = {};

export function schemaVersionOf(raw: unknown): number | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const v = (raw as RawFlow).schemaVersion;
  return typeof v === 'number' && Number.isInteger(v) ? v : undefined;
}

/**
 * Upgrades a raw flow to `target`, one version at a time. Throws when the file is newer than the
 * code, or when a step has no migration.
 */
export function migrateFlow(raw: RawFlow, options: { migrations?: FlowMigrations; target?: number } = {}): RawFlow {
  const migrations = options.migrations ?? FLOW_MIGRATIONS;
  const target = options.target ?? CURRENT_FLOW_SCHEMA_VERSION;
  let version = schemaVersionOf(raw) ?? 1;
  if (version > target) throw new Error(`schemaVersion ${version} is newer than this code understands (${target})`);
  let flow = raw;
  while (version < target) {
    const step = migrations[version];
    if (!step) throw new Error(`no migration from schemaVersion ${version} to ${version + 1}`);
    flow = { ...step(flow), schemaVersion: version + 1 };
    version += 1;
  }
  return flow;
}
