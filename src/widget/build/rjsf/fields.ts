/**
 * rjsf's fields for the widget bundle (stands in for @rjsf/core's `components/fields/index.js`):
 * every field a flow can reach. Left out: the layout-grid fields (reachable only by naming them in
 * "ui:field", which `flows check` refuses: a flow names custom widgets only), and FallbackField's type
 * picker (shown only with `useFallbackUiForUnsupportedType`, which the widget never sets): a schema
 * of an unknown type gets rjsf's "unsupported field" notice, as FallbackField gives it then.
 * The fields no step draws by itself load on first use: arrays (the pre-order step draws its own
 * with a custom field), anyOf/oneOf (no flow has them: visibleWhen instead) and cyclic $refs.
 */
import { createElement } from 'react';
import { getTemplate, getUiOptions, TranslatableString, type FieldProps } from '@rjsf/utils';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { onFirstUse } from './on-first-use.ts';

const ArrayField = onFirstUse(() => import('@rjsf/core/lib/components/fields/ArrayField.js'));
const CyclicSchemaField = onFirstUse(() => import('@rjsf/core/lib/components/fields/CyclicSchemaField.js'));
const MultiSchemaField = onFirstUse(() => import('@rjsf/core/lib/components/fields/MultiSchemaField.js'));

function FallbackField({ schema, fieldPathId, registry, uiSchema }: FieldProps) {
  const Unsupported = getTemplate('UnsupportedFieldTemplate', registry, getUiOptions(uiSchema));
  return createElement(Unsupported, {
    schema,
    fieldPathId,
    registry,
    reason: registry.translateString(TranslatableString.UnknownFieldType, [String(schema.type)]),
  });
}

export default function fields() {
  return {
    AnyOfField: MultiSchemaField,
    ArrayField,
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    NumberField,
    ObjectField,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  };
}
