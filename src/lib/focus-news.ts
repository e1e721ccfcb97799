/**
 * Moves focus to where the news is (a refusal, a heading that now says something else), so a
 * keyboard or screen-reader user is not left on a control that vanished or on the page body.
 * Elements that are not focusable by nature get `tabindex="-1"`: focusable from script only.
 */
export function focusNews(element: HTMLElement | null | undefined): void {
  if (!element) return;
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus();
}
