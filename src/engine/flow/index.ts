/**
 * The flow engine's browser-safe surface: types, JSON Logic, rules, transitions, graph, checks and
 * migrations. No ajv and no Node here; the Node loader is `./load.node.ts`.
 */
export * from './types.ts';
export * from './vocabulary.ts';
export { CUSTOM_OPERATIONS, LOGIC_OPERATIONS_VERSION, STANDARD_OPERATIONS, describeLogic, evaluate, isKnownOperation, operationsUsed, test, variablesUsed, type LogicContext } from './logic.ts';
export * from './rules.ts';
export * from './transitions.ts';
export * from './graph.ts';
export * from './check.ts';
export * from './migrate.ts';
export * from './flow-rules.ts';
