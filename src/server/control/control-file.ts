/**
 * How a command reaches the server that has the embedded database open (the database's folder is one
 * process's at a time): the server writes its address and a secret into the folder, readable by its
 * owner only, and the command asks it to make the change. Removed when the server stops.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CONTROL_FILE = 'covers.control.json';

export interface ControlAddress {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  token: string;
}

export const newControlToken = (): string => randomBytes(32).toString('base64url');

/** Writes the running server's address into its data folder; returns the removal. */
export function writeControlFile(dataDir: string, address: ControlAddress): () => void {
  const file = join(dataDir, CONTROL_FILE);
  writeFileSync(file, JSON.stringify(address), { mode: 0o600 });
  return () => {
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}

/** The running server's address, or undefined when it wrote none (an older server, or it is stopping). */
export function readControlFile(dataDir: string): ControlAddress | undefined {
  try {
    const value = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as Partial<ControlAddress>;
    return typeof value.url === 'string' && typeof value.token === 'string' ? { url: value.url, token: value.token } : undefined;
  } catch {
    return undefined;
  }
}

/** The address a command on this machine reaches a server listening on `host` and `port` at. */
export function localUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
