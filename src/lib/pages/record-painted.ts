/**
 * On a page whose record is its largest content (an assignment, a claim file), the frame's islands
 * wait for the record (src/lib/shell/frame-directive.ts): the record's code and answer have a phone's
 * network and processor to themselves, and the menus follow at once. No imports: the directive that
 * reads this is inlined into every staff page.
 */
export const RECORD_PAINTED_EVENT = 'claims:record-painted';

export const recordIsPainted = (): boolean => document.documentElement.hasAttribute('data-record-painted');

/** Said once the page's record, or why there is none, is on screen. */
export function sayRecordPainted(): void {
  if (recordIsPainted()) return;
  document.documentElement.setAttribute('data-record-painted', '');
  dispatchEvent(new Event(RECORD_PAINTED_EVENT));
}
