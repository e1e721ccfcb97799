import { lazy, Suspense } from 'react';
import type { ChangePasswordProps } from './ChangePasswordPanel.tsx';

// The form and Headless UI's dialog load when the person first asks to change the password.
const ChangePasswordPanel = lazy(() => import('./ChangePasswordPanel.tsx'));

/** The change-password dialog (ChangePasswordPanel.tsx); nothing while closed. */
export default function ChangePasswordDialog({ open, ...dialog }: ChangePasswordProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordPanel {...dialog} />
    </Suspense>
  );
}
