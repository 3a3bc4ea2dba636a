/**
 * Once a step shows, the code and validators of the steps its transitions lead to start loading,
 * so that leaving it shows the next step at once instead of "Loading…" while its chunk arrives. It
 * runs after the step has painted: the first step's own budget is untouched.
 */
import { useEffect } from 'react';
import type { FlowDefinition, StepId } from '../../engine/flow/index.ts';
// Not registry.ts: it imports the steps that call this hook. The shell has loaded it by the time a step shows.
import { rendererFor } from '../steps/step-renderers.ts';
import { loadStepValidator } from '../steps/step-validator.ts';

export function usePreloadNextSteps(flow: FlowDefinition, stepId: StepId): void {
  useEffect(() => {
    const targets = new Set(
      (flow.steps[stepId]?.transitions ?? []).map((t) => t.to).filter((to) => to !== stepId),
    );
    for (const id of targets) {
      const next = flow.steps[id];
      if (!next) continue;
      rendererFor(next.kind)
        .preload()
        .catch(() => undefined);
      loadStepValidator(flow, id).catch(() => undefined);
    }
  }, [flow, stepId]);
}
