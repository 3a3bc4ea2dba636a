export * from './types.ts';
export * from './paging.ts';
export * from './day-parts.ts';
export * from './initial.ts';
export * from './label.ts';
