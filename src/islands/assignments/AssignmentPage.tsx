import { useStore } from '@nanostores/react';
import { lazy, type ReactNode } from 'react';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { createAssignmentPage } from '../../lib/assignments/assignment-page.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate } from '../../lib/dates.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { useRecordPainted } from '../../lib/pages/use-record-painted.ts';
import { explainFailure } from '../../lib/assignments/failure.ts';
import { BelowTheRecord } from '../common/BelowTheRecord.tsx';
import { StatusBadge } from '../common/StatusBadge.tsx';
import type { AssignmentPageMessages } from './assignment-page-keys.ts';

// What can be done and what happened load once the record is painted, behind it rather than beside it.
const AssignmentPanels = lazy(() => import('./AssignmentPanels.tsx'));

interface Props {
  lang: Language;
  messages: AssignmentPageMessages;
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
  const painted = useRecordPainted(loaded.state !== 'loading');
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
      <BelowTheRecord painted={painted} loading={m['app.loading']}>
        <AssignmentPanels page={page} assignment={a} lang={lang} messages={m} />
      </BelowTheRecord>
    </div>
  );
}
