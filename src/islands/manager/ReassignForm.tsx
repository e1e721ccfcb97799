import { useStore } from '@nanostores/react';
import { MOVE_BATCH } from '../../../contract/absences.ts';
import { ASSIGNMENT_TYPES, assignmentTypeName } from '../../../contract/assignments.ts';
import { formatDate } from '../../lib/dates.ts';
import { interpolate } from '../../lib/interpolate.ts';
import type { ManagerPage, Move, MoveOutcome } from '../../lib/manager/page.ts';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { cardClass, FormProblem, inputClass, primaryButton } from '../common/FormProblem.tsx';
import type { ManagerMessages } from './messages.ts';
import type { Language } from '../../../contract/languages.ts';
import { pluralKey } from '../../lib/plural.ts';
import { MemberOptions } from './MemberOptions.tsx';

/** What moved to whom, and what stayed with its holder because the receiver may not hold its kind. */
function movedSentence(moved: MoveOutcome, lang: Language, m: ManagerMessages) {
  const went = interpolate(m[pluralKey(lang, 'manager.moved', moved.moved)], {
    count: moved.moved,
    name: moved.to_full_name,
  });
  if (moved.kept === 0) return went;
  const stayed = interpolate(m[pluralKey(lang, 'manager.kept', moved.kept)], {
    count: moved.kept,
    from: moved.from_full_name,
    to: moved.to_full_name,
  });
  return `${went} ${stayed}`;
}

/** What the move takes to whom; when the receiver may hold only some kinds of work, which go and that the rest stays. */
function moveSentence(
  move: {
    going: number;
    overdue: boolean;
    from: { full_name: string };
    to: { full_name: string };
    kinds: string[] | null;
  },
  lang: Language,
  m: ManagerMessages,
) {
  const values = { count: move.going, from: move.from.full_name, to: move.to.full_name };
  if (!move.kinds)
    return interpolate(
      m[pluralKey(lang, move.overdue ? 'manager.moveWhatOverdue' : 'manager.moveWhat', move.going)],
      values,
    );
  const kinds = move.kinds.map((type) => assignmentTypeName(type, lang)).join(', ');
  const key = pluralKey(lang, move.overdue ? 'manager.moveSomeOverdue' : 'manager.moveSome', move.going);
  return interpolate(m[key], { ...values, kinds });
}

/** Moving one member's open (or only overdue) work to another, asked first with how many go to whom. */
export function ReassignForm({ page, lang, m }: { page: ManagerPage; lang: Language; m: ManagerMessages }) {
  const move = useStore(page.$move);
  const moved = useStore(page.$moved);
  const asking = useStore(page.$asking);
  const busy = useStore(page.moving.$busy);
  const problem = useStore(page.moving.$problem);
  const from = useStore(page.$from);
  const to = useStore(page.$to);
  const count = useStore(page.$count);
  const toTypes = useStore(page.$toTypes);
  const receivers = useStore(page.$receivers);
  const members = page.team.data()?.members ?? [];
  const onlySome = !!toTypes && toTypes.length > 0 && toTypes.length < ASSIGNMENT_TYPES.length;
  // One batch at a time: the dialog counts what this move takes.
  const going = Math.min(count, MOVE_BATCH);
  const memberSelect = (key: keyof Omit<Move, 'only_overdue'>, label: string, choices: typeof members) => (
    <label className="text-sm">
      {label}
      <select className={inputClass} value={move[key]} onChange={(e) => page.choose({ [key]: e.target.value })}>
        <MemberOptions members={choices} />
      </select>
    </label>
  );
  return (
    <>
      <form
        noValidate
        aria-labelledby="reassign-title"
        className={cardClass}
        onSubmit={(e) => {
          e.preventDefault();
          page.askToMove();
        }}
      >
        <h2 id="reassign-title" className="text-lg font-semibold">
          {m['manager.reassign']}
        </h2>
        <div className="grid gap-2 md:grid-cols-3 md:items-end">
          {memberSelect('from_user_id', m['manager.from'], members)}
          {memberSelect('to_user_id', m['manager.to'], receivers)}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={move.only_overdue}
              onChange={(e) => page.choose({ only_overdue: e.target.checked })}
            />
            {m['manager.onlyOverdue']}
          </label>
        </div>
        <FormProblem text={problem} />
        <p role="status" className="text-sm empty:hidden">
          {moved === null ? '' : movedSentence(moved, lang, m)}
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
        onConfirm={page.moveWork}
        onCancel={page.cancelMove}
      >
        {from && to && (
          <>
            <p>
              {moveSentence({ going, overdue: move.only_overdue, from, to, kinds: onlySome ? toTypes : null }, lang, m)}
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
    </>
  );
}
