import type { Kysely } from 'kysely';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';

type NoteItem = AssignmentDetail['note_items'][number];

/** The parts that count on an assignment, named in the reader's language. */
export type NoteItemsSource = (db: Kysely<Database>, assignmentId: string, language: Language) => Promise<NoteItem[]>;

// The assessments feature keeps the parts, and leans on this one; createApp hands its reader in once.
let source: NoteItemsSource | undefined;

export function readNoteItemsWith(reader: NoteItemsSource): void {
  source = reader;
}

export function noteItemsOf(db: Kysely<Database>, assignmentId: string, language: Language): Promise<NoteItem[]> {
  if (!source) throw new Error('The note items reader was not handed in (createApp does it).');
  return source(db, assignmentId, language);
}
