import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { interpolate } from '../../lib/interpolate.ts';
import type { ChosenMove as Move } from '../../lib/manager/chosen-move.ts';
import { pluralKey } from '../../lib/plural.ts';
import { cardClass, FormProblem, inputClass, primaryButton } from '../common/FormProblem.tsx';
import { ChosenWorkTable } from './ChosenWorkTable.tsx';
import type { ManagerMessages } from './messages.ts';
import { MemberOptions } from './MemberOptions.tsx';

interface Props {
  move: Move;
  members: { id: string; full_name: string }[];
  lang: Language;
  m: ManagerMessages;
}

/** Moving chosen assignments of one member to a colleague whose roles fit them all. */
export function ChosenMove({ move, members, lang, m }: Props) {
  const holder = useStore(move.$holder);
  const work = useStore(move.$work);
  const workProblem = useStore(move.$workProblem);
  const chosen = useStore(move.$chosen);
  const to = useStore(move.$to);
  const candidates = useStore(move.$candidates);
  const moved = useStore(move.$moved);
  const busy = useStore(move.moving.$busy);
  const problem = useStore(move.moving.$problem);
  const fields = useStore(move.moving.$fields);
  const news = useRef<HTMLParagraphElement>(null);
  const holderName = members.find((x) => x.id === holder)?.full_name ?? '';
  const toFault = fields.to_user_id ? { 'aria-invalid': true, 'aria-describedby': 'chosen-problem' } : {};
  return (
    <form
      noValidate
      aria-labelledby="chosen-title"
      className={cardClass}
      onSubmit={async (e) => {
        e.preventDefault();
        // The list changed under the button: say what happened where focus lands.
        if (await move.move()) focusNews(news.current);
      }}
    >
      <h2 id="chosen-title" className="text-lg font-semibold">
        {m['manager.chosen']}
      </h2>
      <div className="text-sm md:w-1/3">
        <label htmlFor="chosen-holder">{m['manager.holder']}</label>
        <select
          id="chosen-holder"
          className={inputClass}
          value={holder}
          onChange={(e) => move.chooseHolder(e.target.value)}
        >
          <MemberOptions members={members} />
        </select>
      </div>
      {workProblem && <p role="alert">{workProblem}</p>}
      {work && work.length === 0 && <p>{interpolate(m['manager.noWork'], { name: holderName })}</p>}
      {work && work.length > 0 && <ChosenWorkTable move={move} work={work} m={m} />}
      {work && work.length > 0 && (
        <p aria-live="polite" className="text-sm">
          {interpolate(m[pluralKey(lang, 'manager.chosenCount', chosen.length)], { count: chosen.length })}
        </p>
      )}
      <div className="grid gap-2 md:grid-cols-3 md:items-end">
        <div className="text-sm">
          <label htmlFor="chosen-to">{m['manager.moveTo']}</label>
          <select
            id="chosen-to"
            className={inputClass}
            value={to}
            onChange={(e) => move.$to.set(e.target.value)}
            {...toFault}
          >
            <option value="">–</option>
            {candidates.map((c) => (
              <option key={c.id} value={c.id}>
                {c.full_name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {m['manager.moveChosen']}
          </button>
        </div>
      </div>
      {chosen.length > 0 && candidates.length === 0 && <p className="text-sm">{m['manager.noColleague']}</p>}
      <FormProblem id="chosen-problem" text={problem} />
      <p ref={news} role="status" className="text-sm empty:hidden">
        {moved === null
          ? ''
          : interpolate(m[pluralKey(lang, 'manager.moved', moved.moved)], {
              count: moved.moved,
              name: moved.to_full_name,
            })}
      </p>
    </form>
  );
}
