/**
 * A change asked once more in a dialog (cancel booking, remove guest): the question, the change's
 * button, and Back; a refusal is said in the dialog in the server's words.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/payments/Dialog.tsx';
import { errorMessage, FormMessage } from './forms.tsx';

export interface ConfirmDialogProps {
  title: string;
  question: string;
  /** The change's button: the title unless given. */
  confirmLabel?: string;
  /** The call the change makes (a mutation). */
  call: { isError: boolean; error: unknown; isPending: boolean; mutate(): void };
  onClose(): void;
}

export function ConfirmDialog({ title, question, confirmLabel, call, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} className="covers-booking-dialog">
      <p>{question}</p>
      <div aria-live="polite">{call.isError ? <FormMessage kind="error">{errorMessage(call.error, t('errors:tryLater'))}</FormMessage> : null}</div>
      <div className="covers-booking-actions">
        <button type="button" className="covers-button covers-button--danger" disabled={call.isPending} onClick={() => call.mutate()}>
          {confirmLabel ?? title}
        </button>
        <button type="button" className="covers-button covers-button--secondary" onClick={onClose}>
          {t('common:actions.back')}
        </button>
      </div>
    </Dialog>
  );
}
