import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { closeDialog, type DialogState } from '../../lib/stores/messages.ts';
import type { GlobalMessagesText } from './GlobalMessages.tsx';

/**
 * The dialog GlobalMessages.tsx shows, rendered only while open: a closed Headless UI dialog still
 * pre-renders a styled span, which the CSP refuses.
 */
export default function GlobalDialog({
  dialog,
  messages: m,
}: {
  dialog: NonNullable<DialogState>;
  messages: GlobalMessagesText;
}) {
  return (
    <Dialog
      open
      onClose={() => dialog.kind === 'error' && closeDialog()}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      {dialog.kind === 'error' && (
        <DialogPanel className="relative max-h-[80vh] w-full max-w-2xl overflow-auto rounded-lg bg-surface p-6 text-gray-900 shadow-xl">
          <DialogTitle className="mb-2 text-lg font-semibold">
            {`${dialog.payload.customType} ${dialog.payload.error_id}`.trim()}
          </DialogTitle>
          <p className="mb-3">{dialog.payload.message}</p>
          {dialog.payload.stack && (
            <pre className="mb-3 overflow-auto rounded bg-gray-100 p-3 text-xs" data-testid="error-stack">
              {dialog.payload.stack}
            </pre>
          )}
          <button
            type="button"
            onClick={closeDialog}
            className="rounded bg-brand px-4 py-2 font-semibold text-on-brand"
          >
            {m['dialog.error.close']}
          </button>
        </DialogPanel>
      )}
      {dialog.kind === 'correlation' && (
        <DialogPanel
          className="relative min-w-[30%] max-w-lg rounded-lg bg-surface p-6 text-gray-900 shadow-xl"
          data-testid="correlation-dialog"
        >
          <DialogTitle className="mb-2 text-lg font-semibold">{m['dialog.correlation.title']}</DialogTitle>
          <p className="mb-4">{m['dialog.correlation.message']}</p>
          <button
            type="button"
            onClick={() => location.reload()}
            className="rounded bg-brand px-4 py-2 font-semibold text-on-brand"
          >
            {m['dialog.correlation.reload']}
          </button>
        </DialogPanel>
      )}
      {dialog.kind === 'forceRefresh' && (
        <DialogPanel className="relative max-w-lg rounded-lg bg-surface p-6 text-gray-900 shadow-xl">
          <DialogTitle className="mb-2 text-lg font-semibold">{m['dialog.forceRefresh.title']}</DialogTitle>
          <p className="mb-4">{m['dialog.forceRefresh.message']}</p>
          <button
            type="button"
            onClick={() => location.reload()}
            className="rounded bg-brand px-4 py-2 font-semibold text-on-brand"
          >
            {m['dialog.forceRefresh.reload']}
          </button>
        </DialogPanel>
      )}
    </Dialog>
  );
}
