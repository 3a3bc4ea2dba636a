import coreWidgets from '@rjsf/core/lib/components/widgets/index.js';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { RJSF_WIDGET_IDS } from '../../../engine/flow/vocabulary.ts';
import fields from './fields.ts';
import templates from './templates.ts';
import widgets from './widgets.ts';

const TYPES = ['string', 'number', 'integer', 'boolean', 'array'] as const;

describe('the widget bundle’s rjsf registry', () => {
  it('draws every rjsf widget id a flow may name, for every type rjsf draws it for', () => {
    const ours = widgets();
    for (const type of TYPES) {
      for (const id of RJSF_WIDGET_IDS) {
        const schema = {
          type,
          ...(type === 'array' ? { items: { type: 'string', enum: ['a'] } } : {}),
        } as RJSFSchema;
        let expected: unknown;
        try {
          expected = getWidget(schema, id, coreWidgets());
        } catch {
          continue; // rjsf itself has no widget of that id for the type
        }
        expect(expected).toBeTruthy();
        expect(() => getWidget(schema, id, ours), `${type} ${id}`).not.toThrow();
      }
    }
  });

  it('keeps every field a schema type leads to, and the fields SchemaField asks for by name', () => {
    const ours = fields();
    for (const name of [
      'ArrayField',
      'BooleanField',
      'NumberField',
      'ObjectField',
      'StringField',
      'NullField',
      'SchemaField',
      'AnyOfField',
      'OneOfField',
      'CyclicSchemaField',
      'FallbackField',
    ])
      expect(ours).toHaveProperty(name);
  });

  it('keeps the templates rjsf’s fields and forms look up', () => {
    const ours = templates();
    for (const name of [
      'FieldTemplate',
      'ObjectFieldTemplate',
      'ArrayFieldTemplate',
      'BaseInputTemplate',
      'ErrorListTemplate',
      'FieldErrorTemplate',
      'FieldHelpTemplate',
      'UnsupportedFieldTemplate',
      'WrapIfAdditionalTemplate',
      'TitleFieldTemplate',
      'DescriptionFieldTemplate',
    ])
      expect(ours).toHaveProperty(name);
    expect(ours.ButtonTemplates).toHaveProperty('SubmitButton');
  });
});
