import { lazy, Suspense } from 'react';
import type { UpdatesMessages } from './updates-keys.ts';

// Fetched once the case shows: the code and search steps before it carry none of it.
const CaseUpdates = lazy(() => import('./CaseUpdates.tsx'));

/** "Get updates" on the verified case, loaded on its own after the case. */
export function CaseUpdatesEntry(props: { token: string; messages: UpdatesMessages }) {
  return (
    <Suspense fallback={null}>
      <CaseUpdates {...props} />
    </Suspense>
  );
}
