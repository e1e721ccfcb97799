import { bearerToken } from '../../http/bearer-token.ts';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { assignmentTypeName, type AssignmentType } from '../../../contract/assignments.ts';
import { GuestExchangeRequestSchema, type GuestAssignment } from '../../../contract/guest.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import { claimFileOf, type AssignmentRow } from '../assignments/index.ts';
import { describeStatus, statusesOfOrganisation } from '../assignments/index.ts';
import { documentsOf, storeUpload } from '../documents/index.ts';
import { limitUpload, readUpload } from '../documents/index.ts';
import type { DocumentStorage } from '../documents/index.ts';
import { keyFingerprint, type GuestTokens } from './guest-token.ts';

export interface GuestDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: DocumentStorage;
  guestTokens: GuestTokens;
}

type GuestVariables = { guestAssignment: AssignmentRow };

const linkFails = () =>
  new AppError(
    'not_found',
    'This link does not open anything. Open the link from the e-mail you received; if it still fails, ask the insurer for a new one.',
  );
const isExpired = (row: AssignmentRow, now: Date) =>
  row.guest_key_expires_at !== null && row.guest_key_expires_at <= now.toISOString();

async function guestView(db: Kysely<Database>, row: AssignmentRow, language: Language): Promise<GuestAssignment> {
  const file = await claimFileOf(db, row);
  const status = describeStatus(
    await statusesOfOrganisation(db, row.organisation_id),
    row.assignment_type,
    row.status_code,
    language,
  );
  return {
    assignment_no: row.assignment_no,
    assignment_type: row.assignment_type as AssignmentType,
    type_name: assignmentTypeName(row.assignment_type, language),
    status: { name: status.name, color: status.color, help: status.help },
    claim_file_no: file.claim_file_no,
    vehicle: { plate: file.plate, brand: file.vehicle_brand, model: file.vehicle_model },
    event_date: file.event_date,
    documents: await documentsOf(db, [row.id]),
  };
}

/**
 * Guest links (security.md 17): the key of `/guest/{type}/{key}` is exchanged for a guest context
 * that reads and acts on that one assignment for an hour. Staff revoking the link replaces the key,
 * which ends every context made from the old one at its next call.
 */
export function guestRoutes(deps: GuestDeps) {
  const requireGuest: MiddlewareHandler<{ Variables: GuestVariables }> = async (c, next) => {
    const token = bearerToken(c);
    const claims = token ? await deps.guestTokens.verify(token) : null;
    const row = claims
      ? await deps.db.selectFrom('assignments').selectAll().where('id', '=', claims.assignmentId).executeTakeFirst()
      : undefined;
    if (!claims || !row || keyFingerprint(row.guest_key) !== claims.fingerprint || isExpired(row, deps.clock.now())) {
      throw new AppError('unauthorized', 'Open the link from the e-mail again to continue.');
    }
    c.set('guestAssignment', row);
    await next();
  };

  return new Hono<{ Variables: GuestVariables }>()
    .post('/guest/exchange', async (c) => {
      const body = await readJson(c, GuestExchangeRequestSchema);
      const row = await deps.db
        .selectFrom('assignments')
        .selectAll()
        .where('guest_key', '=', body.assignment_key)
        .where('assignment_type', '=', body.assignment_type)
        .executeTakeFirst();
      if (!row) throw linkFails();
      if (isExpired(row, deps.clock.now()))
        throw new AppError('not_found', 'This link has expired. Ask the insurer for a new one.');
      const { token, expiresAt } = await deps.guestTokens.sign(row.id, row.guest_key);
      return c.json({
        idToken: token,
        expires_at: expiresAt.toISOString(),
        assignment: await guestView(deps.db, row, requestLanguage(c)),
      });
    })
    .get('/guest/assignment', requireGuest, async (c) =>
      c.json(await guestView(deps.db, c.var.guestAssignment, requestLanguage(c))),
    )
    .post('/guest/documents', requireGuest, limitUpload, async (c) => {
      const upload = await readUpload(c);
      const document = await storeUpload(deps, {
        assignment: c.var.guestAssignment,
        ...upload,
        uploader: { kind: 'guest' },
        now: deps.clock.now(),
      });
      return c.json(document);
    });
}
