import type { Kysely } from 'kysely';
import { DocTypeQuerySchema } from '../../../contract/documents.ts';
import { GuestExchangeRequestSchema } from '../../../contract/guest.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { validQuery } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import { findAssignmentByGuestKey } from '../assignments/index.ts';
import { limitUpload, readUpload, storeUpload, type DocumentStorage } from '../documents/index.ts';
import type { GuestTokens } from './guest-token.ts';
import { guestView } from './repository.ts';
import { isExpired, requireGuest } from './require-guest.ts';

interface GuestDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: DocumentStorage;
  guestTokens: GuestTokens;
}

/**
 * /api/guest: the key of a guest link (`/guest/{type}/{key}`, sent to a garage or an assessor
 * outside the insurer) is exchanged for a guest context that reads and acts on that one assignment
 * for an hour, so the key itself does not travel with every call.
 */
export function guestRoutes(deps: GuestDeps) {
  const guest = requireGuest(deps);
  return factory
    .createApp()
    .post('/exchange', async (c) => {
      const body = await readJson(c, GuestExchangeRequestSchema);
      const row = await findAssignmentByGuestKey(deps.db, body.assignment_key, body.assignment_type);
      if (!row) throw new AppError('not_found', 'error.guests.linkUnknown');
      if (isExpired(row, deps.clock.now())) throw new AppError('not_found', 'error.guests.linkExpired');
      const { token, expiresAt } = await deps.guestTokens.sign(row.id, row.guest_key);
      return c.json({
        idToken: token,
        expires_at: expiresAt.toISOString(),
        assignment: await guestView(deps.db, row, requestLanguage(c)),
      });
    })
    .get('/assignment', guest, async (c) => c.json(await guestView(deps.db, c.var.guestAssignment, requestLanguage(c))))
    .post('/documents', guest, limitUpload, validQuery(DocTypeQuerySchema), async (c) => {
      const upload = await readUpload(c);
      const document = await storeUpload(deps, {
        assignment: c.var.guestAssignment,
        ...upload,
        docType: c.req.valid('query').doc_type,
        uploader: { kind: 'guest' },
        now: deps.clock.now(),
      });
      return c.json(document);
    });
}
