import * as v from 'valibot';
import { ContactInputSchema, PartnerInputSchema } from '../../../contract/partners.ts';
import { requireArea } from '../../access/require-area.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import type { UserRow } from '../organisations/index.ts';
import { addContact } from './add-contact.ts';
import { addPartner } from './add-partner.ts';
import { editPartner } from './edit-partner.ts';
import { removeContact } from './remove-contact.ts';
import { removePartner } from './remove-partner.ts';
import { partnerOf, partnersOf } from './repository.ts';

const PartnerParams = v.object({ id: IdSchema });
const ContactParams = v.object({ ...PartnerParams.entries, contact: IdSchema });

/**
 * /api/config/partners (partner manager): the organisation's partners and their contacts. Every
 * change is audited; changes name the version they were made on (If-Match).
 */
export function partnerRoutes(deps: Services) {
  const manager = [requireSession(deps, ['full']), requireArea(deps, 'config-partners')] as const;
  const list = async (user: UserRow) => partnersOf(deps.db, user.organisation_id);
  const partner = (user: UserRow, id: string) => partnerOf(deps.db, user.organisation_id, id);
  const partnerParam = validParams(PartnerParams, 'error.notFound.partner');

  return factory
    .createApp()
    .get('/', ...manager, async (c) => c.json(await list(c.var.auth.user)))
    .post('/', ...manager, async (c) => {
      const input = await readJson(c, PartnerInputSchema);
      await addPartner(deps.db, { actor: actorOf(c), input, now: deps.clock.now() });
      return c.json(await list(c.var.auth.user));
    })
    .put('/:id', ...manager, partnerParam, async (c) => {
      const { user } = c.var.auth;
      const found = await partner(user, c.req.valid('param').id);
      const expected = requireIfMatch(c);
      const input = await readJson(c, PartnerInputSchema);
      const now = deps.clock.now();
      setVersion(c, await editPartner(deps.db, { partner: found, expected, input, actor: actorOf(c), now }));
      return c.json(await list(user));
    })
    .delete('/:id', ...manager, partnerParam, async (c) => {
      const { user } = c.var.auth;
      const found = await partner(user, c.req.valid('param').id);
      const expected = requireIfMatch(c);
      await removePartner(deps.db, { partner: found, expected, actor: actorOf(c), now: deps.clock.now() });
      return c.json(await list(user));
    })
    .post('/:id/contacts', ...manager, partnerParam, async (c) => {
      const { user } = c.var.auth;
      const found = await partner(user, c.req.valid('param').id);
      const expected = requireIfMatch(c);
      const input = await readJson(c, ContactInputSchema);
      const now = deps.clock.now();
      setVersion(c, await addContact(deps.db, { partner: found, expected, input, actor: actorOf(c), now }));
      return c.json(await list(user));
    })
    .post(
      '/:id/contacts/:contact/remove',
      ...manager,
      partnerParam,
      validParams(ContactParams, 'error.notFound.contact'),
      async (c) => {
        const { user } = c.var.auth;
        const { id, contact } = c.req.valid('param');
        const version = await removeContact(deps.db, {
          partner: await partner(user, id),
          contactId: contact,
          expected: () => requireIfMatch(c),
          actor: actorOf(c),
          now: deps.clock.now(),
        });
        setVersion(c, version);
        return c.json(await list(user));
      },
    );
}
