import type { FlowDefinition } from '../../engine/flow/types.ts';

/**
 * The flow files, validated, migrated and checked when the server bundle was built (bundle.ts puts
 * them here); null when the server runs from its sources, which validate the files at start.
 */
export const PREVALIDATED_FLOWS: FlowDefinition[] | null = null;
