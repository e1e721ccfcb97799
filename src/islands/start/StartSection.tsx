import type { ReactNode } from 'react';

export interface StartLine {
  key: string;
  href: string;
  text: ReactNode;
}

interface Props {
  id: string;
  title: string;
  /** What the section says when it has no lines, in the reader's language. */
  empty: string;
  lines: StartLine[];
  children?: ReactNode;
}

/** Each line of the start page leads to its page. */
export function LineList({ lines, label }: { lines: StartLine[]; label?: string }) {
  return (
    <ul className="space-y-1" aria-label={label}>
      {lines.map((line) => (
        <li key={line.key}>
          <a href={line.href} className="inline-block min-h-6 text-brand-ink underline hover:no-underline">
            {line.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One section of the start page: its heading, then its lines (or its own groups), or a short word that there are none. */
export function StartSection({ id, title, empty, lines, children }: Props) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-surface p-4 shadow" data-testid={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children ?? (lines.length > 0 ? <LineList lines={lines} /> : <p className="text-gray-700">{empty}</p>)}
    </section>
  );
}
