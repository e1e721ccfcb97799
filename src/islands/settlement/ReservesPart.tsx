import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import type { ClaimMoneyView } from '../../../contract/settlement-view.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { ClaimMoneyPart } from '../../lib/settlement/claim-money-part.ts';
import type { ReservesDraft } from '../../lib/settlement/money-drafts.ts';
import type { Open } from '../../lib/settlement/money-form.ts';
import { TextField } from '../common/TextField.tsx';
import { Facts } from '../claim-files/Facts.tsx';
import { ActionButton } from './ActionButton.tsx';
import { PartHeader } from './PartHeader.tsx';
import { type ClaimMoneyT, partClass } from './money-keys.ts';
import { AmountHint } from './AmountHint.tsx';
import { MoneyFormFrame } from './MoneyFormFrame.tsx';
import { StackedTable } from './StackedTable.tsx';
import { useNewsFocus } from './use-focus.ts';

const INPUTS = ['indemnity_minor', 'expenses_minor', 'reason'] as const;
const NEWS = ['reserves'] as const;

interface Props {
  part: ClaimMoneyPart;
  view: ClaimMoneyView;
  lang: Language;
  t: ClaimMoneyT;
}

function ReservesForm({ part, open, lang, t }: Omit<Props, 'view'> & { open: Open<ReservesDraft> }) {
  const form = part.reserves;
  const amount = (field: 'indemnity_minor' | 'expenses_minor', problem: string | null) => (
    <TextField
      id={`reserves-${field}`}
      label={t(field === 'indemnity_minor' ? 'claimMoney.reserve.indemnity' : 'claimMoney.reserve.expenses')}
      inputMode="decimal"
      autoComplete="off"
      value={open.draft[field]}
      onChange={(value) => form.edit({ [field]: value })}
      error={problem}
    />
  );
  return (
    <MoneyFormFrame
      form={form}
      label={t('claimMoney.changeReserves')}
      inputs={INPUTS}
      submitLabel={t('claimMoney.save')}
      t={t}
    >
      {(problem) => (
        <>
          <AmountHint lang={lang} t={t} className="text-sm text-gray-700 md:col-span-2" />
          {amount('indemnity_minor', problem('indemnity_minor'))}
          {amount('expenses_minor', problem('expenses_minor'))}
          <div className="md:col-span-2">
            <TextField
              id="reserves-reason"
              label={t('claimMoney.reason')}
              required
              maxLength={500}
              value={open.draft.reason}
              onChange={(reason) => form.edit({ reason })}
              error={problem('reason')}
            />
          </div>
        </>
      )}
    </MoneyFormFrame>
  );
}

/** The two reserves, "Change reserves" with a reason, and every move they made, newest first. */
export function ReservesPart({ part, view, lang, t }: Props) {
  const open = useStore(part.reserves.$open);
  const whyNot = useStore(part.$whyNot);
  const heading = useNewsFocus<HTMLHeadingElement>(part, NEWS);
  const lei = (minor: number) => formatLei(minor, lang);
  const moves = [...view.reserves.moves].reverse();
  return (
    <section aria-labelledby="money-reserves-title" className={partClass}>
      <PartHeader
        id="money-reserves-title"
        title={t('claimMoney.reserves')}
        heading={heading}
        actions={
          !open && (
            <ActionButton
              id="money-change-reserves"
              label={t('claimMoney.changeReserves')}
              whyNot={whyNot?.reserves}
              onClick={part.reserves.open}
              t={t}
            />
          )
        }
      />
      <Facts
        facts={[
          [t('claimMoney.reserve.indemnity'), lei(view.reserves.indemnity_minor)],
          [t('claimMoney.reserve.expenses'), lei(view.reserves.expenses_minor)],
        ]}
      />
      {open && <ReservesForm part={part} open={open} lang={lang} t={t} />}
      {moves.length === 0 ? (
        <p>{t('claimMoney.noMoves')}</p>
      ) : (
        <StackedTable
          caption={t('claimMoney.reserveMoves')}
          heads={[
            t('claimMoney.when'),
            t('claimMoney.kind'),
            t('claimMoney.fromTo'),
            t('claimMoney.source'),
            t('claimMoney.who'),
            t('claimMoney.reason'),
          ]}
          rows={moves.map((move, i) => ({
            key: `${move.at}-${move.kind}-${i}`,
            cells: [
              <span key="at" className="whitespace-nowrap tabular-nums">
                {formatDateTime(move.at)}
              </span>,
              t(`claimMoney.kind.${move.kind}`),
              <span key="amounts" className="tabular-nums">{`${lei(move.from_minor)} → ${lei(move.to_minor)}`}</span>,
              t(`claimMoney.source.${move.source}`),
              move.by ?? t('claimMoney.system'),
              move.reason ?? '',
            ],
          }))}
        />
      )}
    </section>
  );
}
