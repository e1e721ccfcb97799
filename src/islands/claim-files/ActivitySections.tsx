import type { ClaimFileDetail } from '../../../contract/claim-file-page.ts';
import { DocumentTypeName } from '../documents/DocumentTypeName.tsx';
import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import { type ClaimFileT, cellClass, headingClass, sectionClass } from './messages.ts';

type Props = { file: ClaimFileDetail; lang: Language; t: ClaimFileT; statusName: (status: string) => string };

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Table({ heads, children }: { heads: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm">
        <thead className="bg-gray-100">
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className={cellClass}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The documents of every assignment of the file, the messages sent, what happened, and where the tracker stands. */
export function ActivitySections({ file, lang, t, statusName }: Props) {
  const step = file.tracker_step;
  return (
    <>
      <Section id="documents-title" title={t('claimFile.documents')}>
        {file.documents.length === 0 ? (
          <p>{t('claimFile.noDocuments')}</p>
        ) : (
          <Table
            heads={[t('claimFile.document'), t('claimFile.status'), t('claimFile.date'), t('claimFile.assignmentNo')]}
          >
            {file.documents.map((d) => (
              <tr key={d.id} className="border-t border-gray-200">
                <td className={cellClass}>
                  <DocumentTypeName doc={d} />
                  {d.file_name && <span translate="no">{` (${d.file_name})`}</span>}
                </td>
                <td className={cellClass}>{statusName(d.status)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDate(d.updated_at)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{d.assignment_no}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>
      <Section id="messages-title" title={t('claimFile.messages')}>
        {file.messages.length === 0 ? (
          <p>{t('claimFile.noMessages')}</p>
        ) : (
          <Table
            heads={[
              t('claimFile.date'),
              t('claimFile.channel'),
              t('claimFile.recipient'),
              t('claimFile.subject'),
              t('claimFile.assignmentNo'),
            ]}
          >
            {file.messages.map((message) => (
              <tr key={message.id} className="border-t border-gray-200">
                <td className={`${cellClass} whitespace-nowrap`}>
                  <a
                    href={localized(message.href, lang)}
                    target="_blank"
                    rel="noopener"
                    className="text-brand-ink underline"
                  >
                    {formatDateTime(message.sent_at)}
                  </a>
                </td>
                <td className={cellClass}>{message.channel === 'email' ? 'E-mail' : 'SMS'}</td>
                <td className={cellClass}>{message.recipient ?? ''}</td>
                {/* As sent, in its recipient's language. */}
                <td className={cellClass} lang="">
                  {message.subject ?? ''}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{message.assignment_no}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>
      <Section id="timeline-title" title={t('claimFile.timeline')}>
        {file.timeline.length === 0 ? (
          <p>{t('claimFile.noTimeline')}</p>
        ) : (
          <ol className="space-y-2">
            {file.timeline.map((entry) => (
              <li key={entry.id} className="border-t border-gray-200 pt-2 first:border-t-0 first:pt-0">
                <div className="flex flex-wrap gap-x-3 text-sm text-gray-800">
                  <span>{formatDateTime(entry.system_time)}</span>
                  <span className="font-medium">{entry.assignment_no}</span>
                  {entry.actor_name && (
                    <span>
                      {entry.acting_as_name ? `${entry.actor_name} (${entry.acting_as_name})` : entry.actor_name}
                    </span>
                  )}
                  {entry.status && <StatusBadge name={entry.status.name} color={entry.status.color} />}
                </div>
                {/* What was typed or sent is in a language the page does not know. */}
                <p className="break-words" lang={entry.recorded ? '' : undefined}>
                  {entry.text}
                  {entry.quote && <span lang="">{` ${entry.quote}`}</span>}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section id="tracker-title" title={t('claimFile.tracker')}>
        <p>
          {step
            ? t('claimFile.trackerStep', { case: step.case_no, n: step.index, label: step.label })
            : t('claimFile.noTracker')}
        </p>
      </Section>
    </>
  );
}
