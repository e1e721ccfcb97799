import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CaseLinkSettings } from './deps.ts';
import { claimFileById } from './deps.ts';
import { letterLayoutOf } from './letter-layout.ts';
import { letterPdf } from './letters/letter-pdf.ts';
import { findLetter } from './repository.ts';
import { letterContextOf } from './send-letter.ts';

/**
 * A letter's PDF, made again from the kept letter whenever it is opened: the same words, figure and
 * reasons as were sent. Another organisation's letter answers as one that does not exist.
 */
export async function letterPdfOf(
  db: Kysely<Database>,
  organisationId: string,
  letterId: string,
  links: CaseLinkSettings,
  claimFileId?: string,
): Promise<{ pdf: Buffer; name: string }> {
  const letter = await findLetter(db, organisationId, letterId);
  if (!letter || (claimFileId !== undefined && letter.claim_file_id !== claimFileId))
    throw new AppError('not_found', 'error.settlement.letterNotFound');
  const claim = await claimFileById(db, letter.claim_file_id);
  if (!claim) throw new AppError('not_found', 'error.settlement.letterNotFound');
  const context = await letterContextOf(db, claim, links, letter.language);
  return { pdf: await letterPdf(letterLayoutOf(letter, context)), name: `${claim.claim_file_no}-${letter.kind}.pdf` };
}
