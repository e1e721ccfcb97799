import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { focusNews } from '../../lib/focus-news.ts';
import { usePage } from '../../lib/pages/use-public-page.ts';
import { createUpdatesPart } from '../../lib/tracker/updates-part.ts';
import type { UpdatesMessages } from './updates-keys.ts';

/**
 * Updates by subscription: the verified visitor asks, the link goes to the case's contact channel,
 * and the updates start only when its button is pressed (double opt-in). After asking, focus goes
 * to what became of it: the "link sent" line, or the refusal.
 */
export default function CaseUpdates({ token, messages: m }: { token: string; messages: UpdatesMessages }) {
  const part = usePage(() => createUpdatesPart(token));
  const state = useStore(part.$state);
  const problem = useStore(part.$problem);
  const asked = useRef(false);
  const outcome = useRef<HTMLParagraphElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);
  if (state === 'SENDING') asked.current = true;

  useEffect(() => {
    if (!asked.current || state === 'SENDING') return;
    focusNews(problem ? refusal.current : outcome.current);
  }, [state, problem]);

  const button = (label: string) => (
    <button
      type="button"
      onClick={() => void part.subscribe()}
      disabled={state === 'SENDING'}
      className="rounded border border-brand px-3 py-1 font-semibold text-brand-ink disabled:opacity-60"
    >
      {label}
    </button>
  );
  return (
    <section aria-labelledby="tracker-updates-heading" className="space-y-2 rounded bg-surface p-4 shadow">
      <h3 id="tracker-updates-heading" className="text-lg font-semibold">
        {m['tracker.updates.heading']}
      </h3>
      {state === 'active' ? (
        <p ref={outcome}>{m['tracker.updates.active']}</p>
      ) : state === 'pending' ? (
        <>
          <p ref={outcome}>{m['tracker.updates.pending']}</p>
          {button(m['tracker.updates.resend'])}
        </>
      ) : (
        <>
          <p>{m['tracker.updates.lead']}</p>
          {button(m['tracker.updates.subscribe'])}
        </>
      )}
      {problem && (
        <p ref={refusal} role="alert" className="border-l-4 border-red-700 bg-red-50 p-2 text-red-900">
          {problem}
        </p>
      )}
    </section>
  );
}
