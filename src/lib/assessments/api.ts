import * as v from 'valibot';
import type { AssessmentNote, AssessmentPrint, NoteLineInput } from '../../../contract/assessment.ts';
import { type LinePhotoInput, LinePhotosSchema } from '../../../contract/assessment-photos.ts';
import { NoteItemHistorySchema } from '../../../contract/assignments.ts';
import { UsualPricesSchema } from '../../../contract/usual-price.ts';
import { apiGet, apiPost, apiPut } from '../api/client.ts';

/**
 * The assessment note's calls. The answers are the note as contract/assessment.ts describes it;
 * the check here is only that a note came back (the server's own tests hold its shape).
 */
const isNote = (value: unknown): value is AssessmentNote =>
  typeof value === 'object' && value !== null && 'lines' in value && 'version' in value && 'allowed' in value;
export const AssessmentNoteAnswer = v.custom<AssessmentNote>(isNote);
const PrintAnswer = v.custom<AssessmentPrint>(
  (value) =>
    typeof value === 'object' && value !== null && 'note' in value && isNote((value as { note: unknown }).note),
);

const enc = encodeURIComponent;
const base = (assignmentId: string) => `/assessments/${enc(assignmentId)}`;

export const fetchNote = (assignmentId: string) => apiGet(base(assignmentId), AssessmentNoteAnswer);
export const fetchNoteVersion = (assignmentId: string, versionNo: number) =>
  apiGet(`${base(assignmentId)}/versions/${versionNo}`, AssessmentNoteAnswer);
/** The whole list of lines, on the version the editor was opened on (If-Match); a stale one is a 409 with the note now. */
export const saveLines = (assignmentId: string, lines: NoteLineInput[], version: number) =>
  apiPut(`${base(assignmentId)}/lines`, { lines }, AssessmentNoteAnswer, { ifMatch: version });
export const submitNote = (assignmentId: string, version: number) =>
  apiPost(`${base(assignmentId)}/submit`, {}, AssessmentNoteAnswer, { ifMatch: version });
export const approveNote = (assignmentId: string, version: number) =>
  apiPost(`${base(assignmentId)}/approve`, {}, AssessmentNoteAnswer, { ifMatch: version });
export const returnNote = (assignmentId: string, reason: string, version: number) =>
  apiPost(`${base(assignmentId)}/return`, { reason }, AssessmentNoteAnswer, { ifMatch: version });
export const supplementNote = (assignmentId: string, version: number) =>
  apiPost(`${base(assignmentId)}/supplement`, {}, AssessmentNoteAnswer, { ifMatch: version });
export const fetchNotePrint = (assignmentId: string) => apiGet(`${base(assignmentId)}/print`, PrintAnswer);
/** Which line of the note each photo shows (kept apart from the note's version). */
export const fetchLinePhotos = (assignmentId: string) => apiGet(`${base(assignmentId)}/photos`, LinePhotosSchema);
export const linkLinePhoto = (assignmentId: string, link: LinePhotoInput) =>
  apiPost(`${base(assignmentId)}/photos`, link, LinePhotosSchema);
/** Where a part was noted before, on the vehicle's other claim files (spec.md browseItemHistory). */
export const fetchItemHistory = (assignmentId: string, itemGuid: string) =>
  apiGet(`/claim/assessmentNote/browseItemHistory/${enc(assignmentId)}/${enc(itemGuid)}`, NoteItemHistorySchema);
/** The organisation's usual price of these parts (a read, sent as POST for a long note's parts). */
export const fetchUsualPrices = (assignmentId: string, items: string[]) =>
  apiPost(`${base(assignmentId)}/usual-prices`, { items }, UsualPricesSchema);
