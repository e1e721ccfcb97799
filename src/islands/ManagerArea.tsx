import { useState } from 'react';
import {
  AbsenceSchema,
  AbsencesSchema,
  MOVE_BATCH,
  ReassignResultSchema,
  TeamSchema,
  type Absence,
  type ReassignResult,
} from '../../contract/absences.ts';
import type { Language } from '../../contract/languages.ts';
import { apiGet, apiPost } from '../lib/api/client.ts';
import { conflictMessage, conflictOf } from '../lib/api/conflict.ts';
import { formatDate } from '../lib/dates.ts';
import { interpolate } from '../lib/interpolate.ts';
import { useLoad } from '../lib/use-load.ts';
import { useSave } from '../lib/use-save.ts';
import { absenceDays } from './parts/absence-days.ts';
import ConfirmDialog from './parts/ConfirmDialog.tsx';
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
  'manager.cancel',
  'manager.chooseBoth',
  'manager.moveTitle',
  'manager.moveWhat',
  'manager.moveWhatOverdue',
  'manager.moveStandIn',
  'manager.moveBatch',
  'manager.moveConfirm',
  'manager.rejectTitle',
  'manager.rejectWhat',
  'manager.reasonRequired',
  'manager.rejectConfirm',
  'absences.status.rejected',
  'absences.status.cancelled',
  'conflict.nothingDone',
  'conflict.someone',
] as const;
type Messages = Record<(typeof MANAGER_KEYS)[number], string>;

