/**
 * Step renderers by step kind (a flow step's `kind`), each loaded when a step of that kind first
 * shows, so the first load carries only the shell. A kind without a renderer uses GenericStep.
 * The step renderers register themselves here:
 * `stepRenderers.timeSelect = preloadable(() => import('./TimeSelectStep.tsx'))`.
 * Take `rendererFor` from here, not from step-renderers.ts: importing this module is what fills the list.
 */
import { preloadable, stepRenderers } from './step-renderers.ts';

export { rendererFor } from './step-renderers.ts';

// Step 3 (pre-order), step 4 (personal details), the enquiry (99, or 2 of enquiry-only flows), completion.
stepRenderers.preOrder = preloadable(() => import('./pre-order/PreOrderStep.tsx'));
stepRenderers.personalDetails = preloadable(() => import('./personal-details/PersonalDetailsStep.tsx'));
stepRenderers.enquiry = preloadable(() => import('./enquiry/EnquiryStep.tsx'));
stepRenderers.completion = preloadable(() => import('./completion/CompletionStep.tsx'));

// Step 1 (pre-booking) and step 2 (time select).
stepRenderers.prebooking = preloadable(() => import('./prebooking/PrebookingStep.tsx'));
stepRenderers.timeSelect = preloadable(() => import('./time-select/TimeSelectStep.tsx'));
