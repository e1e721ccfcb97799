import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { createManagerPage } from '../../lib/manager/page.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { AbsenceDecision } from './AbsenceDecision.tsx';
import { ChosenMove } from './ChosenMove.tsx';
import { MANAGER_KEYS, type ManagerMessages } from './messages.ts';
import { ReassignForm } from './ReassignForm.tsx';
import { TeamTable } from './TeamTable.tsx';
import { cardClass } from '../common/FormProblem.tsx';

export { MANAGER_KEYS };

/** /manager-area: the team's workload, moving work between members (all, overdue or chosen), and absences to decide. */
export default function ManagerArea({ lang, messages: m }: { lang: Language; messages: ManagerMessages }) {
  const page = usePage(() => createManagerPage(m));
  const team = useStore(page.team.$loaded);
  const absences = useStore(page.absences.$loaded);
  if (team.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (team.state === 'failed') return <p role="alert">{m['manager.failed']}</p>;
  return (
    <div className="space-y-6">
      <TeamTable team={team.data} m={m} />
      <ReassignForm page={page} lang={lang} m={m} />
      <ChosenMove move={page.chosen} members={team.data.members} lang={lang} m={m} />
      <section aria-labelledby="absences-title" className={cardClass}>
        <h2 id="absences-title" className="text-lg font-semibold">
          {m['manager.absences']}
        </h2>
        {absences.state === 'ready' && absences.data.length === 0 && <p>{m['manager.noAbsences']}</p>}
        {absences.state === 'ready' && (
          <ul className="space-y-3">
            {absences.data.map((a) => (
              <AbsenceDecision key={a.id} absence={a} members={team.data.members} m={m} onDecided={page.decided} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
