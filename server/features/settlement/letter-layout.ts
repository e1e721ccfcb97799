import { businessDate } from '../../../contract/business-time.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import { translate } from '../../i18n.ts';
import type { ClaimFileRecord } from './deps.ts';
import type { LetterLayout } from './letters/letter-pdf.ts';
import type { LetterRow } from './repository.ts';

/** dd.MM.yyyy in both languages: how a Romanian letter writes a date, and unambiguous in English. */
export const letterDate = (at: string) => {
  const [year, month, day] = businessDate(new Date(at)).split('-');
  return `${day}.${month}.${year}`;
};

export interface LetterContext {
  organisation: { name: string; colour: string };
  claim: ClaimFileRecord;
  /** Where the claimant answers: the tracker's address for the claim, when it has one. */
  answerAt: string | null;
}

/** The words of a letter in its own language, laid out by letterPdf. */
export function letterLayoutOf(letter: LetterRow, context: LetterContext): LetterLayout {
  const language: Language = letter.language;
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, `settlement.letter.${key}`, values);
  const { claim } = context;
  const figure = JSON.parse(letter.figure) as { label: string; amount_minor: number; reason: string | null }[];
  const reasons = JSON.parse(letter.reasons) as { name: string }[];
  const offer = letter.kind === 'offer';
  const amount = formatLei(Number(letter.amount_minor ?? 0), language);
  return {
    language,
    organisation: {
      name: context.organisation.name,
      colour: context.organisation.colour,
      address: null,
      contact: null,
      logoPng: null,
    },
    title: t(offer ? 'offerTitle' : 'refusalTitle'),
    reference: [
      { label: t('claimFile'), value: claim.claim_file_no },
      { label: t('policy'), value: claim.policy_no },
      { label: t('vehicle'), value: claim.plate },
      { label: t('date'), value: letterDate(letter.created_at) },
    ],
    recipient: [letter.recipient_name],
    paragraphs: [
      t('salutation', { name: letter.recipient_name }),
      offer ? t('offerBody', { amount, event_date: letterDate(`${claim.event_date}T12:00:00Z`) }) : t('refusalBody'),
      ...(letter.text ? [letter.text] : []),
    ],
    figure: offer
      ? {
          lines: [
            ...figure.map((line) => ({
              label: line.reason ? `${line.label}: ${line.reason}` : line.label,
              amount: formatLei(line.amount_minor, language),
            })),
            { label: t('total'), amount, emphasis: true },
          ],
        }
      : null,
    reasons: offer ? null : { heading: t('reasonsHeading'), items: reasons.map((r) => r.name) },
    closing: [
      offer ? t('offerAnswer') : t('refusalAnswer'),
      ...(context.answerAt ? [t('answerAt', { address: context.answerAt })] : []),
      t('regards'),
      context.organisation.name,
    ],
    footer: t('footer', { organisation: context.organisation.name, claim_file_no: claim.claim_file_no }),
  };
}
