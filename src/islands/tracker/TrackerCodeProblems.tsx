import { useEffect, useRef } from 'react';
import type { TrackerChallenge } from '../../../contract/tracker.ts';
import { focusNews } from '../../lib/focus-news.ts';
import type { TrackerProblem } from '../../lib/tracker/case-page.ts';
import { ErrorSummary } from '../common/ErrorSummary.tsx';
import type { TrackerCaseT } from './tracker-case-keys.ts';

/**
 * What went wrong on the code form, loaded only when something did (the page's first load stays
 * small): a refused code as GOV.UK's error summary linking to the field; a block or a visit that
 * ended as one message that takes focus and says why, until when, and whom to call.
 */
export default function TrackerCodeProblems({
  t,
  problem,
  challenge,
  fieldError,
  refusals,
  blocked,
  retryAt,
  phone,
}: {
  t: TrackerCaseT;
  problem: TrackerProblem | null;
  challenge: TrackerChallenge;
  fieldError: string | null;
  refusals: number;
  blocked: boolean;
  /** HH:mm of the block's end. */
  retryAt: string;
  phone: string | undefined;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  const text =
    problem && problem !== 'wrongCode'
      ? [
          t(`tracker.error.${problem}`),
          challenge.block_reason && t(`tracker.block.${challenge.block_reason}`),
          blocked && t('tracker.block.retryAt', { time: retryAt }),
          // Help sooner is offered only with a number to call: "contact your insurer" with no contact is no help.
          blocked && phone && t('tracker.block.call', { phone }),
        ]
          .filter(Boolean)
          .join(' ')
      : '';
  useEffect(() => {
    if (text) focusNews(ref.current);
  }, [text]);
  return (
    <>
      {fieldError && refusals > 0 && (
        <ErrorSummary
          title={t('form.errorSummaryTitle')}
          problems={[{ fieldId: 'tracker-code', message: fieldError }]}
          shownAt={refusals}
        />
      )}
      {text && (
        <p ref={ref} id="tracker-problem" role="alert" className="text-sm text-red-800">
          {text}
        </p>
      )}
    </>
  );
}
