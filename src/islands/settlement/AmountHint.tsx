import type { Language } from '../../../contract/languages.ts';
import type { ClaimMoneyT } from './money-keys.ts';

/** How to type an amount on this page: with the page language's decimal comma or point. */
export function AmountHint({ lang, t, className }: { lang: Language; t: ClaimMoneyT; className: string }) {
  return (
    <p className={className}>{t('claimMoney.amountHint', { example: lang === 'ro' ? '1.234,56' : '1,234.56' })}</p>
  );
}
