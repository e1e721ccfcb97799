import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TRACKER_ACCESS_CODE_LENGTH } from '../../../contract/limits.ts';
import type { TrackerCasePage } from '../../lib/tracker/case-page.ts';
import { createVisitContinuation } from '../../lib/tracker/visit-continuation.ts';
import { clockTime } from '../../lib/use-countdown.ts';
import type { TrackerCaseT } from './tracker-case-keys.ts';
import { AccessCodeField } from './AccessCodeField.tsx';
import type { Language } from '../../../contract/languages.ts';
import { pluralKey } from '../../lib/plural.ts';

const button = 'rounded px-4 py-2 font-semibold disabled:opacity-60';

/**
 * A minute before the visit ends: a modal dialog says so and offers to go on. Going on sends a new
 * code to the claim's contact, proved here, so the case behind stays as the visitor left it. The
 * dialog takes focus (the news is here) and gives it back where it was when it closes.
 */
export default function TrackerVisitEnding({
  page,
  endsAt,
  lang,
  t,
}: {
  page: TrackerCasePage;
  endsAt: string;
  lang: Language;
  t: TrackerCaseT;
}) {
  const [flow] = useState(() => createVisitContinuation(page.caseNo, page.visit));
  const stage = useStore(flow.$stage);
  const code = useStore(flow.$code);
  const problem = useStore(flow.$problem);
  const busy = useStore(flow.$busy);
  const config = useStore(page.$config);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const shown = dialog.current;
    // Where the visitor was: a dialog removed while open gives focus to nobody, so it is given back here.
    const before = document.activeElement;
    shown?.showModal();
    return () => {
      shown?.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  useEffect(() => {
    if (stage === 'code') document.getElementById('tracker-visit-code')?.focus();
  }, [stage]);

  const error =
    problem === 'length'
      ? t(pluralKey(lang, 'tracker.code.length', TRACKER_ACCESS_CODE_LENGTH), { count: TRACKER_ACCESS_CODE_LENGTH })
      : problem === 'wrong'
        ? (config?.security.error_message ?? t('tracker.error.noChallenge'))
        : problem === 'blocked'
          ? t('tracker.error.maxAttempts')
          : problem === 'failed'
            ? t('tracker.error.noChallenge')
            : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (stage === 'offer' ? flow.send() : flow.confirm());
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="tracker-visit-ending-title"
      aria-describedby="tracker-visit-ending-body"
      className="m-auto max-w-sm rounded bg-surface p-4 shadow backdrop:bg-black/40"
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <h2 id="tracker-visit-ending-title" className="text-lg font-semibold">
          {t('tracker.visit.endingTitle')}
        </h2>
        <p id="tracker-visit-ending-body">{t('tracker.visit.ending', { time: clockTime(endsAt) })}</p>
        {error && stage === 'offer' && (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        {stage === 'code' && (
          <div>
            <p className="mb-2 text-sm text-gray-700">{t('tracker.code.sent')}</p>
            <AccessCodeField
              id="tracker-visit-code"
              label={t('tracker.code.label')}
              value={code}
              onType={flow.typeCode}
              error={error}
              alert
            />
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={`${button} bg-brand text-white`}>
            {stage === 'offer' ? t('tracker.visit.continue') : t('tracker.visit.confirm')}
          </button>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className={`${button} border border-brand text-brand-ink`}
          >
            {t('tracker.visit.close')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
