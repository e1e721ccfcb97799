import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { BrandingSchema, DEFAULT_BRANDING } from '../../../contract/branding.ts';
import { businessDate } from '../../../contract/business-time.ts';
import type { Language } from '../../../contract/languages.ts';
import type { MoneyState, RefusalInput } from '../../../contract/settlement.ts';
import { AppError } from '../../errors.ts';
import { translate } from '../../i18n.ts';
import { claimMoneyOf } from './claim-money.ts';
import { changeSettlementFile } from './change-file.ts';
import {
  type CaseLinkSettings,
  type ClaimFileRecord,
  enqueueMessage,
  findCaseById,
  findOrganisationById,
  trackerCaseLink,
} from './deps.ts';
import type { MoneyChange } from './edit-money.ts';
import { type LetterContext, letterLayoutOf } from './letter-layout.ts';
import { letterPdf } from './letters/letter-pdf.ts';
import type { LetterRow } from './repository.ts';
import { refreshNextDeadline } from './next-deadline.ts';
import { requireMoneyHandler } from './rules.ts';

/** A written answer goes out while nothing was accepted or paid: a new one replaces the last (after a dispute, say). */
const ANSWERABLE: Record<'offer' | 'refusal', readonly MoneyState[]> = {
  offer: ['open', 'offered', 'refused', 'disputed'],
  refusal: ['open', 'offered', 'disputed'],
};

export interface LetterToSend {
  kind: 'offer' | 'refusal';
  language: Language;
  refusal?: RefusalInput;
  links: CaseLinkSettings;
}

/** The organisation's name and colour, and where the claimant answers, for the letter's layout. */
export async function letterContextOf(
  db: MoneyChange['db'],
  claim: ClaimFileRecord,
  links: CaseLinkSettings,
  language: Language,
): Promise<LetterContext> {
  const organisation = await findOrganisationById(db, claim.organisation_id);
  const branding = v.safeParse(
    BrandingSchema,
    organisation.branding ? JSON.parse(organisation.branding) : DEFAULT_BRANDING,
  );
  const trackerCase = claim.tracker_case_id ? await findCaseById(db, claim.tracker_case_id) : undefined;
  return {
    organisation: {
      name: organisation.name,
      colour: branding.success ? branding.output.color : DEFAULT_BRANDING.color,
    },
    claim,
    answerAt: trackerCase
      ? trackerCaseLink({ ...links, language, caseNo: trackerCase.case_no, orgCode: organisation.code })
      : null,
  };
}

const isEmail = (contact: string | null) => contact !== null && contact.includes('@');

/**
 * An offer of the figure as it stands, or a refusal naming its reasons: the letter is kept (the PDF
 * is made from it, now and whenever it is opened again), the first written answer meets the
 * answer deadline, and the claimant is sent the letter by e-mail, or told by SMS where to read it.
 */
export async function sendLetter(change: MoneyChange, letter: LetterToSend): Promise<void> {
  const { db, claim, actor, now } = change;
  const money = await claimMoneyOf(db, claim, now);
  await requireMoneyHandler(db, actor.user, money.settings, claim.id);
  const reasons =
    letter.kind === 'refusal' ? refusalReasons(money.settings.refusal_reasons, letter.refusal, letter.language) : [];
  if (letter.kind === 'offer' && money.figure.basis === 'none')
    throw new AppError('conflict', 'error.settlement.noApprovedNote');
  if (letter.kind === 'offer' && money.figure.total_minor <= 0)
    throw new AppError('conflict', 'error.settlement.nothingToOffer');
  const context = await letterContextOf(db, claim, letter.links, letter.language);
  const row: LetterRow & { amount_minor: number | null } = {
    id: randomUUID(),
    claim_file_id: claim.id,
    organisation_id: claim.organisation_id,
    kind: letter.kind,
    amount_minor: letter.kind === 'offer' ? money.figure.total_minor : null,
    figure: JSON.stringify(
      money.figure.lines.map((line) => ({
        label: translate(letter.language, `settlement.figure.${line.key}`),
        amount_minor: line.amount_minor,
        reason: line.reason ?? null,
      })),
    ),
    reasons: JSON.stringify(reasons),
    text: letter.refusal?.text ?? '',
    language: letter.language,
    recipient_name: claim.insured_name,
    sent_to: isEmail(claim.contact) ? claim.contact : null,
    outbox_id: null,
    created_by_user_id: actor.realUserId,
    created_at: now.toISOString(),
  };
  const pdf = row.sent_to ? await letterPdf(letterLayoutOf(row, context)) : null;
  const expected = change.expected();
  await changeSettlementFile(
    db,
    { claimFileId: claim.id, expected, userId: actor.realUserId, now },
    async (trx, file) => {
      if (!ANSWERABLE[letter.kind].includes(file.state))
        throw new AppError('conflict', 'error.settlement.cannotAnswer', {
          params: { state: translate(letter.language, `settlement.state.${file.state}`) },
        });
      const outboxId = await tellClaimant(trx, claim, row, context, pdf, now);
      await trx
        .insertInto('settlement_letters')
        .values({ ...row, outbox_id: outboxId })
        .execute();
      await trx
        .updateTable('settlement_files')
        .set({
          state: letter.kind === 'offer' ? 'offered' : 'refused',
          answered_on: file.answered_on ?? businessDate(now),
        })
        .where('claim_file_id', '=', claim.id)
        .execute();
      await refreshNextDeadline(trx, claim.id);
    },
  );
}

function refusalReasons(
  known: readonly { code: string; name_en: string; name_ro: string }[],
  input: RefusalInput | undefined,
  language: Language,
) {
  const codes = input?.reasons ?? [];
  if (codes.length === 0 && !input?.text)
    throw new AppError('validation_failed', 'error.settlement.refusalWithoutReason', { field: 'reasons' });
  return codes.map((code) => {
    const reason = known.find((r) => r.code === code);
    if (!reason)
      throw new AppError('validation_failed', 'error.settlement.unknownReason', { field: 'reasons', params: { code } });
    return { code, name: language === 'ro' ? reason.name_ro : reason.name_en };
  });
}

async function tellClaimant(
  trx: MoneyChange['db'],
  claim: ClaimFileRecord,
  letter: LetterRow,
  context: LetterContext,
  pdf: Buffer | null,
  now: Date,
): Promise<string | null> {
  const t = (key: string) =>
    translate(letter.language, `settlement.message.${key}`, {
      claim_file_no: claim.claim_file_no,
      organisation: context.organisation.name,
      address: context.answerAt ?? '',
    });
  const kind = letter.kind === 'offer' ? 'offer' : 'refusal';
  if (pdf && letter.sent_to)
    return enqueueMessage(trx, now, {
      channel: 'email',
      recipient: letter.sent_to,
      subject: t(`${kind}Subject`),
      body: `${t(`${kind}Email`)}${context.answerAt ? `\n\n${t('answerAt')}` : ''}`,
      attachment: {
        name: `${claim.claim_file_no}-${kind}.pdf`,
        type: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64',
      },
    });
  if (claim.contact && context.answerAt)
    return enqueueMessage(trx, now, { channel: 'sms', recipient: claim.contact, subject: '', body: t(`${kind}Sms`) });
  return null;
}
