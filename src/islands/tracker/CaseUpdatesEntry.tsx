import { lazy, Suspense, useState } from 'react';
import type { UpdatesMessages } from './updates-keys.ts';

// Fetched when the visitor asks for updates: the case page's first load carries none of it.
const CaseUpdates = lazy(() => import('./CaseUpdates.tsx'));

/**
 * "Get updates" on the verified case: the offer itself, then, once pressed, the part that asks the
 * server and says what became of it (a case already subscribed is told so then).
 */
export function CaseUpdatesEntry(props: { token: string; messages: UpdatesMessages }) {
  const [asked, setAsked] = useState(false);
  const m = props.messages;
  if (asked)
    return (
      <Suspense fallback={null}>
        <CaseUpdates {...props} />
      </Suspense>
    );
  return (
    <section aria-labelledby="tracker-updates-heading" className="space-y-2 rounded bg-surface p-4 shadow">
      <h3 id="tracker-updates-heading" className="text-lg font-semibold">
        {m['tracker.updates.heading']}
      </h3>
      <p>{m['tracker.updates.lead']}</p>
      <button
        type="button"
        onClick={() => setAsked(true)}
        className="rounded border border-brand px-3 py-1 font-semibold text-brand-ink"
      >
        {m['tracker.updates.subscribe']}
      </button>
    </section>
  );
}
