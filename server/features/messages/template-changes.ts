import type { Kysely } from 'kysely';
import type { MessageTemplate, MessageTemplateInput } from '../../../contract/messages.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';
import { deleteTemplate, insertTemplate, staleTemplate, updateTemplate } from './repository.ts';

/** A new template of the actor's organisation, audited. */
export async function addTemplate(db: Kysely<Database>, actor: Actor, input: MessageTemplateInput, now: Date) {
  await db.transaction().execute(async (trx) => {
    await insertTemplate(trx, actor.user.organisation_id, input, actorIds(actor).actor_user_id, now);
    await audit(trx, actor, { action: 'message-template.create', target: input.name, before: null, after: input }, now);
  });
}

/** New texts for a template on the version the caller read, audited; on any other version 409 with it as it is now. */
export async function editTemplate(
  db: Kysely<Database>,
  options: { actor: Actor; before: MessageTemplate; expected: number; input: MessageTemplateInput; now: Date },
): Promise<number> {
  const { actor, before, expected, input, now } = options;
  await db.transaction().execute(async (trx) => {
    // The real person changes it, also when acting for a colleague.
    if (!(await updateTemplate(trx, before.id, expected, input, actorIds(actor).actor_user_id, now)))
      throw await staleTemplate(trx, actor.user.organisation_id, before.id);
    await audit(trx, actor, { action: 'message-template.update', target: input.name, before, after: input }, now);
  });
  return expected + 1;
}

/** Deletes a template on the version the caller read, audited; messages already sent keep their words. */
export async function removeTemplate(
  db: Kysely<Database>,
  options: { actor: Actor; before: MessageTemplate; expected: number; now: Date },
): Promise<void> {
  const { actor, before, expected, now } = options;
  await db.transaction().execute(async (trx) => {
    if (!(await deleteTemplate(trx, before.id, expected)))
      throw await staleTemplate(trx, actor.user.organisation_id, before.id);
    await audit(trx, actor, { action: 'message-template.delete', target: before.name, before, after: null }, now);
  });
}
