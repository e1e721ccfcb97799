import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { BOOKABLE_TYPES } from '../../../contract/schedule.ts';
import type { AssignmentPage } from '../../lib/assignments/assignment-page.ts';
import { NoteEditor } from '../assessments/NoteEditor.tsx';
import { NoteItems } from '../assessments/NoteItems.tsx';
import { BookingPanel } from '../schedule/BookingPanel.tsx';
import type { AssignmentPageMessages } from './assignment-page-keys.ts';
import { AssignmentActions } from './AssignmentActions.tsx';
import { DocumentsPanel } from './DocumentsPanel.tsx';
import { Timeline } from './Timeline.tsx';

interface Props {
  page: AssignmentPage;
  assignment: AssignmentDetail;
  lang: Language;
  messages: AssignmentPageMessages;
}

/** What the assignment page shows below its record: what can be done, and what happened. */
export default function AssignmentPanels({ page, assignment: a, lang, messages: m }: Props) {
  return (
    <>
      <AssignmentActions page={page} assignment={a} messages={m} />
      {(BOOKABLE_TYPES as readonly string[]).includes(a.assignment_type) && (
        <BookingPanel key={a.id} assignment={a} loader={page.assignment} lang={lang} messages={m} />
      )}
      <DocumentsPanel assignment={a} loader={page.assignment} lang={lang} messages={m} />
      {a.assignment_type === 'assessment' ? (
        <NoteEditor assignmentId={a.id} lang={lang} messages={m} assignment={page.assignment} />
      ) : (
        a.note_items.length > 0 && <NoteItems assignmentId={a.id} items={a.note_items} lang={lang} messages={m} />
      )}
      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="mb-2 text-lg font-semibold">
          {m['assignment.timeline']}
        </h2>
        <Timeline entries={a.timeline} lang={lang} messages={m} />
      </section>
    </>
  );
}
