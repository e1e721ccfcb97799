import { WORKLISTS } from '../../../contract/worklists.ts';
import type { Language } from '../../../contract/languages.ts';
import { useStore } from '@nanostores/react';
import { createDashboardPage } from '../../lib/assignments/dashboard-page.ts';
import { localized } from '../../lib/auth/paths.ts';
import { usePage } from '../../lib/pages/use-page.ts';

export const DASHBOARD_KEYS = ['app.loading', 'dashboard.failed', 'dashboard.open'] as const;

interface Props {
  lang: Language;
  messages: Record<(typeof DASHBOARD_KEYS)[number], string>;
}

/**
 * The shortlist: one counter per thing a handler acts on, each opening its worklist. The counters'
 * frame (each list's name and link) is in the page's HTML; the numbers fill in where they will stay,
 * so nothing moves when they arrive.
 */
export default function Dashboard({ lang, messages: m }: Props) {
  const page = usePage(createDashboardPage);
  const loaded = useStore(page.counts.$loaded);
  if (loaded.state === 'failed') return <p role="alert">{m['dashboard.failed']}</p>;
  const counts = loaded.state === 'ready' ? loaded.data : undefined;
  return (
    <>
      {counts ? null : (
        <p role="status" className="sr-only">
          {m['app.loading']}
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={m['dashboard.open']} aria-busy={!counts}>
        {WORKLISTS.map((list) => (
          <li key={list.id}>
            <a
              href={localized(`/assignments/list/${list.id}`, lang)}
              className="block rounded-lg border-l-4 border-brand bg-surface p-4 shadow hover:bg-gray-50 focus-visible:outline-2"
              data-testid={`counter-${list.id}`}
            >
              {/* A blank of the number's height until it comes, so the name below stays put. */}
              <span className="block min-h-9 text-3xl font-semibold">{counts?.[list.id]}</span>
              <span className="text-gray-800">{list.names[lang]}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
