import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../lib/dates.ts';
import { focusNews } from '../../lib/focus-news.ts';
import type { IslandT } from '../../lib/i18n-island.ts';
import type { CaseAnswerPart } from '../../lib/settlement/case-answer-part.ts';
import type { CaseAnswerMessages } from './case-answer-keys.ts';

/**
 * The claimant's answer as the insurer holds it: the acceptance with the (masked) account and the
 * day the payment is due by, then the day it was paid; or the dispute with its reason. It is a
 * polite live region that is on the page from the start, so an answer given now is announced
 * once; focus moves to it then, as the form that was sent is gone.
 */
export function CaseAnswerLine({ part, t }: { part: CaseAnswerPart; t: IslandT<keyof CaseAnswerMessages> }) {
  const { answer, pay_by, paid_on } = useStore(part.$money);
  const answered = useStore(part.$answered);
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answered) focusNews(line.current);
  }, [answered]);
  const date = answer ? formatDate(answer.created_at) : '';
  return (
    <div
      ref={line}
      role="status"
      data-testid="case-answer-line"
      className="space-y-2 rounded border-l-4 border-brand bg-page p-3 empty:hidden focus:outline-2"
    >
      {answer?.kind === 'accepted' &&
        (paid_on || !pay_by ? (
          <>
            <p>{t('settlement.case.acceptedOn', { date })}</p>
            {paid_on && (
              <p className="font-semibold">
                {t('settlement.case.paid', { date: formatDate(paid_on), iban: answer.iban ?? '' })}
              </p>
            )}
          </>
        ) : (
          <p>{t('settlement.case.accepted', { date, iban: answer.iban ?? '', pay_by: formatDate(pay_by) })}</p>
        ))}
      {answer?.kind === 'disputed' && (
        <>
          <p>{t('settlement.case.disputed', { date })}</p>
          <blockquote className="whitespace-pre-line border-l-4 border-gray-300 pl-3">{answer.reason}</blockquote>
          <p>{t('settlement.case.review')}</p>
        </>
      )}
    </div>
  );
}
