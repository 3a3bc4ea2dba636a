/**
 * rjsf's templates for the widget bundle (stands in for @rjsf/core's `components/templates/index.js`):
 * all but the two only the left-out fields use (GridTemplate: the layout grid; FallbackFieldTemplate:
 * FallbackField). See fields.ts. The templates only the fields loaded on first use draw (arrays,
 * anyOf/oneOf, cyclic $refs) load with them.
 */
import BaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
import ButtonTemplates from '@rjsf/core/lib/components/templates/ButtonTemplates/index.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import ErrorList from '@rjsf/core/lib/components/templates/ErrorList.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/core/lib/components/templates/FieldTemplate/index.js';
import ObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
import { onFirstUse } from './on-first-use.ts';

const ArrayFieldDescriptionTemplate = onFirstUse(() => import('@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js'));
const ArrayFieldItemButtonsTemplate = onFirstUse(() => import('@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js'));
const ArrayFieldItemTemplate = onFirstUse(() => import('@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js'));
const ArrayFieldTemplate = onFirstUse(() => import('@rjsf/core/lib/components/templates/ArrayFieldTemplate.js'));
const ArrayFieldTitleTemplate = onFirstUse(() => import('@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js'));
const CyclicSchemaExpandTemplate = onFirstUse(() => import('@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js'));
const MultiSchemaFieldTemplate = onFirstUse(() => import('@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js'));

export default function templates() {
  return {
    ArrayFieldDescriptionTemplate,
    ArrayFieldItemTemplate,
    ArrayFieldItemButtonsTemplate,
    ArrayFieldTemplate,
    ArrayFieldTitleTemplate,
    ButtonTemplates: ButtonTemplates(),
    BaseInputTemplate,
    CyclicSchemaExpandTemplate,
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate: ErrorList,
    FieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    MultiSchemaFieldTemplate,
    ObjectFieldTemplate,
    OptionalDataControlsTemplate,
    TitleFieldTemplate: TitleField,
    UnsupportedFieldTemplate: UnsupportedField,
    WrapIfAdditionalTemplate,
  };
}
