/**
 * rjsf's own texts through i18next, so that no English comes from rjsf: `translateString` for the
 * strings rjsf draws itself (TranslatableString, keys `widget:rjsf.<name>`, parameters `{{p1}}`…)
 * and `transformErrors` for the validator's messages (keys `widget:rjsf.errors.<keyword>`, with the
 * field's translated title). Pass both to every `<Form>`: `useRjsfI18n()` gives them.
 */
import { TranslatableString, type RJSFSchema, type RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A locale key as flows write them ("widget:prebooking.location"). */
export const LOCALE_KEY = /^[a-z][A-Za-z0-9]*:[A-Za-z0-9_.]+$/;

/** A flow text translated when it is a locale key; anything else as it is. */
export function translateText(t: TFunction, value: unknown, params?: Record<string, unknown>): string {
  if (typeof value !== 'string') return '';
  return LOCALE_KEY.test(value) ? t(value, params) : value;
}

let names: Map<string, string> | undefined;

/** The enum's name for an English value ("Add Item" → "AddItemButton"). */
function nameOf(english: string): string | undefined {
  names ??= new Map(Object.entries(TranslatableString).map(([name, value]) => [value as string, name]));
  return names.get(english);
}

export function rjsfTranslateString(t: TFunction) {
  return (english: TranslatableString, params?: string[]): string => {
    const name = nameOf(english);
    const values = Object.fromEntries((params ?? []).map((p, i) => [`p${i + 1}`, p]));
    return name ? t(`widget:rjsf.${name}`, values) : t('widget:rjsf.UnsupportedField');
  };
}

const KEYWORDS = new Set(['required', 'type', 'format', 'minimum', 'maximum', 'enum']);

/** The validator's errors in the customer's language, naming the field by its translated title. */
export function rjsfTransformErrors(t: TFunction, schema: RJSFSchema) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const property =
        error.name === 'required'
          ? String(error.params?.missingProperty ?? '')
          : (error.property ?? '').replace(/^\./, '').split('.')[0]!;
      const field = (schema.properties?.[property] as { title?: unknown } | undefined)?.title;
      const keyword = KEYWORDS.has(error.name ?? '') ? error.name! : 'other';
      const limit = (error.params as { limit?: unknown } | undefined)?.limit;
      const message = t(`widget:rjsf.errors.${keyword}`, {
        field: translateText(t, field) || property,
        limit,
      });
      return { ...error, message, stack: message };
    });
}

/** Both, for the widget's i18n instance. */
export function useRjsfI18n(schema: RJSFSchema) {
  const { t } = useTranslation();
  return useMemo(
    () => ({ translateString: rjsfTranslateString(t), transformErrors: rjsfTransformErrors(t, schema) }),
    [t, schema],
  );
}
