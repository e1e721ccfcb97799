import type { TimelineEntry } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';

export const TIMELINE_KEYS = [
  'timeline.created',
  'timeline.status',
  'timeline.note',
  'timeline.assigned',
  'timeline.unassigned',
  'timeline.email',
  'timeline.sms',
  'timeline.document',
  'timeline.assessment',
  'timeline.system',
  'timeline.actingFor',
  'timeline.print',
  'timeline.empty',
] as const;
export type TimelineMessages = Record<(typeof TIMELINE_KEYS)[number], string>;

/** An assignment's history, newest first; shared by the assignment page and its print page. */
export function Timeline({
  entries,
  lang,
  messages: m,
  printLinks = true,
}: {
  entries: TimelineEntry[];
  lang: Language;
  messages: TimelineMessages;
  printLinks?: boolean;
}) {
  if (entries.length === 0) return <p>{m['timeline.empty']}</p>;
  const what = (entry: TimelineEntry) => {
    if (entry.kind === 'assigned')
      return entry.text ? interpolate(m['timeline.assigned'], { name: entry.text }) : m['timeline.unassigned'];
    return m[`timeline.${entry.kind}`];
  };
  return (
    <ol className="space-y-3" data-testid="timeline">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded border-l-4 border-brand bg-surface p-3 shadow-sm">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
            <time dateTime={entry.system_time}>{formatDateTime(entry.system_time)}</time>
            <span>
              {entry.actor_name ?? m['timeline.system']}
              {entry.acting_as_name && ` (${interpolate(m['timeline.actingFor'], { name: entry.acting_as_name })})`}
            </span>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 font-medium">
            {what(entry)}
            {entry.status && <StatusBadge name={entry.status.name} color={entry.status.color} />}
          </p>
          {/* What was typed or sent is in a language the page does not know. */}
          {entry.text && entry.kind !== 'assigned' && (
            <p className="mt-1 whitespace-pre-wrap" lang={entry.recorded ? '' : undefined}>
              {entry.text}
              {entry.quote && <span lang="">{` ${entry.quote}`}</span>}
            </p>
          )}
          {printLinks && entry.message_id && (
            <a
              href={localized(`/print-${entry.kind === 'sms' ? 'sms' : 'email'}/${entry.message_id}`, lang)}
              target="_blank"
              rel="noopener"
              className="mt-1 inline-block text-sm text-brand-ink underline"
            >
              {m['timeline.print']}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
