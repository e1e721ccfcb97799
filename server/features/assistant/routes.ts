import * as v from 'valibot';
import { AiSendMessageRequestSchema } from '../../../contract/assistant.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { appMetadataOf, findOrganisationById, rolesOf } from '../organisations/index.ts';
import { browseMessages, completeOutput, processOutput, sendMessage } from './conversation.ts';

const ReplyParams = v.object({ id: IdSchema });
const notSetUp = () => new AppError('service_unavailable', 'error.assistant.notSetUp');

/**
 * /api/aiAssistant: the assistant, for signed-in staff whose organisation enables it and who hold
 * one of its assistant roles; with no model configured it is simply unavailable.
 */
export function assistantRoutes(deps: Services) {
  const allowed = factory.createMiddleware(async (c, next) => {
    if (!deps.config.ai) throw notSetUp();
    const { user } = c.var.auth;
    const metadata = appMetadataOf(await findOrganisationById(deps.db, user.organisation_id));
    const roles = rolesOf(user);
    if (!metadata.enable_ai_assistant || !metadata.assistant_roles.some((role) => roles.includes(role))) {
      throw new AppError('forbidden', 'error.assistant.notEnabled');
    }
    await next();
  });
  const replyParam = validParams(ReplyParams, 'error.notFound.reply');
  return factory
    .createApp()
    .use('*', requireSession(deps, ['full']), allowed)
    .get('/browseMessages', async (c) => c.json(await browseMessages(deps.db, c.var.auth.user)))
    .post('/sendMessage', async (c) => {
      const body = await readJson(c, AiSendMessageRequestSchema);
      return c.json(await sendMessage(deps.db, c.var.auth.user, body, deps.clock.now()));
    })
    .get('/completeLastMessage/:id', replyParam, async (c) => {
      const { ai } = deps.config;
      if (!ai) throw notSetUp();
      const { id } = c.req.valid('param');
      return c.json(
        await completeOutput({ db: deps.db, ai }, c.var.auth.user, id, requestLanguage(c), deps.clock.now()),
      );
    })
    .get('/processLastMessage/:id', replyParam, async (c) =>
      c.json(await processOutput(deps.db, c.var.auth.user, c.req.valid('param').id)),
    );
}
