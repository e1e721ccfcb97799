import type { ClaimMoneyView, DeadlineStanding, DeadlineView } from '../../../contract/settlement-view.ts';
import { formatDate } from '../../lib/dates.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import { type ClaimMoneyT, partHeadingClass } from './money-keys.ts';

/** Each standing's colour beside its name: the name carries the meaning, the colour only helps the eye. */
const COLOURS: Record<DeadlineStanding, string> = {
  met: '#15803d',
  open: '#2563eb',
  due_soon: '#d97706',
  breached: '#b91c1c',
};

function DeadlineLine({ deadline, t }: { deadline: DeadlineView; t: ClaimMoneyT }) {
  const { due, done_on: doneOn, standing } = deadline;
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid={`deadline-${deadline.kind}`}>
      <span className="min-w-40 font-medium">{t(`claimMoney.deadline.${deadline.kind}`)}</span>
      {due === null || standing === null ? (
        <span className="text-gray-700">{t('claimMoney.notStarted')}</span>
      ) : (
        <>
          <span className="tabular-nums">{t('claimMoney.dueBy', { date: formatDate(due) })}</span>
          <StatusBadge name={t(`claimMoney.standing.${standing}`)} color={COLOURS[standing]} />
          {doneOn && <span className="tabular-nums">{t('claimMoney.doneOn', { date: formatDate(doneOn) })}</span>}
          {deadline.days_late > 0 && (
            <span className="font-semibold text-red-800">{t('claimMoney.daysLate', { n: deadline.days_late })}</span>
          )}
        </>
      )}
    </li>
  );
}

/** Where the claim's money stands, and the law's three deadlines with how each is kept. */
export function DeadlinesPart({ view, t }: { view: ClaimMoneyView; t: ClaimMoneyT }) {
  return (
    <>
      <p>
        <span className="font-medium">{t('claimMoney.state')}: </span>
        <span data-testid="money-state">{view.state_name}</span>
      </p>
      <section aria-labelledby="money-deadlines-title" className="space-y-2">
        <h3 id="money-deadlines-title" className={partHeadingClass}>
          {t('claimMoney.deadlines')}
        </h3>
        <ul className="space-y-1">
          {view.deadlines.map((deadline) => (
            <DeadlineLine key={deadline.kind} deadline={deadline} t={t} />
          ))}
        </ul>
      </section>
    </>
  );
}
