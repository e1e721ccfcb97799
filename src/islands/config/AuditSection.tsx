import { useStore } from '@nanostores/react';
import type { AuditChange } from '../../../contract/settings.ts';
import { sentenceParts } from '../../lib/config/audit-parts.ts';
import type { ConfigPage } from '../../lib/config/config-page.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { cardClass } from '../common/FormProblem.tsx';
import type { ConfigMessages } from './messages.ts';

/**
 * "Roles: Claims handler → Claims handler, Claims manager", or the field's name alone where its
 * values are not words. The values are what was recorded, in whatever language it was typed: data,
 * not the page's words (translate="no").
 */
const ChangeLine = ({ change }: { change: AuditChange }) => (
  <>
    {change.field}
    {change.before !== null && change.after !== null && (
      <>
        : <span translate="no">{change.before}</span> → <span translate="no">{change.after}</span>
      </>
    )}
    {change.before === null && change.after !== null && (
      <>
        : <span translate="no">{change.after}</span>
      </>
    )}
  </>
);

/**
 * The latest changes, newest first, each as a sentence in the reader's language (who did what to
 * what) under when it happened, with the fields it touched; reloaded after every save.
 */
export function AuditSection({ page, m }: { page: ConfigPage; m: ConfigMessages }) {
  const loaded = useStore(page.audit.$loaded);
  return (
    <section className={cardClass} aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-lg font-semibold">
        {m['config.audit']}
      </h2>
      {loaded.state === 'loading' && <p role="status">{m['app.loading']}</p>}
      {loaded.state === 'failed' && <p role="alert">{loaded.message}</p>}
      {loaded.state === 'ready' && loaded.data.length === 0 && <p>{m['config.audit.none']}</p>}
      {loaded.state === 'ready' && loaded.data.length > 0 && (
        // A scrolled list must scroll from the keyboard too: the box takes the focus for the arrow keys.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable so keyboard users can scroll it
        <div className="max-h-96 overflow-auto" tabIndex={0}>
          <ol className="divide-y divide-gray-200 text-sm">
            {loaded.data.map((entry) => (
              <li key={entry.id} className="py-2">
                <time dateTime={entry.created_at} className="block text-xs text-gray-700 tabular-nums">
                  {formatDateTime(entry.created_at)}
                </time>
                <p>
                  {sentenceParts(entry.sentence, [entry.actor, entry.acting_as, entry.target_name]).map((part, i) =>
                    part.data ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
                      <span key={i} translate="no">
                        {part.text}
                      </span>
                    ) : (
                      part.text
                    ),
                  )}
                </p>
                {entry.changes.length > 0 && (
                  <div className="mt-1 text-xs">
                    <span className="font-medium">{m['config.audit.changed']}:</span>
                    <ul className="ml-4 list-disc">
                      {entry.changes.map((change) => (
                        <li key={change.field}>
                          <ChangeLine change={change} />
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
