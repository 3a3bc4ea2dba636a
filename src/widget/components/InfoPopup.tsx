/**
 * An "i" button that shows a short text beside it: a disclosure (aria-expanded, aria-controls), so
 * keyboard and screen-reader users open it like anyone else. Escape or Close shuts it and returns
 * focus to the button.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export function InfoPopup({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
    }
  };
  return (
    <span className="covers-info" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="covers-info-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        title={label}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} className="covers-info-popup" role="note" hidden={!open}>
        <span>{text}</span>
        <button type="button" className="covers-link-button" onClick={close}>
          {t('common:actions.close')}
        </button>
      </span>
    </span>
  );
}
