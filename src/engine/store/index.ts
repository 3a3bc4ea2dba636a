/** The widget's runtime: a pure transition function and the MobX store that runs it (see README.md). */
export * from './types.ts';
export * from './transition.ts';
export * from './views.ts';
export * from './storage.ts';
export * from './widget-store.ts';
export * from './run-until-idle.ts';
