/**
 * What every step renderer is given. Apart from the registry, which loads the renderers: a step
 * importing its props from there would import the module that imports it.
 */
import type { FlowDefinition, FlowStep, StepId } from '../../engine/flow/types.ts';
import type { WidgetStore } from '../../engine/store/index.ts';

export interface StepRendererProps {
  store: WidgetStore;
  flow: FlowDefinition;
  stepId: StepId;
  step: FlowStep;
}
