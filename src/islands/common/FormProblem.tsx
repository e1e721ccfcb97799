import { useEffect, useRef } from 'react';
import { focusNews } from '../../lib/focus-news.ts';

/**
 * A form's refusal (a conflict, a field the server refused): announced when it appears, and focus
 * moves to it, since the button that was pressed says nothing of what went wrong.
 */
export function FormProblem({ text, id, takeFocus = true }: { text: string | null; id?: string; takeFocus?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text && takeFocus) focusNews(ref.current);
  }, [text, takeFocus]);
  return (
    <p ref={ref} id={id} role="alert" className="text-sm text-red-800 empty:hidden">
      {text}
    </p>
  );
}

export const inputClass = 'w-full rounded border border-gray-400 bg-surface px-2 py-1';
export const primaryButton = 'rounded bg-brand px-4 py-1.5 font-semibold text-white disabled:opacity-60';
export const secondaryButton = 'rounded border border-gray-500 px-3 py-1.5 disabled:opacity-60';
export const cardClass = 'space-y-3 rounded bg-surface p-4 shadow';
