import { lazy, Suspense } from 'react';
import { useReturnFocus } from '../common/use-return-focus.ts';
import type { ChangePasswordProps } from './ChangePasswordPanel.tsx';

// The form and Headless UI's dialog load when the person first asks to change the password.
const ChangePasswordPanel = lazy(() => import('./ChangePasswordPanel.tsx'));

/**
 * The change-password dialog (ChangePasswordPanel.tsx); nothing while closed. Closed, it gives the
 * focus back to what opened it or, opened from a menu that has closed since, to `returnFocus`.
 */
export default function ChangePasswordDialog({
  open,
  returnFocus,
  ...dialog
}: ChangePasswordProps & { returnFocus?: () => HTMLElement | null }) {
  useReturnFocus(open, returnFocus);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordPanel {...dialog} />
    </Suspense>
  );
}
