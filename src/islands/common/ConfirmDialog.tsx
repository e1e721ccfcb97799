import { lazy, Suspense } from 'react';
import { useReturnFocus } from './use-return-focus.ts';
import type { ConfirmDialogProps } from './ConfirmDialogPanel.tsx';

// The dialog (Headless UI's focus trap and portal) loads when a question is first asked: most
// visits to a page never ask one, and every staff page would otherwise carry it.
const ConfirmDialogPanel = lazy(() => import('./ConfirmDialogPanel.tsx'));

/** Asks before a destructive action (ConfirmDialogPanel.tsx says how); nothing while closed. */
export default function ConfirmDialog({ open, ...question }: ConfirmDialogProps) {
  useReturnFocus(open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPanel {...question} />
    </Suspense>
  );
}
