import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_FILES_PER_REQUEST, type DocumentInfo } from '../../../contract/documents.ts';
import type { FnolReceipt } from '../../../contract/fnol.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assignmentOnClaimFile } from '../assignments/index.ts';
import { storeUpload, type DocumentStorage } from '../documents/index.ts';
import { findFormOrganisation } from './repository.ts';

/** Long enough to pick photos from the phone's gallery after sending; the tracker takes what the insurer asks later. */
export const INTAKE_PHOTO_KEY_MINUTES = 30;
/** The document type the photos are filed under; the tracker names it in each language (document_types). */
export const INTAKE_PHOTO_DOC_TYPE = 'Photos of the damage';
/** The type a photo of the amicable report (constatare amiabilă) is filed under. */
export const AMICABLE_REPORT_DOC_TYPE = 'Accident report (constat amiabil)';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Issues the key the claim form's confirmation adds photos with: shown once, in the answer to the
 * sent claim; kept only as its hash, for this claim's first assignment alone, for a short while.
 */
export async function issueIntakePhotoKey(
  db: Kysely<Database>,
  input: {
    organisation: { id: string; code: string };
    assignmentId: string;
    caseNo: string;
    amicablePhoto: boolean;
    now: Date;
  },
): Promise<NonNullable<FnolReceipt['photos']>> {
  const key = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + INTAKE_PHOTO_KEY_MINUTES * 60_000).toISOString();
  await db
    .insertInto('intake_photo_keys')
    .values({
      key_hash: hashOf(key),
      organisation_id: input.organisation.id,
      assignment_id: input.assignmentId,
      expires_at: expiresAt,
      created_at: input.now.toISOString(),
    })
    .execute();
  const path = `/api/fnol/photos/${encodeURIComponent(input.organisation.code)}`;
  const query = new URLSearchParams({ case_no: input.caseNo });
  const amicable = new URLSearchParams({ case_no: input.caseNo, kind: 'amicable_report' });
  return {
    key,
    expires_at: expiresAt,
    max_files: MAX_FILES_PER_REQUEST,
    upload_path: `${path}?${query}`,
    ...(input.amicablePhoto ? { amicable_path: `${path}?${amicable}` } : {}),
  };
}

/**
 * Stores one photo sent from the confirmation. A key that is unknown, of another organisation's
 * form or of another claim opens nothing (404, told alike); an old one says its time has ended.
 * Each key sends at most MAX_FILES_PER_REQUEST files: the count is taken before the file is
 * stored, so two sends at once cannot pass it, and given back when the file is refused.
 */
export async function storeIntakePhoto(
  deps: { db: Kysely<Database>; storage: DocumentStorage },
  input: {
    orgKey: string;
    caseNo: string;
    kind?: 'damage' | 'amicable_report';
    key: string;
    bytes: Uint8Array;
    fileName: string;
    now: Date;
  },
): Promise<DocumentInfo> {
  const { db } = deps;
  const org = await findFormOrganisation(db, input.orgKey);
  const keyHash = hashOf(input.key);
  const photoKey = await db
    .selectFrom('intake_photo_keys')
    .select(['assignment_id', 'expires_at'])
    .where('key_hash', '=', keyHash)
    .where('organisation_id', '=', org.id)
    .executeTakeFirst();
  const assignment =
    photoKey &&
    (await assignmentOnClaimFile(db, {
      organisationId: org.id,
      assignmentId: photoKey.assignment_id,
      claimFileNo: input.caseNo,
    }));
  if (!photoKey || !assignment) throw new AppError('not_found', 'error.fnol.photoKeyUnknown');
  if (photoKey.expires_at <= input.now.toISOString()) throw new AppError('not_found', 'error.fnol.photoKeyExpired');
  const counted = await db
    .updateTable('intake_photo_keys')
    .set((eb) => ({ files_sent: eb('files_sent', '+', 1) }))
    .where('key_hash', '=', keyHash)
    .where('files_sent', '<', MAX_FILES_PER_REQUEST)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1)
    throw new AppError('validation_failed', 'error.documents.tooManyFiles', {
      params: { limit: MAX_FILES_PER_REQUEST, count: MAX_FILES_PER_REQUEST },
    });
  try {
    return await storeUpload(deps, {
      assignment,
      docType: input.kind === 'amicable_report' ? AMICABLE_REPORT_DOC_TYPE : INTAKE_PHOTO_DOC_TYPE,
      bytes: input.bytes,
      fileName: input.fileName,
      uploader: { kind: 'tracker', unasked: true },
      now: input.now,
    });
  } catch (error) {
    await db
      .updateTable('intake_photo_keys')
      .set((eb) => ({ files_sent: eb('files_sent', '-', 1) }))
      .where('key_hash', '=', keyHash)
      .execute();
    throw error;
  }
}
