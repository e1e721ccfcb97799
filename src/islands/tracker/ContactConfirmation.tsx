import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { focusNews } from '../../lib/focus-news.ts';
import { usePage } from '../../lib/pages/use-public-page.ts';
import { lastPathSegment } from '../../lib/path-segment.ts';
import { createContactConfirmationPage } from '../../lib/tracker/contact-confirmation-page.ts';

export const CONTACT_CONFIRMATION_KEYS = [
  'contactConfirmation.inProgress',
  'contactConfirmation.success',
  'contactConfirmation.confirm',
  'contactConfirmation.invalid',
  'contactConfirmation.ready',
  'contactConfirmation.updatesReady',
  'contactConfirmation.updatesConfirm',
  'contactConfirmation.updatesSuccess',
  'contactConfirmation.claim',
  'contactConfirmation.contact',
] as const;

interface Props {
  messages: Record<(typeof CONTACT_CONFIRMATION_KEYS)[number], string>;
}

/**
 * /contact-confirmation/{key} (spec.md section 2): the person presses a button to confirm, so a mail
 * scanner that opens the link does not spend the key; then the success message, or a clear
 * message that the link is spent or expired and what to do. While the link is checked and while the
 * press is sent, the page says the confirmation is in progress (spec.md's words); while it waits for
 * the press, it says what the button does. A link for the case's updates words both for that.
 */
export default function ContactConfirmation({ messages: m }: Props) {
  const page = usePage(() => createContactConfirmationPage(lastPathSegment()));
  const state = useStore(page.$state);
  const updates = useStore(page.$purpose) === 'updates';
  const subject = useStore(page.$subject);
  // The claim and the contact the link is for, named before the press and after it.
  const named = subject && (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt>{m['contactConfirmation.claim']}</dt>
      <dd className="font-semibold" translate="no">
        {subject.case_no}
      </dd>
      <dt>{m['contactConfirmation.contact']}</dt>
      <dd className="font-semibold break-all" translate="no">
        {subject.contact}
      </dd>
    </dl>
  );
  const confirming = useRef(false);
  const outcome = useRef<HTMLParagraphElement>(null);
  if (state === 'CONFIRMING') confirming.current = true;

  // The pressed button goes away with the answer: focus moves to what the answer says.
  useEffect(() => {
    if (confirming.current && (state === 'LOADED' || state === 'FAILED')) focusNews(outcome.current);
  }, [state]);

  if (state === 'LOADED')
    return (
      <div className="space-y-4">
        <p ref={outcome} role="status" className="rounded bg-green-50 p-4 text-green-900">
          {m[updates ? 'contactConfirmation.updatesSuccess' : 'contactConfirmation.success']}
        </p>
        {named}
      </div>
    );
  if (state === 'FAILED')
    return (
      <p ref={outcome} role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
        {m['contactConfirmation.invalid']}
      </p>
    );
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3" role="status">
        {/* The loading illustration of spec.md: an envelope, moving only while something is under way. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 48 48"
          className={`h-12 w-12 text-brand-ink ${state === 'READY' ? '' : 'animate-pulse'}`}
        >
          <rect x="4" y="10" width="40" height="28" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M6 13l18 13 18-13" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
        <p>
          {state === 'READY'
            ? m[updates ? 'contactConfirmation.updatesReady' : 'contactConfirmation.ready']
            : m['contactConfirmation.inProgress']}
        </p>
      </div>
      {named}
      {state !== 'LOADING' && (
        <button
          type="button"
          onClick={() => void page.confirm()}
          disabled={state === 'CONFIRMING'}
          className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {m[updates ? 'contactConfirmation.updatesConfirm' : 'contactConfirmation.confirm']}
        </button>
      )}
    </div>
  );
}
