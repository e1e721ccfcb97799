import type { DocumentInfo } from '../../../contract/documents.ts';
import type { TrackerEvent } from '../../../contract/tracker.ts';
import type { TrackerCaseT } from './tracker-case-keys.ts';

type Registered = NonNullable<TrackerEvent['registered_documents']>[number];

/**
 * The verified case's documents, shown when the visitor asks for them: each one sent with its
 * status (and why it was refused), then those the insurer registered. The case view gives the words.
 */
export default function TrackerDocuments({
  documents,
  registered,
  label,
  statusOf,
  receivedOn,
  registeredAs,
  t,
}: {
  documents: DocumentInfo[];
  registered: Registered[];
  label: (docType: string) => string;
  statusOf: (document: DocumentInfo) => string;
  /** "received 16.01.2026": the day its file arrived. */
  receivedOn: (document: DocumentInfo) => string;
  registeredAs: (document: Registered) => string;
  t: TrackerCaseT;
}) {
  return (
    <ul className="space-y-2" aria-label={t('tracker.case.documents')}>
      {registered.length === 0 && documents.every((d) => d.status === 'requested') && (
        <li>{t('tracker.case.noDocuments')}</li>
      )}
      {documents
        .filter((d) => d.status !== 'requested')
        .map((d) => (
          <li key={d.id} className="rounded bg-surface p-3 shadow" data-testid="tracker-document">
            <p className="font-medium">{label(d.doc_type)}</p>
            <p className="text-sm text-gray-700">
              {d.file_name && <span translate="no">{d.file_name}</span>}
              {d.file_name && ' · '}
              {receivedOn(d)} · {statusOf(d)}
              {d.reject_reason && (
                <>
                  : <span lang="">{d.reject_reason}</span>
                </>
              )}
            </p>
          </li>
        ))}
      {registered.map((d) => (
        <li key={d.id} className="rounded bg-surface p-3 shadow">
          <p className="font-medium">{d.description}</p>
          <p className="text-sm text-gray-700">{registeredAs(d)}</p>
        </li>
      ))}
    </ul>
  );
}
