import * as v from 'valibot';
import { type AssignmentDetail, AssignmentDetailSchema } from '../../../contract/assignments.ts';
import type { DocumentInfo } from '../../../contract/documents.ts';
import { documentUpload, downloadDocument } from '../assignments/api.ts';
import type { Loader } from '../pages/loader.ts';

/**
 * Photos of a note's line are the assignment's own documents, uploaded with the existing upload
 * under a document type that ends in the line's mark: the part's code and which of that part's
 * lines it is ("[part-bonnet#1]"). The mark outlives a save (lines are written anew each time) and
 * the type still reads well in the documents panel ("Photo: Bonnet [part-bonnet#1]").
 */
export const lineMark = (itemGuid: string, occurrence: number) => `[${itemGuid}#${occurrence}]`;

/** The document type a photo of the line is uploaded under (at most 100 characters, the documents' limit). */
export function photoDocType(label: string, partName: string, mark: string): string {
  const room = 100 - mark.length - label.length - 3;
  return `${label}: ${partName.slice(0, Math.max(0, room))} ${mark}`;
}

/** The documents that are photos of the line. */
export const photosOf = (documents: readonly DocumentInfo[], mark: string) =>
  documents.filter((document) => document.doc_type.endsWith(mark) && document.file_name !== null);

/** Which of the lines of the same part each line is (1 for the first), in the order shown. */
export function occurrences(itemGuids: readonly string[]): number[] {
  const seen = new Map<string, number>();
  return itemGuids.map((guid) => {
    const n = (seen.get(guid) ?? 0) + 1;
    seen.set(guid, n);
    return n;
  });
}

/**
 * The photos' part of the assignment page: where a line's photo goes (the existing staff upload,
 * under the line's document type), the assignment the upload answers with, and a photo's file.
 */
export function createLinePhotos(assignment: Loader<AssignmentDetail>) {
  return {
    upload: (assignmentId: string, docType: string) => documentUpload(assignmentId, docType),
    uploaded: (answer: unknown) => assignment.set(v.parse(AssignmentDetailSchema, answer)),
    open: (document: DocumentInfo) => downloadDocument(document.id, document.file_name ?? 'photo'),
  };
}

export type LinePhotos = ReturnType<typeof createLinePhotos>;
