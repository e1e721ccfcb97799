import { createContext, useContext } from 'react';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { LineChange } from '../../../contract/assessment.ts';
import type { Language } from '../../../contract/languages.ts';
import type { LinePhotos } from '../../lib/assessments/line-photos.ts';
import type { NotePage } from '../../lib/assessments/note-page.ts';
import type { Loader } from '../../lib/pages/loader.ts';
import type { NoteMessages } from './note-keys.ts';

/** What every row of the note shares; stable for the life of the editor, so it never makes a row render. */
export interface NoteContextValue {
  page: NotePage;
  lang: Language;
  m: NoteMessages;
  assignmentId: string;
  /** The assignment whose documents hold the photos; absent where the note is shown alone. */
  assignment?: Loader<AssignmentDetail>;
  photos?: LinePhotos;
}

export const NoteContext = createContext<NoteContextValue | null>(null);

export function useNote(): NoteContextValue {
  const value = useContext(NoteContext);
  if (!value) throw new Error('A note row outside the note editor');
  return value;
}

/** What changed on one line against the approved version, by its position. */
export const changedAt = (changes: readonly LineChange[], position: number) =>
  changes.find((change) => change.kind !== 'removed' && change.position === position);
