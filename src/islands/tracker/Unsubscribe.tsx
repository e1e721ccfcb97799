import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { focusNews } from '../../lib/focus-news.ts';
import { usePage } from '../../lib/pages/use-public-page.ts';
import { lastPathSegment } from '../../lib/path-segment.ts';
import { createUnsubscribePage } from '../../lib/tracker/unsubscribe-page.ts';

export const UNSUBSCRIBE_KEYS = [
  'unsubscribe.checking',
  'unsubscribe.lead',
  'unsubscribe.confirm',
  'unsubscribe.done',
  'unsubscribe.invalid',
] as const;

interface Props {
  messages: Record<(typeof UNSUBSCRIBE_KEYS)[number], string>;
}

/** /unsubscribe/{key}: the button that stops a case's updates, then what became of them. */
export default function Unsubscribe({ messages: m }: Props) {
  const page = usePage(() => createUnsubscribePage(lastPathSegment()));
  const state = useStore(page.$state);
  const pressed = useRef(false);
  const outcome = useRef<HTMLParagraphElement>(null);
  if (state === 'SENDING') pressed.current = true;

  // The pressed button goes away with the answer: focus moves to what the answer says.
  useEffect(() => {
    if (pressed.current && (state === 'DONE' || state === 'FAILED')) focusNews(outcome.current);
  }, [state]);

  if (state === 'DONE')
    return (
      <p ref={outcome} role="status" className="rounded bg-green-50 p-4 text-green-900">
        {m['unsubscribe.done']}
      </p>
    );
  if (state === 'FAILED')
    return (
      <p ref={outcome} role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
        {m['unsubscribe.invalid']}
      </p>
    );
  return (
    <div className="space-y-4">
      <p role="status">{state === 'LOADING' ? m['unsubscribe.checking'] : m['unsubscribe.lead']}</p>
      {state !== 'LOADING' && (
        <button
          type="button"
          onClick={() => void page.confirm()}
          disabled={state === 'SENDING'}
          className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {m['unsubscribe.confirm']}
        </button>
      )}
    </div>
  );
}
