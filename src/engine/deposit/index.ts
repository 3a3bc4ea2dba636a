export * from './countdown.ts';
