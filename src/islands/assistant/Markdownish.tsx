import { Fragment } from 'react';

/**
 * Replies as text with a little Markdown (paragraphs, lines, **bold**, "- " lists), built as React
 * elements: nothing the model writes is ever parsed as HTML.
 */
export function Markdownish({ text }: { text: string }) {
  const inline = (line: string) =>
    line
      .split(/(\*\*[^*]+\*\*)/g)
      .map((part, i) =>
        part.startsWith('**') && part.endsWith('**') ? (
          <strong key={i}>{part.slice(2, -2)}</strong>
        ) : (
          <Fragment key={i}>{part}</Fragment>
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
