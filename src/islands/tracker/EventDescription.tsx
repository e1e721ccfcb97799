/**
 * An event description: HTML written by staff that the server has already cleaned with DOMPurify,
 * so the page ships no sanitiser of its own; the content security policy stands behind it.
 */
export function EventDescription({ html, testId = 'event-description' }: { html: string; testId?: string }) {
  return (
    <div className="event-description space-y-2" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
