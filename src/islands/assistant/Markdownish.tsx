import { Fragment, type ReactNode } from 'react';

/** How a reply's assignment numbers become links: the number to its id, and the address of an id. */
export interface AssignmentLinks {
  links: Readonly<Record<string, string>>;
  href: (assignmentId: string) => string;
  /** The widget, on another site, opens the application in a tab of its own. */
  newTab?: boolean;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A run of text with each assignment number it names as a link to that assignment's page. */
export function linkNumbers(text: string, via: AssignmentLinks | undefined): ReactNode[] {
  const numbers = via ? Object.keys(via.links) : [];
  if (!via || numbers.length === 0) return [text];
  // The longest first, so that a number is never cut short by another that begins it.
  const pattern = new RegExp(
    `\\b(${numbers
      .sort((a, b) => b.length - a.length)
      .map(escaped)
      .join('|')})\\b`,
    'g',
  );
  return text.split(pattern).map((part, i) => {
    const id = i % 2 === 1 ? via.links[part] : undefined;
    if (!id) return <Fragment key={i}>{part}</Fragment>;
    return (
      <a key={i} href={via.href(id)} {...(via.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
        {part}
      </a>
    );
  });
}

/**
 * Replies as text with a little Markdown (paragraphs, lines, **bold**, "- " lists), built as React
 * elements: nothing the model writes is ever parsed as HTML. The assignment numbers the server
 * found among the user's own become links.
 */
export function Markdownish({ text, via }: { text: string; via?: AssignmentLinks }) {
  const inline = (line: string) =>
    line
      .split(/(\*\*[^*]+\*\*)/g)
      .map((part, i) =>
        part.startsWith('**') && part.endsWith('**') ? (
          <strong key={i}>{linkNumbers(part.slice(2, -2), via)}</strong>
        ) : (
          <Fragment key={i}>{linkNumbers(part, via)}</Fragment>
        ),
      );
  return (
    <>
      {text.split(/\n{2,}/).map((block, i) => {
        const lines = block.split('\n');
        if (lines.every((l) => /^\s*[-*] /.test(l)))
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*[-*] /, ''))}</li>
              ))}
            </ul>
          );
        return <p key={i}>{lines.flatMap((l, j) => (j === 0 ? inline(l) : [<br key={`b${j}`} />, ...inline(l)]))}</p>;
      })}
    </>
  );
}
