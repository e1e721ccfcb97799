import { lazy, Suspense } from 'react';
import { useClientStore } from '../../lib/use-client-store.ts';
import { $dialog, $snacks, dismissSnack, showErrorDialog, type Snack } from '../../lib/stores/messages.ts';

// The app-wide dialogs (Headless UI's) load the first time one opens: most pages never show one.
const GlobalDialog = lazy(() => import('./GlobalDialog.tsx'));

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

export type GlobalMessagesText = Record<(typeof GLOBAL_MESSAGES_KEYS)[number], string>;

interface Props {
  messages: GlobalMessagesText;
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

      {dialog && (
        <Suspense fallback={null}>
          <GlobalDialog dialog={dialog} messages={m} />
        </Suspense>
      )}
    </>
  );
}
