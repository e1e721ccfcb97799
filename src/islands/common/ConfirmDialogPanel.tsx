import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useRef, useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen and to whom (or how many), in the page's language. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs on confirm with the reason typed (empty without a reason field); the dialog stays busy until it settles. */
  onConfirm: (reason: string) => Promise<void> | void;
  onCancel: () => void;
  /** A reason field, for actions that need one (refusing, cancelling): its label and whether it is required. */
  reason?: { label: string; requiredMessage: string };
}

/**
 * The question itself, loaded with Headless UI's dialog when first asked (ConfirmDialog.tsx).
 * Asks before a destructive action. Focus starts on Cancel, so Enter never destroys by accident, or
 * on the reason where one is asked (Enter there only starts a new line); a missing reason sends
 * focus back to it. Escape and the backdrop cancel; the question is the dialog's description.
 */
export default function ConfirmDialogPanel({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  reason,
}: Omit<ConfirmDialogProps, 'open'>) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [busy, setBusy] = useState(false);
  const [reasonText, setReasonText] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setReasonText('');
    setReasonError(null);
    onCancel();
  };
  const confirm = async () => {
    if (reason && reasonText.trim() === '') {
      setReasonError(reason.requiredMessage);
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reasonText.trim());
      setReasonText('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      initialFocus={reason ? reasonRef : cancelRef}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className="relative w-full max-w-md rounded-lg bg-surface p-6 text-gray-900 shadow-xl">
        <DialogTitle className="mb-3 text-xl font-semibold">{title}</DialogTitle>
        <Description as="div" className="mb-4 space-y-2">
          {children}
        </Description>
        {reason && (
          <div className="mb-4">
            <label htmlFor="confirm-reason" className="mb-1 block font-medium">
              {reason.label}
            </label>
            <textarea
              ref={reasonRef}
              id="confirm-reason"
              value={reasonText}
              onChange={(event) => {
                setReasonText(event.target.value);
                setReasonError(null);
              }}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? 'confirm-reason-error' : undefined}
              className="w-full rounded border border-gray-400 p-2"
              rows={3}
            />
            {reasonError && (
              <p id="confirm-reason-error" className="mt-1 text-sm text-red-700">
                {reasonError}
              </p>
            )}
          </div>
        )}
        <div className="flex justify-end gap-3">
          <button
            ref={cancelRef}
            type="button"
            onClick={close}
            disabled={busy}
            className="rounded border border-gray-400 px-4 py-2"
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={busy}
            className="rounded bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {confirmLabel}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
