/**
 * rjsf's widgets for the widget bundle (stands in for @rjsf/core's `components/widgets/index.js`).
 * The ones a booking form uses come with the step code; the others a flow may still name (every id
 * in RJSF_WIDGET_IDS stays available) load when a form first draws one. RatingWidget is left out:
 * no flow can name it (`flows check` accepts RJSF_WIDGET_IDS and custom widget ids only).
 */
import CheckboxesWidget from '@rjsf/core/lib/components/widgets/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
import DateWidget from '@rjsf/core/lib/components/widgets/DateWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import RadioWidget from '@rjsf/core/lib/components/widgets/RadioWidget.js';
import SelectWidget from '@rjsf/core/lib/components/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import { onFirstUse } from './on-first-use.ts';

/** The widgets loaded on first use, by registry name. */
export const LAZY_WIDGETS = [
  'AltDateWidget',
  'AltDateTimeWidget',
  'ColorWidget',
  'DateTimeWidget',
  'FileWidget',
  'PasswordWidget',
  'RangeWidget',
  'TimeWidget',
  'UpDownWidget',
  'URLWidget',
] as const;

export default function widgets() {
  return {
    AltDateWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/AltDateWidget.js')),
    AltDateTimeWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/AltDateTimeWidget.js')),
    CheckboxWidget,
    CheckboxesWidget,
    ColorWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/ColorWidget.js')),
    DateWidget,
    DateTimeWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/DateTimeWidget.js')),
    EmailWidget,
    FileWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/FileWidget.js')),
    HiddenWidget,
    PasswordWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/PasswordWidget.js')),
    RadioWidget,
    RangeWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/RangeWidget.js')),
    SelectWidget,
    TextWidget,
    TextareaWidget,
    TimeWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/TimeWidget.js')),
    UpDownWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/UpDownWidget.js')),
    URLWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/URLWidget.js')),
  };
}
