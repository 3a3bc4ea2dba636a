export * from './types.ts';
export * from './preorder.ts';
export * from './choices.ts';
