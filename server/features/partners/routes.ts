import type { AppEnv } from '../../http/app-env.ts';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { assignmentTypeName } from '../../../contract/assignments.ts';
import {
  ContactInputSchema,
  HandOverSchema,
  PartnerInputSchema,
  type PartnerInput,
  type PartnerWork,
} from '../../../contract/partners.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../http/read-json.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { actorIds } from '../../http/request-context.ts';
import { actorOf } from '../../http/request-context.ts';
import { idParam } from '../../http/params.ts';
import { audit } from '../../audit/audit.ts';
import { countyName } from '../reference/index.ts';
import { requireArea } from '../../access/require-area.ts';
import {
  assignmentsNaming,
  bumpPartner,
  deleteContact,
  deletePartner,
  insertContact,
  insertPartner,
  partnerOf,
  partnersOf,
  stalePartner,
} from './repository.ts';

type Ctx = Context<AppEnv>;

/**
 * Partner organisations. /config/partners (partner manager) keeps the list and the contacts;
 * /special-customers (org configurator, feature enabled) sees each partner's work and hands
 * assignments to a partner or takes them back. Both audited.
 */
export function partnerRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const manager = [signedIn, requireArea(deps, 'config-partners')] as const;
  const overseer = [signedIn, requireArea(deps, 'special-customers')] as const;
  const orgId = (c: Ctx) => c.var.auth.user.organisation_id;
  const now = () => deps.clock.now();
  const partnerParam = (c: Ctx) => partnerOf(deps.db, orgId(c), idParam(c, 'id', 'partner'));
  const list = async (c: Ctx) => c.json(await partnersOf(deps.db, orgId(c)));
  const changer = (c: Ctx) => actorIds(actorOf(c)).actor_user_id;

  /**
   * A change to a partner or its contacts, made on the version the caller read: the partner moves
   * to the next version and `work` runs in the same transaction; on any other version nothing
   * happens and the caller gets the partner as it is now.
   */
  const changePartner = async (
    c: Ctx,
    id: string,
    expected: number,
    work: (trx: Kysely<Database>) => Promise<void>,
    input?: PartnerInput,
  ) => {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await bumpPartner(trx, id, { expected, byUserId: changer(c), at: now() }, input)))
        throw await stalePartner(trx, orgId(c), id);
      await work(trx);
    });
  };

  const work = async (c: Ctx, partnerId: string): Promise<PartnerWork> => {
    const language = requestLanguage(c);
    const partner = await partnerOf(deps.db, orgId(c), partnerId);
    const rows = await deps.db
      .selectFrom('assignments')
      .innerJoin('assignment_statuses', (join) =>
        join
          .onRef('assignment_statuses.organisation_id', '=', 'assignments.organisation_id')
          .onRef('assignment_statuses.assignment_type', '=', 'assignments.assignment_type')
          .onRef('assignment_statuses.code', '=', 'assignments.status_code'),
      )
      .select([
        'assignments.id',
        'assignments.assignment_no',
        'assignments.assignment_type',
        'assignments.due_date',
        'assignments.is_final',
        'assignment_statuses.name_en',
        'assignment_statuses.name_ro',
      ])
      .where('assignments.organisation_id', '=', orgId(c))
      .where('assignments.partner_id', '=', partner.id)
      .orderBy('assignments.is_final')
      .orderBy('assignments.due_date')
      .limit(200)
      .execute();
    return {
      partner,
      assignments: rows.map((r) => ({
        id: r.id,
        assignment_no: r.assignment_no,
        type_name: assignmentTypeName(r.assignment_type, language),
        status_name: language === 'ro' ? r.name_ro : r.name_en,
        due_date: r.due_date,
        is_final: r.is_final === 1,
      })),
    };
  };

  return new Hono<AppEnv>()
    .get('/config/partners', ...manager, list)
    .post('/config/partners', ...manager, async (c) => {
      const body = await readJson(c, PartnerInputSchema);
      await countyName(deps.db, body.county_code);
      await deps.db.transaction().execute(async (trx) => {
        await insertPartner(trx, orgId(c), randomUUID(), body, changer(c), now());
        await audit(trx, actorOf(c), { action: 'partner.create', target: body.name, before: null, after: body }, now());
      });
      return list(c);
    })
    .put('/config/partners/:id', ...manager, async (c) => {
      const partner = await partnerParam(c);
      const expected = requireIfMatch(c);
      const body = await readJson(c, PartnerInputSchema);
      await countyName(deps.db, body.county_code);
      await changePartner(
        c,
        partner.id,
        expected,
        async (trx) => {
          const { contacts: _contacts, open_assignments: _open, id: _id, version: _version, ...before } = partner;
          await audit(trx, actorOf(c), { action: 'partner.update', target: partner.name, before, after: body }, now());
        },
        body,
      );
      setVersion(c, expected + 1);
      return list(c);
    })
    .delete('/config/partners/:id', ...manager, async (c) => {
      const partner = await partnerParam(c);
      const expected = requireIfMatch(c);
      await changePartner(c, partner.id, expected, async (trx) => {
        const held = await assignmentsNaming(trx, partner.id);
        if (held > 0) {
          const message = `${partner.name} holds or held ${held} assignments and stays on record: mark it inactive instead.`;
          throw new AppError('in_use', message, { params: { assignments: held } });
        }
        await deletePartner(trx, partner.id);
        await audit(
          trx,
          actorOf(c),
          { action: 'partner.delete', target: partner.name, before: partner, after: null },
          now(),
        );
      });
      return list(c);
    })
    .post('/config/partners/:id/contacts', ...manager, async (c) => {
      const partner = await partnerParam(c);
      const expected = requireIfMatch(c);
      const body = await readJson(c, ContactInputSchema);
      if (partner.contacts.length >= 50) throw new AppError('validation_failed', 'A partner has at most 50 contacts.');
      await changePartner(c, partner.id, expected, async (trx) => {
        await insertContact(trx, partner.id, randomUUID(), body, now());
        await audit(
          trx,
          actorOf(c),
          { action: 'partner.contact.add', target: partner.name, before: null, after: body },
          now(),
        );
      });
      setVersion(c, expected + 1);
      return list(c);
    })
    .post('/config/partners/:id/contacts/:contact/remove', ...manager, async (c) => {
      const partner = await partnerParam(c);
      const contact = partner.contacts.find((x) => x.id === idParam(c, 'contact', 'contact'));
      if (!contact) throw new AppError('not_found', 'There is no such contact.');
      const expected = requireIfMatch(c);
      await changePartner(c, partner.id, expected, async (trx) => {
        await deleteContact(trx, contact.id);
        await audit(
          trx,
          actorOf(c),
          { action: 'partner.contact.remove', target: partner.name, before: contact, after: null },
          now(),
        );
      });
      setVersion(c, expected + 1);
      return list(c);
    })
    .get('/special-customers', ...overseer, list)
    .get('/special-customers/:id', ...overseer, async (c) => c.json(await work(c, idParam(c, 'id', 'partner'))))
    .post('/special-customers/:id/assignments', ...overseer, async (c) => {
      const partner = await partnerParam(c);
      if (!partner.active) throw new AppError('validation_failed', 'This partner is inactive and takes no new work.');
      const { assignment_no } = await readJson(c, HandOverSchema);
      const number = assignment_no.toUpperCase();
      const assignment = await deps.db
        .selectFrom('assignments')
        .select(['id', 'partner_id', 'is_final'])
        .where('organisation_id', '=', orgId(c))
        .where('assignment_no', '=', number)
        .executeTakeFirst();
      if (!assignment) throw new AppError('validation_failed', 'assignment_no: there is no such assignment.');
      if (assignment.is_final) throw new AppError('validation_failed', 'assignment_no: that assignment is closed.');
      if (assignment.partner_id === partner.id)
        throw new AppError('validation_failed', 'assignment_no: the partner already holds it.');
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('assignments')
          .set({ partner_id: partner.id, updated_at: now().toISOString() })
          .where('id', '=', assignment.id)
          .execute();
        await audit(
          trx,
          actorOf(c),
          {
            action: 'partner.assignment.hand-over',
            target: number,
            before: { partner_id: assignment.partner_id },
            after: { partner_id: partner.id },
          },
          now(),
        );
      });
      return c.json(await work(c, partner.id));
    })
    .post('/special-customers/:id/assignments/:assignment/release', ...overseer, async (c) => {
      const partner = await partnerParam(c);
      const assignmentId = idParam(c, 'assignment', 'assignment');
      const released = await deps.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('assignments')
          .select(['assignment_no'])
          .where('id', '=', assignmentId)
          .where('organisation_id', '=', orgId(c))
          .where('partner_id', '=', partner.id)
          .executeTakeFirst();
        if (!row) return false;
        await trx
          .updateTable('assignments')
          .set({ partner_id: null, updated_at: now().toISOString() })
          .where('id', '=', assignmentId)
          .execute();
        await audit(
          trx,
          actorOf(c),
          {
            action: 'partner.assignment.release',
            target: row.assignment_no,
            before: { partner_id: partner.id },
            after: { partner_id: null },
          },
          now(),
        );
        return true;
      });
      if (!released) throw new AppError('not_found', 'The partner does not hold that assignment.');
      return c.json(await work(c, partner.id));
    });
}
