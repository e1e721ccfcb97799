import { useRef } from 'react';
import { OwnBookingEntry } from '../schedule/OwnBookingEntry.tsx';
import type { GuestAssignment } from '../../../contract/guest.ts';
import { formatDate } from '../../lib/dates.ts';
import { guestDocumentUploadUrl } from '../../lib/guest/api.ts';
import { GuestUpload } from './GuestUpload.tsx';
import { DocumentTypeName } from '../documents/DocumentTypeName.tsx';
import { refusalBefore, SendAgainNote } from '../documents/SendAgainNote.tsx';
import { interpolate } from '../../lib/interpolate.ts';
import type { GuestViewMessages as Messages } from './guest-view-keys.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import type { Language } from '../../../contract/languages.ts';

/**
 * What a guest sees of their one assignment: its public part and the documents asked of them. The
 * frame's heading names the assignment (GuestEntry), so its summary here starts with the status.
 */
export function GuestAssignmentView({
  assignment: a,
  token,
  lang,
  messages: m,
  onChanged,
}: {
  assignment: GuestAssignment;
  token: string;
  lang: Language;
  messages: Messages;
  /** Reads the assignment again; resolves once the page shows it. */
  onChanged: () => Promise<void>;
}) {
  const tasks = a.documents.filter((d) => d.status === 'requested');
  const arrived = a.documents.filter((d) => d.status !== 'requested');
  const sentHeading = useRef<HTMLHeadingElement>(null);
  // The task just answered leaves the list: focus goes to where its files now show.
  const uploaded = () => void onChanged().then(() => setTimeout(() => sentHeading.current?.focus()));
  return (
    <div className="space-y-4">
      <section aria-labelledby="page-title" className="rounded bg-surface p-4 shadow">
        <p data-testid="guest-state" className="font-semibold">
          <StatusBadge name={a.status.name} color={a.status.color} />
        </p>
        {a.status.help && <p className="text-sm text-gray-700">{a.status.help}</p>}
        <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-gray-700">{m['guest.file']}</dt>
            <dd className="font-medium">{a.claim_file_no}</dd>
          </div>
          <div>
            <dt className="text-sm text-gray-700">{m['guest.vehicle']}</dt>
            <dd className="font-medium">
              {[a.vehicle.plate, a.vehicle.brand, a.vehicle.model].filter(Boolean).join(' · ')}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-700">{m['guest.event']}</dt>
            <dd className="font-medium">{formatDate(a.event_date)}</dd>
          </div>
        </dl>
      </section>
      {/* An inspection's guest books it here, or moves or cancels the booking. */}
      <OwnBookingEntry token={token} lang={lang} messages={m} />
      <section aria-labelledby="guest-tasks" className="space-y-3 rounded bg-surface p-4 shadow">
        <h2 id="guest-tasks" className="text-lg font-semibold">
          {m['guest.tasks']}
        </h2>
        {tasks.length === 0 && <p>{m['guest.noTasks']}</p>}
        {tasks.map((d) => {
          const refused = refusalBefore(a.documents, d);
          return (
            <div key={d.id} className="space-y-1">
              {refused && (
                <SendAgainNote
                  reason={refused}
                  notAccepted={m['documents.notAccepted']}
                  sendAgain={m['documents.sendAgain']}
                />
              )}
              <GuestUpload
                label={d.doc_type_name ?? d.doc_type}
                url={guestDocumentUploadUrl(d.doc_type)}
                headers={{ Authorization: `Bearer ${token}` }}
                messages={m}
                onDone={uploaded}
              />
              {d.due_date && (
                <p className="text-sm font-medium" data-testid="guest-task-due">
                  {interpolate(m['guest.dueBy'], { date: formatDate(d.due_date) })}
                </p>
              )}
            </div>
          );
        })}
      </section>
      {arrived.length > 0 && (
        <section aria-labelledby="guest-documents" className="rounded bg-surface p-4 shadow">
          <h2 id="guest-documents" ref={sentHeading} tabIndex={-1} className="text-lg font-semibold">
            {m['guest.documents']}
          </h2>
          <ul className="mt-2 space-y-1">
            {arrived.map((d) => (
              <li key={d.id}>
                <DocumentTypeName doc={d} />
                {d.file_name && ` (${d.file_name})`}
                {d.received_at && `, ${interpolate(m['documents.receivedOn'], { date: formatDate(d.received_at) })}`}:{' '}
                {m[`documents.status.${d.status}`]}
                {d.reject_reason && (
                  <>
                    {' ('}
                    <span lang="">{d.reject_reason}</span>)
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
