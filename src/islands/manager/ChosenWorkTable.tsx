import { useStore } from '@nanostores/react';
import type { HeldAssignment } from '../../../contract/distribution.ts';
import { formatDate } from '../../lib/dates.ts';
import { interpolate } from '../../lib/interpolate.ts';
import type { ChosenMove } from '../../lib/manager/chosen-move.ts';
import type { ManagerMessages } from './messages.ts';

const cell = 'px-2 py-1';
const box = 'h-4 w-4 accent-brand';

/** A member's open work, a box on each row to choose it and one in the heading to choose all. */
export function ChosenWorkTable({ move, work, m }: { move: ChosenMove; work: HeldAssignment[]; m: ManagerMessages }) {
  const chosen = useStore(move.$chosen);
  const all = useStore(move.$allChosen);
  return (
    <div className="max-h-96 overflow-auto">
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-surface">
          <tr>
            <th scope="col" className={cell}>
              <label className="flex items-center gap-2 font-normal">
                <input type="checkbox" className={box} checked={all} onChange={move.toggleAll} />
                {m['manager.selectAll']}
              </label>
            </th>
            <th scope="col" className={cell}>
              {m['manager.assignment']}
            </th>
            <th scope="col" className={cell}>
              {m['manager.type']}
            </th>
            <th scope="col" className={cell}>
              {m['manager.status']}
            </th>
            <th scope="col" className={cell}>
              {m['manager.due']}
            </th>
          </tr>
        </thead>
        <tbody>
          {work.map((a) => (
            <tr key={a.id} className="border-t border-gray-200">
              <td className={cell}>
                <input
                  type="checkbox"
                  className={box}
                  checked={chosen.includes(a.id)}
                  onChange={() => move.toggle(a.id)}
                  aria-label={interpolate(m['manager.choose'], { number: a.assignment_no })}
                />
              </td>
              <th scope="row" className={`${cell} font-normal`}>
                {a.assignment_no}
              </th>
              <td className={cell}>{a.type_name}</td>
              <td className={cell}>{a.status_name}</td>
              <td className={`${cell} tabular-nums`}>{formatDate(a.due_date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
