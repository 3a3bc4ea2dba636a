/**
 * The custom rjsf widgets a flow's uiSchema names by id (`"ui:widget": "slotGrid"`), registered
 * here by the step renderers. The ids are the engine's vocabulary (WIDGET_IDS); `flows check`
 * refuses any other.
 */
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { WidgetId } from '../../engine/flow/vocabulary.ts';

export const customWidgets: Partial<Record<WidgetId, RegistryWidgetsType[string]>> = {};
