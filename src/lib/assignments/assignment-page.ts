import { atom } from 'nanostores';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving, type Saving } from '../pages/saving.ts';
import { lastPathSegment } from '../path-segment.ts';
import { createCompose, emptyDraft, type MessageDraft } from '../messages/compose.ts';
import { addNote, assignTo, fetchAssignment, sendMessage } from './api.ts';

export type { MessageDraft } from '../messages/compose.ts';

/**
 * /assignments/view/{id}: the assignment, and the small forms that change it (assign, note,
 * message). Each form has its own busy state and refusal (each field's message beside that
 * field); a refused change leaves every form as typed, and `explain` turns the refusal into the
 * page's words (a conflict also hands over the assignment as it is now, which the page then shows).
 */
export function createAssignmentPage(options: {
  saved: string;
  explain: (error: unknown, onFresh: (current: AssignmentDetail) => void) => string;
}) {
  const $assignee = atom('');
  const $note = atom('');
  const $message = atom<MessageDraft>(emptyDraft());
  const compose = createCompose($message);
  const assignment = createLoader(async () => {
    const detail = await fetchAssignment(lastPathSegment());
    $assignee.set(detail.assignee?.id ?? '');
    return detail;
  });
  const forms = {
    assign: createSaving(options.saved, ['user_id']),
    note: createSaving(options.saved, ['text']),
    message: createSaving(options.saved, ['channel', 'to', 'subject', 'text', 'document_ids']),
  };
  /** Runs one form's change on the assignment shown; success shows the answer and `reset` empties what the form sent. */
  const run = (saving: Saving, change: (detail: AssignmentDetail) => Promise<AssignmentDetail>, reset: () => void) =>
    saving.save(async () => {
      const detail = assignment.data();
      if (!detail) return;
      let changed: AssignmentDetail;
      try {
        changed = await change(detail);
      } catch (error) {
        // A refusal the page has no words of its own for stays whole: its fields go beside the form's inputs.
        const text = options.explain(error, assignment.set);
        throw error instanceof Error && text === error.message ? error : new Error(text);
      }
      assignment.set(changed);
      // Whoever the server now names is the choice, whichever form made the change.
      $assignee.set(changed.assignee?.id ?? '');
      reset();
    });

  return {
    assignment,
    $assignee,
    $note,
    $message,
    forms,
    /** Assigns on the version shown (If-Match); nobody is an empty choice. */
    assign: () =>
      run(
        forms.assign,
        (a) => assignTo(a.id, $assignee.get() || null, a.version),
        () => undefined,
      ),
    addNote: () =>
      run(
        forms.note,
        (a) => addNote(a.id, $note.get()),
        () => $note.set(''),
      ),
    compose,
    /** Sends the message; the page then says what went to whom, and the recipient stays for the next one. */
    sendMessage: () => {
      const draft = $message.get();
      compose.$sent.set(null);
      const { channel, to, subject, text, document_ids } = draft;
      return run(
        forms.message,
        (a) => sendMessage(a.id, { channel, to, subject, text, document_ids }),
        () => {
          const documents = assignment.data()?.documents ?? [];
          compose.sent(draft, new Map(documents.map((d) => [d.id, d.file_name ?? d.doc_type])));
        },
      );
    },
    editMessage(change: Partial<MessageDraft>) {
      $message.set({ ...$message.get(), ...change });
    },
    enter() {
      void assignment.load();
      void compose.choices.load();
    },
    exit() {
      assignment.exit();
      compose.choices.exit();
    },
  };
}

export type AssignmentPage = ReturnType<typeof createAssignmentPage>;
