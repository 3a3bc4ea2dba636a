export * from './session-sync.ts';
export { normalisePeople, sameValue } from './values.ts';
