import type { AppEnv } from '../../http/app-env.ts';
import { Hono, type MiddlewareHandler } from 'hono';
import { AiSendMessageRequestSchema } from '../../../contract/assistant.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { appMetadataOf, findOrganisationById, rolesOf } from '../auth/index.ts';
import { browseMessages, completeOutput, processOutput, sendMessage } from './conversation.ts';

/**
 * The assistant's calls (spec.md section 7), for signed-in staff whose organisation enables it and
 * who hold one of its assistant roles; with no model configured it is simply unavailable.
 */
export function assistantRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const allowed: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!deps.config.ai) throw new AppError('service_unavailable', 'The assistant is not set up on this server.');
    const { user } = c.var.auth;
    const metadata = appMetadataOf(await findOrganisationById(deps.db, user.organisation_id));
    const roles = rolesOf(user);
    if (!metadata.enable_ai_assistant || !metadata.assistant_roles.some((role) => roles.includes(role))) {
      throw new AppError('forbidden', 'The assistant is not enabled for you.');
    }
    await next();
  };
  const ai = () => deps.config.ai!;
  return new Hono<AppEnv>()
    .use('/aiAssistant/*', signedIn, allowed)
    .get('/aiAssistant/browseMessages', async (c) => c.json(await browseMessages(deps.db, c.var.auth.user)))
    .post('/aiAssistant/sendMessage', async (c) => {
      const body = await readJson(c, AiSendMessageRequestSchema);
      return c.json(await sendMessage(deps.db, c.var.auth.user, body, deps.clock.now()));
    })
    .get('/aiAssistant/completeLastMessage/:id', async (c) =>
      c.json(
        await completeOutput(
          { db: deps.db, ai: ai() },
          c.var.auth.user,
          c.req.param('id'),
          requestLanguage(c),
          deps.clock.now(),
        ),
      ),
    )
    .get('/aiAssistant/processLastMessage/:id', async (c) =>
      c.json(await processOutput(deps.db, c.var.auth.user, c.req.param('id'))),
    );
}
