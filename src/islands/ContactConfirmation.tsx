import { lastPathSegment } from '../lib/path-segment.ts';
import { useEffect, useState } from 'react';
import { confirmationUsable, confirmContact } from '../lib/tracker/api.ts';

export const CONTACT_CONFIRMATION_KEYS = [
  'contactConfirmation.inProgress',
  'contactConfirmation.success',
  'contactConfirmation.confirm',
  'contactConfirmation.invalid',
] as const;

interface Props {
  messages: Record<(typeof CONTACT_CONFIRMATION_KEYS)[number], string>;
}

type State = 'LOADING' | 'READY' | 'CONFIRMING' | 'LOADED' | 'FAILED';

/**
 * /contact-confirmation/{key} (spec.md section 2): the person presses a button to confirm, so a mail
 * scanner that opens the link does not spend the key; then the success message, or a clear
 * message that the link is spent or expired and what to do.
 */
export default function ContactConfirmation({ messages: m }: Props) {
  const [state, setState] = useState<State>('LOADING');
  const key = lastPathSegment();

  useEffect(() => {
    void confirmationUsable(key)
      .then(({ usable }) => setState(usable ? 'READY' : 'FAILED'))
      .catch(() => setState('FAILED'));
  }, [key]);

  const confirm = () => {
    setState('CONFIRMING');
    void confirmContact(key)
      .then(() => setState('LOADED'))
      .catch(() => setState('FAILED'));
  };

  if (state === 'LOADED')
    return (
      <p role="status" className="rounded bg-green-50 p-4 text-green-900">
        {m['contactConfirmation.success']}
      </p>
    );
  if (state === 'FAILED')
    return (
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
        {m['contactConfirmation.invalid']}
      </p>
    );
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3" role="status">
        {/* The loading illustration of spec.md: an envelope with a moving tick. */}
        <svg aria-hidden="true" viewBox="0 0 48 48" className="h-12 w-12 animate-pulse text-brand-ink">
          <rect x="4" y="10" width="40" height="28" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M6 13l18 13 18-13" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
        <p>{m['contactConfirmation.inProgress']}</p>
      </div>
      {state !== 'LOADING' && (
        <button
          type="button"
          onClick={confirm}
          disabled={state === 'CONFIRMING'}
          className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {m['contactConfirmation.confirm']}
        </button>
      )}
    </div>
  );
}
