import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useState } from 'react';
import type { LinePhotoInput } from '../../../contract/assessment-photos.ts';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import { createPartHistory } from '../../lib/assessments/part-history.ts';
import { photoDocType, photosOf } from '../../lib/assessments/line-photos.ts';
import type { Row } from '../../lib/assessments/note-rows.ts';
import { formatDate } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import type { Loaded } from '../../lib/pages/loader.ts';
import { PartHistoryList } from './PartHistoryList.tsx';
import { UploadButton } from '../documents/UploadButton.tsx';
import { useNote } from './note-context.ts';

/**
 * Beside a part: the "replaced before" flag of the vehicle's other claims, the part's history
 * (browseItemHistory, opened on demand) and its photos, which are the assignment's documents.
 */
export function LineExtras({ row, occurrence, editable }: { row: Row; occurrence: number; editable: boolean }) {
  const { lang, m, assignmentId } = useNote();
  const t = islandT(m);
  const itemGuid = useStore(row.$draft).item_guid;
  const partName = row.$draft.get().part_name;
  const [history] = useState(() => createPartHistory(assignmentId));
  const open = useStore(history.$open) === itemGuid;
  const rows = useStore(history.$history);
  const replaced = row.saved?.item_guid === itemGuid ? row.saved.replaced_before : [];
  const historyId = `${row.key}-history`;
  return (
    <div className="mt-2 space-y-2 text-sm">
      {replaced.length > 0 && (
        <ul className="space-y-1" data-testid="replaced-before">
          {replaced.map((r) => (
            <li
              key={`${r.claim_file_no}-${r.at}`}
              className="rounded border-l-4 border-amber-600 bg-amber-50 px-2 py-1"
            >
              {t('note.replacedBefore', { claim: r.claim_file_no, date: formatDate(r.at) })}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-start gap-x-6 gap-y-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={historyId}
          onClick={() => void history.toggle(itemGuid)}
          className="text-brand-ink underline"
        >
          {open ? t('noteItems.hideHistory') : t('noteItems.history')}
        </button>
        <LinePhotos itemGuid={itemGuid} occurrence={occurrence} partName={partName} editable={editable} />
      </div>
      {open && (
        <div id={historyId} aria-live="polite">
          <PartHistoryList rows={rows} lang={lang} messages={m} />
        </div>
      )}
    </div>
  );
}

const NO_ASSIGNMENT = atom<Loaded<AssignmentDetail>>({ state: 'loading' });
const NO_LINKS = atom<LinePhotoInput[]>([]);

interface LinePhotosProps {
  itemGuid: string;
  occurrence: number;
  partName: string;
  editable: boolean;
}

function LinePhotos({ itemGuid, occurrence, partName, editable }: LinePhotosProps) {
  const { m, assignment, photos } = useNote();
  const t = islandT(m);
  const loaded = useStore(assignment?.$loaded ?? NO_ASSIGNMENT);
  const links = useStore(photos?.$links ?? NO_LINKS);
  if (!assignment || !photos || loaded.state !== 'ready') return null;
  const own = photosOf(loaded.data.documents, links, itemGuid, occurrence);
  const docType = photoDocType(t('note.photoOf'), partName);
  return (
    <div className="min-w-0 space-y-1" data-testid="line-photos">
      <p className="sr-only">{t('note.photos')}</p>
      {own.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {own.map((photo) => (
            <li key={photo.id}>
              {/* Named in the reader's language from the link, whatever language it was uploaded in. */}
              <button type="button" className="text-brand-ink underline" onClick={() => void photos.open(photo)}>
                {photoDocType(t('note.photoOf'), partName)} ({photo.file_name})
              </button>
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <UploadButton
          label={t('note.addPhoto', { part: partName })}
          {...photos.upload(docType)}
          messages={m}
          onUploaded={(answer) => void photos.uploaded(answer, { item_guid: itemGuid, occurrence, docType })}
        />
      )}
    </div>
  );
}
