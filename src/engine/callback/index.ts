export * from './callback-slots.ts';
