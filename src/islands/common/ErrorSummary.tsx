import { useEffect, useRef } from 'react';
import { focusNews } from '../../lib/focus-news.ts';

export interface SummaryProblem {
  /** The id of the field at fault: the summary links to it. */
  fieldId: string;
  message: string;
}

/**
 * A refused form's list of problems, at the top of the form, as GOV.UK shows it: it takes focus
 * when it appears (the button pressed says nothing of what went wrong), and each line is a link
 * that moves focus to its field. The fields carry the same message beside them (`invalidProps`).
 * `shownAt` changes on every refused try, so a second refusal moves focus here again.
 */
export function ErrorSummary({
  title,
  problems,
  shownAt,
}: {
  title: string;
  problems: SummaryProblem[];
  shownAt: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;
  useEffect(() => {
    if (shown && shownAt) focusNews(ref.current);
  }, [shown, shownAt]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded border-2 border-red-800 bg-surface p-3"
    >
      <h2 id="error-summary-title" className="font-semibold text-red-800">
        {title}
      </h2>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a
              href={`#${problem.fieldId}`}
              className="text-red-800 underline"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(problem.fieldId)?.focus();
              }}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
