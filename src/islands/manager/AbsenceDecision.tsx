import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Absence } from '../../../contract/absences.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { createAbsenceDecision } from '../../lib/manager/absence-decision.ts';
import { absenceDays } from '../time-off/absence-days.ts';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { FormProblem, inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import type { ManagerMessages } from './messages.ts';

interface Props {
  absence: Absence;
  members: { id: string; full_name: string }[];
  m: ManagerMessages;
  onDecided: (list: Absence[]) => void;
}

/** One absence to decide: approve naming who stands in, or refuse with a reason. */
export function AbsenceDecision({ absence, members, m, onDecided }: Props) {
  const [decision] = useState(() => createAbsenceDecision(absence, m, onDecided));
  const shown = useStore(decision.$shown);
  const substitute = useStore(decision.$substitute);
  const refusing = useStore(decision.$refusing);
  const busy = useStore(decision.saving.$busy);
  const problem = useStore(decision.saving.$problem);
  const label = `${shown.user_full_name}, ${absenceDays(shown)}`;
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
        <fieldset className="mt-2 flex min-w-0 flex-wrap items-end gap-2" aria-label={label}>
          <label className="text-sm">
            {m['manager.substitute']}
            <select
              className={inputClass}
              value={substitute}
              onChange={(e) => decision.$substitute.set(e.target.value)}
            >
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
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void decision.approve()}>
            {m['manager.approve']}
          </button>
          <button type="button" className={secondaryButton} disabled={busy} onClick={decision.askToReject}>
            {m['manager.reject']}
          </button>
        </fieldset>
      )}
      <ConfirmDialog
        open={refusing}
        title={interpolate(m['manager.rejectTitle'], { name: shown.user_full_name })}
        confirmLabel={m['manager.rejectConfirm']}
        cancelLabel={m['manager.cancel']}
        reason={{ label: m['manager.reason'], requiredMessage: m['manager.reasonRequired'] }}
        onConfirm={decision.reject}
        onCancel={decision.cancelReject}
      >
        <p>{interpolate(m['manager.rejectWhat'], { name: shown.user_full_name, days: absenceDays(shown) })}</p>
      </ConfirmDialog>
      <FormProblem text={problem} />
    </li>
  );
}
