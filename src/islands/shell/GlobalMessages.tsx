import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useClientStore } from '../../lib/use-client-store.ts';
import { $dialog, $snacks, closeDialog, dismissSnack, showErrorDialog, type Snack } from '../../lib/stores/messages.ts';

export const GLOBAL_MESSAGES_KEYS = [
  'snack.error.title',
  'snack.error.details',
  'snack.dismiss',
  'dialog.error.close',
  'dialog.correlation.title',
  'dialog.correlation.message',
  'dialog.correlation.reload',
  'dialog.forceRefresh.title',
  'dialog.forceRefresh.message',
  'dialog.forceRefresh.reload',
] as const;

interface Props {
  messages: Record<(typeof GLOBAL_MESSAGES_KEYS)[number], string>;
}

const SNACK_STYLE: Record<Snack['kind'], string> = {
  success: 'bg-green-800 text-white',
  snack: 'bg-gray-900 text-white',
  errMessage: 'bg-amber-300 text-amber-950',
  error: 'bg-red-800 text-white',
};

/**
 * Snack bars and the app-wide dialogs of spec.md section 8: 'error' snacks show 'Eroare' with
 * 'Detalii' for 10 s; a 500 opens the error dialog (the stack comes only from a development
 * server); a 405 the correlation dialog (at least 30% wide); a new deployment the reload dialog.
 */
export default function GlobalMessages({ messages: m }: Props) {
  const snacks = useClientStore($snacks, []);
  const dialog = useClientStore($dialog, null);

  return (
    <>
      <div className="fixed bottom-20 left-1/2 z-50 flex -translate-x-1/2 flex-col items-center gap-2 small:bottom-6">
        <div aria-live="polite" className="contents">
          {snacks
            .filter((s) => s.kind !== 'error')
            .map((s) => (
              <p key={s.id} data-snack-kind={s.kind} className={`rounded px-4 py-2 shadow-lg ${SNACK_STYLE[s.kind]}`}>
                {s.text}
              </p>
            ))}
        </div>
        <div role="alert" className="contents">
          {snacks
            .filter((s) => s.kind === 'error')
            .map((s) => (
              <div
                key={s.id}
                data-snack-kind="error"
                className={`flex items-center gap-3 rounded px-4 py-2 shadow-lg ${SNACK_STYLE.error}`}
              >
                <span>{m['snack.error.title']}</span>
                {s.details && (
                  <button
                    type="button"
                    className="font-semibold underline"
                    onClick={() => s.details && showErrorDialog(s.details)}
                  >
                    {m['snack.error.details']}
                  </button>
                )}
                <button type="button" aria-label={m['snack.dismiss']} onClick={() => dismissSnack(s.id)}>
                  ×
                </button>
              </div>
            ))}
        </div>
      </div>

      {/* Rendered only while open: a closed Headless UI dialog still pre-renders a styled span, which the CSP refuses. */}
      {dialog && (
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
      )}
    </>
  );
}
