import { useLayoutEffect, useRef } from 'react';

const MAX_FRAMES = 10;

/** The element that has the focus, if one has: the page's body holding it means none. */
function focusedElement(): HTMLElement | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
}

/**
 * Gives the focus back when a dialog closes, to what had it when the dialog opened (or, when that
 * is gone, to `fallback`), should the closing leave it nowhere. The dialogs load when first opened,
 * so the focus they found on opening was no longer always what opened them.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null): void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (open) {
      if (!wasOpen.current) opener.current = focusedElement();
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = opener.current;
    opener.current = null;
    // After the dialog's own attempt (which may land on an element that is gone), and once the
    // page behind it is no longer inert: a few frames at most.
    let frames = 0;
    const giveBack = () => {
      if (focusedElement()) return;
      const element = target?.isConnected ? target : (fallback?.() ?? null);
      if (!element) return;
      if (element.closest('[inert]') && frames++ < MAX_FRAMES) requestAnimationFrame(giveBack);
      else element.focus();
    };
    setTimeout(giveBack);
  }, [open]);
}
