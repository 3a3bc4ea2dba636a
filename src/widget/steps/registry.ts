/**
 * Step renderers by step kind (a flow step's `kind`), each loaded when a step of that kind first
 * shows, so the first load carries only the shell. A kind without a renderer uses GenericStep.
 * The step renderers register themselves here:
 * `stepRenderers.timeSelect = preloadable(() => import('./TimeSelectStep.tsx'))`.
 */
import { createElement, lazy, type ComponentType } from 'react';
import type { FlowDefinition, FlowStep, StepId, StepKind } from '../../engine/flow/types.ts';
import type { WidgetStore } from '../../engine/store/index.ts';

export interface StepRendererProps {
  store: WidgetStore;
  flow: FlowDefinition;
  stepId: StepId;
  step: FlowStep;
}

export interface Renderer {
  (props: StepRendererProps): ReturnType<typeof createElement>;
  /** Loads the code now; once loaded, the renderer shows without suspending. */
  preload(): Promise<void>;
}

/** A lazily loaded renderer that can be fetched ahead of time, and then renders at once. */
export function preloadable(factory: () => Promise<{ default: ComponentType<StepRendererProps> }>): Renderer {
  let loaded: ComponentType<StepRendererProps> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= factory().then((m) => {
      loaded = m.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Component = (props: StepRendererProps) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload });
}

export const GenericStep = preloadable(() => import('./GenericStep.tsx'));

export const stepRenderers: Partial<Record<StepKind, Renderer>> = {};

export function rendererFor(kind: StepKind): Renderer {
  return stepRenderers[kind] ?? GenericStep;
}

// Step 3 (pre-order), step 4 (personal details), the enquiry (99, or 2 of enquiry-only flows), completion.
stepRenderers.preOrder = preloadable(() => import('./pre-order/PreOrderStep.tsx'));
stepRenderers.personalDetails = preloadable(() => import('./personal-details/PersonalDetailsStep.tsx'));
stepRenderers.enquiry = preloadable(() => import('./enquiry/EnquiryStep.tsx'));
stepRenderers.completion = preloadable(() => import('./completion/CompletionStep.tsx'));

// Step 1 (pre-booking) and step 2 (time select).
stepRenderers.prebooking = preloadable(() => import('./prebooking/PrebookingStep.tsx'));
stepRenderers.timeSelect = preloadable(() => import('./time-select/TimeSelectStep.tsx'));
