import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import type { ClaimMoneyView } from '../../../contract/settlement-view.ts';
import type { ClaimMoneyPart } from '../../lib/settlement/claim-money-part.ts';
import { percentText } from '../../lib/settlement/money-rules.ts';
import { Facts } from '../claim-files/Facts.tsx';
import { ActionButton } from './ActionButton.tsx';
import { PartHeader } from './PartHeader.tsx';
import { FigureForm } from './FigureForm.tsx';
import { type ClaimMoneyT, partClass } from './money-keys.ts';
import { useNewsFocus } from './use-focus.ts';

const NEWS = ['figure'] as const;

/** How the figure is reached, line by line to its total, what it is made from, and "Edit figure". */
export function FigurePart({
  part,
  view,
  lang,
  t,
}: {
  part: ClaimMoneyPart;
  view: ClaimMoneyView;
  lang: Language;
  t: ClaimMoneyT;
}) {
  const open = useStore(part.figure.$open);
  const whyNot = useStore(part.$whyNot);
  const heading = useNewsFocus<HTMLHeadingElement>(part, NEWS);
  const lei = (minor: number | null) => (minor === null ? t('claimMoney.notKnown') : formatLei(minor, lang));
  const { figure } = view;
  return (
    <section aria-labelledby="money-figure-title" className={partClass}>
      <PartHeader
        id="money-figure-title"
        title={t('claimMoney.figure')}
        heading={heading}
        actions={
          !open && (
            <ActionButton
              id="money-edit-figure"
              label={t('claimMoney.editFigure')}
              whyNot={whyNot?.figure}
              onClick={part.figure.open}
              t={t}
            />
          )
        }
      />
      {figure.basis === 'none' ? (
        <p>{t('claimMoney.noFigure')}</p>
      ) : (
        <table className="w-full text-sm" data-testid="figure-lines">
          <caption className="sr-only">{t('claimMoney.figure')}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('claimMoney.line')}</th>
              <th scope="col">{t('claimMoney.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {figure.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two adjustments may read alike; every answer replaces the lines whole
              <tr key={`${line.key}-${i}`} className="border-t border-gray-200">
                <td className="py-1.5 pr-3 align-top">
                  {line.label}
                  {line.reason && <span className="block text-gray-700">{line.reason}</span>}
                </td>
                <td className="whitespace-nowrap py-1.5 text-right align-top tabular-nums">
                  {formatLei(line.amount_minor, lang)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-gray-800 font-semibold">
              <th scope="row" className="py-1.5 pr-3 text-left">
                {t('claimMoney.total')}
              </th>
              <td className="whitespace-nowrap py-1.5 text-right tabular-nums" data-testid="figure-total">
                {formatLei(figure.total_minor, lang)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {figure.basis === 'total_loss' && <p className="font-medium">{t('claimMoney.totalLoss')}</p>}
      {figure.repair_share_basis_points !== null && (
        <p>
          {t('claimMoney.repairShare', {
            share: percentText(figure.repair_share_basis_points, lang),
            limit: percentText(figure.total_loss_basis_points, lang),
          })}
        </p>
      )}
      <Facts
        facts={[
          [t('claimMoney.damageKind'), t(`claimMoney.damage.${view.damage_kind}`)],
          [t('claimMoney.vatRecoverable'), t(view.vat_recoverable ? 'claimMoney.yes' : 'claimMoney.no')],
          [t('claimMoney.vehicleValue'), lei(view.vehicle_value_minor)],
          [t('claimMoney.salvageValue'), lei(view.salvage_value_minor)],
          [t('claimMoney.deductible'), lei(view.deductible_minor)],
          [t('claimMoney.sumInsured'), lei(view.sum_insured_minor)],
        ]}
      />
      {open && <FigureForm part={part} open={open} lang={lang} t={t} />}
    </section>
  );
}
