import * as v from 'valibot';
import {
  type ComposeChoices,
  FillTemplateRequestSchema,
  MessageTemplateInputSchema,
} from '../../../contract/messages.ts';
import { requireArea } from '../../access/require-area.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import type { Services } from '../../services.ts';
import { assignmentIdsOfFile, claimContactsOf, findAssignmentFor } from '../assignments/index.ts';
import { requireSession } from '../auth/index.ts';
import { attachableDocuments } from '../documents/index.ts';
import { findOrganisationById } from '../organisations/index.ts';
import { filled, templateValues } from './fill.ts';
import { templateOf, templatesOf } from './repository.ts';
import { addTemplate, editTemplate, removeTemplate } from './template-changes.ts';

const Params = v.object({ id: IdSchema });

/**
 * /api/messages/templates (app or org configurator): the organisation's message templates.
 * Audited; changes and deletions name the version they were made on (If-Match).
 */
export function messageTemplateRoutes(deps: Services) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'config')] as const;
  const templateParam = validParams(Params, 'error.messageTemplate.notFound');
  return factory
    .createApp()
    .get('/templates', ...guard, async (c) => c.json(await templatesOf(deps.db, c.var.auth.user.organisation_id)))
    .post('/templates', ...guard, async (c) => {
      const input = await readJson(c, MessageTemplateInputSchema);
      await addTemplate(deps.db, actorOf(c), input, deps.clock.now());
      return c.json(await templatesOf(deps.db, c.var.auth.user.organisation_id));
    })
    .put('/templates/:id', ...guard, templateParam, async (c) => {
      const organisationId = c.var.auth.user.organisation_id;
      const before = await templateOf(deps.db, organisationId, c.req.valid('param').id);
      const expected = requireIfMatch(c);
      const input = await readJson(c, MessageTemplateInputSchema);
      const now = deps.clock.now();
      setVersion(c, await editTemplate(deps.db, { actor: actorOf(c), before, expected, input, now }));
      return c.json(await templatesOf(deps.db, organisationId));
    })
    .delete('/templates/:id', ...guard, templateParam, async (c) => {
      const organisationId = c.var.auth.user.organisation_id;
      const before = await templateOf(deps.db, organisationId, c.req.valid('param').id);
      const expected = requireIfMatch(c);
      await removeTemplate(deps.db, { actor: actorOf(c), before, expected, now: deps.clock.now() });
      return c.json(await templatesOf(deps.db, organisationId));
    });
}

/**
 * /api/messages/compose/:id (an assignment the caller may open): what the staff's message form
 * offers (the claim's contacts, the templates, the claim's documents) and a template filled with the
 * claim's fields in the language asked.
 */
export function composeRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const assignmentParam = validParams(Params, 'error.notFound.assignment');
  return factory
    .createApp()
    .get('/compose/:id', signedIn, assignmentParam, async (c) => {
      const { user } = c.var.auth;
      const assignment = await findAssignmentFor(deps.db, user, c.req.valid('param').id);
      const [contacts, templates, ofFile, org] = await Promise.all([
        claimContactsOf(deps.db, assignment),
        templatesOf(deps.db, user.organisation_id),
        assignmentIdsOfFile(deps.db, assignment.claim_file_id),
        findOrganisationById(deps.db, user.organisation_id),
      ]);
      const choices: ComposeChoices = {
        contacts,
        templates: templates.map((t) => ({ id: t.id, name: t.name })),
        documents: await attachableDocuments(deps.db, ofFile),
        language: org?.default_language ?? 'ro',
      };
      return c.json(choices);
    })
    .post('/compose/:id/fill', signedIn, assignmentParam, async (c) => {
      const { user } = c.var.auth;
      const assignment = await findAssignmentFor(deps.db, user, c.req.valid('param').id);
      const body = await readJson(c, FillTemplateRequestSchema);
      const template = await templateOf(deps.db, user.organisation_id, body.template_id);
      const contacts = await claimContactsOf(deps.db, assignment);
      const recipient = contacts.find((contact) => contact.address === body.to.trim())?.name ?? '';
      return c.json(filled(template, body.language, await templateValues(deps.db, assignment, recipient)));
    });
}
