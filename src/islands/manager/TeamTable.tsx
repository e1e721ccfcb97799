import type { Team } from '../../../contract/absences.ts';
import { formatDate } from '../../lib/dates.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { cardClass } from '../common/FormProblem.tsx';
import type { ManagerMessages } from './messages.ts';

/** Each member's open, overdue and due-today work, who is away and who stands in, and the group's unassigned work. */
export function TeamTable({ team, m }: { team: Team; m: ManagerMessages }) {
  return (
    <section aria-labelledby="team-title" className={cardClass}>
      <h2 id="team-title" className="text-lg font-semibold">
        {m['manager.team']} {team.group && <span className="font-normal">· {team.group}</span>}
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
            {team.members.map((member) => (
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
      <p className="text-sm">{`${m['manager.unassigned']}: ${team.unassigned}`}</p>
    </section>
  );
}
