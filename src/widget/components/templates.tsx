/**
 * Lean rjsf templates for the widget's forms. Custom widgets draw their own label (a group of
 * buttons needs a legend, not a <label for>); the field's errors sit in a polite live region with
 * the id rjsf's `errorId` gives, so a widget can point `aria-describedby` at it and an error that
 * arrives from the server is read out.
 */
import { errorId, type FieldErrorProps, type FieldTemplateProps, type TemplatesType } from '@rjsf/utils';

export function CoversFieldTemplate({ id, children, errors, hidden, classNames }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  // covers-field--<name> lets a step lay out its own fields (step 2: date and time side by side).
  return (
    <div className={`covers-field covers-field--${id.replace(/^root_/, '')} ${classNames ?? ''}`}>
      {children}
      {errors}
    </div>
  );
}

export function CoversFieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter((e) => !!e);
  return (
    <div id={errorId(fieldPathId)} className="covers-field-error" aria-live="polite">
      {shown.map((error, i) => (
        <p key={i}>{error}</p>
      ))}
    </div>
  );
}

/** Nothing: widgets show their own help (an info popup, a hint). */
function NoHelp() {
  return null;
}

export const coversTemplates: Partial<TemplatesType> = {
  FieldTemplate: CoversFieldTemplate,
  FieldErrorTemplate: CoversFieldErrorTemplate,
  FieldHelpTemplate: NoHelp,
};

/** `aria-describedby` for a widget: its error region when it has errors, and any other ids. */
export function describedBy(
  id: string,
  rawErrors: string[] | undefined,
  ...more: Array<string | false | undefined>
): string | undefined {
  const ids = [
    ...(rawErrors && rawErrors.length > 0 ? [errorId(id)] : []),
    ...more.filter((m): m is string => !!m),
  ];
  return ids.length > 0 ? ids.join(' ') : undefined;
}
