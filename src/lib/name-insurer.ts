/**
 * Tells the public page's footer script whose page it is, once an island knows (a guest link's
 * assignment, an opened tracker case): it shows that insurer's name, logo and contact. The
 * script listens for this event on the document (src/components/PublicFooter.astro).
 */
export function nameInsurer(code: string): void {
  document.dispatchEvent(new CustomEvent('insurer', { detail: code }));
}
