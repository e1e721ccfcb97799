import { useEffect } from 'react';
import { PRINT_DELAY_MS } from '../../contract/limits.ts';

/**
 * Print pages: once the content is there, the print dialog opens about 200 ms later, and
 * the tab closes after printing when it is a tab of its own (opened for the print, one page long).
 */
export function usePrintOnLoad(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const close = () => {
      if (history.length === 1) window.close();
    };
    window.addEventListener('afterprint', close, { once: true });
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', close);
    };
  }, [ready]);
}
