/**
 * The renderer of a step kind, and how one is loaded. Apart from the list of renderers (registry.ts),
 * which imports the steps: a step can look up the renderers of the steps after it (preload-next.ts)
 * without importing itself in a circle. The list is filled when registry.ts loads, which the shell
 * imports before any step can show.
 */
import { createElement, lazy, type ComponentType } from 'react';
import type { StepKind } from '../../engine/flow/types.ts';
import type { StepRendererProps } from './step-props.ts';

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
