export * from './types.ts';
export * from './preorder.ts';
