import { atom, onMount } from 'nanostores';
import * as v from 'valibot';
import type { LinePhotoInput } from '../../../contract/assessment-photos.ts';
import { type AssignmentDetail, AssignmentDetailSchema } from '../../../contract/assignments.ts';
import type { DocumentInfo } from '../../../contract/documents.ts';
import { documentUpload, downloadDocument } from '../assignments/api.ts';
import type { Loader } from '../pages/loader.ts';
import { fetchLinePhotos, linkLinePhoto } from './api.ts';

/**
 * Photos of a note's line are the assignment's own documents, uploaded with the existing upload;
 * which line each shows is kept on the server (assessment_line_photos: the part and which of that
 * part's lines, since lines are written anew on each save), so a photo is listed with its part after
 * a reload and on any computer. The document's type is a name for people ("Photo: Bonnet"); the
 * line mark old photos carried ("[part-bonnet#1]") was dropped from linked ones (migration
 * 2026-12-24-photo-names), and the line of a photo is always read from its link.
 */
/** The document type a photo of the line is uploaded under (at most 100 characters, the documents' limit). */
export function photoDocType(label: string, partName: string): string {
  return `${label}: ${partName}`.slice(0, 100);
}

/** The documents linked as photos of the line (the `occurrence`-th line of the part). */
export function photosOf(
  documents: readonly DocumentInfo[],
  links: readonly LinePhotoInput[],
  itemGuid: string,
  occurrence: number,
): DocumentInfo[] {
  const ids = new Set(
    links.filter((l) => l.item_guid === itemGuid && l.occurrence === occurrence).map((l) => l.document_id),
  );
  return documents.filter((document) => ids.has(document.id) && document.file_name !== null);
}

/**
 * The upload just made: documents of this type with a file, new since `before` (the ids the page
 * had) and not yet linked to a line. The name no longer says which line, so what is new says it.
 */
export function unlinked(
  documents: readonly DocumentInfo[],
  links: readonly LinePhotoInput[],
  docType: string,
  before: ReadonlySet<string> = new Set(),
) {
  const linked = new Set(links.map((l) => l.document_id));
  return documents.filter(
    (d) => d.doc_type === docType && d.file_name !== null && !linked.has(d.id) && !before.has(d.id),
  );
}

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
 * The photos' part of the assignment page: the links of photos to lines (read when first shown),
 * where a line's photo goes (the existing staff upload, under the line's document type), linking
 * what was uploaded to its line, and a photo's file.
 */
export function createLinePhotos(assignment: Loader<AssignmentDetail>, assignmentId: string) {
  const $links = atom<LinePhotoInput[]>([]);
  onMount($links, () => {
    fetchLinePhotos(assignmentId)
      .then((answer) => $links.set(answer.photos))
      .catch(() => undefined);
  });
  return {
    $links,
    upload: (docType: string) => documentUpload(assignmentId, docType),
    /** The upload's answer is the assignment: its new document of this type is linked to the line. */
    async uploaded(answer: unknown, line: { item_guid: string; occurrence: number; docType: string }) {
      const detail = v.parse(AssignmentDetailSchema, answer);
      const before = new Set(assignment.data()?.documents.map((d) => d.id));
      assignment.set(detail);
      for (const document of unlinked(detail.documents, $links.get(), line.docType, before)) {
        const linked = await linkLinePhoto(assignmentId, {
          document_id: document.id,
          item_guid: line.item_guid,
          occurrence: line.occurrence,
        });
        $links.set(linked.photos);
      }
    },
    open: (document: DocumentInfo) => downloadDocument(document.id, document.file_name ?? 'photo'),
  };
}

export type LinePhotos = ReturnType<typeof createLinePhotos>;
