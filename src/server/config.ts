import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; absent: the embedded database in dataDir. */
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  dataDir: string;
  /** Brand id → accepted API keys; '*' keys are accepted for every brand. */
  apiKeys: Map<string, Set<string>>;
  publicUrl: string;
  seedDemo: boolean;
  logLevel: string;
}

export const DEMO_API_KEY = 'covers-demo-key';

/** API_KEYS="1:key-a,2:key-b,*:key-c": each entry is brand:key; '*' accepts the key for every brand. */
export function parseApiKeys(value: string): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const entry of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const at = entry.indexOf(':');
    if (at <= 0) throw new Error(`API_KEYS entry "${entry}" is not brand:key`);
    const brand = entry.slice(0, at).trim();
    const key = entry.slice(at + 1).trim();
    if (!key) throw new Error(`API_KEYS entry "${entry}" has no key`);
    keys.set(brand, (keys.get(brand) ?? new Set()).add(key));
  }
  return keys;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    apiKeys: parseApiKeys(env.API_KEYS ?? `*:${DEMO_API_KEY}`),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}

export function keyAllowed(config: Pick<Config, 'apiKeys'>, brandId: number, key: string): boolean {
  return Boolean(config.apiKeys.get(String(brandId))?.has(key) || config.apiKeys.get('*')?.has(key));
}
