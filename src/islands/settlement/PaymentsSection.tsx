import type { ReactNode } from 'react';
import { cardClass } from '../common/FormProblem.tsx';

/** One section of the payments page: its heading, what it offers, and its payments or a word that there are none. */
export function PaymentsSection({
  id,
  title,
  none,
  before,
  children,
}: {
  id: string;
  title: string;
  /** Said instead of the list when the section is empty; null when it has payments. */
  none: string | null;
  /** What comes between the heading and the list (a form, a hint). */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass} data-testid={`payments-${id}`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {before}
      {none !== null ? <p className="text-sm text-gray-800">{none}</p> : <ul className="space-y-3">{children}</ul>}
    </section>
  );
}