/** /manager-area: the team's workload, moving work between members, and absences to decide. */
export default function ManagerArea({ messages: m }: { lang: Language; messages: Messages }) {
  const team = useLoad(() => apiGet('/manager/team', TeamSchema), 'team');
  const absences = useLoad(() => apiGet('/manager/absences', AbsencesSchema), 'absences');
  const [move, setMove] = useState({ from_user_id: '', to_user_id: '', only_overdue: true });
  const { busy, problem, save, setProblem } = useSave(m['manager.saved']);
  const [moved, setMoved] = useState<ReassignResult | null>(null);
  const [asking, setAsking] = useState(false);
  if (team.loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (team.loaded.state === 'failed') return <p role="alert">{m['manager.failed']}</p>;
  const members = team.loaded.data.members;
  const from = members.find((x) => x.id === move.from_user_id);
  const to = members.find((x) => x.id === move.to_user_id);
  const count = from ? (move.only_overdue ? from.overdue : from.open) : 0;
  const moveWork = async () => {
    await save(async () => {
      setMoved(await apiPost('/manager/reassign', move, ReassignResultSchema));
      team.reload();
    });
    setAsking(false);
  };
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
          {m['manager.team']}{' '}
          {team.loaded.data.group && <span className="font-normal">· {team.loaded.data.group}</span>}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">
                  {m['manager.member']}
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  {m['manager.open']}
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  {m['manager.overdue']}
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  {m['manager.dueToday']}
                </th>
                <th scope="col" className="px-2 py-1">
                  {m['manager.away']}
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id} className="border-t border-gray-200">
                  <th scope="row" className="px-2 py-1 font-normal">
                    {member.full_name}
                  </th>
                  <td className="px-2 py-1 text-right tabular-nums">{member.open}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{member.overdue}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{member.due_today}</td>
                  <td className="px-2 py-1">
                    {member.away_until
                      ? interpolate(m['manager.awayUntil'], {
                          date: formatDate(member.away_until),
                          name: member.substitute_full_name ?? '–',
                        })
                      : ''}
                  </td>
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
          setMoved(null);
          // Ask first, saying how many go to whom; without both people there is nothing to ask.
          if (!from || !to) setProblem(m['manager.chooseBoth']);
          else {
            setProblem('');
            setAsking(true);
          }
        }}
      >
        <h2 id="reassign-title" className="text-lg font-semibold">
          {m['manager.reassign']}
        </h2>
        <div className="grid gap-2 md:grid-cols-3 md:items-end">
          {memberSelect('from_user_id', m['manager.from'])}
          {memberSelect('to_user_id', m['manager.to'])}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={move.only_overdue}
              onChange={(e) => setMove({ ...move, only_overdue: e.target.checked })}
            />
            {m['manager.onlyOverdue']}
          </label>
        </div>
        <FormProblem text={problem} />
        <p role="status" className="text-sm empty:hidden">
          {moved === null ? '' : interpolate(m['manager.moved'], { n: moved.moved, name: moved.to_full_name })}
        </p>
        <button type="submit" className={primaryButton} disabled={busy}>
          {m['manager.move']}
        </button>
      </form>
      <ConfirmDialog
        open={asking && !!from && !!to}
        title={m['manager.moveTitle']}
        confirmLabel={m['manager.moveConfirm']}
        cancelLabel={m['manager.cancel']}
        onConfirm={moveWork}
        onCancel={() => setAsking(false)}
      >
        {from && to && (
          <>
            <p>
              {interpolate(m[move.only_overdue ? 'manager.moveWhatOverdue' : 'manager.moveWhat'], {
                n: Math.min(count, MOVE_BATCH),
                from: from.full_name,
                to: to.full_name,
              })}
            </p>
            {to.away_until && to.substitute_full_name && (
              <p>
                {interpolate(m['manager.moveStandIn'], {
                  to: to.full_name,
                  date: formatDate(to.away_until),
                  substitute: to.substitute_full_name,
                })}
              </p>
            )}
            {count > MOVE_BATCH && <p>{interpolate(m['manager.moveBatch'], { max: MOVE_BATCH })}</p>}
          </>
        )}
      </ConfirmDialog>
      <section aria-labelledby="absences-title" className={cardClass}>
        <h2 id="absences-title" className="text-lg font-semibold">
          {m['manager.absences']}
        </h2>
        {absences.loaded.state === 'ready' && absences.loaded.data.length === 0 && <p>{m['manager.noAbsences']}</p>}
        {absences.loaded.state === 'ready' && (
          <ul className="space-y-3">
            {absences.loaded.data.map((a) => (
              <AbsenceDecision
                key={a.id}
                absence={a}
                members={members}
                messages={m}
                onDecided={(list) => {
                  absences.set(list);
                  team.reload();
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function AbsenceDecision({
  absence,
  members,
  messages: m,
  onDecided,
}: {
  absence: Absence;
  members: { id: string; full_name: string }[];
  messages: Messages;
  onDecided: (list: Absence[]) => void;
}) {
  // The absence as last seen: a decision names its version; a refusal shows it as it is now.
  const [shown, setShown] = useState(absence);
  const [substitute, setSubstitute] = useState(absence.substitute_user_id ?? '');
  const [refusing, setRefusing] = useState(false);
  const { busy, problem, save } = useSave(m['manager.saved']);
  const label = `${shown.user_full_name}, ${absenceDays(shown)}`;
  const decide = (path: 'approve' | 'reject', body: unknown) =>
    save(async () => {
      try {
        onDecided(
          await apiPost(`/manager/absences/${shown.id}/${path}`, body, AbsencesSchema, { ifMatch: shown.version }),
        );
      } catch (error) {
        const conflict = conflictOf(error, AbsenceSchema);
        if (!conflict) throw error;
        setShown(conflict.current);
        throw new Error(conflictMessage(conflict, m['conflict.nothingDone'], m['conflict.someone']));
      }
    });
  const status =
    shown.status === 'approved'
      ? `${m['manager.approved']} · ${m['manager.substitute']}: ${shown.substitute_full_name ?? '–'}`
      : shown.status === 'requested'
        ? null
        : m[`absences.status.${shown.status}`];
  return (
    <li className="rounded border border-gray-300 p-3">
      <p className="font-semibold">{label}</p>
      {shown.note && <p className="text-sm">{shown.note}</p>}
      {status !== null ? (
        <p className="text-sm">{status}</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-2" role="group" aria-label={label}>
          <label className="text-sm">
            {m['manager.substitute']}
            <select className={inputClass} value={substitute} onChange={(e) => setSubstitute(e.target.value)}>
              <option value="">–</option>
              {members
                .filter((x) => x.id !== shown.user_id)
                .map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.full_name}
                  </option>
                ))}
            </select>
          </label>
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => void decide('approve', { substitute_user_id: substitute })}
          >
            {m['manager.approve']}
          </button>
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => setRefusing(true)}>
            {m['manager.reject']}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={refusing}
        title={interpolate(m['manager.rejectTitle'], { name: shown.user_full_name })}
        confirmLabel={m['manager.rejectConfirm']}
        cancelLabel={m['manager.cancel']}
        reason={{ label: m['manager.reason'], requiredMessage: m['manager.reasonRequired'] }}
        onConfirm={async (reason) => {
          await decide('reject', { reason });
          setRefusing(false);
        }}
        onCancel={() => setRefusing(false)}
      >
        <p>{interpolate(m['manager.rejectWhat'], { name: shown.user_full_name, days: absenceDays(shown) })}</p>
      </ConfirmDialog>
      <FormProblem text={problem} />
    </li>
  );
}
