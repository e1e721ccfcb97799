import { useStore } from '@nanostores/react';
import { formatDateTime } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { useNote } from './note-context.ts';

/**
 * Rows typed on this note that a save could not keep (lib/assessments/kept-drafts.ts), offered back
 * when the note opens again: restore them over the saved lines, or discard them for good.
 */
export function RestoreOffer() {
  const { page, m } = useNote();
  const t = islandT(m);
  const offer = useStore(page.$restoreOffer);
  if (!offer) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded border-l-4 border-amber-600 bg-amber-50 px-3 py-2">
      <p id="note-restore" tabIndex={-1} className="font-medium">
        {t('note.restoreOffer', { time: formatDateTime(offer.kept_at) })}
      </p>
      <div className="flex gap-2">
        <button type="button" className={primaryButton} aria-describedby="note-restore" onClick={page.restore}>
          {t('note.restore')}
        </button>
        <button type="button" className={secondaryButton} aria-describedby="note-restore" onClick={page.discardKept}>
          {t('note.discard')}
        </button>
      </div>
    </div>
  );
}
