import { useEffect, useState } from 'react';

export interface Page {
  /** Starts the page's work (its first loads), once the island is on screen. */
  enter(): void;
  /** Stops it: answers arriving later are dropped. */
  exit(): void;
}

/**
 * The island's own page store on a public page (sign-in, tracker, claim form, guest link; staff
 * pages use use-page.ts, which first waits to know the page is open to the user): made once per island, entered after mount (so the pre-rendered
 * HTML, which shows the page loading, matches the first render) and left when the island goes.
 */
export function usePage<P extends Page>(create: () => P): P {
  const [page] = useState(create);
  useEffect(() => {
    page.enter();
    return () => page.exit();
  }, [page]);
  return page;
}
