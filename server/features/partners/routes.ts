import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { assignmentTypeName } from '../../../contract/assignments.ts';
import { ContactInputSchema, HandOverSchema, PartnerInputSchema, type PartnerWork } from '../../../contract/partners.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { requireSession, type AuthVariables } from '../auth/require-session.ts';
import { actorOf, idParam } from '../assignments/request-context.ts';
import { audit } from '../settings/audit.ts';
import { countyName } from '../settings/county.ts';
import { requireArea } from '../shell/require-area.ts';
import { partnerOf, partnersOf } from './repository.ts';

type Ctx = Context<{ Variables: AuthVariables }>;

/**
 * Partner organisations. /config/partners (partner manager) keeps the list and the contacts;
 * /special-customers (org configurator, feature enabled) sees each partner's work and hands
 * assignments to a partner or takes them back. Both audited.
 */
export function partnerRoutes(deps: AuthDeps) {
  const signedIn = requireSession(deps, ['full']);
  const manager = [signedIn, requireArea(deps, 'config-partners')] as const;
  const overseer = [signedIn, requireArea(deps, 'special-customers')] as const;
  const orgId = (c: Ctx) => c.var.auth.user.organisation_id;
  const now = () => deps.clock.now();
  const partnerParam = (c: Ctx) => partnerOf(deps.db, orgId(c), idParam(c, 'id', 'partner'));
  const list = async (c: Ctx) => c.json(await partnersOf(deps.db, orgId(c)));

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
      .select(['assignments.id', 'assignments.assignment_no', 'assignments.assignment_type', 'assignments.due_date', 'assignments.is_final', 'assignment_statuses.name_en', 'assignment_statuses.name_ro'])
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

  return new Hono<{ Variables: AuthVariables }>()
    .get('/config/partners', ...manager, list)
    .post('/config/partners', ...manager, async (c) => {
      const body = await readJson(c, PartnerInputSchema);
      await countyName(deps.db, body.county_code);
      const id = randomUUID();
      await deps.db.transaction().execute(async (trx) => {
        await trx.insertInto('partners').values({ id, organisation_id: orgId(c), ...body, tax_code: body.tax_code.toUpperCase(), active: body.active ? 1 : 0, created_at: now().toISOString(), updated_at: now().toISOString() }).execute();
        await audit(trx, actorOf(c), { action: 'partner.create', target: body.name, before: null, after: body }, now());
      });
      return list(c);
    })
    .put('/config/partners/:id', ...manager, async (c) => {
      const partner = await partnerParam(c);
      const body = await readJson(c, PartnerInputSchema);
      await countyName(deps.db, body.county_code);
      await deps.db.transaction().execute(async (trx) => {
        await trx.updateTable('partners').set({ ...body, tax_code: body.tax_code.toUpperCase(), active: body.active ? 1 : 0, updated_at: now().toISOString() }).where('id', '=', partner.id).execute();
        const { contacts: _contacts, open_assignments: _open, id: _id, ...before } = partner;
        await audit(trx, actorOf(c), { action: 'partner.update', target: partner.name, before, after: body }, now());
      });
      return list(c);
    })
    .post('/config/partners/:id/contacts', ...manager, async (c) => {
      const partner = await partnerParam(c);
      const body = await readJson(c, ContactInputSchema);
      if (partner.contacts.length >= 50) throw new AppError('validation_failed', 'A partner has at most 50 contacts.');
      await deps.db.transaction().execute(async (trx) => {
        await trx.insertInto('partner_contacts').values({ id: randomUUID(), partner_id: partner.id, ...body, created_at: now().toISOString() }).execute();
        await audit(trx, actorOf(c), { action: 'partner.contact.add', target: partner.name, before: null, after: body }, now());
      });
      return list(c);
    })
    .post('/config/partners/:id/contacts/:contact/remove', ...manager, async (c) => {
      const partner = await partnerParam(c);
      const contact = partner.contacts.find((x) => x.id === idParam(c, 'contact', 'contact'));
      if (!contact) throw new AppError('not_found', 'There is no such contact.');
      await deps.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('partner_contacts').where('id', '=', contact.id).execute();
        await audit(trx, actorOf(c), { action: 'partner.contact.remove', target: partner.name, before: contact, after: null }, now());
      });
      return list(c);
    })
    .get('/special-customers', ...overseer, list)
    .get('/special-customers/:id', ...overseer, async (c) => c.json(await work(c, idParam(c, 'id', 'partner'))))
    .post('/special-customers/:id/assignments', ...overseer, async (c) => {
      const partner = await partnerParam(c);
      if (!partner.active) throw new AppError('validation_failed', 'This partner is inactive and takes no new work.');
      const { assignment_no } = await readJson(c, HandOverSchema);
      const number = assignment_no.toUpperCase();
      const assignment = await deps.db.selectFrom('assignments').select(['id', 'partner_id', 'is_final']).where('organisation_id', '=', orgId(c)).where('assignment_no', '=', number).executeTakeFirst();
      if (!assignment) throw new AppError('validation_failed', 'assignment_no: there is no such assignment.');
      if (assignment.is_final) throw new AppError('validation_failed', 'assignment_no: that assignment is closed.');
      if (assignment.partner_id === partner.id) throw new AppError('validation_failed', 'assignment_no: the partner already holds it.');
      await deps.db.transaction().execute(async (trx) => {
        await trx.updateTable('assignments').set({ partner_id: partner.id, updated_at: now().toISOString() }).where('id', '=', assignment.id).execute();
        await audit(trx, actorOf(c), { action: 'partner.assignment.hand-over', target: number, before: { partner_id: assignment.partner_id }, after: { partner_id: partner.id } }, now());
      });
      return c.json(await work(c, partner.id));
    })
    .post('/special-customers/:id/assignments/:assignment/release', ...overseer, async (c) => {
      const partner = await partnerParam(c);
      const assignmentId = idParam(c, 'assignment', 'assignment');
      const released = await deps.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('assignments').select(['assignment_no']).where('id', '=', assignmentId).where('organisation_id', '=', orgId(c)).where('partner_id', '=', partner.id).executeTakeFirst();
        if (!row) return false;
        await trx.updateTable('assignments').set({ partner_id: null, updated_at: now().toISOString() }).where('id', '=', assignmentId).execute();
        await audit(trx, actorOf(c), { action: 'partner.assignment.release', target: row.assignment_no, before: { partner_id: partner.id }, after: { partner_id: null } }, now());
        return true;
      });
      if (!released) throw new AppError('not_found', 'The partner does not hold that assignment.');
      return c.json(await work(c, partner.id));
    });
}
