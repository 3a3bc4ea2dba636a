/**
 * An accessible modal dialog: labelled by its heading, focus moved into it when it opens and kept
 * inside it (Tab and Shift+Tab wrap), Escape closes it, and focus goes back where it was when it
 * closes. It is laid out in the page's flow (the widget's frame takes the height of its content, so
 * an overlay would be cut off) and the content behind it is hidden while it is open.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert') && el.getClientRects().length > 0);
}

export interface DialogProps {
  title: string;
  /** Escape, the close button. */
  onClose(): void;
  /** The close button is offered (a payment being verified cannot be left half-way from here). */
  closable?: boolean;
  className?: string;
  children: ReactNode;
}

export function Dialog({ title, onClose, closable = true, className, children }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  const canClose = useRef(closable);
  canClose.current = closable;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('.covers-dialog__title')?.focus();
    return () => {
      // Back where the customer was, if that is still in the page.
      if (previous && previous.isConnected && previous !== document.body) previous.focus();
    };
  }, []);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!canClose.current) return;
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // On the document, so a key pressed while focus has strayed still comes back to the dialog.
    document.addEventListener('keydown', onKey);
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) root.querySelector<HTMLElement>('.covers-dialog__title')?.focus();
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);

  return (
    <div ref={ref} className={`covers-dialog${className ? ` ${className}` : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="covers-dialog__header">
        <h2 id={titleId} className="covers-dialog__title" tabIndex={-1}>
          {title}
        </h2>
        {closable ? (
          <button type="button" className="covers-dialog__close" onClick={() => close.current()}>
            <span aria-hidden="true">×</span>
            <span className="covers-visually-hidden">{t('common:actions.close')}</span>
          </button>
        ) : null}
      </div>
      <div className="covers-dialog__body">{children}</div>
    </div>
  );
}
