export * from './types.ts';
export * from './preorder.ts';
export * from './choices.ts';
export * from './collapse.ts';
export * from './quantities.ts';
