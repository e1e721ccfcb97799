/**
 * Shows a heading decided in the browser: one pre-rendered shell answers every guest address, so
 * the frame's heading (GuestLayout) and the tab's title follow what the page turned out to be.
 */
export function showPageTitle(title: string, doc: Document = document): void {
  const heading = doc.getElementById('page-title');
  // Only when it differs: rewriting the same text repaints it as new content.
  if (heading && heading.textContent !== title) heading.textContent = title;
  doc.title = doc.title.replace(/^[^·]*·/, `${title} ·`);
}
