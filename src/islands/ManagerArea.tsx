import { useState } from 'react';
import { AbsencesSchema, ReassignResultSchema, TeamSchema, type Absence } from '../../contract/absences.ts';
import type { Language } from '../../contract/languages.ts';
import { apiGet, apiPost } from '../lib/api/client.ts';
import { formatDate } from '../lib/dates.ts';
import { interpolate } from '../lib/interpolate.ts';
import { useLoad } from '../lib/use-load.ts';
import { useSave } from '../lib/use-save.ts';
import { absenceDays } from './parts/absence-days.ts';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from './parts/FormProblem.tsx';

export const MANAGER_KEYS = [
  'app.loading',
  'manager.failed',
  'manager.team',
  'manager.member',
  'manager.open',
  'manager.overdue',
  'manager.dueToday',
  'manager.away',
  'manager.awayUntil',
  'manager.unassigned',
  'manager.reassign',
  'manager.from',
  'manager.to',
  'manager.onlyOverdue',
  'manager.move',
  'manager.moved',
  'manager.absences',
  'manager.noAbsences',
  'manager.substitute',
  'manager.approve',
  'manager.reject',
  'manager.reason',
  'manager.approved',
  'manager.saved',
] as const;
type Messages = Record<(typeof MANAGER_KEYS)[number], string>;

/** /manager-area: the team's workload, moving work between members, and absences to decide. */
export default function ManagerArea({ messages: m }: { lang: Language; messages: Messages }) {
  const team = useLoad(() => apiGet('/manager/team', TeamSchema), 'team');
  const absences = useLoad(() => apiGet('/manager/absences', AbsencesSchema), 'absences');
  const [move, setMove] = useState({ from_user_id: '', to_user_id: '', only_overdue: true });
  const { busy, problem, save } = useSave(m['manager.saved']);
  const [moved, setMoved] = useState<number | null>(null);
  if (team.loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (team.loaded.state === 'failed') return <p role="alert">{m['manager.failed']}</p>;
  const members = team.loaded.data.members;
  const memberSelect = (key: 'from_user_id' | 'to_user_id', label: string) => (
    <label className="text-sm">
      {label}
      <select className={inputClass} value={move[key]} onChange={(e) => setMove({ ...move, [key]: e.target.value })}>
        <option value="">–</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.full_name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="space-y-6">
      <section aria-labelledby="team-title" className={cardClass}>
        <h2 id="team-title" className="text-lg font-semibold">
          {m['manager.team']} {team.loaded.data.group && <span className="font-normal">· {team.loaded.data.group}</span>}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">{m['manager.member']}</th>
                <th scope="col" className="px-2 py-1 text-right">{m['manager.open']}</th>
                <th scope="col" className="px-2 py-1 text-right">{m['manager.overdue']}</th>
                <th scope="col" className="px-2 py-1 text-right">{m['manager.dueToday']}</th>
                <th scope="col" className="px-2 py-1">{m['manager.away']}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id} className="border-t border-gray-200">
                  <th scope="row" className="px-2 py-1 font-normal">{member.full_name}</th>
                  <td className="px-2 py-1 text-right tabular-nums">{member.open}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{member.overdue}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{member.due_today}</td>
                  <td className="px-2 py-1">{member.away_until ? interpolate(m['manager.awayUntil'], { date: formatDate(member.away_until), name: member.substitute_full_name ?? '–' }) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm">{`${m['manager.unassigned']}: ${team.loaded.data.unassigned}`}</p>
      </section>
      <form
        noValidate
        aria-labelledby="reassign-title"
        className={cardClass}
        onSubmit={(e) => {
          e.preventDefault();
          void save(async () => {
            const result = await apiPost('/manager/reassign', move, ReassignResultSchema);
            setMoved(result.moved);
            team.reload();
          });
        }}
      >
        <h2 id="reassign-title" className="text-lg font-semibold">
          {m['manager.reassign']}
        </h2>
        <div className="grid gap-2 md:grid-cols-3 md:items-end">
          {memberSelect('from_user_id', m['manager.from'])}
          {memberSelect('to_user_id', m['manager.to'])}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={move.only_overdue} onChange={(e) => setMove({ ...move, only_overdue: e.target.checked })} />
            {m['manager.onlyOverdue']}
          </label>
        </div>
        <FormProblem text={problem} />
        <p role="status" className="text-sm empty:hidden">
          {moved === null ? '' : interpolate(m['manager.moved'], { n: moved })}
        </p>
        <button type="submit" className={primaryButton} disabled={busy}>
          {m['manager.move']}
        </button>
      </form>
      <section aria-labelledby="absences-title" className={cardClass}>
        <h2 id="absences-title" className="text-lg font-semibold">
          {m['manager.absences']}
        </h2>
        {absences.loaded.state === 'ready' && absences.loaded.data.length === 0 && <p>{m['manager.noAbsences']}</p>}
        {absences.loaded.state === 'ready' && (
          <ul className="space-y-3">
            {absences.loaded.data.map((a) => (
              <AbsenceDecision key={a.id} absence={a} members={members} messages={m} onDecided={(list) => { absences.set(list); team.reload(); }} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function AbsenceDecision({ absence, members, messages: m, onDecided }: { absence: Absence; members: { id: string; full_name: string }[]; messages: Messages; onDecided: (list: Absence[]) => void }) {
  const [substitute, setSubstitute] = useState(absence.substitute_user_id ?? '');
  const [reason, setReason] = useState('');
  const { busy, problem, save } = useSave(m['manager.saved']);
  const label = `${absence.user_full_name}, ${absenceDays(absence)}`;
  return (
    <li className="rounded border border-gray-300 p-3">
      <p className="font-semibold">{label}</p>
      {absence.note && <p className="text-sm">{absence.note}</p>}
      {absence.status === 'approved' ? (
        <p className="text-sm">{`${m['manager.approved']} · ${m['manager.substitute']}: ${absence.substitute_full_name ?? '–'}`}</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-2" role="group" aria-label={label}>
          <label className="text-sm">
            {m['manager.substitute']}
            <select className={inputClass} value={substitute} onChange={(e) => setSubstitute(e.target.value)}>
              <option value="">–</option>
              {members
                .filter((x) => x.id !== absence.user_id)
                .map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.full_name}
                  </option>
                ))}
            </select>
          </label>
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void save(async () => onDecided(await apiPost(`/manager/absences/${absence.id}/approve`, { substitute_user_id: substitute }, AbsencesSchema)))}>
            {m['manager.approve']}
          </button>
          <label className="text-sm">
            {m['manager.reason']}
            <input className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void save(async () => onDecided(await apiPost(`/manager/absences/${absence.id}/reject`, { reason }, AbsencesSchema)))}>
            {m['manager.reject']}
          </button>
        </div>
      )}
      <FormProblem text={problem} />
    </li>
  );
}
