import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { AssessmentNote } from '../../../contract/assessment.ts';
import { localized } from '../../lib/auth/paths.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { formatLei } from '../../../contract/money-text.ts';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { FormProblem, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { useNote } from './note-context.ts';
import { aboveApprovalLimit } from '../../lib/assessments/note-page.ts';

/**
 * The note's life: submit, approve (within the approver's limit; a refusal above it is said in
 * full), return with a reason, and a supplementary version of an approved note. Only the steps the
 * server allows the reader now are shown.
 */
export function NoteSteps({ note }: { note: AssessmentNote }) {
  const { page, lang, m, assignmentId } = useNote();
  const t = islandT(m);
  const busy = useStore(page.steps.$busy);
  const problem = useStore(page.steps.$problem);
  const [returning, setReturning] = useState(false);
  const confirming = useStore(page.$confirmSubmit);
  const flagged = useStore(page.$flagged);
  const can = note.allowed;
  // Said before the click: the server would refuse it, and pressing only to be told wastes a step.
  const aboveLimit = aboveApprovalLimit(note);
  return (
    <div className="space-y-2 border-t border-gray-200 pt-3">
      <div className="flex flex-wrap items-center gap-3">
        {can.submit && (
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void page.submit()}>
            {t('note.submit')}
          </button>
        )}
        {can.approve && (
          <button
            type="button"
            className={primaryButton}
            disabled={busy || aboveLimit}
            aria-describedby={aboveLimit ? 'note-above-limit' : undefined}
            onClick={() => void page.approve()}
          >
            {t('note.approve')}
          </button>
        )}
        {can.return && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => setReturning(true)}>
            {t('note.return')}
          </button>
        )}
        {can.supplement && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void page.supplement()}>
            {t('note.supplement')}
          </button>
        )}
        <a
          href={localized(`/print-assessment/${encodeURIComponent(assignmentId)}`, lang)}
          target="_blank"
          rel="noopener"
          className="text-brand-ink underline"
        >
          {t('note.print')}
        </a>
      </div>
      {can.approve && note.approval_limit !== null && (
        <p className="text-sm text-gray-700">{t('note.limit', { limit: formatLei(note.approval_limit, lang) })}</p>
      )}
      {aboveLimit && (
        <p
          id="note-above-limit"
          className="rounded border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm"
          data-testid="note-above-limit"
        >
          {t('note.aboveLimit', { total: formatLei(note.totals.total, lang) })}
        </p>
      )}
      <FormProblem text={problem || null} id="note-steps-problem" />
      <ConfirmDialog
        open={confirming}
        title={t('note.confirmPricesTitle')}
        confirmLabel={t('note.submit')}
        cancelLabel={t('note.confirmPricesKeep')}
        onCancel={page.keepSubmitWaiting}
        onConfirm={() => page.submit(true)}
      >
        <p>
          {t('note.confirmPricesBody', {
            parts: flagged.map((f) => `${f.part_name} (${formatLei(f.usual, lang)})`).join(', '),
          })}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={returning}
        title={t('note.returnTitle')}
        confirmLabel={t('note.return')}
        cancelLabel={t('note.returnKeep')}
        reason={{ label: t('note.returnReason'), requiredMessage: t('note.returnReasonRequired') }}
        onCancel={() => setReturning(false)}
        onConfirm={async (reason) => {
          const returned = await page.returnWith(reason);
          setReturning(false);
          if (returned) page.focusHeading();
        }}
      >
        <p>{t('note.returnBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
