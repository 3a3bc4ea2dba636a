/** The typed /api client (no React): error handling of spec §8 and the session calls of §7. */
export * from './client.ts';
export * from './errors.ts';
export * from './types.ts';
