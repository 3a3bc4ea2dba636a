/**
 * Step renderers by step kind (a flow step's `kind`), each loaded when a step of that kind first
 * shows, so the first load carries only the shell. A kind without a renderer uses GenericStep.
 * The step renderers register themselves here: `stepRenderers.timeSelect = lazy(() => import(…))`.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FlowDefinition, FlowStep, StepId, StepKind } from '../../engine/flow/types.ts';
import type { WidgetStore } from '../../engine/store/index.ts';

export interface StepRendererProps {
  store: WidgetStore;
  flow: FlowDefinition;
  stepId: StepId;
  step: FlowStep;
}

type Renderer = LazyExoticComponent<ComponentType<StepRendererProps>>;

export const GenericStep: Renderer = lazy(() => import('./GenericStep.tsx'));

export const stepRenderers: Partial<Record<StepKind, Renderer>> = {};

export function rendererFor(kind: StepKind): Renderer {
  return stepRenderers[kind] ?? GenericStep;
}

/** Starts fetching a step's code before it shows (the first step: while the flow loads). */
export function preloadGenericStep(): void {
  void import('./GenericStep.tsx');
}
