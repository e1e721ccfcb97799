import { lazy, Suspense, useEffect, useState } from 'react';
import { type CaseMoney, readCaseMoney } from '../../lib/settlement/case-api.ts';
import type { CaseAnswerMessages } from './case-answer-keys.ts';

// Fetched only for a case with a letter: the tracker page of every other case stays within its JavaScript budget.
const CaseAnswer = lazy(() => import('./CaseAnswer.tsx'));

/**
 * The insurer's written answer on the verified tracker case: nothing until there is a letter. A
 * case with no claim file yet is refused (404), which is the same as no letter here. The part keeps
 * its own state from the first answer on; a renewed token reaches it as a new prop.
 */
export function CaseAnswerEntry({ token, messages }: { token: string; messages: CaseAnswerMessages }) {
  const [first, setFirst] = useState<CaseMoney | null>(null);
  useEffect(() => {
    readCaseMoney(token)
      .then((money) => money.letter && setFirst(money))
      .catch(() => undefined);
  }, [token]);
  return (
    first && (
      <Suspense fallback={null}>
        <CaseAnswer token={token} messages={messages} first={first} />
      </Suspense>
    )
  );
}
