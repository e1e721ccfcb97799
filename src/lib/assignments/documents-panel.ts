import { atom } from 'nanostores';
import * as v from 'valibot';
import { AssignmentDetailSchema, type AssignmentDetail } from '../../../contract/assignments.ts';
import type { DocumentInfo } from '../../../contract/documents.ts';
import type { Loader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { documentUpload, downloadDocument, requestDocuments, reviewDocument, revokeGuestLink } from './api.ts';

/** The names typed for a request, one document each: commas, semicolons or lines part them. */
export const requestedNames = (typed: string) =>
  typed
    .split(/[,;\n]/)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The assignment's documents: asking for some, reviewing what arrived, uploading one, and a new
 * guest link. Every change answers with the assignment, which the page then shows; a refusal is
 * said beside the field it names (the names asked for, a rejection's reason on that document's
 * row) or beside the panel.
 */
export function createDocumentsPanel(assignment: Loader<AssignmentDetail>, saved: string) {
  const $docType = atom('');
  const $names = atom('');
  /** YYYY-MM-DD by which the documents are wanted; empty leaves it to the server's default. */
  const $due = atom('');
  /** The rejection reason typed on each document's row, by document id. */
  const $reasons = atom<Record<string, string>>({});
  /** The document whose review was sent last: a refused reason is shown on its row. */
  const $reviewed = atom<string | null>(null);
  /** True while the new guest link is being confirmed. */
  const $replacing = atom(false);
  /** After a request: whom it told by e-mail (null: nobody, the claim has no address); undefined before any. */
  const $told = atom<string | null | undefined>(undefined);
  const saving = createSaving(saved, ['doc_type_names', 'reject_reason', 'due_date']);

  const run = async (work: (id: string) => Promise<AssignmentDetail>) => {
    const shown = assignment.data();
    if (!shown) return false;
    const changed = await saving.save(() => work(shown.id));
    if (!changed) return false;
    assignment.set(changed);
    return true;
  };

  return {
    $docType,
    $names,
    $due,
    $reasons,
    $reviewed,
    $replacing,
    $told,
    saving,
    /** Asks for the documents named, by the date given if any; what was typed goes once asked. */
    async request() {
      $reviewed.set(null);
      const names = requestedNames($names.get());
      const due = $due.get();
      $told.set(undefined);
      if (await run((id) => (due ? requestDocuments(id, names, due) : requestDocuments(id, names)))) {
        $names.set('');
        $due.set('');
        // The server writes to the policyholder whenever the claim has their e-mail address.
        $told.set(assignment.data()?.claim_file?.policyholder_email ?? null);
      }
    },
    typeReason(documentId: string, reason: string) {
      $reasons.set({ ...$reasons.get(), [documentId]: reason });
    },
    accept(document: DocumentInfo) {
      $reviewed.set(document.id);
      return run(() => reviewDocument(document.id, 'accepted'));
    },
    reject(document: DocumentInfo) {
      $reviewed.set(document.id);
      return run(() => reviewDocument(document.id, 'rejected', $reasons.get()[document.id]));
    },
    /** Where the upload of the type typed goes, or null while no type is typed. */
    upload() {
      const shown = assignment.data();
      const docType = $docType.get().trim();
      return shown && docType ? { label: docType, ...documentUpload(shown.id, docType) } : null;
    },
    /** The upload's answer is the assignment with the new document; the type typed goes. */
    uploaded(answer: unknown) {
      assignment.set(v.parse(AssignmentDetailSchema, answer));
      $docType.set('');
    },
    async download(document: DocumentInfo) {
      saving.clear();
      try {
        await downloadDocument(document.id, document.file_name ?? 'document');
      } catch (error) {
        saving.$problem.set(error instanceof Error ? error.message : String(error));
      }
    },
    askToReplaceLink() {
      $replacing.set(true);
    },
    keepLink() {
      $replacing.set(false);
    },
    /** Whoever holds the old link loses it at once: asked first, and the question closes either way. */
    async replaceLink() {
      $reviewed.set(null);
      await run(revokeGuestLink);
      $replacing.set(false);
    },
  };
}

export type DocumentsPanelStore = ReturnType<typeof createDocumentsPanel>;
