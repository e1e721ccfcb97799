import { useStore } from '@nanostores/react';
import { formatDateTime } from '../../lib/dates.ts';
import type { ConfigPage } from '../../lib/config/config-page.ts';
import { cardClass } from '../common/FormProblem.tsx';
import type { ConfigMessages } from './messages.ts';

/** The latest settings changes: when, who (and for whom), what; reloaded after every save. */
export function AuditSection({ page, m }: { page: ConfigPage; m: ConfigMessages }) {
  const loaded = useStore(page.audit.$loaded);
  return (
    <section className={cardClass} aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-lg font-semibold">
        {m['config.audit']}
      </h2>
      {loaded.state === 'loading' && <p role="status">{m['app.loading']}</p>}
      {loaded.state === 'failed' && <p role="alert">{loaded.message}</p>}
      {loaded.state === 'ready' && (
        <div className="max-h-96 overflow-auto">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-surface">
              <tr>
                <th scope="col" className="px-2 py-1">
                  {m['config.audit.when']}
                </th>
                <th scope="col" className="px-2 py-1">
                  {m['config.audit.who']}
                </th>
                <th scope="col" className="px-2 py-1">
                  {m['config.audit.what']}
                </th>
                <th scope="col" className="px-2 py-1">
                  {m['config.audit.target']}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.data.map((entry) => (
                <tr key={entry.id} className="border-t border-gray-200 align-top">
                  <td className="whitespace-nowrap px-2 py-1">{formatDateTime(entry.created_at)}</td>
                  <td className="px-2 py-1">{entry.acting_as ? `${entry.actor} (${entry.acting_as})` : entry.actor}</td>
                  <td className="px-2 py-1 font-mono">{entry.action}</td>
                  <td className="px-2 py-1">
                    <details>
                      <summary>{entry.target}</summary>
                      <pre className="whitespace-pre-wrap break-all text-xs">{entry.details}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
