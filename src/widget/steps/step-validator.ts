/**
 * A step's precompiled validator, for rjsf. Pass `step.fields` to rjsf unchanged as the form's
 * `schema`: rjsf checks that the schema it validates is the one the validator was compiled from.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FlowDefinition, StepId } from '../../engine/flow/types.ts';
import { MissingBuildError, stepSchemaHash, validatorModule } from './step-assets.ts';

const validators = new Map<string, Promise<ValidatorType>>();
const ready = new Map<string, ValidatorType>();

/** The validator if it has already loaded (a step shown again, or warmed up while the page loaded). */
export function loadedStepValidator(flow: FlowDefinition, stepId: StepId): ValidatorType | undefined {
  return ready.get(`${flow.id}/${stepId}/${stepSchemaHash(flow.id, stepId)}`);
}

/** The precompiled validator of one step of a flow (cached: equal schemas share one). */
export function loadStepValidator(flow: FlowDefinition, stepId: StepId): Promise<ValidatorType> {
  const hash = stepSchemaHash(flow.id, stepId);
  const step = flow.steps[stepId];
  const load = hash ? validatorModule(hash) : undefined;
  if (!hash || !step || !load) return Promise.reject(new MissingBuildError(`The validator of ${flow.id} step ${stepId}`));
  // By schema too: a step edited while the page is open (live reload) gets its new validator.
  const key = `${flow.id}/${stepId}/${hash}`;
  let validator = validators.get(key);
  if (!validator) {
    validator = load().then((mod) => {
      const v = createPrecompiledValidator((mod.default ?? mod) as ValidatorFunctions, step.fields as RJSFSchema);
      ready.set(key, v);
      return v;
    });
    validators.set(key, validator);
  }
  return validator;
}
