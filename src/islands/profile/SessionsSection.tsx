import { useStore } from '@nanostores/react';
import type { ActiveSession } from '../../../contract/profile.ts';
import type { createProfilePage } from '../../lib/profile/profile-page.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { cardClass, FormProblem, secondaryButton } from '../common/FormProblem.tsx';
import type { ProfileMessages } from './profile-keys.ts';

type Page = ReturnType<typeof createProfilePage>;

function browserLabel(s: ActiveSession, m: ProfileMessages): string {
  if (s.browser && s.system) return interpolate(m['profile.sessionOn'], { browser: s.browser, system: s.system });
  return s.browser ?? s.system ?? m['profile.sessionUnknown'];
}

/** Every open session of the person: this browser marked, the others ended one by one or all at once. */
export function SessionsSection({ page, m }: { page: Page; m: ProfileMessages }) {
  const loaded = useStore(page.sessions.$loaded);
  const busy = useStore(page.ending.$busy);
  const problem = useStore(page.ending.$problem);
  if (loaded.state !== 'ready') return null;
  const others = loaded.data.filter((s) => !s.current);
  return (
    <section aria-labelledby="sessions-title" className={cardClass}>
      <h2 id="sessions-title" className="text-lg font-semibold">
        {m['profile.sessions']}
      </h2>
      <ul className="divide-y divide-gray-200" data-testid="sessions">
        {loaded.data.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="font-medium">{m['profile.sessionBrowser']}</dt>
              <dd>
                {browserLabel(s, m)}
                {s.current && (
                  <strong className="ml-2 rounded bg-green-100 px-2 text-green-900">{m['profile.sessionThis']}</strong>
                )}
              </dd>
              <dt className="font-medium">{m['profile.sessionAddress']}</dt>
              <dd className="break-all">{s.address ?? '-'}</dd>
              <dt className="font-medium">{m['profile.sessionStarted']}</dt>
              <dd>{formatDateTime(s.started_at)}</dd>
              <dt className="font-medium">{m['profile.sessionLastUsed']}</dt>
              <dd>{formatDateTime(s.last_used_at)}</dd>
            </dl>
            {!s.current && (
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                aria-label={interpolate(m['profile.sessionSignOutNamed'], { time: formatDateTime(s.started_at) })}
                onClick={() => void page.endSession(s.id)}
              >
                {m['profile.sessionSignOut']}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void page.endOtherSessions()}>
          {m['profile.sessionsSignOutOthers']}
        </button>
      ) : (
        <p>{m['profile.sessionsOnlyThis']}</p>
      )}
      <FormProblem text={problem} />
    </section>
  );
}
