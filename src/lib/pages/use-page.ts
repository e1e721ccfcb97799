import { useEffect, useState } from 'react';
import { whenPageOpen } from '../shell/page-access.ts';
import type { Page } from './use-public-page.ts';

export type { Page };

export interface UsePageOptions {
  /**
   * An island of the layout (the menu, the user menu) enters on every page; a page's own island
   * waits until the page is known to be open to the user and never calls an area it may not use.
   */
  everyPage?: boolean;
}

/**
 * The island's own page store: made once per island, entered after mount (so the pre-rendered
 * HTML, which shows the page loading, matches the first render) and left when the island goes.
 */
export function usePage<P extends Page>(create: () => P, options: UsePageOptions = {}): P {
  const [page] = useState(create);
  const { everyPage = false } = options;
  useEffect(() => {
    let entered = false;
    const enter = () => {
      entered = true;
      page.enter();
    };
    let stopWaiting = () => {};
    if (everyPage) enter();
    else stopWaiting = whenPageOpen(enter);
    return () => {
      stopWaiting();
      if (entered) page.exit();
    };
  }, [page, everyPage]);
  return page;
}
