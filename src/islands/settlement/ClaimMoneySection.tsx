import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createClaimMoneyPart } from '../../lib/settlement/claim-money-part.ts';
import { cardClass } from '../common/FormProblem.tsx';
import { AnswerPart } from './AnswerPart.tsx';
import { DeadlinesPart } from './DeadlinesPart.tsx';
import { FigurePart } from './FigurePart.tsx';
import { LettersPart } from './LettersPart.tsx';
import { type ClaimMoneyMessages, wordsOf } from './money-keys.ts';
import { PaymentsPart } from './PaymentsPart.tsx';
import { ReservesPart } from './ReservesPart.tsx';

/**
 * "Claim money" on the claim file page: where the money stands on the legal clock, the reserves,
 * the figure, the letters and the claimant's answer, the payments. Those who may not handle it
 * read it, told once why they find no buttons.
 */
export default function ClaimMoneySection({
  claimFileNo,
  lang,
  messages,
}: {
  claimFileNo: string;
  lang: Language;
  messages: ClaimMoneyMessages;
}) {
  const t = islandT(messages);
  const part = usePage(() => createClaimMoneyPart(claimFileNo, lang, wordsOf(messages)));
  const loaded = useStore(part.money.$loaded);
  return (
    <section aria-labelledby="money-title" className={cardClass}>
      <h2 id="money-title" className="text-lg font-semibold">
        {t('claimMoney.heading')}
      </h2>
      {loaded.state === 'loading' && <p role="status">{t('app.loading')}</p>}
      {loaded.state === 'failed' && <p role="alert">{t('claimMoney.failed', { reason: loaded.message })}</p>}
      {loaded.state === 'ready' && (
        <>
          {!loaded.data.may_handle && (
            <p className="rounded border border-gray-300 bg-gray-50 p-2 text-sm">{t('error.settlement.notHandler')}</p>
          )}
          <DeadlinesPart view={loaded.data} t={t} />
          <ReservesPart part={part} view={loaded.data} lang={lang} t={t} />
          <FigurePart part={part} view={loaded.data} lang={lang} t={t} />
          <LettersPart part={part} view={loaded.data} lang={lang} t={t} />
          <AnswerPart view={loaded.data} t={t} />
          <PaymentsPart part={part} view={loaded.data} lang={lang} t={t} />
        </>
      )}
    </section>
  );
}
