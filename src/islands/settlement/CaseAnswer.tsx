import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { formatMoney } from '../../../contract/money-text.ts';
import { currentLanguage } from '../../lib/auth/paths.ts';
import { formatDate } from '../../lib/dates.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { ANSWER_FIELDS, type AnswerForm, createCaseAnswerPart } from '../../lib/settlement/case-answer-part.ts';
import type { CaseMoney } from '../../lib/settlement/case-api.ts';
import { answerFieldId, buttonClass, CaseAnswerForm } from './CaseAnswerForm.tsx';
import { CaseAnswerLine } from './CaseAnswerLine.tsx';
import type { CaseAnswerMessages } from './case-answer-keys.ts';

// The opener of the form on screen is marked, not filled: the form's own button is the one that sends.
const openerClass = `${buttonClass} border border-brand text-brand-ink aria-expanded:bg-page aria-expanded:border-2`;

/**
 * "Our answer to your claim": the insurer's newest letter (an offer's amount, or a refusal's
 * reasons and text), its PDF, and the claimant's answer, or the buttons that open the forms to give
 * one while it may still be given. Never a reserve or an internal figure: the server answers only
 * the letter and the answer. Focus follows what changed: the first field of a form opened, the
 * opener again when it closes, the first refused field, the confirmation once sent.
 */
export default function CaseAnswer({
  token,
  messages,
  first,
}: {
  token: string;
  messages: CaseAnswerMessages;
  first: CaseMoney;
}) {
  const t = islandT(messages);
  // The visit's token is renewed while the part is open: calls take the newest.
  const current = useRef(token);
  current.current = token;
  const part = usePage(() => createCaseAnswerPart(first, () => current.current));
  const { letter, answer, may_answer } = useStore(part.$money);
  const form = useStore(part.$form);
  const problem = useStore(part.$problem);
  const refusals = useStore(part.$refusals);
  const letterBusy = useStore(part.$letterBusy);
  const letterProblem = useStore(part.$letterProblem);
  const accept = useRef<HTMLButtonElement>(null);
  const dispute = useRef<HTMLButtonElement>(null);

  const shownForm = useRef<AnswerForm | null>(null);
  useEffect(() => {
    const closed = shownForm.current;
    shownForm.current = form;
    if (closed && !form && !part.$answered.get() && !part.$problem.get())
      (closed === 'accept' ? accept : dispute).current?.focus();
  }, [form, part]);
  // Each refusal (not a form opened later) moves focus to the first field at fault, or to the refusal.
  useEffect(() => {
    if (refusals === 0) return;
    const open = part.$form.get();
    const faulted = open && ANSWER_FIELDS[open].find((field) => part.$fields.get()[field]);
    focusNews(document.getElementById(faulted ? answerFieldId(faulted) : 'case-answer-problem'));
  }, [refusals, part]);

  if (!letter) return null;
  const language = currentLanguage();
  const opener = (which: AnswerForm, ref: typeof accept, label: keyof CaseAnswerMessages) => (
    <button
      ref={ref}
      type="button"
      aria-expanded={form === which}
      aria-controls={form === which ? 'case-answer-form' : undefined}
      onClick={() => (form === which ? part.close() : part.open(which))}
      className={openerClass}
    >
      {t(label)}
    </button>
  );
  return (
    <section aria-labelledby="case-answer-heading" className="space-y-3 rounded bg-surface p-4 shadow">
      <h3 id="case-answer-heading" className="text-lg font-semibold">
        {t('settlement.case.heading')}
      </h3>
      {letter.kind === 'offer' && letter.amount_minor !== null ? (
        <p>
          {t('settlement.case.offer')}{' '}
          <strong className="block text-2xl" data-testid="case-answer-amount">
            {formatMoney(letter.amount_minor, 'RON', language)}
          </strong>
        </p>
      ) : (
        <>
          <p>{t('settlement.case.refusal')}</p>
          <ul className="list-disc space-y-1 pl-5">
            {letter.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      )}
      {letter.text && <p className="whitespace-pre-line">{letter.text}</p>}
      <p className="text-sm text-gray-700">{t('settlement.case.letterOf', { date: formatDate(letter.created_at) })}</p>
      <button
        type="button"
        onClick={() => void part.openLetter()}
        aria-disabled={letterBusy || undefined}
        className="min-h-11 py-2 text-left font-semibold text-brand-ink underline aria-disabled:opacity-60"
      >
        {t('settlement.case.readLetter')}
      </button>
      {letterProblem && (
        <p role="alert" className="text-sm text-red-800">
          {letterProblem}
        </p>
      )}
      <CaseAnswerLine part={part} t={t} />
      {may_answer && !answer && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {letter.kind === 'offer' && opener('accept', accept, 'settlement.case.accept')}
          {opener('dispute', dispute, 'settlement.case.dispute')}
        </div>
      )}
      {form && <CaseAnswerForm part={part} form={form} t={t} />}
      {problem && (
        <p id="case-answer-problem" role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}
