/**
 * An event description: HTML that the server has already cleaned with DOMPurify (security.md 22),
 * so the page ships no sanitiser of its own; the content security policy stands behind it.
 */
export function EventDescription({ html }: { html: string }) {
  return (
    <div
      className="event-description space-y-2"
      data-testid="event-description"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
