import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { createAssignmentPage } from '../../lib/assignments/assignment-page.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate } from '../../lib/dates.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { ACTION_KEYS, AssignmentActions } from './AssignmentActions.tsx';
import { explainFailure } from '../../lib/assignments/failure.ts';
import { DOCUMENTS_PANEL_KEYS, DocumentsPanel } from './DocumentsPanel.tsx';
import { NOTE_EDITOR_KEYS, NoteEditor } from '../assessments/NoteEditor.tsx';
import { NOTE_ITEM_KEYS, NoteItems } from '../assessments/NoteItems.tsx';
import { StatusBadge } from '../common/StatusBadge.tsx';
import { BookingPanel } from '../schedule/BookingPanel.tsx';
import { BOOKING_KEYS } from '../schedule/booking-keys.ts';
import { BOOKABLE_TYPES } from '../../../contract/schedule.ts';
import { Timeline, TIMELINE_KEYS } from './Timeline.tsx';

export const ASSIGNMENT_PAGE_KEYS = [
  'app.loading',
  'assignment.notFound',
  'assignment.file',
  'assignment.policy',
  'assignment.insured',
  'assignment.vehicle',
  'assignment.event',
  'assignment.assignee',
  'assignment.due',
  'assignment.tracker',
  'claimFile.injuries',
  'claimFile.injured',
  'assignment.timeline',
  'assignment.print',
  'worklist.unassigned',
  ...ACTION_KEYS,
  ...DOCUMENTS_PANEL_KEYS,
  ...NOTE_ITEM_KEYS,
  ...NOTE_EDITOR_KEYS,
  ...TIMELINE_KEYS,
  ...BOOKING_KEYS,
] as const;

interface Props {
  lang: Language;
  messages: Record<(typeof ASSIGNMENT_PAGE_KEYS)[number], string>;
}

/** /assignments/view/{id}: the claim and the assignment at a glance, what can be done, and what happened. */
export default function AssignmentPage({ lang, messages: m }: Props) {
  const page = usePage(() =>
    createAssignmentPage({
      saved: m['actions.saved'],
      explain: (error, onFresh) => explainFailure(error, m, onFresh),
    }),
  );
  const loaded = useStore(page.assignment.$loaded);
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['assignment.notFound']}</p>;
  const a: AssignmentDetail = loaded.data;
  const f = a.claim_file;
  const facts: [string, ReactNode][] = [
    [
      m['assignment.file'],
      <a
        key="file"
        href={localized(`/workflow/claim-file/${encodeURIComponent(f.claim_file_no)}`, lang)}
        className="text-brand-ink underline"
      >
        {f.claim_file_no}
      </a>,
    ],
    [m['assignment.policy'], `${f.policy_no} (${f.policy_type})`],
    [m['assignment.insured'], f.insured_name],
    [m['assignment.vehicle'], `${f.vehicle.plate} · ${f.vehicle.brand} ${f.vehicle.model} · ${f.vehicle.vin}`],
    [m['assignment.event'], `${formatDate(f.event_date)}, ${f.event_place}`],
    [m['assignment.assignee'], a.assignee?.full_name ?? m['worklist.unassigned']],
    [m['assignment.due'], formatDate(a.due_date)],
  ];
  if (f.tracker_case_no) facts.push([m['assignment.tracker'], f.tracker_case_no]);
  // Someone hurt changes what the claim needs first: said here, where the claim is worked.
  if (f.injured)
    facts.unshift([
      m['claimFile.injuries'],
      <span key="injured" className="text-red-800" data-testid="assignment-injured">
        {m['claimFile.injured']}
      </span>,
    ]);

  return (
    <div className="space-y-6">
      <section aria-labelledby="assignment-title" className="rounded bg-surface p-4 shadow">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="assignment-title" className="text-xl font-semibold">
            {a.type_name} {a.assignment_no}
          </h2>
          <div className="flex items-center gap-4">
            <span data-testid="assignment-status" className="font-medium">
              <StatusBadge name={a.status.name} color={a.status.color} />
            </span>
            <a
              href={localized(`/print-timeline/${a.assignment_key}`, lang)}
              target="_blank"
              rel="noopener"
              className="text-brand-ink underline"
            >
              {m['assignment.print']}
            </a>
          </div>
        </div>
        {a.status.help && <p className="mt-1 text-sm text-gray-700">{a.status.help}</p>}
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-gray-700">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
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
    </div>
  );
}
