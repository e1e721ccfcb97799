import type { ClientDirective } from 'astro';
import { RECORD_PAINTED_EVENT, recordIsPainted } from '../pages/record-painted.ts';

/** The value the layout gives `client:frame` on a page whose record is its largest content. */
export const AFTER_RECORD = 'after-record';

/** The frame hydrates at the latest this long after it could, record painted or not (its code failed, say). */
const AT_THE_LATEST_MS = 4000;

/** A person's first act hydrates the frame at once: they may be reaching for the menu. */
const FIRST_ACTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * `client:frame`, the staff frame's islands (menus, notifications, messages): as `client:load`,
 * except on a page whose record is its largest content. There they load once the record is on
 * screen (src/lib/pages/record-painted.ts), when the person first acts, or after four seconds,
 * whichever comes first; their links work before, being plain links in the HTML.
 */
const frame: ClientDirective = (load, options) => {
  const start = () => void load().then((hydrateIsland) => hydrateIsland());
  if (options.value !== AFTER_RECORD || recordIsPainted()) return start();
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    removeEventListener(RECORD_PAINTED_EVENT, hydrate);
    for (const type of FIRST_ACTS) removeEventListener(type, hydrate, true);
    clearTimeout(timer);
    start();
  };
  const timer = setTimeout(hydrate, AT_THE_LATEST_MS);
  addEventListener(RECORD_PAINTED_EVENT, hydrate);
  for (const type of FIRST_ACTS) addEventListener(type, hydrate, true);
};

export default frame;
