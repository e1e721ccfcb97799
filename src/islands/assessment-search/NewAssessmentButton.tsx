import { useStore } from '@nanostores/react';
import type { NewAssessment } from '../../lib/assessment-search/new-assessment.ts';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { secondaryButton } from '../common/FormProblem.tsx';
import type { NewAssessmentT } from './messages.ts';

/**
 * "New assessment" on one claim file, for those who may start one: it asks first, then the store
 * creates the assessment and opens it. The button names its file for a screen reader, since a
 * page may offer several.
 */
export function NewAssessmentButton({
  store,
  claimFileNo,
  t,
  onConfirm = () => store.confirm(),
}: {
  store: NewAssessment;
  claimFileNo: string;
  t: NewAssessmentT;
  /** What confirming does, when the page does more than the store's confirm (the search refreshes on a refusal). */
  onConfirm?: () => Promise<void>;
}) {
  const may = useStore(store.$mayStart);
  const asking = useStore(store.$asking);
  if (!may) return null;
  return (
    <>
      <button
        type="button"
        className={`${secondaryButton} whitespace-nowrap`}
        aria-label={t('assessmentSearch.newOn', { no: claimFileNo })}
        onClick={() => store.ask(claimFileNo)}
      >
        {t('assessmentSearch.new')}
      </button>
      <ConfirmDialog
        open={asking === claimFileNo}
        title={t('assessmentSearch.confirmTitle')}
        confirmLabel={t('assessmentSearch.confirm')}
        cancelLabel={t('assessmentSearch.cancel')}
        onConfirm={onConfirm}
        onCancel={store.cancel}
      >
        <p>{t('assessmentSearch.confirmText', { no: claimFileNo })}</p>
      </ConfirmDialog>
    </>
  );
}
