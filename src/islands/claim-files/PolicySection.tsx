import type { ClaimFileDetail } from '../../../contract/claim-file-page.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatMoney } from '../../../contract/money-text.ts';
import { formatDate } from '../../lib/dates.ts';
import { Facts } from './Facts.tsx';
import { type ClaimFileT, headingClass, sectionClass } from './messages.ts';

/** The policy in the register with its cover and whether it protected the event's day, or why there is none. */
export function PolicySection({ file, lang, t }: { file: ClaimFileDetail; lang: Language; t: ClaimFileT }) {
  const policy = file.policy;
  return (
    <section aria-labelledby="policy-title" className={sectionClass}>
      <h2 id="policy-title" className={headingClass}>
        {t('claimFile.policy')}
      </h2>
      {policy ? (
        <Facts
          facts={[
            [t('claimFile.policyNo'), `${policy.policy_no} (${file.policy_type})`],
            [t('claimFile.product'), policy.product_name],
            [t('claimFile.holder'), policy.holder_name],
            [t('claimFile.period'), `${formatDate(policy.starts_on)} - ${formatDate(policy.ends_on)}`],
            [t('claimFile.standing'), t(`claimFile.standing.${policy.standing}`)],
            [t('claimFile.cover'), policy.cover.map((code) => t(`claimFile.cover.${code}`)).join(', ')],
            [
              t('claimFile.sumInsured'),
              policy.sum_insured_minor === null ? '-' : formatMoney(policy.sum_insured_minor, policy.currency, lang),
            ],
            [
              t('claimFile.deductible'),
              policy.deductible_minor === 0
                ? t('claimFile.noDeductible')
                : formatMoney(policy.deductible_minor, policy.currency, lang),
            ],
          ]}
        />
      ) : file.policy_missing_reason ? (
        <p>{t('claimFile.policyNotFound', { reason: file.policy_missing_reason })}</p>
      ) : (
        <p>{t('claimFile.policyNotLinked', { no: file.policy_no, type: file.policy_type })}</p>
      )}
    </section>
  );
}
