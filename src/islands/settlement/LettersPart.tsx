import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import type { ClaimMoneyView } from '../../../contract/settlement-view.ts';
import { formatDate } from '../../lib/dates.ts';
import type { ClaimMoneyPart } from '../../lib/settlement/claim-money-part.ts';
import { FormProblem } from '../common/FormProblem.tsx';
import { ActionButton } from './ActionButton.tsx';
import { PartHeader } from './PartHeader.tsx';
import { OfferForm, RefusalForm } from './LetterForms.tsx';
import { type ClaimMoneyT, partClass } from './money-keys.ts';
import { StackedTable } from './StackedTable.tsx';
import { useNewsFocus } from './use-focus.ts';

const NEWS = ['offer', 'refusal'] as const;

/** The letters sent to the claimant, each opening its PDF, and "Send offer" and "Send refusal". */
export function LettersPart({
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
  const whyNot = useStore(part.$whyNot);
  const offerOpen = useStore(part.offer.$open);
  const refusalOpen = useStore(part.refusal.$open);
  const problem = useStore(part.letters.$problem);
  const heading = useNewsFocus<HTMLHeadingElement>(part, NEWS);
  const letters = [...view.letters].reverse();
  return (
    <section aria-labelledby="money-letters-title" className={partClass}>
      <PartHeader
        id="money-letters-title"
        title={t('claimMoney.letters')}
        heading={heading}
        actions={
          !offerOpen &&
          !refusalOpen && (
            <div className="flex flex-wrap gap-2">
              <ActionButton
                id="money-send-offer"
                label={t('claimMoney.sendOffer')}
                whyNot={whyNot?.offer}
                onClick={part.offer.open}
                t={t}
              />
              <ActionButton
                id="money-send-refusal"
                label={t('claimMoney.sendRefusal')}
                whyNot={whyNot?.refusal}
                onClick={part.refusal.open}
                t={t}
              />
            </div>
          )
        }
      />
      <OfferForm part={part} view={view} lang={lang} t={t} />
      <RefusalForm part={part} view={view} t={t} />
      <FormProblem text={problem || null} />
      {letters.length === 0 ? (
        <p>{t('claimMoney.noLetters')}</p>
      ) : (
        <StackedTable
          caption={t('claimMoney.letters')}
          captionHidden
          heads={[
            t('claimMoney.letter'),
            t('claimMoney.amount'),
            t('claimMoney.date'),
            t('claimMoney.by'),
            t('claimMoney.sentTo'),
            t('claimMoney.pdf'),
          ]}
          rows={letters.map((letter) => {
            const kind = t(`claimMoney.letter.${letter.kind}`);
            const date = formatDate(letter.created_at);
            return {
              key: letter.id,
              cells: [
                <span key="kind">
                  {kind}
                  {/* What the letter says is in the claimant's language, whatever the page's. */}
                  {letter.reasons.length > 0 && (
                    <span lang={letter.language} className="block text-gray-700">
                      {letter.reasons.join(' ')}
                    </span>
                  )}
                  {letter.text && (
                    <span lang={letter.language} className="block text-gray-700">
                      {letter.text}
                    </span>
                  )}
                </span>,
                letter.amount_minor === null ? '' : formatLei(letter.amount_minor, lang),
                date,
                letter.created_by,
                letter.sent_to ?? t('claimMoney.notEmailed'),
                <button
                  key="pdf"
                  type="button"
                  className="text-brand-ink underline"
                  onClick={() => void part.openLetter(letter)}
                >
                  {t('claimMoney.pdf')}
                  {/* Which letter, for a screen reader among several; the name still starts with what is seen. */}
                  <span className="sr-only">
                    {' '}
                    {t('claimMoney.openLetter', { kind: kind.toLocaleLowerCase(lang), date })}
                  </span>
                </button>,
              ],
            };
          })}
        />
      )}
    </section>
  );
}
